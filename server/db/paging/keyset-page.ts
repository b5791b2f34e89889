import { createHash } from 'node:crypto';
import { and, asc, desc, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgSelect, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { Db } from '../client';
import { cursorRefused, type PageRequest } from './list-cursor';
import type { ListTotal } from './list-total';

/**
 * Keyset paging (issue 32, the protocol every paged list follows): a list is ordered by one or
 * more sort keys ending with a unique one, an answer gives the cursors of its first and last
 * rows, and the page after (or before) one is read from the index at that row, so its cost does
 * not grow with the list, and rows that change between pages are neither skipped nor repeated.
 * Without a cursor a page is read by OFFSET (an address opened as a link).
 */

/** The paging fields of a list request (the same for every list). */
export type PageInput = PageRequest;

/** How a sort key is carried in a cursor: text and integers as they are, times as microseconds since 1970. */
export type KeyKind = 'text' | 'int' | 'time';

/** One sort key: a column or expression that is never null. */
export interface SortKey {
  expr: AnyColumn | SQL;
  kind: KeyKind;
}

/** A list's order and what a cursor of it is valid for. */
export interface Keyset {
  /** The sort keys, the last one unique (a code, an id). */
  keys: readonly SortKey[];
  dir: 'asc' | 'desc';
  /** The list, its sort and its filters: a cursor made for other ones is refused. */
  madeFor: unknown;
}

type KeyValue = string | number;

/** Where a page starts: by offset, or after or before a row. */
export type PageStart = { kind: 'offset'; offset: number } | { kind: 'after' | 'before'; values: KeyValue[] };

const MAX_TEXT_KEY = 1000;

function fingerprint(madeFor: unknown): string {
  return createHash('sha256').update(JSON.stringify(madeFor)).digest('base64url').slice(0, 16);
}

function cursorOf(keyset: Keyset, values: readonly KeyValue[]): string {
  return Buffer.from(JSON.stringify({ f: fingerprint(keyset.madeFor), k: values })).toString('base64url');
}

const invalidCursor = cursorRefused;

function valueFits(kind: KeyKind, v: unknown): v is KeyValue {
  if (kind === 'int') return typeof v === 'number' && Number.isSafeInteger(v);
  if (kind === 'time') return typeof v === 'string' && /^-?[0-9]{1,18}$/.test(v);
  return typeof v === 'string' && v.length <= MAX_TEXT_KEY;
}

function readCursor(keyset: Keyset, field: 'after' | 'before', cursor: string): KeyValue[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor(field, 'cursorInvalid');
  }
  if (typeof parsed !== 'object' || parsed === null || !('f' in parsed) || !('k' in parsed)) throw invalidCursor(field, 'cursorInvalid');
  const { f, k } = parsed;
  if (f !== fingerprint(keyset.madeFor)) throw invalidCursor(field, 'cursorMismatch');
  if (!Array.isArray(k) || k.length !== keyset.keys.length || !k.every((v, i) => valueFits(keyset.keys[i].kind, v))) throw invalidCursor(field, 'cursorInvalid');
  return k as KeyValue[];
}

/** Where the requested page starts; a cursor that is malformed or made for another sort or filter is a 400. */
export function pageStart(keyset: Keyset, input: PageInput, pageSize: number): PageStart {
  if (input.after !== undefined && input.before !== undefined) throw cursorRefused('before', 'cursorWithCursor');
  if (input.after !== undefined) return { kind: 'after', values: readCursor(keyset, 'after', input.after) };
  if (input.before !== undefined) return { kind: 'before', values: readCursor(keyset, 'before', input.before) };
  return { kind: 'offset', offset: ((input.page ?? 1) - 1) * pageSize };
}

function keyParam(key: SortKey, v: KeyValue): SQL {
  if (key.kind === 'time') return sql`(timestamptz 'epoch' + ${v}::bigint * interval '1 microsecond')`;
  if (key.kind === 'int') return sql`${v}::integer`;
  return sql`${v}::text`;
}

/** The condition that keeps the rows past the cursor's row, in the direction read; undefined by offset. */
export function pageCondition(keyset: Keyset, start: PageStart): SQL | undefined {
  if (start.kind === 'offset') return undefined;
  // One row comparison, which a btree index on the keys answers directly: every key runs the same way.
  const forward = (start.kind === 'after') === (keyset.dir === 'asc');
  const cols = sql.join(
    keyset.keys.map((k) => sql`${k.expr}`),
    sql`, `,
  );
  const vals = sql.join(
    keyset.keys.map((k, i) => keyParam(k, start.values[i])),
    sql`, `,
  );
  return forward ? sql`(${cols}) > (${vals})` : sql`(${cols}) < (${vals})`;
}

