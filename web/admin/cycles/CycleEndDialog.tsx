import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { errorText } from '../../api/client';
import { apiActionCall } from '../../api/call';
import { recordConflict, type RecordConflict } from '../../api/revision';
import { Dialog } from '../../components/Dialog';
import { RecordConflictNotice } from '../../components/RecordConflictNotice';
import { fieldErrorsOf } from '../adminApi';
import { TextField } from '../components/Field';
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
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // A date refused because the cycle changed since the list was loaded, with the date it tried to save.
  const [conflict, setConflict] = useState<{ found: RecordConflict; endsOn: string | null } | null>(null);

  useEffect(() => {
    setDay(cycle?.endsOn ?? '');
    setFieldError(undefined);
    setFailure(null);
    setConflict(null);
  }, [cycle]);

  /** Saves the date with the cycle's updatedAt as listed (`base`), or the revision a conflict named to save over it. */
  const save = async (endsOn: string | null, base = cycle?.updatedAt) => {
    if (!cycle) return;
    setBusy(true);
    setFailure(null);
    setConflict(null);
    try {
      const { message } = await apiActionCall('post', '/v1/cycle/{cycleid}/end-date', { path: { cycleid: cycle.cycleid }, body: { endsOn, base } });
      onSaved(message || t`Data saved successfully`);
    } catch (err) {
      const found = recordConflict(err);
      if (found) return setConflict({ found, endsOn });
      const fields = fieldErrorsOf(err);
      if (fields.endsOn) setFieldError(fields.endsOn);
      else setFailure(errorText(err));
    } finally {
      setBusy(false);
    }
  };

  const submit = () => {
    if (!day) {
      setFieldError(t`Please choose a date`);
      return;
    }
    setFieldError(undefined);
    void save(day);
  };

  return (
    <Dialog
      open={!!cycle}
      title={cycle ? t`Last day of cycle ${cycle.name}` : ''}
      onClose={onClose}
      actions={
        <>
          <button type="button" className="btn" onClick={onClose} disabled={busy}>
            {t`Cancel`}
          </button>
          {cycle?.endsOn && (
            <button type="button" className="btn btn-danger-outline" onClick={() => void save(null)} disabled={busy} data-testid="clear-end-date">
              {t`Remove the date`}
            </button>
          )}
          <button type="button" className="btn btn-primary" onClick={submit} disabled={busy}>
            {busy ? t`Saving…` : t`Save`}
          </button>
        </>
      }
    >
      <p>{t`School heads and reviewers are reminded by e-mail a few days before this date. The date does not close the cycle: closing stays a step of its own.`}</p>
      <TextField name="endsOn" type="date" label={t`Last day`} value={day} onChange={setDay} error={fieldError} required />
      {conflict && (
        <RecordConflictNotice conflict={conflict.found} busy={busy} onKeepMine={() => void save(conflict.endsOn, conflict.found.at ?? undefined)} onLoadTheirs={onLoadTheirs} />
      )}
      {failure && (
        <p className="field-error" role="alert">
          {failure}
        </p>
      )}
    </Dialog>
  );
}
