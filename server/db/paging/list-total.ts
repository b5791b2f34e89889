import { count, sql, type SQLWrapper } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '../client';
import { rowsOf } from '../rows';

/** A list's total, and whether it is an estimate. */
export interface ListTotal {
  total: number;
  totalIsEstimate?: true;
}

/**
 * Up to this many matching rows are counted; past it a search's total is the planner's
 * estimate. Counting is then bounded by the cap, not by the state's size, and the screen says "about".
 */
export const COUNT_CAP = 1000;

/** The planner's estimate of the rows a query returns (EXPLAIN, no execution); the screen rounds it (web/components/roughly.ts). */
export async function estimatedRows(db: Db, query: SQLWrapper): Promise<number> {
  const result = await db.execute(sql`explain (format json) ${query}`);
  const raw = Object.values(rowsOf<Record<string, unknown>>(result)[0] ?? {})[0];
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan?: { 'Plan Rows'?: number } }[];
  return Math.round(plan[0]?.Plan?.['Plan Rows'] ?? 0);
}

/**
 * The number of rows a query (made afresh by `matching`) matches, counted exactly up to COUNT_CAP; beyond it the planner's
 * estimate (never below what was counted), flagged as one.
 */
export async function cappedTotal(db: Db, matching: () => PgSelect): Promise<ListTotal> {
  const [{ n }] = await db.select({ n: count() }).from(
    matching()
      .limit(COUNT_CAP + 1)
      .as('capped'),
  );
  if (n <= COUNT_CAP) return { total: n };
  const estimate = await estimatedRows(db, matching().getSQL());
  return { total: Math.max(estimate, COUNT_CAP + 1), totalIsEstimate: true };
}
