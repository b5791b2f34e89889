import type { Context, MiddlewareHandler } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Deps } from '../deps';
import { takeHit, type Limit } from './rate-limit';
import type { AppEnv } from './env';
import { AppError } from './errors';

const MINUTE = 60_000;

/**
 * Per client address limits on the calls anyone may make without signing in.
 * Generous on purpose: a block office or a training hall puts a hundred
 * school heads behind one address. They stop scripts that would fill the
 * account requests, flood mailboxes or walk the UDISE numbers; the sign-in
 * also has its own limit per login name (session/login.ts).
 */
export const PUBLIC_LIMITS: Record<string, Limit> = {
  'POST /v1/identity/web/auth': { limit: 300, windowMs: 15 * MINUTE },
  'POST /v1/identity/forgot-password': { limit: 30, windowMs: 15 * MINUTE },
  'POST /v1/identity/forgot-userid': { limit: 30, windowMs: 15 * MINUTE },
  'POST /v1/identity/reset-password': { limit: 30, windowMs: 15 * MINUTE },
  'POST /v1/user/register/school': { limit: 120, windowMs: 15 * MINUTE },
  'POST /v1/user/register': { limit: 60, windowMs: 60 * MINUTE },
  'POST /v1/verify/report': { limit: 120, windowMs: 15 * MINUTE },
};

/**
 * The caller's address. Behind a load balancer (TRUST_PROXY=1) it is the
 * last address of X-Forwarded-For: the one the balancer appended, since
 * anything before it the client may have written itself. Otherwise the
 * socket's, so a client cannot pick its own bucket by sending the header.
 */
/** Whether the server sits behind a load balancer that appends X-Forwarded-For (TRUST_PROXY=1). */
export function trustProxy(env: NodeJS.ProcessEnv): boolean {
  return env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true';
}

export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // No socket: a request handed to the app in-process (tests).
    return 'unknown';
  }
}

export function publicLimits(deps: Pick<Deps, 'db' | 'now'>, env: NodeJS.ProcessEnv = process.env): MiddlewareHandler<AppEnv> {
  const behindProxy = trustProxy(env);
  return async (c, next) => {
    const route = `${c.req.method} ${c.req.path}`;
    const limit = PUBLIC_LIMITS[route];
    if (!limit) return next();
    const { allowed, retryAfterSeconds } = await takeHit(deps.db, `${route} ${clientAddress(c, behindProxy)}`, limit, deps.now());
    if (!allowed) {
      c.header('Retry-After', String(retryAfterSeconds));
      throw new AppError(429, 'tooManyRequests', [{ problem: 'tooManyRequests', retryAfterSeconds }]);
    }
    return next();
  };
}
