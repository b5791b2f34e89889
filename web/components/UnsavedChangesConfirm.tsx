import { useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from './ConfirmDialog';
import { useAskBeforeUnload } from './useAskBeforeUnload';

/** "Unsaved changes": leave without saving, or stay with the edits (Cancel). */
export function UnsavedChangesConfirm({ open, onLeave, onStay }: { open: boolean; onLeave: () => void; onStay: () => void }) {
  const { t } = useLingui();
  return (
    <ConfirmDialog open={open} title={t`Unsaved changes`} confirmLabel={t`Leave without saving`} onConfirm={onLeave} onCancel={onStay}>
      <p>{t`The changes in this form are not saved. Leave without saving them?`}</p>
    </ConfirmDialog>
  );
}

/**
 * Closing a dialog that holds what someone typed or chose asks first, whichever way it is closed
 * (Escape, Cancel, a close button): give `close` to all of them and draw `confirm` in the dialog.
 * While `busy` (a save on its way) closing does nothing: the save's answer closes it or shows why not.
 * Closing or reloading the tab asks the browser's question on the same condition, so `unsaved`
 * must be false while the dialog is closed.
 */
export function useAskBeforeClose(unsaved: boolean, onClose: () => void, busy = false): { close: () => void; confirm: ReactNode } {
  const [asking, setAsking] = useState(false);
  useAskBeforeUnload(unsaved);
  const close = () => {
    if (busy) return;
    if (unsaved) setAsking(true);
    else onClose();
  };
  const leave = () => {
    setAsking(false);
    onClose();
  };
  return { close, confirm: <UnsavedChangesConfirm open={asking} onLeave={leave} onStay={() => setAsking(false)} /> };
}
