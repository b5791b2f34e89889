import { and, count, eq, gt, max } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loginAttempts, roles, rolePrivileges, users } from '../db/schema/index';
import { AppError } from '../http/errors';
import { hashPassword, verifyPassword } from '../auth/password';
import { openSession } from '../auth/sessions';
import type { Deps } from './deps';

export interface LoginInput {
  loginId: string;
  loginKey: string;
  ipAddress?: string;
  sourceApp?: string;
}

export interface LoginValue {
  jwtToken: string;
  allowedPrivilege: string;
  logInUser: { userId: number; loginId: string; firstName: string; lastName: string; role: string };
  schoolCode: string | null;
}

// Compared against when the login name is unknown, so both failures take the same time.
const dummyHash = hashPassword('not-a-real-password');

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
async function waitFor(db: Db, loginId: string, address: string, now: Date): Promise<number> {
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
  const [everywhere] = await db.select({ failures: count(), latest: max(loginAttempts.at) }).from(loginAttempts).where(failed);
  const left = (failures: number, latest: Date | null, free: number) =>
    latest ? Math.ceil((latest.getTime() + delayAfter(failures, free) * 1000 - now.getTime()) / 1000) : 0;
  return Math.max(0, left(here.failures, here.latest, FREE_FAILURES), left(everywhere.failures, everywhere.latest, FREE_FAILURES_ANY_ADDRESS));
}

/**
 * Checks a login name and password and issues an access token (contract: Identity). `address` is
 * the caller's as the server sees it (the socket, or the load balancer's X-Forwarded-For), never
 * the one the client writes in the body.
 */
export async function login(deps: Pick<Deps, 'db' | 'jwtSecret' | 'now'>, input: LoginInput, address = 'unknown'): Promise<LoginValue> {
  const loginId = input.loginId.trim();
  const now = deps.now();
  const wait = await waitFor(deps.db, loginId, address, now);
  if (wait > 0) throw new AppError(429, 'tooManyAttempts', [{ field: 'loginId', problem: 'tooManyAttempts', retryAfterSeconds: wait }]);
  const [row] = await deps.db
    .select({ user: users, role: roles.code })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(eq(users.loginId, loginId));
  const valid = await verifyPassword(input.loginKey, row ? row.user.passwordHash : await dummyHash);
  await deps.db.insert(loginAttempts).values({ loginId, ipAddress: address, success: !!row && valid, at: now });
  if (!row || !valid) throw new AppError(401, 'invalidCredentials');
  if (!row.user.active) throw new AppError(403, 'accountInactive');
  const privs = await deps.db.select({ id: rolePrivileges.privilegeId }).from(rolePrivileges).where(eq(rolePrivileges.roleId, row.user.roleId));
  const jwtToken = await openSession(deps.db, deps.jwtSecret, row.user.id, now);
  return {
    jwtToken,
    allowedPrivilege: privs
      .map((p) => p.id)
      .sort((a, b) => a - b)
      .join(','),
    logInUser: { userId: row.user.id, loginId: row.user.loginId, firstName: row.user.firstName, lastName: row.user.lastName, role: row.role },
    schoolCode: row.user.schoolCode,
  };
}
