import { expect } from 'vitest';

/** A page of a keyset-paged list (the cursor protocol of issue 32). */
export interface KeysetPage<T> {
  items: T[];
  total: number;
  totalIsEstimate?: true;
  page: number;
  pageSize: number;
  nextCursor: string | null;
  prevCursor: string | null;
}

/** Asks for one page: the body's paging fields, added to the list's own filters by the caller. */
export type PageCall<T> = (paging: { page?: number; after?: string; before?: string }) => Promise<KeysetPage<T>>;

/**
 * Walks a list from its first page to its last by `nextCursor`, calling `between` after each page
 * (to change rows while the list is being read), and answers every page read.
 */
export async function walkForward<T>(call: PageCall<T>, between?: (pageIndex: number, page: KeysetPage<T>) => Promise<void>): Promise<KeysetPage<T>[]> {
  const pages: KeysetPage<T>[] = [];
  let page = await call({ page: 1 });
  for (;;) {
    // The first page has none before it; every later one with rows leads back.
    if (pages.length === 0) expect(page.prevCursor).toBeNull();
    else if (page.items.length > 0) expect(page.prevCursor).not.toBeNull();
    pages.push(page);
    await between?.(pages.length - 1, page);
    if (page.nextCursor === null) return pages;
    page = await call({ page: pages.length + 1, after: page.nextCursor });
    if (pages.length > 500) throw new Error('more than 500 pages: the cursors go round in circles');
  }
}

/** Walks a list back from a page to its first by `prevCursor`, answering the pages from the first on. */
export async function walkBack<T>(call: PageCall<T>, from: KeysetPage<T>, fromPage: number): Promise<KeysetPage<T>[]> {
  const pages: KeysetPage<T>[] = [];
  let page = from;
  let n = fromPage;
  while (page.prevCursor !== null) {
    n -= 1;
    page = await call({ page: n, before: page.prevCursor });
    pages.unshift(page);
    if (pages.length > 500) throw new Error('more than 500 pages: the cursors go round in circles');
  }
  return pages;
}

/** The whole list in one go by page number (pageSize 100), to compare a walk with. */
export async function readAll<T>(call: (paging: { page: number }) => Promise<KeysetPage<T>>): Promise<T[]> {
  const all: T[] = [];
  for (let page = 1; ; page++) {
    const answer = await call({ page });
    all.push(...answer.items);
    if (answer.nextCursor === null) return all;
  }
}
