import { asc, desc, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { encodeCursor, type KeyValue, type PageStart } from './list-cursor';

export type Dir = 'asc' | 'desc';

/** One column of a list's order: what it sorts by, and how a cursor's value is compared with it. */
export interface KeyPart {
  expr: PgColumn | SQL;
  /** The cursor value as a parameter of the comparison (a cast where the driver cannot infer the type). */
  param?: (value: KeyValue) => SQL;
}

/**
 * How a page is read from the database: in which direction the index is walked (a page before a
 * cursor walks backwards from it), from which edge key, skipping how many rows.
 */
export interface Walk {
  dir: Dir;
  key?: KeyValue[];
  /** The row at `key` itself belongs to the walk. */
  inclusive?: boolean;
  /** Which cursor the key came from: a key that turns out not to exist is refused under its name. */
  from?: 'after' | 'before';
  offset: number;
}

const flip = (dir: Dir): Dir => (dir === 'asc' ? 'desc' : 'asc');

/** The ORDER BY of a walk: every part in the walk's direction (one direction, so one index serves both). */
export function keyOrder(parts: readonly KeyPart[], dir: Dir): SQL[] {
  return parts.map((p) => (dir === 'asc' ? asc(p.expr) : desc(p.expr)));
}

/**
 * Rows past `key` in the walk's direction (from `key` on when `inclusive`). The leading column's
 * own bound lets PostgreSQL start the index scan there; the row comparison settles ties on the
 * later columns.
 */
export function keysetCondition(parts: readonly KeyPart[], key: readonly KeyValue[], dir: Dir, inclusive = false): SQL {
  const params = parts.map((p, i) => (p.param ? p.param(key[i]) : sql`${key[i]}`));
  const lead = dir === 'asc' ? sql`>=` : sql`<=`;
  const past = dir === 'asc' ? (inclusive ? sql`>=` : sql`>`) : inclusive ? sql`<=` : sql`<`;
  return sql`(${parts[0].expr} ${lead} ${params[0]} and (${sql.join(
    parts.map((p) => p.expr),
    sql`, `,
  )}) ${past} (${sql.join(params, sql`, `)}))`;
}

/** The walk a page start asks for, for a list shown in `dir` order. */
export function walkOf(start: PageStart, dir: Dir): Walk {
  if (start.kind === 'offset') return { dir, offset: start.offset };
  return { dir: start.kind === 'before' ? flip(dir) : dir, key: start.key, inclusive: start.inclusive, from: start.kind, offset: 0 };
}

/** One page of a keyset list as the answer carries it. */
export interface KeysetPage<R> {
  rows: R[];
  page: number;
  nextCursor: string | null;
  prevCursor: string | null;
}

/**
 * Reads one page: `fetch` returns up to `limit` rows of a walk in the walk's order; one row more
 * than the page tells whether the list goes on. A page before a cursor that reaches the start of
 * the list is the first page (page 1, no cursor before it).
 */
export async function keysetPage<R>(
  start: PageStart,
  dir: Dir,
  page: number,
  pageSize: number,
  fingerprint: string,
  keyOf: (row: R) => KeyValue[],
  fetch: (walk: Walk, limit: number) => Promise<R[]>,
): Promise<KeysetPage<R>> {
  const cursor = (row: R | undefined) => (row === undefined ? null : encodeCursor(fingerprint, keyOf(row)));
  // A page past a cursor that came empty (every row after it left): the page before it ends at the cursor's row.
  const edge = start.kind === 'offset' ? null : encodeCursor(fingerprint, start.key, !start.inclusive);
  const fetched = await fetch(walkOf(start, dir), pageSize + 1);
  const more = fetched.length > pageSize;
  const rows = fetched.slice(0, pageSize);
  if (start.kind === 'before') {
    // Nothing left before the cursor (every row there has left the list): the list's first page.
    if (rows.length === 0) {
      const first = await fetch(walkOf({ kind: 'offset', offset: 0 }, dir), pageSize + 1);
      return { rows: first.slice(0, pageSize), page: 1, prevCursor: null, nextCursor: first.length > pageSize ? cursor(first[pageSize - 1]) : null };
    }
    rows.reverse();
    // Reaching the start, the first page may come short (rows left meanwhile): a full one would repeat the next page's rows.
    return { rows, page: more ? Math.max(1, page) : 1, prevCursor: more ? cursor(rows[0]) : null, nextCursor: cursor(rows[rows.length - 1]) };
  }
  const atStart = start.kind === 'offset' && start.offset === 0;
  return {
    rows,
    page: Math.max(1, page),
    nextCursor: more ? cursor(rows[rows.length - 1]) : null,
    prevCursor: atStart ? null : (cursor(rows[0]) ?? edge),
  };
}
