import { Hono } from 'hono';
import { requireAuth } from '../auth/middleware';
import type { AppEnv } from '../http/env';
import { ok } from '../http/envelope';
import type { Deps } from '../deps';
import { blocksOfDistrict, districtList, privilegeList, roleList } from './reference';
import { idParam } from '../http/params';

/** Lookups for pickers, with names in both languages (any signed-in user). */
export function referenceRoutes(deps: Deps) {
  // Nothing else is mounted under /v1/reference.
  return new Hono<AppEnv>()
    .use(requireAuth(deps))
    .get('/districts', async (c) => ok(c, await districtList(deps)))
    .get('/districts/:id/blocks', async (c) => ok(c, await blocksOfDistrict(deps, idParam(c.req.param('id')))))
    .get('/privileges', async (c) => ok(c, await privilegeList(deps)))
    .get('/roles', async (c) => ok(c, await roleList(deps)));
}
