import { useLingui } from '@lingui/react/macro';
import type { RejectInfo } from '../api/types';

/** The reason a form was sent back, shown at the top of the school head's form. */
export function RejectBox({ reject }: { reject: RejectInfo }) {
  const { t } = useLingui();
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
          <dd>{reject.by}</dd>
        </dl>
      </div>
    </div>
  );
}
