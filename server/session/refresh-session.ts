import type { CurrentUser } from '../auth/current-user';
import type { ScopeLevel } from '../auth/scope-level';
import { noteActivity, rotateSession, sessionIdleMs } from '../auth/sessions';
import { unauthorized } from '../http/errors';
import type { Deps } from '../deps';
import { privilegeText } from './login';

export interface RefreshInput {
  /**
   * Seconds since the user last touched the app (keys, pointer, touch, scroll in any tab), as the
   * web app counts them. Left out, the refresh is not activity: a timer refreshing a forgotten tab
   * must not keep its session alive.
   */
  idleSeconds?: number;
}

/** The refresh answer: a new token and who the user is now, in the sign-in answer's words. */
export interface RefreshValue {
  jwtToken: string;
  allowedPrivilege: string;
  logInUser: { userId: number; loginId: string; firstName: string; lastName: string; role: string; roleName: { en: string; hi: string }; scopeLevel: ScopeLevel };
  schoolCode: string | null;
  idleTimeoutSeconds: number;
}

/**
 * A token refresh (contract: Identity): a new token for the same session, with the user's current
 * privileges, role and school, so a privilege taken from the role leaves the menus at once instead
 * of at the next sign-in. The activity the web app reports moves the session's idle clock.
 */
export async function refreshSession(deps: Pick<Deps, 'db' | 'jwtSecret' | 'now'>, user: CurrentUser, input: RefreshInput): Promise<RefreshValue> {
  const now = deps.now();
  const jwtToken = await rotateSession(deps.db, deps.jwtSecret, { sub: user.userId, jti: user.jti, sid: user.sid }, now);
  if (!jwtToken || !user.sid) throw unauthorized();
  if (input.idleSeconds !== undefined) await noteActivity(deps.db, user.sid, new Date(now.getTime() - input.idleSeconds * 1000));
  return { jwtToken, ...signedInAs(user) };
}

/** Who a signed-in user is, in the sign-in answer's words (without the token). */
export function signedInAs(user: CurrentUser): Omit<RefreshValue, 'jwtToken'> {
  return {
    allowedPrivilege: privilegeText(user.privileges),
    logInUser: {
      userId: user.userId,
      loginId: user.loginId,
      firstName: user.firstName,
      lastName: user.lastName,
      role: user.role,
      roleName: user.roleName,
      scopeLevel: user.scopeLevel,
    },
    schoolCode: user.schoolCode,
    idleTimeoutSeconds: sessionIdleMs() / 1000,
  };
}
