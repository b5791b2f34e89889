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
  const { t } = useLingui();
  // A tab closed during a save may cut it off: asked then too.
  const { blocker } = useUnsavedGuard(unsaved && !saving, unsaved);
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={t`Unsaved changes`}
      confirmLabel={t`Leave without saving`}
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    >
      <p>{t`The changes in this form are not saved. Leave without saving them?`}</p>
    </ConfirmDialog>
  );
}
