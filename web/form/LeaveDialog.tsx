import { useLingui } from '@lingui/react/macro';
import { Dialog } from '../components/Dialog';

type Props = { open: boolean; busy: boolean; onStay: () => void; onDiscard: () => void; onSave: () => void };

function isOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

/** Asked before leaving a domain with answers not yet on the server: stay, leave without them, or save and go. */
export function LeaveDialog({ open, busy, onStay, onDiscard, onSave }: Props) {
  const { t } = useLingui();
  return (
    <Dialog
      open={open}
      title={t`Unsaved changes`}
      onClose={onStay}
      actions={
        <>
          <button type="button" className="btn" disabled={busy} onClick={onStay}>
            {t`Cancel`}
          </button>
          <button type="button" className="btn btn-danger-outline" disabled={busy} onClick={onDiscard}>
            {t`Leave without saving`}
          </button>
          <button type="button" className="btn btn-primary" disabled={busy} onClick={onSave}>
            {t`Save and continue`}
          </button>
        </>
      }
    >
      <p>
        {isOnline()
          ? t`Some answers are not saved on the server yet. Save them before you leave this domain?`
          : t`You are offline. Your answers are kept on this device and will be sent when the connection returns.`}
      </p>
    </Dialog>
  );
}
