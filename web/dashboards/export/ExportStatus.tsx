import { useLingui } from '@lingui/react/macro';
import { Alert } from '../../components/Alert';
import { ProgressBar } from '../../components/ProgressBar';
import type { ExportState } from './useExportRun';

/** Bytes as the user reads them: KB below a megabyte, MB with one decimal above. */
export function formatBytes(bytes: number, locale: string): string {
  const f = (n: number, digits: number) => n.toLocaleString(locale === 'hi' ? 'hi-IN' : 'en-IN', { maximumFractionDigits: digits });
  return bytes < 1024 * 1024 ? `${f(Math.max(1, Math.round(bytes / 1024)), 0)} KB` : `${f(bytes / (1024 * 1024), 1)} MB`;
}

/**
 * What an export is doing: a progress bar while it comes (forms of the total for CSV; for XLSX,
 * which arrives compressed, a running bar with the bytes so far) with Cancel, then the outcome.
 */
export function ExportStatus({ state, onCancel }: { state: ExportState; onCancel: () => void }) {
  const { t, i18n } = useLingui();
  const n = (x: number) => x.toLocaleString(i18n.locale === 'hi' ? 'hi-IN' : 'en-IN');
  if (state.kind === 'idle') return null;
  if (state.kind === 'running') {
    const { rows, bytes, total } = state.progress;
    const counted = state.format === 'csv' && total !== null;
    const label = t`Preparing the export`;
    return (
      <div className="export-status" aria-live="polite" data-testid="export-progress">
        {counted ? <ProgressBar value={rows} max={total} label={label} /> : <ProgressBar label={label} />}
        <p className="export-status-text">
          {counted
            ? t`${n(rows)} of ${n(total)} schools`
            : total !== null
              ? t`${formatBytes(bytes, i18n.locale)} received for ${n(total)} schools`
              : t`${formatBytes(bytes, i18n.locale)} received`}
        </p>
        <button type="button" className="btn" onClick={onCancel}>
          {t`Cancel`}
        </button>
      </div>
    );
  }
  if (state.kind === 'done') {
    return (
      <Alert kind="success">
        <span data-testid="export-done">{t`Export saved: ${n(state.rows)} schools in ${state.fileName}`}</span>
      </Alert>
    );
  }
  if (state.kind === 'empty') return <p className="empty" data-testid="export-empty">{t`No records found!`}</p>;
  if (state.kind === 'cancelled') return <p className="muted" data-testid="export-cancelled">{t`Export cancelled.`}</p>;
  return <Alert kind="error">{state.message}</Alert>;
}
