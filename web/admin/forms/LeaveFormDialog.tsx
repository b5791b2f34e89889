import { useLingui } from '@lingui/react/macro';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useUnsavedGuard } from '../../components/useUnsavedGuard';

type Props = {
  /** The form holds edits the server has not taken. */
  unsaved: boolean;
  /** A save is on its way: the navigation that follows a save (closing the form) is not asked about. */
  saving: boolean;
};

/**
 * Guards a record editor's unsaved edits: closing or reloading the tab asks the browser's question,
 * and leaving the form inside the app (the menu, Back, Cancel) asks this dialog first.
 */
export function LeaveFormDialog({ unsaved, saving }: Props) {
  // A tab closed during a save may cut it off: asked then too.
  const { blocker } = useUnsavedGuard(unsaved && !saving, unsaved);
  return <UnsavedChangesConfirm open={blocker.state === 'blocked'} onLeave={() => blocker.proceed?.()} onStay={() => blocker.reset?.()} />;
}

/** "Unsaved changes": leave without saving, or stay with the edits (Cancel). */
export function UnsavedChangesConfirm({ open, onLeave, onStay }: { open: boolean; onLeave: () => void; onStay: () => void }) {
  const { t } = useLingui();
  return (
    <ConfirmDialog open={open} title={t`Unsaved changes`} confirmLabel={t`Leave without saving`} onConfirm={onLeave} onCancel={onStay}>
      <p>{t`The changes in this form are not saved. Leave without saving them?`}</p>
    </ConfirmDialog>
  );
}
