import { Link } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { hasPrivilege, PRIV } from '../auth/session';
import { useSession } from './useSession';
import { Icon, type IconName } from '../components/Icon';
import { WelcomeDialog } from '../components/WelcomeDialog';

type Card = { to: string; title: string; text: string; icon: IconName; privilege: number };

/** /dashboard/default: a welcome and one card per screen the user's privileges open. */
export default function Dashboard() {
  const { t } = useLingui();
  const session = useSession();
  if (!session) return null;
  const isHead = session.logInUser.role === 'SCHOOL_HEAD';
  const name = session.logInUser.firstName || session.logInUser.loginId;

  const cards: Card[] = [
    {
      to: '/dashboard/accreditationhm',
      title: t`My accreditation form`,
      text: t`Fill in the seven domains, check your progress and submit to District Quality Assurance.`,
      icon: 'form',
      privilege: PRIV.accreditationHm,
    },
    {
      to: '/forms/schoolinfo',
      title: t`School information`,
      text: t`Enrolment, teachers, classrooms and facilities. Save it before the domain form.`,
      icon: 'school',
      privilege: isHead ? PRIV.schoolInfo : -1,
    },
    {
      to: '/dashboard/accreditation',
      title: t`Accreditation`,
      text: t`Search the accreditation forms, review, submit or reject them and see their status history.`,
      icon: 'list',
      privilege: PRIV.accreditation,
    },
    {
      to: '/dashboard/ReportCard',
      title: t`Report card`,
      text: t`Score, grade and domain scores of an approved form.`,
      icon: 'report',
      privilege: isHead ? PRIV.reportCard : -1,
    },
  ];

  return (
    <div className="page">
      <WelcomeDialog />
      <h1 className="page-title">{t`Welcome, ${name}`}</h1>
      {isHead ? (
        <div className="welcome-text">
          <p>{t`Before filling in the form, discuss the standards with your stakeholders, review the classroom observation form and upload the evidence.`}</p>
          <p>{t`Self-financed schools may choose Not Applicable for indicators that do not apply to them.`}</p>
        </div>
      ) : (
        <p className="muted">{t`Choose what you want to do.`}</p>
      )}
      <div className="card-grid">
        {cards
          .filter((c) => hasPrivilege(session, c.privilege))
          .map((c) => (
            <Link key={c.to} to={c.to} className="card card-link">
              <span className="card-icon">
                <Icon name={c.icon} />
              </span>
              <span className="card-title">{c.title}</span>
              <span className="card-text">{c.text}</span>
            </Link>
          ))}
      </div>
    </div>
  );
}
