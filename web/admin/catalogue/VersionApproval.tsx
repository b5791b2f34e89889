import { useLingui } from '@lingui/react/macro';
import type { ApiValue } from '../../api/types';
import { useWhen } from './editor/ApprovalBar';

type Approval = ApiValue<'/v1/catalogue/versions', 'get'>[number]['approval'];

/** A version's approval in the versions list: who wrote it, who sent it (why, which order), who approved it, when. */
export function VersionApproval({ approval: a }: { approval: Approval }) {
  const { t } = useLingui();
  const when = useWhen();
  const writer = a.writtenBy ?? '–';
  const sender = a.sentBy ?? '–';
  const sentAt = when(a.sentAt);
  const order = a.orderNumber ?? '';
  const dated = a.orderDate ? t`, dated ${a.orderDate}` : '';
  const approver = a.approvedBy ?? '–';
  const approvedAt = when(a.approvedAt);
  return (
    <div className="small" data-testid="version-approval">
      <div>{t`Written by ${writer}`}</div>
      {a.sentAt && (
        <div>
          {t`Sent for approval by ${sender} on ${sentAt}: ${a.reason ?? ''} (order no. ${order}${dated})`}
        </div>
      )}
      {a.state === 'awaitingApproval' && <div className="cell-strong">{t`Awaiting approval`}</div>}
      {a.state === 'returned' && <div className="cell-strong">{t`Sent back by ${a.returnedBy ?? '–'} on ${when(a.returnedAt)}`}</div>}
      {a.approvedAt && <div>{t`Approved by ${approver} on ${approvedAt}`}</div>}
    </div>
  );
}
