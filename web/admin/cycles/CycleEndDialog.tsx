import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { apiActionCall } from '../../api/call';
import { Dialog } from '../../components/Dialog';
import { useAskBeforeClose } from '../../components/UnsavedChangesConfirm';
import { TextField } from '../components/Field';
import { useRecordSave } from '../forms/useRecordSave';
import type { Cycle } from '../types';

type Props = {
  /** The cycle whose last day is being set; null when closed. */
  cycle: Cycle | null;
  onClose: () => void;
  onSaved: (message: string) => void;
  /** Someone changed the cycle since the list was loaded, and the officer chose to see it as it is now. */
  onLoadTheirs: () => void;
};

/**
 * Sets or clears a cycle's last day. Everyone in the cycle's scope is reminded by e-mail
 * CYCLE_END_REMINDER_DAYS before it (once per cycle and date), so a changed date is reminded of again.
 */
export function CycleEndDialog({ cycle, onClose, onSaved, onLoadTheirs }: Props) {
  const { t } = useLingui();
  const [day, setDay] = useState('');
  // The form's own check (a date is chosen); the server's refusals come through the record's save.
  const [fieldError, setFieldError] = useState<string | undefined>();
  /** Saves the date with the cycle's updatedAt as listed, or the revision a conflict named to save over it. */
  const record = useRecordSave<string | null>({
    fallback: t`Error While saving data!!`,
    send: async (endsOn, base = cycle?.updatedAt) => {
      if (!cycle) return;
      const { message } = await apiActionCall('post', '/v1/cycle/{cycleid}/end-date', { path: { cycleid: cycle.cycleid }, body: { endsOn, base } });
      onSaved(message || t`Data saved successfully`);
    },
  });
  const { reset } = record;
  const busy = record.saving;
  // A date chosen and not saved is asked about before the dialog (Cancel, Escape) or the tab closes.
  const { close, confirm } = useAskBeforeClose(!!cycle && day !== (cycle.endsOn ?? ''), onClose, busy);

  useEffect(() => {
    setDay(cycle?.endsOn ?? '');
    setFieldError(undefined);
    reset();
  }, [cycle, reset]);

  const submit = () => {
    if (!day) {
      setFieldError(t`Please choose a date`);
      return;
    }
    setFieldError(undefined);
    void record.submit(day);
  };

  return (
    <Dialog
      open={!!cycle}
      title={cycle ? t`Last day of cycle ${cycle.name}` : ''}
      onClose={close}
      actions={
        <>
          <button type="button" className="btn" onClick={close} disabled={busy}>
            {t`Cancel`}
          </button>
          {cycle?.endsOn && (
            <button type="button" className="btn btn-danger-outline" onClick={() => void record.submit(null)} disabled={record.locked} data-testid="clear-end-date">
              {t`Remove the date`}
            </button>
          )}
          <button type="button" className="btn btn-primary" onClick={submit} disabled={record.locked}>
            {busy ? t`Saving…` : t`Save`}
          </button>
        </>
      }
    >
      <p>{t`School heads and reviewers are reminded by e-mail a few days before this date. The date does not close the cycle: closing stays a step of its own.`}</p>
      <TextField name="endsOn" type="date" label={t`Last day`} value={day} onChange={setDay} error={fieldError ?? record.serverErrors.endsOn} disabled={record.locked} required />
      {record.conflictNotice(onLoadTheirs)}
      {record.failure && !record.serverErrors.endsOn && (
        <p className="field-error" role="alert">
          {record.failure}
        </p>
      )}
      {confirm}
    </Dialog>
  );
}
