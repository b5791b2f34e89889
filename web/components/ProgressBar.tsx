/** A bar showing done out of total, with the numbers for assistive technology; without a max it runs (work of unknown length). */
export function ProgressBar({ value, max, label }: { value?: number; max?: number; label: string }) {
  if (value === undefined || max === undefined) {
    return (
      <div className="progress progress-indeterminate" role="progressbar" aria-label={label}>
        <div className="progress-fill" />
      </div>
    );
  }
  const pct = max > 0 ? Math.min(100, Math.round((value / max) * 100)) : 0;
  return (
    <div className="progress" role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={max} aria-valuenow={value}>
      <div className="progress-fill" style={{ width: `${pct}%` }} />
    </div>
  );
}
