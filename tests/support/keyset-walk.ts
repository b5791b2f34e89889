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
