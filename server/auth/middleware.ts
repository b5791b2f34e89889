import { createMiddleware } from 'hono/factory';
import type { Db } from '../db/client';
import type { AppEnv } from '../http/env';
import { forbidden, unauthorized } from '../http/errors';
import { loadCurrentUser } from './current-user';
import { readToken } from './tokens';
import { sessionHonours } from './sessions';

/**
 * Requires a valid token (with or without the "Bearer " prefix, as the
 * contract allows) and, when codes are given, at least one of those privileges.
 */
export function requireAuth(deps: { db: Db; jwtSecret: string; now?: () => Date }) {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (c.get('user')) return next();
    const header = c.req.header('authorization') ?? '';
    const token = header.replace(/^Bearer\s+/i, '').trim();
    if (!token) throw unauthorized();
    const now = deps.now ? deps.now() : new Date();
    const claims = await readToken(deps.jwtSecret, token, Math.floor(now.getTime() / 1000));
    if (!claims || !(await sessionHonours(deps.db, claims, now))) throw unauthorized();
    const user = await loadCurrentUser(deps.db, claims.sub, claims.jti, claims.exp, claims.iat, claims.sid);
    if (!user) throw unauthorized();
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
