import { useLayoutEffect, useRef } from 'react';
import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { AnswerSync, SyncPhase, SyncStatusView } from './answerSync';
import { sameView, syncStatusView } from './sync/syncView';

type Words = { text: string; note: string | null };
type Say = (descriptor: MessageDescriptor) => string;

const WORDS = {
  storing: msg`Saving on this device…`,
  sending: msg`Saving…`,
  onDevice: msg`Saved on this device`,
  notYetSent: msg`Not yet on the server`,
  choose: msg`Some answers changed on the server: choose which to keep.`,
  offline: msg`You are offline. The answers will be sent when the connection returns.`,
  storeFailed: msg`Not saved on this device`,
  storeFailedNote: msg`This browser could not keep the answers on this device. Keep this page open until they are saved on the server.`,
  refused: msg`Not saved on the server`,
  saved: msg`Saved on server`,
};

/** The words of the status line for a view, in the page's language. */
function wordsFor(say: Say, state: SyncStatusView): Words {
  switch (state.phase) {
    case 'unsaved':
      return { text: say(WORDS.storing), note: null };
    case 'sending':
      return { text: say(WORDS.sending), note: null };
    case 'device':
      return { text: say(WORDS.onDevice), note: say(state.conflicts > 0 ? WORDS.choose : WORDS.notYetSent) };
    case 'offline':
      return { text: say(WORDS.onDevice), note: say(WORDS.offline) };
    case 'storeFailed':
      return { text: say(WORDS.storeFailed), note: say(WORDS.storeFailedNote) };
    case 'error':
      return { text: say(WORDS.refused), note: state.error };
    default:
      return { text: say(WORDS.saved), note: null };
  }
}

const className = (phase: SyncPhase) => `sync-status sync-${phase}`;

/** Where the answers are: on the server, on this device only, being saved, or not saved (with why). */
export function SyncStatus({ state }: { state: SyncStatusView }) {
  const { i18n } = useLingui();
  const { text, note } = wordsFor((d) => i18n._(d), state);
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
  const { i18n } = useLingui();
  const box = useRef<HTMLDivElement>(null);
  const first = syncStatusView(sync.actor.getSnapshot());
  useLayoutEffect(() => {
    let shown: SyncStatusView | null = null;
    const draw = (view: SyncStatusView) => {
      const el = box.current;
      if (!el || (shown && sameView(view, shown))) return;
      shown = view;
      const { text, note } = wordsFor((d) => i18n._(d), view);
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
    // i18n.locale: a language switch draws the line again in the new words.
  }, [sync, i18n, i18n.locale]);
  // The words are written by the effect above only (before the first paint): React never holds the nodes it changes.
  return (
    <div ref={box} className={className(first.phase)} role="status" aria-live="polite" data-testid="sync-status" data-phase={first.phase}>
      <span className="sync-dot" aria-hidden="true" />
      <span className="sync-text" />
      <span className="sync-note" hidden />
    </div>
  );
}
