import { useLingui } from '@lingui/react/macro';
import type { RecordConflict } from '../api/revision';
import { useLang } from '../app/LangContext';
import { Alert } from './Alert';

type Props = {
  conflict: RecordConflict;
  busy?: boolean;
  /** Save the caller's values over the newer change (sends `conflict.at` as the base). */
  onKeepMine: () => void;
  /** Drop the caller's values and show the record as it is now ("Reload" when it was removed). */
  onLoadTheirs: () => void;
};

/** "X changed this at T, after you opened it": the choice every editor of a shared record offers on a 409 recordChanged. */
export function RecordConflictNotice({ conflict, busy, onKeepMine, onLoadTheirs }: Props) {
  const { t } = useLingui();
  const { lang } = useLang();
  const when = conflict.at ? new Date(conflict.at).toLocaleString(lang === 'hi' ? 'hi-IN' : 'en-IN') : '';
  const by = conflict.by;
  const text = !conflict.at
    ? t`This record was removed after you opened it.`
    : by
      ? t`${by} changed this at ${when}, after you opened it.`
      : t`Someone else changed this at ${when}, after you opened it.`;
  // A removed record has nothing to save over and no "theirs": only what is there now to reload.
  return (
    <Alert kind="warning">
      <span data-testid="record-conflict">{text}</span>{' '}
      {conflict.at ? (
        <>
          <button type="button" className="btn btn-sm" onClick={onKeepMine} disabled={busy}>
            {t`Save mine over it`}
          </button>{' '}
          <button type="button" className="btn btn-sm" onClick={onLoadTheirs} disabled={busy}>
            {t`Load theirs`}
          </button>
        </>
      ) : (
        <button type="button" className="btn btn-sm" onClick={onLoadTheirs} disabled={busy}>
          {t`Reload`}
        </button>
      )}
    </Alert>
  );
}
