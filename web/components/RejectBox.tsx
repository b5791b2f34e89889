import { useLingui } from '@lingui/react/macro';
import type { RejectInfo } from '../api/types';
import { useLang } from '../app/LangContext';

/** The reason a form was sent back, shown at the top of the school head's form. */
export function RejectBox({ reject }: { reject: RejectInfo }) {
  const { t } = useLingui();
  const { lang } = useLang();
  const who = [reject.byName, reject.byRole ?? reject.by].filter(Boolean).join(', ');
  const when = reject.date ? new Intl.DateTimeFormat(lang === 'hi' ? 'hi-IN' : 'en-IN', { dateStyle: 'long', timeStyle: 'short' }).format(new Date(reject.date)) : null;
  return (
    <div className="alert alert-error reject-box" role="alert">
      <div className="alert-text">
        <strong>{t`The form was sent back for changes`}</strong>
        <dl>
          <dt>{t`Reason`}</dt>
          <dd>{reject.reason}</dd>
          {reject.comment && (
            <>
              <dt>{t`Comment`}</dt>
              <dd>{reject.comment}</dd>
            </>
          )}
          <dt>{t`By`}</dt>
          <dd data-testid="reject-by">{who}</dd>
          {when && (
            <>
              <dt>{t`When`}</dt>
              <dd>{when}</dd>
            </>
          )}
        </dl>
      </div>
    </div>
  );
}
