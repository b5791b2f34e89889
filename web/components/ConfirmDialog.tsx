import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Dialog } from './Dialog';

type Props = {
  open: boolean;
  title: ReactNode;
  children?: ReactNode;
  confirmLabel?: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** A third way out between Cancel and the action, drawn as a warning (leave without saving). */
  alternative?: { label: string; onClick: () => void };
};

/** Asks "are you sure" before an action (spec §5: confirmation prompts). */
export function ConfirmDialog({ open, title, children, confirmLabel, busy, onConfirm, onCancel, alternative }: Props) {
  const { t } = useLingui();
  return (
    <Dialog
      open={open}
      title={title}
      onClose={onCancel}
      actions={
        <>
          <button type="button" className="btn" onClick={onCancel} disabled={busy}>
            {t`Cancel`}
          </button>
          {alternative && (
            <button type="button" className="btn btn-danger-outline" onClick={alternative.onClick} disabled={busy}>
              {alternative.label}
            </button>
          )}
          <button type="button" className="btn btn-primary" onClick={onConfirm} disabled={busy}>
            {confirmLabel ?? t`Yes`}
          </button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
