import { Hono } from 'hono';
import { requireAuth, requirePrivilege } from '../auth/middleware';
import { PRIV } from '../auth/privileges';
import type { AppEnv } from '../http/env';
import { langOf, ok } from '../http/envelope';
import { id } from '../http/schemas';
import { jsonBody, requestSchema } from '../http/validate';
import { districtReadiness } from './bulk-readiness';
import { bulkTransition, type BulkInput } from './bulk-transition';
import type { Deps } from '../deps';
import { idParam } from '../http/params';

export const districtBulkSchema = requestSchema<BulkInput>({
  type: 'object',
  additionalProperties: false,
  required: ['cycleid'],
  properties: { cycleid: id, districtId: id, consent: { type: 'boolean' } },
});

/**
 * Bulk workflow actions (spec §7, workflow): DQA district-level submit to SQA
 * (45), SQA cycle-level approve (46), department cycle-level approve (47).
 * Mounted under /v1/workflow beside the single-form routes, so auth is per route.
 */
export function bulkRoutes(deps: Deps) {
  const auth = requireAuth(deps);
  return (
    new Hono<AppEnv>()
      // Before /cycle/sqa/:cycleid/submit, which would otherwise take "district" for a cycle id.
      .post('/cycle/sqa/district/submit', auth, requirePrivilege(PRIV.districtBulkSubmit), jsonBody(districtBulkSchema), async (c) =>
        ok(c, await bulkTransition(deps, c.get('user'), 'district', c.req.valid('json')), 'bulkDone'),
      )
      .get('/cycle/sqa/district/:cycleid', auth, requirePrivilege(PRIV.districtBulkSubmit, PRIV.sqaBulkApprove), async (c) =>
        ok(c, await districtReadiness(deps, c.get('user'), idParam(c.req.param('cycleid'), 'cycleid'), langOf(c))),
      )
      .post('/cycle/sqa/:cycleid/submit', auth, requirePrivilege(PRIV.sqaBulkApprove), async (c) =>
        ok(c, await bulkTransition(deps, c.get('user'), 'sqa', { cycleid: idParam(c.req.param('cycleid'), 'cycleid') }), 'bulkDone'),
      )
      .post('/cycle/dept/:cycleid/submit', auth, requirePrivilege(PRIV.deptBulkApprove), async (c) =>
        ok(c, await bulkTransition(deps, c.get('user'), 'dept', { cycleid: idParam(c.req.param('cycleid'), 'cycleid') }), 'bulkDone'),
      )
  );
}
