import { Link } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import type { FormListItem } from '../api/types';
import { REPORT_CARD_STATUS } from '../app/statusLabels';
import { PRIV } from '../auth/session';
import { HEAD_ANSWERING_STATUSES } from '../form/headForms';
import type { ReviewAction } from './workflowActions';
import { rowActions } from './reviewLevel';
import { SubmitDialog } from './SubmitDialog';
import { RejectDialog } from './RejectDialog';
import { HistoryDialog } from './HistoryDialog';

/** A dialog opened from a row, with the row's form as it was when opened. */
export type RowDialogState = ({ type: 'submit' | 'reject'; action: ReviewAction } | { type: 'history' }) & { item: FormListItem };

/**
 * Link to review a form, and the submit / reject the caller may do on it now, with history and report
 * card. The dialogs open through `onOpen` and live with the list, not the row: a list that reloads
 * (a search answering late) must not close a dialog the reviewer is working in.
 */
export function RowActions({ item, privileges, onOpen }: { item: FormListItem; privileges: Set<number>; onOpen: (open: RowDialogState) => void }) {
  const { t } = useLingui();
  const setOpen = (o: { type: 'submit' | 'reject'; action: ReviewAction } | { type: 'history' }) => onOpen({ ...o, item });
  // From the row's status and the caller's privileges: no call per row; the server decides on send.
  const actions = rowActions(privileges, item.status);
  const label = (a: ReviewAction) => (a.kind === 'reject' ? t`Reject` : a.level === 'dqa' ? t`Submit to SQA` : a.level === 'sqa' ? t`Submit to Department` : t`Approve`);
  // The school head answers their own form on their page; the review view would be read-only to them.
  const answering = privileges.has(PRIV.accreditationHm) && HEAD_ANSWERING_STATUSES.has(item.status);
  const reviewHref = answering
    ? `/dashboard/accreditationhm?accrid=${encodeURIComponent(String(item.accrid))}`
    : `/dashboard/accreditation?accrid=${encodeURIComponent(String(item.accrid))}&domain=D1`;

  return (
    <div className="row-actions">
      <Link className="btn btn-sm" to={reviewHref} state={{ schoolName: item.schoolName }} aria-label={`${t`Open the form`}: ${item.schoolName}`}>
        {t`Open`}
      </Link>
      {actions.map((a) => (
        <button
          key={a.event}
          type="button"
          className={`btn btn-sm ${a.kind === 'reject' ? 'btn-danger-outline' : 'btn-primary'}`}
          onClick={() => setOpen({ type: a.kind, action: a })}
          aria-label={`${label(a)}: ${item.schoolName}`}
        >
          {label(a)}
        </button>
      ))}
      <button type="button" className="btn btn-sm" onClick={() => setOpen({ type: 'history' })} aria-label={`${t`Status history`}: ${item.schoolName}`}>
        {t`History`}
      </button>
      {item.status === REPORT_CARD_STATUS && (
        <Link className="btn btn-sm" to={`/dashboard/ReportCard?accrid=${encodeURIComponent(String(item.accrid))}`} aria-label={`${t`Report card`}: ${item.schoolName}`}>
          {t`Report card`}
        </Link>
      )}
    </div>
  );
}

/** The dialog a row opened, if any; `onDone` after a submit or reject went through. */
export function RowDialog({ open, onClose, onDone }: { open: RowDialogState | null; onClose: () => void; onDone: (message: string) => void }) {
  if (!open) return null;
  const { item } = open;
  if (open.type === 'history') return <HistoryDialog accrid={item.accrid} schoolName={item.schoolName} onClose={onClose} />;
  const Dialog = open.type === 'submit' ? SubmitDialog : RejectDialog;
  return <Dialog action={open.action} accrid={item.accrid} schoolName={item.schoolName} onClose={onClose} onDone={onDone} />;
}
