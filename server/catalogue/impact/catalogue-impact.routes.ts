import { Hono } from 'hono';
import { requireAuth, requirePrivilege } from '../../auth/middleware';
import { CATALOGUE_REVIEWERS } from '../../auth/privileges';
import type { AppEnv } from '../../http/env';
import { ok } from '../../http/envelope';
import { check, jsonBody, requestSchema } from '../../http/validate';
import type { Deps } from '../../deps';
import { getImpact, requestImpact } from './catalogue-impact';

/** Who may work out and read a draft's impact: the catalogue's editors and its approvers. */
export const IMPACT_PRIVILEGES = CATALOGUE_REVIEWERS;

const version = { type: 'string', pattern: '^v[0-9]+$', maxLength: 12 } as const;
const cycleId = {
  type: 'integer',
  minimum: 1,
  maximum: 2147483647,
  description: 'The cycle whose approved forms are re-scored (default: the newest cycle with approved forms)',
} as const;

export const impactVersionParamSchema = requestSchema<string>(version);
export const impactRequestSchema = requestSchema<{ cycleId?: number }>({ type: 'object', additionalProperties: false, properties: { cycleId } });
export const impactQuerySchema = requestSchema<{ cycleId?: string }>({
  type: 'object',
  additionalProperties: false,
  properties: { cycleId: { type: 'string', pattern: '^[1-9][0-9]{0,8}$', description: cycleId.description } },
});

/**
 * A draft's impact on a cycle's approved forms (docs/catalogue-editor.md, Impact on schools). Mounted
 * on /v1/catalogue before the catalogue's own routes, with its guard on each route (editors and
 * approvers, as the catalogue's reads).
 */
export function catalogueImpactRoutes(deps: Deps) {
  const guard = [requireAuth(deps), requirePrivilege(...IMPACT_PRIVILEGES)] as const;
  return new Hono<AppEnv>()
    .post('/drafts/:version/impact', ...guard, jsonBody(impactRequestSchema), async (c) => {
      const v = check(impactVersionParamSchema, c.req.param('version'));
      const { report, queued } = await requestImpact(deps, c.get('user'), v, c.req.valid('json'));
      return ok(c, report, queued ? 'catalogueImpactQueued' : undefined, queued ? 202 : 200);
    })
    .get('/drafts/:version/impact', ...guard, async (c) => {
      const v = check(impactVersionParamSchema, c.req.param('version'));
      const q = check(impactQuerySchema, c.req.query());
      return ok(c, await getImpact(deps, v, q.cycleId === undefined ? undefined : Number(q.cycleId)));
    });
}
