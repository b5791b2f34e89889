import { and, eq, gt, isNull, lte, max, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loginAttempts } from '../db/schema';

/** Failures one login name may have from one address before each further try must wait. */
export const FREE_FAILURES = 5;
/** Failures of one login name from all addresses together before every address must wait between tries. */
export const FREE_FAILURES_ANY_ADDRESS = 50;
/** Failures are counted over a day (since the last success), so the wait keeps growing for a patient guesser. */
export const FAILURE_WINDOW_HOURS = 24;
const FIRST_DELAY_SECONDS = 30;
const MAX_DELAY_SECONDS = 15 * 60;

/** The wait after `failures` failures: none up to the free ones, then 30 s doubling to at most 15 minutes. */
export function delayAfter(failures: number, free: number): number {
  if (failures < free) return 0;
  return Math.min(MAX_DELAY_SECONDS, FIRST_DELAY_SECONDS * 2 ** (failures - free));
}

/** Failures and tries in flight of one login name, from one address or from all together. */
interface Tally {
  failures: number;
  latest: Date | null;
  inFlight: number;
}

/**
 * A try whose check has not settled after this long is counted as a failure: its server process
 * died mid-check, and a guesser must not gain a free try by killing their own request.
 */
const IN_FLIGHT_MS = 30_000;

/**
 * The login name's failures since the window began or its last success, and its tries in flight,
 * from this address and from all addresses.
 */
async function tally(db: Db, loginId: string, address: string, now: Date): Promise<{ here: Tally; everywhere: Tally }> {
  const since = new Date(now.getTime() - FAILURE_WINDOW_HOURS * 3_600_000);
  const stale = new Date(now.getTime() - IN_FLIGHT_MS);
  const [last] = await db
    .select({ id: max(loginAttempts.id) })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.loginId, loginId), eq(loginAttempts.success, true), gt(loginAttempts.at, since)));
  const counted = and(eq(loginAttempts.loginId, loginId), gt(loginAttempts.at, since), gt(loginAttempts.id, last?.id ?? 0));
  const failed = or(eq(loginAttempts.success, false), and(isNull(loginAttempts.success), lte(loginAttempts.at, stale)));
  const flying = and(isNull(loginAttempts.success), gt(loginAttempts.at, stale));
  const columns = {
    failures: sql<number>`(count(*) filter (where ${failed}))::int`,
    latest: sql<Date | string | null>`max(${loginAttempts.at}) filter (where ${failed})`,
    inFlight: sql<number>`(count(*) filter (where ${flying}))::int`,
  };
  const [here] = await db
    .select(columns)
    .from(loginAttempts)
    .where(and(counted, eq(loginAttempts.ipAddress, address)));
  const [everywhere] = await db.select(columns).from(loginAttempts).where(counted);
  const read = (r: { failures: number; latest: Date | string | null; inFlight: number }): Tally => ({
    failures: Number(r.failures),
    latest: r.latest === null ? null : new Date(r.latest),
    inFlight: Number(r.inFlight),
  });
  return { here: read(here), everywhere: read(everywhere) };
}

/**
 * How long this try must still wait, in seconds (0: go ahead). Only failures count, since the
 * window began or the login name's last success; a refused try is not recorded, so waiting always
 * ends. The count is per login name AND address: a stranger guessing from elsewhere slows
 * themselves, not the real user. A far larger count over all addresses slows a spread-out attack
 * too, and the real user then has the e-mailed reset, which counts as a success.
 */
function waitOf({ here, everywhere }: { here: Tally; everywhere: Tally }, now: Date): number {
  const left = (t: Tally, free: number) => (t.latest ? Math.ceil((t.latest.getTime() + delayAfter(t.failures, free) * 1000 - now.getTime()) / 1000) : 0);
  return Math.max(0, left(here, FREE_FAILURES), left(everywhere, FREE_FAILURES_ANY_ADDRESS));
}

/** A password try that may go ahead (`attemptId`: settle it once checked) or must wait `wait` seconds. */
export type Reservation = { attemptId: number; wait?: undefined } | { wait: number; attemptId?: undefined };

/**
 * How long a try waits, at most, for tries in flight to settle before it is told to come back.
 * Waiting costs an attacker nothing they could use (their failed tries settle the queue at once,
 * and the waiting ones are then refused), while ten people signing in on a loaded machine, each
 * check taking a second or more, must not be sent away: 5 s did that on a busy 2-core host.
 */
const QUEUE_MS = 15_000;

/**
 * Reserves one password try before the password is checked, so a burst of parallel guesses is
 * counted one by one: only as many tries as there are free failures left may be in flight at
 * once, each recorded (as in flight) under a lock on the login name before its check. The
 * rest wait for those to settle, then go ahead if they succeeded (the count restarts) or are
 * refused if they failed. Audit, issue 31: read-check-write let 40 parallel guesses be checked,
 * and a right one among them signed in; ten people signing in to one account at once must still
 * all get in. The lock is per login name on the database, so server processes behind a load
 * balancer count together.
 */
export async function reserveAttempt(db: Db, loginId: string, address: string, now: Date): Promise<Reservation> {
  const giveUpAt = performance.now() + QUEUE_MS;
  for (;;) {
    const outcome = await db.transaction(async (tx): Promise<Reservation | 'busy'> => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${'password-try:' + loginId}))`);
      const counts = await tally(tx, loginId, address, now);
      const wait = waitOf(counts, now);
      if (wait > 0) return { wait };
      const { here, everywhere } = counts;
      // The free failures left are the tries that may be checked at once; past them, once the wait is over, one at a time.
      const full = (t: Tally, free: number) => t.inFlight >= Math.max(1, free - t.failures);
      if (full(here, FREE_FAILURES) || full(everywhere, FREE_FAILURES_ANY_ADDRESS)) return 'busy';
      const [row] = await tx.insert(loginAttempts).values({ loginId, ipAddress: address, success: null, at: now }).returning({ id: loginAttempts.id });
      return { attemptId: row.id };
    });
    if (outcome !== 'busy') return outcome;
    if (performance.now() >= giveUpAt) return { wait: 1 };
    await new Promise((resolve) => setTimeout(resolve, 40 + Math.random() * 40));
  }
}

/** Records how a reserved try ended: a success restarts the count of failures. */
export async function settleAttempt(db: Db, attemptId: number, success: boolean): Promise<void> {
  await db.update(loginAttempts).set({ success }).where(eq(loginAttempts.id, attemptId));
}