/** The ORDER BY of a page: the list's order, turned round when reading the page before a cursor. */
export function pageOrder(keyset: Keyset, start: PageStart): SQL[] {
  const ascending = (keyset.dir === 'asc') !== (start.kind === 'before');
  return keyset.keys.map((k) => (ascending ? asc(k.expr) : desc(k.expr)));
}

/**
 * The same order on other columns: those a page's subquery exposes, for the query that joins what
 * the page shows to the keys it read (in the order it read them, which a join does not keep).
 */
export function sameOrder(keyset: Keyset, exprs: readonly (AnyColumn | SQL | SQL.Aliased)[]): Keyset {
  return { ...keyset, keys: keyset.keys.map((k, i) => ({ ...k, expr: exprs[i] as AnyColumn | SQL })) };
}

/** The select field that carries a row's sort keys as its cursor needs them (times to the microsecond). */
export function cursorKeyField(keyset: Keyset): SQL<string> {
  const parts = keyset.keys.map((k) => (k.kind === 'time' ? sql`((extract(epoch from ${k.expr}) * 1000000)::bigint)::text` : sql`${k.expr}`));
  return sql<string>`json_build_array(${sql.join(parts, sql`, `)})::text`;
}

/** How many rows to read: one more than the page, to know whether another page follows. */
export const rowsToRead = (pageSize: number) => pageSize + 1;

/**
 * The rows of one page from a list's query (built with `$dynamic()`): those matching `where` past
 * the cursor's row, in the page's order, one more than the page; by offset without a cursor.
 */
export function pageSlice<Q extends PgSelect>(query: Q, keyset: Keyset, start: PageStart, pageSize: number, where: SQL | undefined) {
  return query
    .where(and(where, pageCondition(keyset, start)))
    .orderBy(...pageOrder(keyset, start))
    .limit(rowsToRead(pageSize))
    .offset(start.kind === 'offset' ? start.offset : 0);
}

/**
 * The page from the rows read (in read order, each with its `cursorKey`): at most pageSize, in
 * the list's order, with the cursors of the pages after and before it.
 */
export function pageFrom<R extends { cursorKey: string }>(keyset: Keyset, start: PageStart, rows: R[], pageSize: number) {
  const more = rows.length > pageSize;
  const kept = rows.slice(0, pageSize);
  const ordered = start.kind === 'before' ? kept.reverse() : kept;
  const edge = (row: R | undefined) => (row ? cursorOf(keyset, JSON.parse(row.cursorKey) as KeyValue[]) : null);
  const first = ordered[0];
  const last = ordered[ordered.length - 1];
  let nextCursor: string | null;
  let prevCursor: string | null;
  if (start.kind === 'before') {
    // Read backwards: more rows means more pages before; the row the cursor named still follows.
    prevCursor = more ? edge(first) : null;
    nextCursor = edge(last);
  } else {
    nextCursor = more ? edge(last) : null;
    prevCursor = start.kind === 'after' || (start.kind === 'offset' && start.offset > 0) ? edge(first) : null;
  }
  return { rows: ordered, nextCursor, prevCursor, atStart: (start.kind === 'before' && !more) || (start.kind === 'offset' && start.offset === 0) };
}

/**
 * A page's rows, read by `read` from where the request starts. Previous that finds no row before
 * its cursor (every row there left the list meanwhile) reads the list's first page as it now is:
 * an empty first page would have nothing to go on to, and the user asked for the start of the
 * list. Answers the start the rows were read from, for `pageFrom`.
 */
export async function readPageRows<R>(start: PageStart, read: (start: PageStart) => Promise<R[]>): Promise<{ start: PageStart; rows: R[] }> {
  const rows = await read(start);
  if (start.kind !== 'before' || rows.length > 0) return { start, rows };
  const first: PageStart = { kind: 'offset', offset: 0 };
  return { start: first, rows: await read(first) };
}

/**
 * The first step of a list read in two: the keys of one page (`fields` and the cursor key), from
 * `table` alone, so that the covering index answers it; the caller then joins its rows to these
 * few keys (`sameOrder` on the subquery's columns keeps the page's order).
 */
export function pageKeys<F extends SelectedFields>(db: Db, table: PgTable, fields: F, keyset: Keyset, start: PageStart, pageSize: number, where: SQL | undefined) {
  const keys = db
    .select({ ...fields, cursorKey: cursorKeyField(keyset).as('cursor_key') })
    .from(table)
    .$dynamic();
  return pageSlice(keys, keyset, start, pageSize, where).as('page_rows');
}

/** A list's answer: the page's items, its total, the page number and the cursors either side (the same for every list). */
export function pageAnswer<T>(shown: Pick<ReturnType<typeof pageFrom>, 'nextCursor' | 'prevCursor' | 'atStart'>, input: PageInput, pageSize: number, total: ListTotal, items: T[]) {
  return { items, ...total, page: shown.atStart ? 1 : (input.page ?? 1), pageSize, nextCursor: shown.nextCursor, prevCursor: shown.prevCursor };
}
