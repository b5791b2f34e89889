import { and, count, eq, gt, max } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loginAttempts, roles, rolePrivileges, users } from '../db/schema/index';
import { AppError } from '../http/errors';
import { hashPassword, verifyPassword } from '../auth/password';
import { issueToken } from '../auth/tokens';
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

/** Failed attempts allowed for one login name within the window before sign-in is refused with 429. */
export const MAX_FAILED_LOGINS = 5;
export const LOGIN_WINDOW_MINUTES = 15;

/**
 * Records an attempt as failed before anything is checked, then counts the
 * failures since the window began or the last success, whichever is later,
 * including this one. Recording first bounds what parallel guesses can get
 * through to MAX_FAILED_LOGINS. Refused attempts count too, so the advice
 * "try again after 15 minutes" holds: 15 quiet minutes always lift the lock.
 */
async function recordAttempt(db: Db, loginId: string, ipAddress: string | null, now: Date): Promise<{ attemptId: number; throttled: boolean }> {
  const [{ id: attemptId }] = await db.insert(loginAttempts).values({ loginId, ipAddress, success: false, at: now }).returning({ id: loginAttempts.id });
  const since = new Date(now.getTime() - LOGIN_WINDOW_MINUTES * 60_000);
  const [last] = await db
    .select({ id: max(loginAttempts.id) })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.loginId, loginId), eq(loginAttempts.success, true), gt(loginAttempts.at, since)));
  const [{ failures }] = await db
    .select({ failures: count() })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.loginId, loginId), eq(loginAttempts.success, false), gt(loginAttempts.at, since), gt(loginAttempts.id, last?.id ?? 0)));
  return { attemptId, throttled: failures > MAX_FAILED_LOGINS };
}

/** Checks a login name and password and issues an access token (contract: Identity); throttles repeated failures. */
export async function login(deps: Pick<Deps, 'db' | 'jwtSecret' | 'now'>, input: LoginInput): Promise<LoginValue> {
  const loginId = input.loginId.trim();
  const now = deps.now();
  const attempt = await recordAttempt(deps.db, loginId, input.ipAddress?.trim() || null, now);
  if (attempt.throttled) throw new AppError(429, 'tooManyAttempts', [{ field: 'loginId', problem: 'tooManyAttempts', retryAfterMinutes: LOGIN_WINDOW_MINUTES }]);
  const [row] = await deps.db
    .select({ user: users, role: roles.code })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(eq(users.loginId, loginId));
  const valid = await verifyPassword(input.loginKey, row ? row.user.passwordHash : await dummyHash);
  if (!row || !valid) throw new AppError(401, 'invalidCredentials');
  if (!row.user.active) throw new AppError(403, 'accountInactive');
  await deps.db.update(loginAttempts).set({ success: true }).where(eq(loginAttempts.id, attempt.attemptId));
  const privs = await deps.db.select({ id: rolePrivileges.privilegeId }).from(rolePrivileges).where(eq(rolePrivileges.roleId, row.user.roleId));
  const jwtToken = await issueToken(deps.jwtSecret, row.user.id, Math.floor(now.getTime() / 1000));
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
