import { and, eq, exists, type SQL } from 'drizzle-orm';
import type { CurrentUser } from '../auth/current-user';
import type { Db } from '../db/client';
import { blocks, cycles, districts, forms, schools } from '../db/schema';
import { forbidden, notFound } from '../http/errors';
import { reachOf, schoolScope } from '../auth/scope';

/** The filters every dashboard chart takes (spec §2): accreditation year (a cycle id), district, block, form status. */
export interface DashboardFilters {
  accrYear?: number;
  districtId?: number;
  blockId?: number;
  status?: number;
}

/**
 * The districts a user may see: a school head their school's district, a
 * block or district user theirs, nobody's without a place, state-level roles
 * every district (null).
 */
export async function visibleDistrictIds(db: Db, user: CurrentUser): Promise<number[] | null> {
  const reach = reachOf(user);
  if (!reach) return [];
  if (reach.schoolCode !== null) {
    const [row] = await db.select({ d: schools.districtId }).from(schools).where(eq(schools.schoolCode, reach.schoolCode));
    return row ? [row.d] : [];
  }
  if (reach.districtId !== null) return [reach.districtId];
  return null;
}

/** The one block a user may see (a school head's school's, a block user's), null when not bound to one; undefined reaches none. */
export async function visibleBlockId(db: Db, user: CurrentUser): Promise<number | null | undefined> {
  const reach = reachOf(user);
  if (!reach) return undefined;
  if (reach.schoolCode !== null) {
    const [s] = await db.select({ blockId: schools.blockId }).from(schools).where(eq(schools.schoolCode, reach.schoolCode));
    return s?.blockId;
  }
  return reach.blockId;
}

/**
 * Checks the ids in a filter before any chart is drawn: an unknown cycle,
 * district or block is 404, one outside the caller's scope 403 (a DQA asking
 * for another district's numbers is refused, not answered with zeros).
 */
export async function checkFilters(db: Db, user: CurrentUser, f: DashboardFilters): Promise<void> {
  if (f.accrYear !== undefined) {
    const [c] = await db.select({ id: cycles.id }).from(cycles).where(eq(cycles.id, f.accrYear));
    if (!c) throw notFound();
  }
  if (f.districtId !== undefined) {
    const [d] = await db.select({ id: districts.id }).from(districts).where(eq(districts.id, f.districtId));
    if (!d) throw notFound();
    const visible = await visibleDistrictIds(db, user);
    if (visible && !visible.includes(d.id)) throw forbidden();
  }
  if (f.blockId !== undefined) {
    const [b] = await db.select({ id: blocks.id, districtId: blocks.districtId }).from(blocks).where(eq(blocks.id, f.blockId));
    if (!b) throw notFound();
    const visible = await visibleDistrictIds(db, user);
    if (visible && !visible.includes(b.districtId)) throw forbidden();
    const only = await visibleBlockId(db, user);
    if (only !== null && only !== b.id) throw forbidden();
  }
}

/** Conditions on `forms` joined with `schools`: the caller's scope and every filter. */
export function formWhere(user: CurrentUser, f: DashboardFilters, ...more: (SQL | undefined)[]): SQL | undefined {
  return and(
    schoolScope(user),
    f.accrYear !== undefined ? eq(forms.cycleId, f.accrYear) : undefined,
    f.districtId !== undefined ? eq(schools.districtId, f.districtId) : undefined,
    f.blockId !== undefined ? eq(schools.blockId, f.blockId) : undefined,
    f.status !== undefined ? eq(forms.status, f.status) : undefined,
    ...more,
  );
}

/**
 * Conditions on `schools` for the school-level charts (classification,
 * enrolment): active schools in scope, in the district and block asked for;
 * with a year or status, only schools that have a form in that cycle and status.
 */
export function schoolWhere(db: Db, user: CurrentUser, f: DashboardFilters, ...more: (SQL | undefined)[]): SQL | undefined {
  const formFilter =
    f.accrYear !== undefined || f.status !== undefined
      ? exists(
          db
            .select({ one: forms.id })
            .from(forms)
            .where(
              and(
                eq(forms.schoolCode, schools.schoolCode),
                f.accrYear !== undefined ? eq(forms.cycleId, f.accrYear) : undefined,
                f.status !== undefined ? eq(forms.status, f.status) : undefined,
              ),
            ),
        )
      : undefined;
  return and(
    eq(schools.active, true),
    schoolScope(user),
    f.districtId !== undefined ? eq(schools.districtId, f.districtId) : undefined,
    f.blockId !== undefined ? eq(schools.blockId, f.blockId) : undefined,
    formFilter,
    ...more,
  );
}
