import { useLingui } from '@lingui/react/macro';
import type { SyncSnapshot } from './answerSync';

/** Where the answers are: on the server, on this device only, being sent, or not saved (with why). */
export function SyncStatus({ state }: { state: SyncSnapshot }) {
  const { t } = useLingui();
  let text: string;
  let note: string | null = null;
  switch (state.phase) {
    case 'unsaved':
      text = t`Unsaved changes`;
      break;
    case 'device':
      text = t`Saved on this device`;
      note = state.conflicts.length > 0 ? t`Some answers changed on the server: choose which to keep.` : t`Not yet on the server`;
      break;
    case 'sending':
      text = t`Saving…`;
      break;
    case 'offline':
      text = t`Saved on this device`;
      note = t`You are offline. The answers will be sent when the connection returns.`;
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
