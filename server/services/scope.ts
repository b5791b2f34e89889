import { and, eq, type SQL } from 'drizzle-orm';
import type { CurrentUser } from '../auth/current-user';
import type { Db } from '../db/client';
import { cycles, forms, schools } from '../db/schema/index';
import { forbidden, notFound } from '../http/errors';

/**
 * The schools a user may see: a school head their school, a DQA their
 * district, state-level roles every school. Returns a condition on `schools`.
 */
export function schoolScope(user: CurrentUser): SQL | undefined {
  if (user.schoolCode) return eq(schools.schoolCode, user.schoolCode);
  if (user.districtId !== null) return eq(schools.districtId, user.districtId);
  return undefined;
}

/** Whether a user may see a given school. */
export function canSeeSchool(user: CurrentUser, school: { schoolCode: string; districtId: number }): boolean {
  if (user.schoolCode) return user.schoolCode === school.schoolCode;
  if (user.districtId !== null) return user.districtId === school.districtId;
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
  const query = db
    .select({ form: forms, school: schools, cycle: cycles })
    .from(forms)
    .innerJoin(schools, eq(schools.schoolCode, forms.schoolCode))
    .innerJoin(cycles, eq(cycles.id, forms.cycleId))
    .where(and(eq(forms.id, accrid)));
  const rows = opts.lock ? await query.for('update', { of: forms }) : await query;
  const row = rows[0];
  if (!row) throw notFound();
  if (!canSeeSchool(user, row.school)) throw forbidden();
  return row;
}
