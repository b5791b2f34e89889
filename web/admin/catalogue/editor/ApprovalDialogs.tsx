import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Dialog } from '../../../components/Dialog';
import { useAskBeforeClose } from '../../../components/UnsavedChangesConfirm';
import { TextField } from '../../components/Field';
import type { OpenCycle } from './approvalApi';

export type SendForApprovalInput = { reason: string; orderNumber: string; orderDate?: string };

type DialogProps<T> = { open: boolean; busy: boolean; onCancel: () => void; onConfirm: (value: T) => void };

function Actions({ busy, label, onCancel, onConfirm }: { busy: boolean; label: string; onCancel: () => void; onConfirm: () => void }) {
  const { t } = useLingui();
  return (
    <>
      <button type="button" className="btn" onClick={onCancel} disabled={busy}>
        {t`Cancel`}
      </button>
      <button type="button" className="btn btn-primary" onClick={onConfirm} disabled={busy}>
        {label}
      </button>
    </>
  );
}

const isDay = (s: string) => /^\d{4}-\d{2}-\d{2}$/.test(s) && !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s);

/** The author's request: why the version is needed, and the office order that asks for it. */
export function SendForApprovalDialog({ open, busy, onCancel, onConfirm }: DialogProps<SendForApprovalInput>) {
  const { t } = useLingui();
  const [reason, setReason] = useState('');
  const [orderNumber, setOrderNumber] = useState('');
  const [orderDate, setOrderDate] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const confirm = () => {
    const found: Record<string, string> = {};
    if (!reason.trim()) found.reason = t`Write why this version is needed.`;
    else if (reason.trim().length > 1000) found.reason = t`The reason may be up to 1000 characters long.`;
    if (!orderNumber.trim()) found.orderNumber = t`Enter the office order number.`;
    else if (orderNumber.trim().length > 100) found.orderNumber = t`The office order number may be up to 100 characters long.`;
    if (orderDate && !isDay(orderDate)) found.orderDate = t`Enter the date of the office order as a calendar date.`;
    setErrors(found);
    if (Object.keys(found).length) return;
    onConfirm({ reason: reason.trim(), orderNumber: orderNumber.trim(), ...(orderDate ? { orderDate } : {}) });
  };
  // What was written and not sent is asked about before the dialog (Cancel, Escape) or the tab closes.
  const closing = useAskBeforeClose(open && (reason.trim() !== '' || orderNumber.trim() !== '' || orderDate !== ''), onCancel, busy);
  return (
    <Dialog open={open} title={t`Send for approval`} onClose={closing.close} actions={<Actions busy={busy} label={t`Send for approval`} onCancel={closing.close} onConfirm={confirm} />}>
      <p>{t`Another department officer who may approve catalogue versions reads the draft and publishes it or sends it back. Until then nobody can change it.`}</p>
      <TextField name="reason" label={t`Reason for this version`} multiline required maxLength={1000} value={reason} error={errors.reason} onChange={setReason} />
      <TextField name="orderNumber" label={t`Office order number`} required maxLength={100} value={orderNumber} error={errors.orderNumber} onChange={setOrderNumber} />
      <TextField name="orderDate" label={t`Date of the office order`} type="date" value={orderDate} error={errors.orderDate} onChange={setOrderDate} />
      {closing.confirm}
    </Dialog>
  );
}

/** The approver's "send back": the comment tells the author what to change. */
export function SendBackDialog({ open, busy, onCancel, onConfirm }: DialogProps<string>) {
  const { t } = useLingui();
  const [comment, setComment] = useState('');
  const [error, setError] = useState('');
  const confirm = () => {
    if (!comment.trim()) return setError(t`Write what must change before the draft can be approved.`);
    if (comment.trim().length > 2000) return setError(t`The comment may be up to 2000 characters long.`);
    onConfirm(comment.trim());
  };
  const closing = useAskBeforeClose(open && comment.trim() !== '', onCancel, busy);
  return (
    <Dialog open={open} title={t`Send the draft back`} onClose={closing.close} actions={<Actions busy={busy} label={t`Send back`} onCancel={closing.close} onConfirm={confirm} />}>
      <p>{t`The author can change the draft again and send it for approval once more.`}</p>
      <TextField
        name="comment"
        label={t`Comment for the author`}
        multiline
        required
        maxLength={2000}
        value={comment}
        error={error}
        onChange={(v) => {
          setComment(v);
          setError('');
        }}
      />
      {closing.confirm}
    </Dialog>
  );
}

/** The cycles schools are answering now, which keep their version when this one is published. */
export function OpenCyclesNote({ cycles }: { cycles: OpenCycle[] }) {
  const { t } = useLingui();
  if (!cycles.length) return null;
  return (
    <div className="publish-open-cycles" data-testid="publish-open-cycles">
      <p>
        <strong>{t`Cycles schools are answering now: ${cycles.length}.`}</strong> {t`They stay on their version; their forms are not moved.`}
      </p>
      <ul>
        {cycles.map((c) => (
          <li key={c.cycleid}>{c.endsOn ? t`${c.name} (on ${c.catalogueVersion}, last day ${c.endsOn})` : t`${c.name} (on ${c.catalogueVersion}, no last day)`}</li>
        ))}
      </ul>
    </div>
  );
}
