import { expect } from 'vitest';
import type { TestApp } from './test-app';

/** The paging part of every keyset list's answer (api-contract: the keyset protocol). */
export interface KeysetAnswer<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
  nextCursor: string | null;
  prevCursor: string | null;
  totalIsEstimate?: boolean;
}

/** One page of a list; fails the test unless it answers 200. */
export async function listPage<T>(t: TestApp, path: string, token: string, body: Record<string, unknown>, lang?: string): Promise<KeysetAnswer<T>> {
  const res = await t.call<KeysetAnswer<T>>('POST', path, { token, body, lang });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.value;
}

/**
 * Walks a list as Next does, from the first page to the last, and then back as Previous does;
 * `between` runs before each page after the first (to move rows meanwhile). Answers the pages
 * of both walks, the backward one in the order it was walked.
 */
export async function walkBothWays<T>(
  t: TestApp,
  path: string,
  token: string,
  body: Record<string, unknown>,
  between: () => Promise<void> = async () => undefined,
  lang?: string,
): Promise<{ forward: KeysetAnswer<T>[]; backward: KeysetAnswer<T>[] }> {
  const forward = [await listPage<T>(t, path, token, { ...body, page: 1 }, lang)];
  while (forward[forward.length - 1].nextCursor) {
    const last = forward[forward.length - 1];
    expect(forward.length).toBeLessThan(200);
    await between();
    forward.push(await listPage<T>(t, path, token, { ...body, page: last.page + 1, after: last.nextCursor }, lang));
  }
  const backward = [forward[forward.length - 1]];
  while (backward[backward.length - 1].prevCursor) {
    const last = backward[backward.length - 1];
    expect(backward.length).toBeLessThan(200);
    await between();
    backward.push(await listPage<T>(t, path, token, { ...body, page: Math.max(1, last.page - 1), before: last.prevCursor }, lang));
  }
  return { forward, backward };
}

/** The rows of a forward walk in list order, and of a backward walk turned back into list order. */
export const inOrder = <T>(pages: KeysetAnswer<T>[], backward = false): T[] => (backward ? [...pages].reverse() : pages).flatMap((p) => p.items);

/** Compares by each value in turn: numbers as numbers, text by code point, as the databases' C collation orders it. */
export function byKeys<T>(...keys: ((row: T) => string | number)[]) {
  return (a: T, b: T): number => {
    for (const key of keys) {
      const x = key(a);
      const y = key(b);
      if (x < y) return -1;
      if (x > y) return 1;
    }
    return 0;
  };
}

/** Asks for one page: the body's paging fields, added to the list's own filters by the caller. */
export type PageCall<T> = (paging: { page?: number; after?: string; before?: string }) => Promise<KeysetAnswer<T>>;

/**
 * Walks a list from its first page to its last by `nextCursor`, calling `between` after each page
 * (to change rows while the list is being read), and answers every page read.
 */
export async function walkForward<T>(call: PageCall<T>, between?: (pageIndex: number, page: KeysetAnswer<T>) => Promise<void>): Promise<KeysetAnswer<T>[]> {
  const pages: KeysetAnswer<T>[] = [];
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
export async function walkBack<T>(call: PageCall<T>, from: KeysetAnswer<T>, fromPage: number): Promise<KeysetAnswer<T>[]> {
  const pages: KeysetAnswer<T>[] = [];
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
export async function readAll<T>(call: (paging: { page: number }) => Promise<KeysetAnswer<T>>): Promise<T[]> {
  const all: T[] = [];
  for (let page = 1; ; page++) {
    const answer = await call({ page });
    all.push(...answer.items);
    if (answer.nextCursor === null) return all;
  }
}
