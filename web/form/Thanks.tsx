import { Link } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { Icon } from '../components/Icon';

/** The thank-you page after the school head submits the form. */
export default function Thanks() {
  const { t } = useLingui();
  return (
    <div className="page thanks">
      <div className="thanks-icon" aria-hidden="true">
        <Icon name="check" />
      </div>
      <h1 className="page-title">{t`Thank you!`}</h1>
      <p>{t`Your accreditation form has been submitted to District Quality Assurance.`}</p>
      <p className="muted">{t`You will see its status and any remarks on your form page.`}</p>
      <Link to="/dashboard/accreditationhm" className="btn btn-primary">{t`Back to my form`}</Link>
    </div>
  );
}
