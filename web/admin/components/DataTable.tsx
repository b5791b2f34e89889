import type { Dispatch, ReactNode, SetStateAction } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Alert } from '../../components/Alert';
import { Empty, Loading } from '../../components/Loading';
import { roughly } from '../../components/roughly';
import { rowPaginationFeature, tableFeatures, useTable, type ColumnDef, type PaginationState, type RowData } from '@tanstack/react-table';
import '../admin.css';
import { TableHead, TableRows } from '../../components/TableRows';

const features = tableFeatures({ rowPaginationFeature });

/** The TanStack Table 9 features every admin list uses (server-side paging). */
export type AdminFeatures = typeof features;
/** A column of an admin list. */
export type AdminColumn<T extends RowData> = ColumnDef<AdminFeatures, T>;

/** Server-side paging: the page shown, how to change it, and how many rows there are in all. */
export type Paging = {
  pagination: PaginationState;
  onPaginationChange: Dispatch<SetStateAction<PaginationState>>;
  total: number;
  /** The server estimated the total rather than counting it: shown as "about". */
  totalIsEstimate?: boolean;
  /** A keyset list (issue 32): Next and Previous send the cursors of the page shown, and Next is there while a page follows. */
  keyset?: { hasNext: boolean; onNext: () => void; onPrevious: () => void };
};

type Props<T extends RowData> = {
  caption: string;
  columns: AdminColumn<T>[];
  data: T[];
  /** Column id → label shown before each cell when rows become cards on a phone. */
  labels: Record<string, string>;
  rowKey: (row: T) => string;
  rowClassName?: (row: T) => string;
  paging?: Paging;
  testId?: string;
};

const ALL: PaginationState = { pageIndex: 0, pageSize: 1000 };
const ignore = () => undefined;

/**
 * A list as a table (TanStack Table 9) that turns into cards below 700 px,
 * with a pager when the server pages it.
 */
export function DataTable<T extends RowData>({ caption, columns, data, labels, rowKey, rowClassName, paging, testId }: Props<T>) {
  const { t } = useLingui();
  const pagination = paging?.pagination ?? ALL;
  const table = useTable({
    features,
    columns,
    data,
    rowCount: paging?.total ?? data.length,
    manualPagination: true,
    state: { pagination },
    onPaginationChange: paging?.onPaginationChange ?? ignore,
    getRowId: (row: T) => rowKey(row),
  });
  const total = paging?.total ?? data.length;
  const from = data.length === 0 ? 0 : pagination.pageIndex * pagination.pageSize + 1;
  const to = data.length === 0 ? 0 : pagination.pageIndex * pagination.pageSize + data.length;
  const keyset = paging?.keyset;
  const about = paging?.totalIsEstimate === true;
  const pages = Math.max(1, table.getPageCount(), pagination.pageIndex + 1);
  const canPrevious = keyset ? pagination.pageIndex > 0 : table.getCanPreviousPage();
  const canNext = keyset ? keyset.hasNext : table.getCanNextPage();
  return (
    <>
      <div className="table-wrap">
        <table className="table admin-table" data-testid={testId}>
          <caption className="sr-only">{caption}</caption>
          <TableHead table={table} />
          <TableRows table={table} labels={labels} rowProps={(row) => ({ className: rowClassName?.(row.original) ?? '', 'data-row': row.id })} />
        </table>
      </div>
      {paging && (
        <nav className="pager admin-pager" aria-label={t`Pages`}>
          <span className="muted">{about ? t`${from}–${to} of about ${roughly(total)}` : t`${from}–${to} of ${total}`}</span>
          <button type="button" className="btn btn-sm" onClick={() => (keyset ? keyset.onPrevious() : table.previousPage())} disabled={!canPrevious}>
            {t`Previous`}
          </button>
          <span aria-live="polite">{about ? t`Page ${pagination.pageIndex + 1} of about ${roughly(pages)}` : t`Page ${pagination.pageIndex + 1} of ${pages}`}</span>
          <button type="button" className="btn btn-sm" onClick={() => (keyset ? keyset.onNext() : table.nextPage())} disabled={!canNext}>
            {t`Next`}
          </button>
        </nav>
      )}
    </>
  );
}

/** Loading, error and empty states around a list (spec §8: No records found!). */
export function ListState({ loading, error, empty, children }: { loading: boolean; error: string | null; empty: boolean; children: ReactNode }) {
  if (error) return <Alert kind="error">{error}</Alert>;
  if (loading) return <Loading />;
  if (empty) return <Empty />;
  return <>{children}</>;
}
