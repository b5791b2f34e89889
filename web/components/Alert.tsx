import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';

type Kind = 'error' | 'success' | 'info' | 'warning';

/** A message box; errors are announced assertively, the others politely. */
export function Alert({ kind, children, onClose }: { kind: Kind; children: ReactNode; onClose?: () => void }) {
  const { t } = useLingui();
  return (
    <div className={`alert alert-${kind}`} role={kind === 'error' ? 'alert' : 'status'}>
      <div className="alert-text">{children}</div>
      {onClose && (
        <button type="button" className="alert-close" onClick={onClose} aria-label={t`Close`}>
          ×
        </button>
      )}
    </div>
  );
}
