import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { ActionMessage } from './ActionMessage';
import type { MessageDescriptor } from '@lingui/core';
import { editWords } from './historyWords';
import { nextStep, type UndoState } from './undoStack';
import './history.css';

type Props = {
  state: UndoState;
  busy: boolean;
  onUndo: () => void;
  onRedo: () => void;
};

/**
 * The undo and redo buttons, each saying what it would do ("Undo: copy of Q012"), and beside them
 * why the last undo or redo was refused (someone changed the part since; nothing was lost).
 */
export function UndoRedoBar({ state, busy, onUndo, onRedo }: Props) {
  const { t, i18n } = useLingui();
  const tr = (d: MessageDescriptor) => i18n._(d);
  const undo = nextStep(state, 'undo');
  const redo = nextStep(state, 'redo');
  const undoLabel = undo ? editWords(tr, undo.entry) : '';
  const redoLabel = redo ? editWords(tr, redo.entry) : '';
  const refused = state.refused;
  const refusedWhat = refused ? editWords(tr, refused.entry) : '';
  // One message per refusal, beside the buttons: it takes the focus once.
  const refusal = useMemo(
    () =>
      refused
        ? {
            kind: 'warning' as const,
            text: refused.direction === 'undo' ? t`Could not undo the ${refusedWhat}: ${refused.reason} Nothing was changed, and it left the list.` : t`Could not redo the ${refusedWhat}: ${refused.reason} Nothing was changed, and it left the list.`,
          }
        : null,
    [refused, refusedWhat, t],
  );
  return (
    <div className="undo-redo" data-testid="undo-redo">
      <button type="button" className="btn btn-sm" disabled={!undo || busy} onClick={onUndo} aria-keyshortcuts="Control+Z" title={t`Keyboard: Ctrl+Z`}>
        {undo ? t`Undo: ${undoLabel}` : t`Nothing to undo`}
      </button>{' '}
      <button type="button" className="btn btn-sm" disabled={!redo || busy} onClick={onRedo} aria-keyshortcuts="Control+Shift+Z Control+Y" title={t`Keyboard: Ctrl+Shift+Z or Ctrl+Y`}>
        {redo ? t`Redo: ${redoLabel}` : t`Nothing to redo`}
      </button>
      <ActionMessage message={refusal} testId="undo-message" />
    </div>
  );
}
