import { useCallback, useRef, useState, type ReactNode } from 'react';
import { failureText } from '../../api/client';
import { recordConflict, type RecordConflict } from '../../api/revision';
import { RecordConflictNotice } from '../../components/RecordConflictNotice';
import { fieldErrorsOf } from '../adminApi';

type Options<V> = {
  /**
   * Sends the values and does what a saved record does next (a notice, closing the form); throws the
   * server's refusal. `base` is set only to save over a newer change: the revision the conflict named.
   */
  send: (values: V, base: string | undefined) => Promise<void>;
  /** The words for a save the server could not answer (spec §8: "Error While saving data!!"). */
  fallback: string;
};

/**
 * The save of a shared record's editor, as states: editing, saving, refused (the fields or the reason
 * the server named) and changed by someone else since the form opened (a choice: save mine over it,
 * or load theirs). While a save is on its way or the choice is open the form is `locked`, so what the
 * officer sees is always what was sent: "save mine" sends the values the conflict kept, which are the
 * ones on screen, and nothing typed during a save is dropped when the form closes or reports success.
 */
export function useRecordSave<V>({ send, fallback }: Options<V>) {
  const [saving, setSaving] = useState(false);
  // Set when a save leaves, before React draws again: a second Enter in the same frame sends nothing.
  const inFlight = useRef(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [conflict, setConflict] = useState<{ found: RecordConflict; values: V } | null>(null);
  // "Load theirs" asked and the record not yet read again: the fields still hold mine, so they stay locked.
  const [reloading, setReloading] = useState(false);
  // The saves the server took: each makes the values on screen (locked while it travelled) the saved ones.
  const [saves, setSaves] = useState(0);

  // Stable, so a form may start afresh in an effect when the record it edits changes.
  const reset = useCallback(() => {
    setServerErrors({});
    setFailure(null);
    setConflict(null);
  }, []);

  const submit = async (values: V, base?: string) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setSaving(true);
    reset();
    try {
      await send(values, base);
      setSaves((n) => n + 1);
    } catch (err) {
      const found = recordConflict(err);
      if (found) setConflict({ found, values });
      else {
        setServerErrors(fieldErrorsOf(err));
        setFailure(failureText(err, fallback));
      }
    } finally {
      inFlight.current = false;
      setSaving(false);
    }
  };

  /**
   * The open choice after a conflict, or nothing. `loadTheirs` shows the record as it is now; the
   * form opens again only once it has (its promise settles), so nothing is typed over mine meanwhile.
   */
  const conflictNotice = (loadTheirs: () => unknown): ReactNode =>
    conflict && (
      <RecordConflictNotice
        conflict={conflict.found}
        busy={saving || reloading}
        onKeepMine={() => void submit(conflict.values, conflict.found.at ?? undefined)}
        onLoadTheirs={() => {
          setReloading(true);
          void Promise.resolve()
            .then(loadTheirs)
            .finally(() => {
              setConflict(null);
              setReloading(false);
            });
        }}
      />
    );

  return { submit, saving, saves, locked: saving || reloading || conflict !== null, serverErrors, failure, reset, conflictNotice };
}
