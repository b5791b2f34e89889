import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { cycles, forms, schools } from '../db/schema';
import { keyOrder, keysetCondition, keysetPage, type Dir, type KeyPart, type Walk } from '../db/paging/keyset';
import type { KeyShape, KeyValue, PageStart } from '../db/paging/list-cursor';

/**
 * The order of a list of forms: its columns, the last one unique (the form id, or what names one
 * form), each also as the value a cursor keeps (a time as exact text), and whether the order is
 * the school's (its name), so the walk goes through the schools' indexes.
 */
export interface FormOrder {
  parts: (KeyPart & { value?: PgColumn | SQL })[];
  shape: KeyShape;
  bySchool: boolean;
}

/** A listed form: its id and the values of its sort key, in the order's columns. */
export type KeyedForm = { id: number; key: KeyValue[] };

/** A time to the microsecond as text that sorts as the time does, and goes back to the same time. */
export const exactTime = (column: PgColumn): SQL<string> => sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
export const asTime = (value: KeyValue): SQL => sql`${value}::timestamptz`;

/** Orders by the school's name, then the form id: the schools' (name) indexes, then each school's forms. */
export const bySchoolName: FormOrder = { parts: [{ expr: schools.name }, { expr: forms.id }], shape: ['string', 'number'], bySchool: true };

/** Orders by a column of the form, then its id: the forms' (cycle, column, id) indexes. */
export const byFormColumn = (column: PgColumn, kind: 'number' | 'time' = 'number'): FormOrder =>
  kind === 'time'
    ? { parts: [{ expr: column, value: exactTime(column), param: asTime }, { expr: forms.id }], shape: ['string', 'number'], bySchool: false }
    : { parts: [{ expr: column }, { expr: forms.id }], shape: ['number', 'number'], bySchool: false };

/**
 * A status-filtered list of at most this many forms in a school-name order reads the filtered forms
 * first and sorts them (`formsFirst`) instead of walking the schools' name index and testing each
 * school's form: where the filter's forms cluster in part of the alphabet (at 250,000 schools, a
 * status no "Adarsh Public School" had) that walk visited 84,000 schools for one page (208 ms).
 */
export const FORMS_FIRST_MAX = 50_000;

/**
 * The same order, over an expression no index gives in order (the name with '' appended), so the
 * plan reads the forms through their (cycle, status) index and sorts the few it finds: a top-N sort
 * of tens of thousands of rows, whatever the alphabet does. The values and the cursor are the same.
 */
export function formsFirst(order: FormOrder): FormOrder {
  if (!order.bySchool) return order;
  return { ...order, parts: order.parts.map((p) => (p.expr === schools.name ? { ...p, expr: sql`(${schools.name} || '')` } : p)) };
}

/** Whether a list reads its forms first: a school-name order, a status filter, and few enough forms to sort. */
export const readsFormsFirst = (order: FormOrder, statusFiltered: boolean, total: number): boolean => order.bySchool && statusFiltered && total <= FORMS_FIRST_MAX;

const asKey = (shape: KeyShape, values: unknown[]): KeyValue[] => values.map((v, i) => (shape[i] === 'number' ? Number(v) : String(v)));

/**
 * The ids and keys of one walk over the forms `where` selects (on forms, and on their schools when
 * `withSchools`): the next `limit` rows in the walk's direction past its key, or past its offset.
 */
export async function walkForms(db: Db, order: FormOrder, where: SQL | undefined, withSchools: boolean, walk: Walk, limit: number): Promise<KeyedForm[]> {
  const select: Record<string, PgColumn | SQL> = { id: forms.id };
  order.parts.forEach((p, i) => (select[`k${i}`] = p.value ?? p.expr));
  const base = db.select(select).from(forms).$dynamic();
  const joined = withSchools || order.bySchool ? base.innerJoin(schools, eq(schools.schoolCode, forms.schoolCode)) : base;
  const rows = await joined
    .where(and(where, walk.key ? keysetCondition(order.parts, walk.key, walk.dir, walk.inclusive) : undefined))
    .orderBy(...keyOrder(order.parts, walk.dir))
    .limit(limit)
    .offset(walk.offset);
  return rows.map((r) => ({
    id: Number(r.id),
    key: asKey(
      order.shape,
      order.parts.map((_, i) => r[`k${i}`]),
    ),
  }));
}

