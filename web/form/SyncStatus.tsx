import { useLayoutEffect, useRef } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { AnswerSync, SyncPhase, SyncStatusView } from './answerSync';
import { sameView, syncStatusView } from './sync/syncView';

type Words = { text: string; note: string | null };
type Translate = ReturnType<typeof useLingui>['t'];

/** The words of the status line for a view, in the page's language. */
function wordsFor(t: Translate, state: SyncStatusView): Words {
  switch (state.phase) {
    case 'unsaved':
      return { text: t`Saving on this device…`, note: null };
    case 'sending':
      return { text: t`Saving…`, note: null };
    case 'device':
      return {
        text: t`Saved on this device`,
        note: state.conflicts > 0 ? t`Some answers changed on the server: choose which to keep.` : t`Not yet on the server`,
      };
    case 'offline':
      return { text: t`Saved on this device`, note: t`You are offline. The answers will be sent when the connection returns.` };
    case 'storeFailed':
      return {
        text: t`Not saved on this device`,
        note: t`This browser could not keep the answers on this device. Keep this page open until they are saved on the server.`,
      };
    case 'error':
      return { text: t`Not saved on the server`, note: state.error };
    default:
      return { text: t`Saved on server`, note: null };
  }
}

const className = (phase: SyncPhase) => `sync-status sync-${phase}`;

/** Where the answers are: on the server, on this device only, being saved, or not saved (with why). */
export function SyncStatus({ state }: { state: SyncStatusView }) {
  const { t } = useLingui();
  const { text, note } = wordsFor(t, state);
  return (
    <div className={className(state.phase)} role="status" aria-live="polite" data-testid="sync-status" data-phase={state.phase}>
      <span className="sync-dot" aria-hidden="true" />
      <span className="sync-text">{text}</span>
      <span className="sync-note" hidden={!note}>
        {note}
      </span>
    </div>
  );
}

/**
 * The status line of a running save path. The label changes on most keystrokes (saving on this
 * device, then saved there), so it follows the machine by writing its few DOM nodes directly, in
 * the same task as the change: no React render is added to a keystroke, and the line never shows a
 * claim the machine has already withdrawn. A language switch draws it again in the new words.
 */
export function LiveSyncStatus({ sync }: { sync: AnswerSync }) {
  const { t } = useLingui();
  const box = useRef<HTMLDivElement>(null);
  const first = syncStatusView(sync.actor.getSnapshot());
  useLayoutEffect(() => {
    let shown: SyncStatusView | null = null;
    const draw = (view: SyncStatusView) => {
      const el = box.current;
      if (!el || (shown && sameView(view, shown))) return;
      shown = view;
      const { text, note } = wordsFor(t, view);
      el.className = className(view.phase);
      el.dataset.phase = view.phase;
      (el.querySelector('.sync-text') as HTMLElement).textContent = text;
      const noteEl = el.querySelector('.sync-note') as HTMLElement;
      noteEl.textContent = note ?? '';
      noteEl.hidden = !note;
    };
    draw(syncStatusView(sync.actor.getSnapshot()));
    const { unsubscribe } = sync.actor.subscribe((s) => draw(syncStatusView(s)));
    return unsubscribe;
  }, [sync, t]);
  // The words are written by the effect above only (before the first paint): React never holds the nodes it changes.
  return (
    <div ref={box} className={className(first.phase)} role="status" aria-live="polite" data-testid="sync-status" data-phase={first.phase}>
      <span className="sync-dot" aria-hidden="true" />
      <span className="sync-text" />
      <span className="sync-note" hidden />
    </div>
  );
}
