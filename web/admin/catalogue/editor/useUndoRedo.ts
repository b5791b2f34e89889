import { useCallback, useEffect, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { ApiError, errorText } from '../../../api/client';
import { onEdit } from './editEvents';
import { historyApi } from './historyApi';
import { emptyUndo, nextStep, recordEdit, stepDone, stepRefused, type UndoState } from './undoStack';


/**
 * The undo and redo of this session's changes to one draft: it hears every change the editor
 * makes (editEvents.ts), undoes and redoes them on the server one at a time, and answers
 * Ctrl+Z, Ctrl+Shift+Z and Ctrl+Y (outside text fields, which keep their own undo of typing).
 */
export function useUndoRedo(version: string, enabled: boolean, reload: () => void) {
  const { t, i18n } = useLingui();
  /** Why the server refused, in the reader's words: a conflict names who changed the part and when. */
  const refusal = useCallback(
    (err: ApiError): string => {
      const d = err.details[0];
      if (err.status !== 409 || d?.problem !== 'changedSince') return errorText(err);
      const at = new Date(String(d.at ?? '')).toLocaleString(i18n.locale === 'hi' ? 'hi-IN' : 'en-IN');
      return d.byYou === true ? t`you changed this part in another tab or window at ${at}.` : t`${String(d.by ?? '–')} changed this part at ${at}.`;
    },
    [t, i18n],
  );
  const [state, setState] = useState<UndoState>(emptyUndo);
  const [busy, setBusy] = useState(false);
  const stateRef = useRef(state);
  stateRef.current = state;
  // Another draft opened in the same page starts with an empty stack.
  useEffect(() => setState(emptyUndo), [version]);
  useEffect(
    () =>
      onEdit((e) => {
        if (e.version === version) setState((s) => recordEdit(s, { change: e.change, action: e.action, target: e.target, of: e.of }));
      }),
    [version],
  );

  const step = useCallback(
    async (direction: 'undo' | 'redo') => {
      const next = nextStep(stateRef.current, direction);
      if (!next || busy) return;
      setBusy(true);
      try {
        const { revision } = await historyApi.undo(version, next.entry.change, direction, next.revision);
        setState((s) => stepDone(s, direction, revision));
      } catch (err) {
        const reason = err instanceof ApiError ? refusal(err) : errorText(err);
        setState((s) => stepRefused(s, direction, reason));
      } finally {
        setBusy(false);
        reload();
      }
    },
    [version, busy, reload, refusal],
  );

  useEffect(() => {
    if (!enabled) return;
    const onKey = (e: KeyboardEvent) => {
      if (!(e.ctrlKey || e.metaKey) || e.altKey) return;
      const el = e.target as HTMLElement | null;
      if (el && (el.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName))) return;
      const key = e.key.toLowerCase();
      const direction = key === 'z' ? (e.shiftKey ? 'redo' : 'undo') : key === 'y' ? 'redo' : null;
      if (!direction) return;
      e.preventDefault();
      void step(direction);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [enabled, step]);

  return { state, busy, undo: () => void step('undo'), redo: () => void step('redo') };
}
