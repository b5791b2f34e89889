import { count, eq, inArray, notInArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { CurrentUser } from '../auth/current-user';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';
import { estimatedRows } from '../db/paging/list-total';
import { formTallies, forms, schools } from '../db/schema';
import { governmentManagements } from '../dashboards';
import { withoutWorkers } from './form-list-walk';
import { reachOf } from '../auth/scope';
import { SWEEP_ON_READ, sweepTallies } from '../dashboards';
import { formTallyWhere, talliesFor, total } from '../dashboards';

/**
 * What an unsearched list of forms counts: the caller's scope and these filters, every one an
 * equality on the form (cycle, status) or its school (district, block, management), the dimensions
 * of the kept tallies (cycle x district x block x management x status).
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
 * How many forms an unsearched list holds: the kept dashboard tallies summed (a few rows per
 * district and block, whatever the state's size), for the caller's reach. The tallies count every
 * committed change once the districts it marked are swept: `swept` says the caller's route swept
 * already (the dashboard routes, on the primary, before reading a replica); otherwise the marks are
 * swept here when few (SWEEP_ON_READ), and a large state's total may trail its rows by up to one
 * periodic sweep (5 s).
 */
export async function formListTotal(db: Db, user: CurrentUser, f: FormCountFilters, opts: { swept?: boolean } = {}): Promise<number> {
  if (!reachOf(user)) return 0;
  if (!opts.swept) await sweepTallies(db, SWEEP_ON_READ);
  const [row] = await talliesFor(db, user, formTallies)
    .select({ n: total(formTallies.forms) })
    .from(formTallies)
    .where(
      formTallyWhere(
        user,
        { accrYear: f.cycleId, districtId: f.districtId, blockId: f.blockId, status: f.status },
        f.management !== undefined ? eq(formTallies.management, f.management) : undefined,
        f.sector === 'government'
          ? inArray(formTallies.management, governmentManagements)
          : f.sector === 'private'
            ? notInArray(formTallies.management, governmentManagements)
            : undefined,
      ),
    );
  return row?.n ?? 0;
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

/**
 * The exact count of the forms `where` selects (on forms and their schools), for the few lists
 * whose filters kept counters do not hold (a grade, an external evaluation): it reads every
 * form the other conditions leave.
 */
export async function exactFormCount(db: Db, where: SQL | undefined): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(forms).innerJoin(schools, eq(schools.schoolCode, forms.schoolCode)).where(where);
  return n;
}
