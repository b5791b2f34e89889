import { and, count, eq, inArray, notInArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { CurrentUser } from '../auth/current-user';
import type { Db } from '../db/client';
import { forms, schools } from '../db/schema/index';
import { governmentManagements } from './dashboard/labels';
import { withoutWorkers } from './form-list-walk';
import { reachOf, schoolScope } from './scope';

/**
 * What an unsearched list of forms counts: the caller's scope and these filters, every one an
 * equality on the form (cycle, status) or its school (district, block, management). Kept counters
 * per cycle x district x block x management x status answer every combination by summing rows.
 */
export interface FormCountFilters {
  cycleId?: number;
  status?: number;
  districtId?: number;
  blockId?: number;
  /** One management type (the school owner chart's slice). */
  management?: string;
  /** Government (state and central) or private managements. */
  sector?: 'government' | 'private';
}

/**
 * How many forms an unsearched list holds. The one place the lists count forms: today an exact
 * count in the database (it reads the scope's forms, so it grows with the state); kept counters
 * replace its body without changing any list.
 */
export async function formListTotal(db: Db, user: CurrentUser, f: FormCountFilters): Promise<number> {
  const reach = reachOf(user);
  if (!reach) return 0;
  const conds: (SQL | undefined)[] = [f.cycleId !== undefined ? eq(forms.cycleId, f.cycleId) : undefined, f.status !== undefined ? eq(forms.status, f.status) : undefined];
  const onSchool: (SQL | undefined)[] = [
    schoolScope(user),
    f.districtId !== undefined ? eq(schools.districtId, f.districtId) : undefined,
    f.blockId !== undefined ? eq(schools.blockId, f.blockId) : undefined,
    f.management !== undefined ? eq(schools.management, f.management) : undefined,
    f.sector === 'government' ? inArray(schools.management, governmentManagements) : f.sector === 'private' ? notInArray(schools.management, governmentManagements) : undefined,
  ];
  // A state-wide count of a cycle reads one index of forms alone; the school is joined only when a condition needs it.
  if (onSchool.every((c) => c === undefined)) {
    const [{ n }] = await db
      .select({ n: count() })
      .from(forms)
      .where(and(...conds));
    return n;
  }
  const [{ n }] = await db
    .select({ n: count() })
    .from(forms)
    .innerJoin(schools, eq(schools.schoolCode, forms.schoolCode))
    .where(and(...conds, ...onSchool));
  return n;
}

/**
 * A searched list is counted exactly up to this many rows: the trigram index finds a rare name's
 * few rows at once, while a word most names share ("school") would make an exact count read the
 * whole state. Past it the answer gives the planner's estimate and says so.
 */
export const SEARCH_COUNT_CAP = 5_000;

/** The total of a list whose rows `rows` selects (one row per listed item): exact up to the cap, estimated above. */
export async function searchedTotal(db: Db, rows: SQLWrapper, cap = SEARCH_COUNT_CAP): Promise<{ total: number; totalIsEstimate: boolean }> {
  // At most the cap's rows, so without parallel workers, as a page (withoutWorkers).
  const result = await withoutWorkers(db, (tx) => tx.execute(sql`select count(*)::int as n from (${rows} limit ${cap + 1}) as capped`));
  const n = Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
  if (n <= cap) return { total: n, totalIsEstimate: false };
  return { total: Math.max(n, await estimatedRows(db, rows)), totalIsEstimate: true };
}

/** The planner's estimate of how many rows a query answers (EXPLAIN, nothing run), rounded to two significant digits. */
async function estimatedRows(db: Db, query: SQLWrapper): Promise<number> {
  const result = await db.execute(sql`explain (format json) ${query}`);
  const cell = Object.values(rowsOf<Record<string, unknown>>(result)[0] ?? {})[0];
  const plan = (typeof cell === 'string' ? JSON.parse(cell) : cell) as { Plan?: { 'Plan Rows'?: number } }[];
  const rows = Math.round(plan[0]?.Plan?.['Plan Rows'] ?? 0);
  const magnitude = 10 ** Math.max(0, Math.floor(Math.log10(Math.max(1, rows))) - 1);
  return Math.round(rows / magnitude) * magnitude;
}

function rowsOf<R>(result: unknown): R[] {
  return (Array.isArray(result) ? result : (result as { rows: R[] }).rows) as R[];
}

/**
 * The exact count of the forms `where` selects (on forms and their schools), for the few lists
 * whose filters kept counters do not hold (a grade, an external evaluation): it reads every
 * form the other conditions leave.
 */
export async function exactFormCount(db: Db, where: SQL | undefined): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(forms).innerJoin(schools, eq(schools.schoolCode, forms.schoolCode)).where(where);
  return n;
}
