import { and, count, eq, gt, max, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loginAttempts } from '../db/schema/index';

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

/**
 * How long this try must still wait, in seconds (0: go ahead). Only failures count, since the
 * window began or the login name's last success; a refused try is not recorded, so waiting always
 * ends. The count is per login name AND address: a stranger guessing from elsewhere slows
 * themselves, not the real user. A far larger count over all addresses slows a spread-out attack
 * too, and the real user then has the e-mailed reset, which counts as a success.
 */
export async function waitFor(db: Db, loginId: string, address: string, now: Date): Promise<number> {
  const since = new Date(now.getTime() - FAILURE_WINDOW_HOURS * 3_600_000);
  const [last] = await db
    .select({ id: max(loginAttempts.id) })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.loginId, loginId), eq(loginAttempts.success, true), gt(loginAttempts.at, since)));
  const failed = and(eq(loginAttempts.loginId, loginId), eq(loginAttempts.success, false), gt(loginAttempts.at, since), gt(loginAttempts.id, last?.id ?? 0));
  const [here] = await db
    .select({ failures: count(), latest: max(loginAttempts.at) })
    .from(loginAttempts)
    .where(and(failed, eq(loginAttempts.ipAddress, address)));
  const [everywhere] = await db
    .select({ failures: count(), latest: max(loginAttempts.at) })
    .from(loginAttempts)
    .where(failed);
  const left = (failures: number, latest: Date | null, free: number) => (latest ? Math.ceil((latest.getTime() + delayAfter(failures, free) * 1000 - now.getTime()) / 1000) : 0);
  return Math.max(0, left(here.failures, here.latest, FREE_FAILURES), left(everywhere.failures, everywhere.latest, FREE_FAILURES_ANY_ADDRESS));
}

/** A password try that may go ahead (`attemptId`: settle it once checked) or must wait `wait` seconds. */
export type Reservation = { attemptId: number; wait?: undefined } | { wait: number; attemptId?: undefined };

/**
 * Reserves one password try before the password is checked: the try is recorded as a failure
 * first, under a lock on the login name, so a burst of parallel guesses is counted one by one
 * and only the free ones get as far as a password check (audit, issue 31: read-check-write let
 * 40 parallel guesses through, and a right one among them signed in). A try that succeeds is
 * turned into a success by `settleAttempt`; one cut short (a crash, a timeout) stays a failure,
 * which errs on the guesser's side of caution. The lock is per login name on every database
 * process, so server processes behind a load balancer count together.
 */
export async function reserveAttempt(db: Db, loginId: string, address: string, now: Date): Promise<Reservation> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${'password-try:' + loginId}))`);
    const wait = await waitFor(tx, loginId, address, now);
    if (wait > 0) return { wait };
    const [row] = await tx.insert(loginAttempts).values({ loginId, ipAddress: address, success: false, at: now }).returning({ id: loginAttempts.id });
    return { attemptId: row.id };
  });
}

/** Records how a reserved try ended: only a success changes it (it restarts the count of failures). */
export async function settleAttempt(db: Db, attemptId: number, success: boolean): Promise<void> {
  if (success) await db.update(loginAttempts).set({ success: true }).where(eq(loginAttempts.id, attemptId));
}
