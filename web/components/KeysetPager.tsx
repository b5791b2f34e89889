import type { PaginationState } from '@tanstack/react-table';
import type { useListCursor } from '../app/useListCursor';
import { Pager } from './Pager';

/** What the pager needs of a TanStack table with the pagination feature. */
type PagedTable = { getRowCount: () => number; getPageCount: () => number; setPagination: (next: PaginationState) => void };

/**
 * The pager of a list read by the server's keyset protocol: Next and Previous hand the answer's
 * cursor to `useListCursor` before the page number moves, so the next page starts just past the
 * rows on screen; a new page size starts again at the first page.
 */
export function KeysetPager(props: {
  /** The list's TanStack table: its row count is the answer's total, and it moves the page. */
  table: PagedTable;
  pagination: PaginationState;
  answer: { nextCursor?: string | null; prevCursor?: string | null };
  paging: ReturnType<typeof useListCursor>;
  pageSizes: readonly number[];
  totalIsEstimate?: boolean;
}) {
  const { table, answer, paging, pagination } = props;
  return (
    <Pager
      pageIndex={pagination.pageIndex}
      pageSize={pagination.pageSize}
      pageSizes={props.pageSizes}
      total={table.getRowCount()}
      pageCount={table.getPageCount()}
      canPrevious={pagination.pageIndex > 0}
      canNext={!!answer.nextCursor}
      totalIsEstimate={props.totalIsEstimate}
      onPrevious={() => {
        paging.toPrevious(answer.prevCursor ?? null);
        table.setPagination({ ...pagination, pageIndex: pagination.pageIndex - 1 });
      }}
      onNext={() => {
        paging.toNext(answer.nextCursor ?? null);
        table.setPagination({ ...pagination, pageIndex: pagination.pageIndex + 1 });
      }}
      onPageSize={(pageSize) => table.setPagination({ pageIndex: 0, pageSize })}
    />
  );
}
