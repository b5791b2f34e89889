import { keepRead, readOnce } from '../db/snapshot';
import { and, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { CurrentUser } from './current-user';
import { placeOfLevel } from './scope-level';
import type { Db } from '../db/client';
import { builtOnce } from '../db/built-once';
import type { QueryBuilder } from 'drizzle-orm/pg-core';
import { cycles, forms, schools } from '../db/schema';
import { AppError, forbidden, notFound } from '../http/errors';

/**
 * Where a user's reach is confined: every place set must hold (a block
 * user's district is set too); all null is the whole state.
 */
export interface Reach {
  schoolCode: string | null;
  blockId: number | null;
  districtId: number | null;
}

/**
 * The reach of a user: the place their role's scope level needs (a school, a
 * block, a district, none for the state), or null, reaching nothing, when
 * the user lacks it: a misplaced user sees nothing rather than everything.
 * Any other place still stored on the user (from before roles had levels)
 * narrows further, never widens.
 */
export function reachOf(user: Pick<CurrentUser, 'scopeLevel' | 'schoolCode' | 'blockId' | 'districtId'>): Reach | null {
  const needed = placeOfLevel[user.scopeLevel];
  if (needed !== null && user[needed] === null) return null;
  return { schoolCode: user.schoolCode, blockId: user.blockId, districtId: user.districtId };
}

/** Whether the user reaches every school of the state (cycles, which span the state, need it). */
export function isStateWide(user: CurrentUser): boolean {
  const reach = reachOf(user);
  return reach !== null && reach.schoolCode === null && reach.blockId === null && reach.districtId === null;
}

/**
 * Refuses an action that changes the whole state (a cycle's creation and
 * actions) to a user whose reach is smaller: 403 saying why.
 */
export function assertStateWide(user: CurrentUser): void {
  if (!isStateWide(user)) throw new AppError(403, 'needsStateScope');
}

const nothing: SQL = sql`false`;

/** The columns that place a school: `schools`' own, or those a table keeps beside a school code. */
export interface SchoolPlaceColumns {
  schoolCode: AnyColumn;
  blockId: AnyColumn;
  districtId: AnyColumn;
}

/**
 * The schools a user may see: their school, block or district, or every
 * school for state-level roles. Returns a condition on `schools`, or on the
 * place columns given.
 */
export function schoolScope(user: CurrentUser, place: SchoolPlaceColumns = schools): SQL | undefined {
  const reach = reachOf(user);
  if (!reach) return nothing;
  return and(
    reach.schoolCode !== null ? eq(place.schoolCode, reach.schoolCode) : undefined,
    reach.blockId !== null ? eq(place.blockId, reach.blockId) : undefined,
    reach.districtId !== null ? eq(place.districtId, reach.districtId) : undefined,
  );
}

/** Whether a user may see a given school. */
export function canSeeSchool(user: CurrentUser, school: { schoolCode: string; districtId: number; blockId: number }): boolean {
  const reach = reachOf(user);
  if (!reach) return false;
  if (reach.schoolCode !== null && reach.schoolCode !== school.schoolCode) return false;
  if (reach.blockId !== null && reach.blockId !== school.blockId) return false;
  if (reach.districtId !== null && reach.districtId !== school.districtId) return false;
  return true;
}

export type FormRow = typeof forms.$inferSelect;
export type SchoolRow = typeof schools.$inferSelect;
export type CycleRow = typeof cycles.$inferSelect;

/**
 * Loads a form the user may see: 404 when there is no such form, 403 when it
 * belongs to a school outside the user's scope (never the data).
 * With `lock`, the form row is locked until the transaction ends.
 */
export async function loadScopedForm(db: Db, user: CurrentUser, accrid: number, opts: { lock?: boolean } = {}): Promise<{ form: FormRow; school: SchoolRow; cycle: CycleRow }> {
  // Built once and named, so PostgreSQL parses and plans each once a connection: every save and review of a form reads here.
  // In a snapshot the row is read once (server/db/snapshot.ts); the scope is checked on every call.
  const rows = opts.lock ? await scopedFormLocked(db, { accrid }) : await readOnce(db, scopedFormKey(accrid), () => scopedForm(db, { accrid }));
  return loadScopedFormWith(user, rows);
}

const scopedFormKey = (accrid: number) => `scopedForm:${accrid}`;

/** A form's row with its school and cycle, read by a query of its own, kept for loadScopedForm's later calls in the same snapshot. */
export function keepScopedForm(db: Db, accrid: number, row: ScopedRow): void {
  keepRead(db, scopedFormKey(accrid), [{ form: row.form, school: row.school, cycle: row.cycle }]);
}

/** The scope check of loadScopedForm on rows read by a query of its own (`scopedFormSelect` with more fields). */
export function loadScopedFormWith<Row extends { school: Parameters<typeof canSeeSchool>[1] }>(user: CurrentUser, rows: Row[]): Row {
  const row = rows[0];
  if (!row) throw notFound();
  if (!canSeeSchool(user, row.school)) throw forbidden();
  return row;
}

export type ScopedRow = { form: FormRow; school: SchoolRow; cycle: CycleRow };
/** A form with its school and cycle by id (placeholder `accrid`), and `more` fields read in the same statement. */
export const scopedFormSelect = <More extends Record<string, SQL.Aliased | SQL>>(qb: QueryBuilder, more?: More) =>
  qb
    .select({ form: forms, school: schools, cycle: cycles, ...(more ?? ({} as More)) })
    .from(forms)
    .innerJoin(schools, eq(schools.schoolCode, forms.schoolCode))
    .innerJoin(cycles, eq(cycles.id, forms.cycleId))
    .where(eq(forms.id, sql.placeholder('accrid')));
const scopedForm = builtOnce<ScopedRow>('scoped_form', scopedFormSelect);
const scopedFormLocked = builtOnce<ScopedRow>('scoped_form_locked', (qb) => scopedFormSelect(qb).for('update', { of: forms }));