/** Compares two keys as the database orders them (numbers, and times as fixed-width text). */
export function compareKeys(a: readonly KeyValue[], b: readonly KeyValue[]): number {
  for (let i = 0; i < a.length; i++) {
    if (a[i] < b[i]) return -1;
    if (a[i] > b[i]) return 1;
  }
  return 0;
}

/**
 * The same walk over every cycle's forms, for a list of all cycles ordered by a column of the form:
 * each cycle's (cycle, column, id) index gives its first rows in order, and the merge of those is
 * the page, so no cycle's forms are read past the page and nothing is sorted but the page's rows.
 */
export async function walkFormsOfEveryCycle(db: Db, order: FormOrder, where: SQL | undefined, withSchools: boolean, walk: Walk, limit: number): Promise<KeyedForm[]> {
  const ids = await db.select({ id: cycles.id }).from(cycles);
  const each = { ...walk, offset: 0 };
  // One cycle after another: the walk runs in a transaction (withoutWorkers), whose one connection
  // runs one statement at a time anyway, and node-postgres is dropping the queue it kept for
  // statements sent at once (pg@9).
  const perCycle: KeyedForm[][] = [];
  for (const c of ids) perCycle.push(await walkForms(db, order, and(where, eq(forms.cycleId, c.id)), withSchools, each, walk.offset + limit));
  const sign = walk.dir === 'asc' ? 1 : -1;
  return perCycle
    .flat()
    .sort((a, b) => sign * compareKeys(a.key, b.key))
    .slice(walk.offset, walk.offset + limit);
}

/**
 * Reads a page with no parallel workers. A page reads at most some thousands of index rows, and
 * starting workers for that cost more than they save: at 250,000 schools on two busy cores a
 * Gather Merge over a 13,000-row walk took 190 ms against 35 ms without.
 */
export function withoutWorkers<T>(db: Db, read: (db: Db) => Promise<T>): Promise<T> {
  return db.transaction(
    async (tx) => {
      await tx.execute(sql`set local max_parallel_workers_per_gather = 0`);
      return read(tx);
    },
    { accessMode: 'read only' },
  );
}

/** Where a form list's page starts and how it is ordered (list-cursor.ts's pageStart, with the order's direction). */
export interface FormPageRequest {
  start: PageStart;
  dir: Dir;
  page: number;
  pageSize: number;
  fingerprint: string;
}

/** One keyset page of any list (forms, schools), its walk read without parallel workers. */
export function keysetPageWithoutWorkers<R>(db: Db, request: FormPageRequest, keyOf: (row: R) => KeyValue[], fetch: (tx: Db, walk: Walk, limit: number) => Promise<R[]>) {
  const { start, dir, page, pageSize, fingerprint } = request;
  return withoutWorkers(db, (tx) => keysetPage(start, dir, page, pageSize, fingerprint, keyOf, (walk, limit) => fetch(tx, walk, limit)));
}

/**
 * One page of a list of forms (the reviewers' forms, the report cards): the keyset walk, read
 * without parallel workers, beside the list's count, then what the list shows of each form, in
 * the page's order.
 */
export async function formListPage<Row>(
  db: Db,
  request: FormPageRequest,
  counting: Promise<{ total: number; totalIsEstimate: boolean }>,
  fetch: (tx: Db, walk: Walk, limit: number) => Promise<KeyedForm[]>,
  rowsOf: (ids: number[]) => Promise<Row[]>,
) {
  const { pageSize } = request;
  const listing = keysetPageWithoutWorkers(db, request, (r: KeyedForm) => r.key, fetch);
  const [counted, listed] = await Promise.all([counting, listing]);
  return {
    items: await rowsOf(listed.rows.map((r) => r.id)),
    total: counted.total,
    totalIsEstimate: counted.totalIsEstimate,
    page: listed.page,
    pageSize,
    nextCursor: listed.nextCursor,
    prevCursor: listed.prevCursor,
  };
}
