import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loginAttempts } from '../db/schema';
import { delayAfter, FAILURE_WINDOW_HOURS, FREE_FAILURES, FREE_FAILURES_ANY_ADDRESS } from './password-attempts';

/** Where an account's sign-in stands: failures since its last success, and until when a try must wait (maybe past). */
export interface SignInLock {
  failures: number;
  lockedUntil: Date;
}

/** The address recorded for a success that an administrator's unlock or reset stands for. */
export const ADMIN_UNLOCK_ADDRESS = 'admin-unlock';

/**
 * The sign-in locks of these login names, by login name: only those where some address (or all
 * of them together) has failed often enough to be made to wait, counted exactly as login.ts
 * counts them. The wait grows with each further failure, so a lock that has run out still
 * matters: an administrator may unlock it.
 */
export async function signInLocks(db: Db, loginIds: string[], now: Date): Promise<Map<string, SignInLock>> {
  const locks = new Map<string, SignInLock>();
  if (loginIds.length === 0) return locks;
  const since = new Date(now.getTime() - FAILURE_WINDOW_HOURS * 3_600_000);
  const lastSuccess = sql`coalesce((select max(s.id) from ${loginAttempts} s where s.login_id = ${loginAttempts.loginId} and s.success and s.at > ${since}), 0)`;
  const rows = await db
    .select({ loginId: loginAttempts.loginId, failures: sql<number>`count(*)::int`, latest: sql<Date | string>`max(${loginAttempts.at})` })
    .from(loginAttempts)
    .where(and(inArray(loginAttempts.loginId, loginIds), eq(loginAttempts.success, false), gt(loginAttempts.at, since), sql`${loginAttempts.id} > ${lastSuccess}`))
    .groupBy(loginAttempts.loginId, loginAttempts.ipAddress);
  const byLogin = new Map<string, { failures: number; latest: Date }[]>();
  for (const r of rows) byLogin.set(r.loginId, [...(byLogin.get(r.loginId) ?? []), { failures: Number(r.failures), latest: new Date(r.latest) }]);
  for (const [loginId, addresses] of byLogin) {
    const until = (failures: number, latest: Date, free: number) => (failures >= free ? latest.getTime() + delayAfter(failures, free) * 1000 : 0);
    const failures = addresses.reduce((n, a) => n + a.failures, 0);
    const latest = new Date(Math.max(...addresses.map((a) => a.latest.getTime())));
    const lockedUntil = Math.max(...addresses.map((a) => until(a.failures, a.latest, FREE_FAILURES)), until(failures, latest, FREE_FAILURES_ANY_ADDRESS));
    if (lockedUntil > 0) locks.set(loginId, { failures, lockedUntil: new Date(lockedUntil) });
  }
  return locks;
}

/**
 * Ends a login name's sign-in lock: a success on record restarts the count of failures, on
 * every address, as the e-mailed reset does. Call it in the transaction that records why.
 */
export async function clearSignInLock(tx: Db, loginId: string, now: Date): Promise<void> {
  await tx.insert(loginAttempts).values({ loginId, ipAddress: ADMIN_UNLOCK_ADDRESS, success: true, at: now });
}
