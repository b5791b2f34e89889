import { useLingui } from '@lingui/react/macro';
import { ConfirmDialog } from '../components/ConfirmDialog';

type Props = { open: boolean; busy: boolean; onStay: () => void; onDiscard: () => void; onSave: () => void };

function isOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

/** Asked before leaving a domain with answers not yet on the server: stay, leave without them, or save and go. */
export function LeaveDialog({ open, busy, onStay, onDiscard, onSave }: Props) {
  const { t } = useLingui();
  return (
    <ConfirmDialog
      open={open}
      busy={busy}
      title={t`Unsaved changes`}
      confirmLabel={t`Save and continue`}
      onConfirm={onSave}
      onCancel={onStay}
      alternative={{ label: t`Leave without saving`, onClick: onDiscard }}
    >
      <p>
        {isOnline()
          ? t`Some answers are not saved on the server yet. Save them before you leave this domain?`
          : t`You are offline. Your answers are kept on this device and will be sent when the connection returns.`}
      </p>
    </ConfirmDialog>
  );
}
