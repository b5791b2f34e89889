import { useLingui } from '@lingui/react/macro';

type Props = {
  index: number;
  count: number;
  /** Rows the list keeps at least (two options, two grade bands). */
  min: number;
  disabled?: boolean;
  /** What screen readers say for this row's buttons, e.g. "Move option 2 up". */
  labels: { up: string; down: string; remove: string };
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
};

/** A table row's move up, move down and remove buttons (option tables, grade bands). */
export function RowButtons({ index, count, min, disabled, labels, onMove, onRemove }: Props) {
  const { t } = useLingui();
  return (
    <td data-label={t`Actions`} className="row-buttons">
      <button type="button" className="btn btn-sm" disabled={disabled || index === 0} onClick={() => onMove(-1)} aria-label={labels.up}>
        ↑
      </button>
      <button type="button" className="btn btn-sm" disabled={disabled || index === count - 1} onClick={() => onMove(1)} aria-label={labels.down}>
        ↓
      </button>
      <button type="button" className="btn btn-sm" disabled={disabled || count <= min} onClick={onRemove} aria-label={labels.remove}>
        {t`Remove`}
      </button>
    </td>
  );
}
