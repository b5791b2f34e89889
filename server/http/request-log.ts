import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import type { Logger } from '../log/logger';
import type { AppEnv } from './env';

/** A caller's own request id is kept when it looks like one (a proxy's or a load balancer's). */
const OWN_ID = /^[A-Za-z0-9._:-]{8,100}$/;

/**
 * One line per request: its id, the user and role, method, route (the pattern, so ids and
 * codes in paths stay out of the log), status and duration. The id goes back in `X-Request-Id`
 * and in every error envelope, so a user's complaint can be traced to its line. Bodies, query
 * strings and headers are never logged.
 */
export function requestLog(log: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const given = c.req.header('x-request-id');
    const requestId = given && OWN_ID.test(given) ? given : randomUUID();
    c.set('requestId', requestId);
    const started = performance.now();
    try {
      await next();
    } finally {
      c.res.headers.set('X-Request-Id', requestId);
      const user = c.get('user');
      const status = c.res.status;
      const line = {
        requestId,
        userId: user?.userId ?? null,
        role: user?.role ?? null,
        method: c.req.method,
        route: routePath(c) || c.req.path.replace(/\/\d+(?=\/|$)/g, '/:n'),
        status,
        ms: Math.round((performance.now() - started) * 10) / 10,
      };
      // Web app files and load balancer probes are many and say little: debug level.
      if (status >= 500) log.error(line, 'request failed');
      else if (c.req.path.startsWith('/v1/')) log.info(line, 'request');
      else log.debug(line, 'request');
    }
  };
}
