import { useSelector } from '@xstate/react';
import { useLingui } from '@lingui/react/macro';
import type { AnswerSync, SyncStatusView } from './answerSync';
import { sameView, syncStatusView } from './sync/syncView';

/** Where the answers are: on the server, on this device only, being saved, or not saved (with why). */
export function SyncStatus({ state }: { state: SyncStatusView }) {
  const { t } = useLingui();
  let text: string;
  let note: string | null = null;
  switch (state.phase) {
    case 'unsaved':
      text = t`Saving on this device…`;
      break;
    case 'sending':
      text = t`Saving…`;
      break;
    case 'device':
      text = t`Saved on this device`;
      note = state.conflicts > 0 ? t`Some answers changed on the server: choose which to keep.` : t`Not yet on the server`;
      break;
    case 'offline':
      text = t`Saved on this device`;
      note = t`You are offline. The answers will be sent when the connection returns.`;
      break;
    case 'storeFailed':
      text = t`Not saved on this device`;
      note = t`This browser could not keep the answers on this device. Keep this page open until they are saved on the server.`;
      break;
    case 'error':
      text = t`Not saved on the server`;
      note = state.error;
      break;
    default:
      text = t`Saved on server`;
  }
  return (
    <div className={`sync-status sync-${state.phase}`} role="status" aria-live="polite" data-testid="sync-status" data-phase={state.phase}>
      <span className="sync-dot" aria-hidden="true" />
      <span className="sync-text">{text}</span>
      {note && <span className="sync-note">{note}</span>}
    </div>
  );
}

/**
 * The status line of a running save path. It follows the machine on its own, so a keystroke that
 * changes the label re-renders this line and nothing else of the page.
 */
export function LiveSyncStatus({ sync }: { sync: AnswerSync }) {
  const state = useSelector(sync.actor, syncStatusView, sameView);
  return <SyncStatus state={state} />;
}
