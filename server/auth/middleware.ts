import { createMiddleware } from 'hono/factory';
import type { Db } from '../db/client';
import type { AppEnv } from '../http/env';
import { AppError, forbidden, unauthorized } from '../http/errors';
import { loadSignedIn } from './current-user';
import { readToken } from './tokens';
import { openWhilePasswordMustChange } from './password-change-gate';
import { ACTIVITY_STEP_MS, lastActive, noteActivity } from './sessions';

/**
 * Requires a valid token (with or without the "Bearer " prefix, as the
 * contract allows) of a live session, and counts the call as the user's activity. The token
 * refresh passes `activity: false`: the web app refreshes on a timer, user or no user, so only
 * the activity it reports with the refresh counts there.
 */
export function requireAuth(deps: { db: Db; jwtSecret: string; now?: () => Date }, opts: { activity?: boolean } = {}) {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (c.get('user')) return next();
    const header = c.req.header('authorization') ?? '';
    const token = header.replace(/^Bearer\s+/i, '').trim();
    if (!token) throw unauthorized();
    const now = deps.now ? deps.now() : new Date();
    const claims = await readToken(deps.jwtSecret, token, Math.floor(now.getTime() / 1000));
    const signedIn = claims ? await loadSignedIn(deps.db, claims, now) : null;
    if (!signedIn) throw unauthorized();
    const { user, session } = signedIn;
    if (user.mustChangePassword && !openWhilePasswordMustChange(c.req.method, c.req.path))
      throw new AppError(403, 'passwordChangeRequired', [{ problem: 'passwordChangeRequired' }]);
    if (opts.activity !== false && now.getTime() - lastActive(session).getTime() >= ACTIVITY_STEP_MS) await noteActivity(deps.db, session.sid, now);
    c.set('user', user);
    await next();
  });
}

/** Requires one of the given privileges of the signed-in user. */
export function requirePrivilege(...codes: number[]) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const user = c.get('user');
    if (!codes.some((code) => user.privileges.has(code))) throw forbidden();
    await next();
  });
}
