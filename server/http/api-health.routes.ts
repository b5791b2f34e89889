import { Hono } from 'hono';
import { sql } from 'drizzle-orm';
import type { AppEnv } from './env';
import { ok } from './envelope';
import type { Deps } from '../deps';

/** The API's own health check: answers once the database answers (the load balancer's probe is /health). */
export function apiHealthRoutes(deps: Deps) {
  return new Hono<AppEnv>().get('/health', async (c) => {
    await deps.db.execute(sql`select 1`);
    return ok(c, { db: 'ok' as const });
  });
}
