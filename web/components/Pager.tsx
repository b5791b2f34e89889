import { useLingui } from '@lingui/react/macro';
import { roughly } from './roughly';

type Props = {
  pageIndex: number;
  pageSize: number;
  pageSizes: readonly number[];
  total: number;
  pageCount: number;
  canPrevious: boolean;
  canNext: boolean;
  /** The total is the server's estimate (a word most school names share was searched): shown as "about". */
  totalIsEstimate?: boolean;
  onPrevious: () => void;
  onNext: () => void;
  /** A new page size starts again at the first page. */
  onPageSize: (size: number) => void;
};

/** The pager under a server-paginated list: rows per page, which rows, previous and next. */
export function Pager({ pageIndex, pageSize, pageSizes, total, pageCount, canPrevious, canNext, totalIsEstimate, onPrevious, onNext, onPageSize }: Props) {
  const { t } = useLingui();
  const from = total === 0 ? 0 : pageIndex * pageSize + 1;
  const to = Math.min(total, (pageIndex + 1) * pageSize);
  return (
    <div className="pager">
      <label className="page-size">
        <span>{t`Rows per page`}</span>
        <select value={pageSize} onChange={(e) => onPageSize(Number(e.target.value))}>
          {pageSizes.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </label>
      <span className="muted">{totalIsEstimate ? t`${from}–${to} of about ${roughly(total)}` : t`${from}–${to} of ${total}`}</span>
      <button type="button" className="btn btn-sm" onClick={onPrevious} disabled={!canPrevious}>
        {t`Previous`}
      </button>
      <span>{totalIsEstimate ? t`Page ${pageIndex + 1} of about ${roughly(Math.max(1, pageCount))}` : t`Page ${pageIndex + 1} of ${Math.max(1, pageCount)}`}</span>
      <button type="button" className="btn btn-sm" onClick={onNext} disabled={!canNext}>
        {t`Next`}
      </button>
    </div>
  );
}
