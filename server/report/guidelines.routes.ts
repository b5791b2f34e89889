import { Hono } from 'hono';
import { requireAuth } from '../auth/middleware';
import type { AppEnv } from '../http/env';
import { ok } from '../http/envelope';
import type { Deps } from '../deps';
import { guidelinesScoring } from './guidelines-scoring';

/** What the guidelines page reads from the server (any signed-in user): the scoring of the reader's catalogue version. */
export function guidelinesRoutes(deps: Deps) {
  // Nothing else is mounted under /v1/guidelines.
  return new Hono<AppEnv>().use(requireAuth(deps)).get('/scoring', async (c) => ok(c, await guidelinesScoring(deps, c.get('user'))));
}
