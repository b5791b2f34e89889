import type { PaginationState } from '@tanstack/react-table';
import type { useListCursor } from '../app/useListCursor';
import { Pager } from './Pager';

/**
 * The pager of a list read by the server's keyset protocol: Next and Previous hand the answer's
 * cursor to `useListCursor` before the page number moves, so the next page starts just past the
 * rows on screen; a new page size starts again at the first page.
 */
export function KeysetPager(props: {
  answer: { nextCursor?: string | null; prevCursor?: string | null };
  paging: ReturnType<typeof useListCursor>;
  pagination: PaginationState;
  setPagination: (next: PaginationState) => void;
  pageSizes: readonly number[];
  total: number;
  pageCount: number;
  totalIsEstimate?: boolean;
}) {
  const { answer, paging, pagination, setPagination } = props;
  return (
    <Pager
      pageIndex={pagination.pageIndex}
      pageSize={pagination.pageSize}
      pageSizes={props.pageSizes}
      total={props.total}
      pageCount={props.pageCount}
      canPrevious={pagination.pageIndex > 0}
      canNext={!!answer.nextCursor}
      totalIsEstimate={props.totalIsEstimate}
      onPrevious={() => {
        paging.toPrevious(answer.prevCursor ?? null);
        setPagination({ ...pagination, pageIndex: pagination.pageIndex - 1 });
      }}
      onNext={() => {
        paging.toNext(answer.nextCursor ?? null);
        setPagination({ ...pagination, pageIndex: pagination.pageIndex + 1 });
      }}
      onPageSize={(pageSize) => setPagination({ pageIndex: 0, pageSize })}
    />
  );
}
