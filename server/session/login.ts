import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { asScopeLevel, type ScopeLevel } from '../auth/scope-level';
import { accountRequests, roles, rolePrivileges, users } from '../db/schema';
import { AppError } from '../http/errors';
import { hashPassword, verifyPassword } from '../auth/password';
import { openSession, sessionIdleMs } from '../auth/sessions';
import type { Deps } from '../deps';
import { reserveAttempt, settleAttempt } from './password-attempts';

export interface LoginInput {
  loginId: string;
  loginKey: string;
  ipAddress?: string;
  sourceApp?: string;
}

export interface LoginValue {
  jwtToken: string;
  allowedPrivilege: string;
  logInUser: { userId: number; loginId: string; firstName: string; lastName: string; role: string; roleName: { en: string; hi: string }; scopeLevel: ScopeLevel };
  schoolCode: string | null;
  /** The administrator reset the password: the user must choose a new one before anything else. */
  mustChangePassword: boolean;
  /** A session without activity this long ends (SESSION_IDLE_MINUTES): the web app warns a minute before. */
  idleTimeoutSeconds: number;
}

/** Privilege codes as the contract writes them: ascending, comma-separated ("1,7,8"). */
export function privilegeText(ids: Iterable<number>): string {
  return [...ids].sort((a, b) => a - b).join(',');
}

// Compared against when the login name is unknown, so both failures take the same time.
const dummyHash = hashPassword('not-a-real-password');

/**
 * Checks a login name and password and issues an access token (contract: Identity). `address` is
 * the caller's as the server sees it (the socket, or the load balancer's X-Forwarded-For), never
 * the one the client writes in the body.
 */
export async function login(deps: Pick<Deps, 'db' | 'jwtSecret' | 'now'>, input: LoginInput, address = 'unknown'): Promise<LoginValue> {
  const loginId = input.loginId.trim();
  const now = deps.now();
  const reserved = await reserveAttempt(deps.db, loginId, address, now);
  if (reserved.wait !== undefined) throw new AppError(429, 'tooManyAttempts', [{ field: 'loginId', problem: 'tooManyAttempts', retryAfterSeconds: reserved.wait }]);
  const [row] = await deps.db
    .select({ user: users, role: roles.code, roleName: roles.name, roleNameHi: roles.nameHi, scopeLevel: roles.scopeLevel })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(eq(users.loginId, loginId));
  // No account yet: perhaps a sign-up request, whose applicant may learn where it stands.
  const request = row ? undefined : await latestRequest(deps.db, loginId);
  const valid = await verifyPassword(input.loginKey, row?.user.passwordHash ?? request?.passwordHash ?? (await dummyHash));
  // An inactive account answers as a wrong password does, whatever was typed: a different answer
  // for the right password would let a guesser confirm it (and try it elsewhere).
  const usable = row ? row.user.active && valid : !!request && valid;
  await settleAttempt(deps.db, reserved.attemptId, usable);
  // Only to someone who typed the request's password: the state of a request is its applicant's to know.
  if (request && valid) throw requestState(request);
  if (!row || !usable) throw new AppError(401, 'invalidCredentials');
  const privs = await deps.db.select({ id: rolePrivileges.privilegeId }).from(rolePrivileges).where(eq(rolePrivileges.roleId, row.user.roleId));
  const jwtToken = await openSession(deps.db, deps.jwtSecret, row.user.id, now, row.user.sessionEpoch);
  return {
    jwtToken,
    allowedPrivilege: privilegeText(privs.map((p) => p.id)),
    logInUser: {
      userId: row.user.id,
      loginId: row.user.loginId,
      firstName: row.user.firstName,
      lastName: row.user.lastName,
      role: row.role,
      roleName: { en: row.roleName, hi: row.roleNameHi },
      scopeLevel: asScopeLevel(row.scopeLevel),
    },
    schoolCode: row.user.schoolCode,
    mustChangePassword: row.user.mustChangePassword,
    idleTimeoutSeconds: sessionIdleMs() / 1000,
  };
}

/** The newest undecided or rejected sign-up request under this login name (an approved one has its account). */
async function latestRequest(db: Db, loginId: string) {
  const [request] = await db
    .select({ status: accountRequests.status, passwordHash: accountRequests.passwordHash, reason: accountRequests.decisionReason })
    .from(accountRequests)
    .where(and(eq(accountRequests.loginId, loginId), inArray(accountRequests.status, ['PENDING', 'REJECTED'])))
    .orderBy(desc(accountRequests.id))
    .limit(1);
  return request;
}

/** What an applicant who signs in before their account exists is told: waiting, or rejected and why. */
function requestState(request: { status: string; reason: string | null }): AppError {
  if (request.status === 'PENDING') return new AppError(403, 'accountPending', [{ field: 'loginId', problem: 'accountPending' }]);
  return new AppError(403, 'accountRejected', [{ field: 'loginId', problem: 'accountRejected', reason: request.reason ?? '' }]);
}
