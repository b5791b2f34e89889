import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';
import { isLockTimeout } from '../db/sql-state';

/*
 * Keeping the dashboard tallies (docs/architecture.md, "Dashboard tallies"): triggers mark the
 * districts a change touched (dashboard_tally_marks); a sweep recounts the marked districts. The
 * database functions are in migration 0031_dashboard_tally_marks.sql.
 */

/**
 * A dashboard read (or a list's total) recounts the marked districts before it answers when they
 * hold at most this many schools, so a small state's charts are exact on read (and in tests). A
 * recount's cost is its districts' schools (about 150 ms for 5,000): a large state's district
 * (10,000 schools) is never recounted inside a request, whose p95 must stay under 100 ms (issue
 * 32); the read answers at once, the periodic sweep catches up, and the screen says how far behind.
 */
export const SWEEP_ON_READ_MAX_SCHOOLS = 2_000;

/** What a read may recount before it answers, and how long it waits for a sweep running now (sweepTallies' options). */
export const SWEEP_ON_READ = { atMostSchools: SWEEP_ON_READ_MAX_SCHOOLS, waitMs: 1_000 } as const;

/** How often each server process sweeps (one at a time across processes: an advisory lock). */
export const SWEEP_EVERY_MS = 5_000;

/**
 * Recounts the districts marked dirty and takes their marks away, in one transaction. Answers the
 * districts recounted, or null when another sweep was running (with `waitMs`: still running after
 * that long), or, with `atMost` or `atMostSchools`, when more districts or schools than that are
 * marked: their marks stay for the next sweep.
 */
export async function sweepTallies(db: Db, opts: { atMost?: number; atMostSchools?: number; waitMs?: number } = {}): Promise<number[] | null> {
  const sweep = (on: Pick<Db, 'execute'>, wait: boolean) =>
    on.execute(sql`select dashboard_tallies_sweep(${opts.atMost ?? null}::integer, ${opts.atMostSchools ?? null}::integer, ${wait}) as districts`);
  if (opts.waitMs === undefined) return rowsOf<{ districts: number[] | null }>(await sweep(db, false))[0]?.districts ?? null;
  // A read's sweep waits for one running now, so the charts a page asks for together all read its
  // recount; past waitMs (a large state's periodic sweep) it answers with the tallies as they are.
  try {
    return await db.transaction(async (tx) => {
      await tx.execute(sql.raw(`set local lock_timeout = ${Math.max(1, Math.round(opts.waitMs!))}`));
      return rowsOf<{ districts: number[] | null }>(await sweep(tx, true))[0]?.districts ?? null;
    });
  } catch (err) {
    if (isLockTimeout(err)) return null;
    throw err;
  }
}

/** What the tallies do not count yet: how many districts are marked, and the oldest mark's time and age. */
export interface TallyFreshness {
  districts: number;
  pendingSince: Date | null;
  behindSeconds: number | null;
}

/** The marks no sweep has taken yet (none: the tallies count every committed change). */
export async function tallyFreshness(db: Db): Promise<TallyFreshness> {
  const [row] = rowsOf<{ districts: number; since: string | null; behind: number | null }>(
    await db.execute(sql`
      select count(distinct district_id)::integer as districts,
             to_char(min(marked_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as since,
             ceil(extract(epoch from clock_timestamp() - min(marked_at)))::integer as behind
      from dashboard_tally_marks`),
  );
  return { districts: row?.districts ?? 0, pendingSince: row?.since ? new Date(row.since) : null, behindSeconds: row?.behind ?? null };
}

/**
 * Recounts every dashboard tally from the rows and takes every mark away, in one transaction
 * (after a sweep running now): the repair when the tallies may have drifted (rows written with
 * the triggers disabled, as a bulk load does, or a restore from elsewhere). Dashboards keep
 * reading the old counts until it commits; a change committed meanwhile keeps its mark.
 */
export async function rebuildTallies(db: Db): Promise<void> {
  await db.execute(sql`select dashboard_tallies_rebuild()`);
}

/**
 * Sweeps now and every `everyMs` in the background, without keeping the process alive. Answers a
 * stop function that waits for the sweep in hand.
 */
export function startTallySweeper(db: Db, log: { warn: (obj: object, msg: string) => void }, everyMs = SWEEP_EVERY_MS): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  let busy = false;
  const run = () => {
    // A sweep longer than the interval (thousands of districts after a bulk load) is not queued behind itself.
    if (busy) return;
    busy = true;
    running = sweepTallies(db)
      .catch((err: unknown) => log.warn({ err }, 'dashboard tally sweep failed'))
      .finally(() => (busy = false));
  };
  run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
