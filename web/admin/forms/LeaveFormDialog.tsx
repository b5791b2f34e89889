import { UnsavedChangesConfirm } from '../../components/UnsavedChangesConfirm';
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
