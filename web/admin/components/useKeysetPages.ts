import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../api/client';
import type { KeysetPaged } from '../types';
import type { Paging } from './DataTable';

/** The paging fields of a list request: the page number, and the cursor of the page next to the one shown. */
export type PageRequest = { page: number; after?: string; before?: string };

type Held = PageRequest & { filters: string };

/** A page number from the address: 1 unless it says a larger whole number. */
function pageOf(raw: string | null): number {
  const n = Number(raw);
  return Number.isInteger(n) && n > 1 ? n : 1;
}

/**
 * Keyset paging for an admin list (issue 32): the page number lives in the address (`page`), so
 * a refresh, a link or Back opens the same page (read by number); Next and Previous send the
 * cursor of the page on screen, so the page after it is read from the index at its last row and
 * rows that change meanwhile are neither skipped nor shown twice. `filters` names the list's
 * filters and order: a cursor is only sent with the filters it was made for.
 */
export function useKeysetPages(filters: string, pageSize: number) {
  const [params, setParams] = useSearchParams();
  const page = pageOf(params.get('page'));
  const [held, setHeld] = useState<Held | null>(null);
  const request: PageRequest = held && held.page === page && held.filters === filters ? { page, after: held.after, before: held.before } : { page };

  const show = (next: number, cursor?: { after?: string; before?: string }) => {
    setHeld(cursor ? { page: next, filters, ...cursor } : null);
    setParams(
      (prev) => {
        const address = new URLSearchParams(prev);
        if (next > 1) address.set('page', String(next));
        else address.delete('page');
        return address;
      },
      { replace: false },
    );
  };

  return {
    /** The paging fields to send (they belong in the query key: a new cursor is a new page). */
    request,
    /**
     * Loads the requested page; a cursor the server no longer takes (the list changed under it,
     * listCursorInvalid) is dropped and the page read by number instead.
     */
    async load<T>(fetch: (paging: PageRequest) => Promise<T>): Promise<T> {
      try {
        return await fetch(request);
      } catch (err) {
        if (!(err instanceof ApiError && err.errorCode === 'listCursorInvalid' && (request.after || request.before))) throw err;
        return fetch({ page: request.page });
      }
    },
    /** Back to the first page, as a new search or filter does. */
    restart: () => {
      if (page !== 1 || held) show(1);
    },
    /** DataTable's paging for the answer on screen (undefined while none has come). */
    paging(answer: KeysetPaged<unknown> | undefined): Paging {
      // The server says which page it is: the first, when going back found no more before it.
      const shown = answer?.page ?? page;
      return {
        pagination: { pageIndex: shown - 1, pageSize },
        onPaginationChange: () => undefined,
        total: answer?.total ?? 0,
        totalIsEstimate: answer?.totalIsEstimate === true,
        keyset: {
          hasNext: !!answer?.nextCursor,
          onNext: () => answer?.nextCursor && show(shown + 1, { after: answer.nextCursor }),
          // Without a cursor (an empty page, reached by number) the page before is read by number.
          onPrevious: () => show(Math.max(1, shown - 1), answer?.prevCursor ? { before: answer.prevCursor } : undefined),
        },
      };
    },
  };
}
