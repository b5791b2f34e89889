import { Hono } from 'hono';
import { requireAuth, requirePrivilege } from '../auth/middleware';
import { PRIV } from '../auth/privileges';
import type { AppEnv } from '../http/env';
import { langOf, ok } from '../http/envelope';
import { schoolCode } from '../http/schemas';
import { jsonBody, requestSchema } from '../http/validate';
import type { Deps } from '../deps';
import { baseSchema } from '../db/revision';
import { schoolDetails, updateSchoolInfo } from './school-info';

export const schoolDetailsSchema = requestSchema<{ schoolCode: string }>({
  type: 'object',
  additionalProperties: false,
  required: ['schoolCode'],
  properties: { schoolCode },
});

export const schoolUpdateSchema = requestSchema<{ schoolCode: string; info: Record<string, unknown>; base?: string | null }>({
  type: 'object',
  additionalProperties: false,
  required: ['schoolCode', 'info'],
  // The info's own fields are checked by the engine against catalogue/school-info.schema.json.
  properties: { schoolCode, info: { type: 'object' }, base: baseSchema },
});

/** School details and the school information form (spec §7, school). */
export function schoolRoutes(deps: Deps) {
  return new Hono<AppEnv>()
    .use(requireAuth(deps))
    .post('/details', requirePrivilege(PRIV.schoolInfo, PRIV.accreditation, PRIV.schoolMaster), jsonBody(schoolDetailsSchema), async (c) =>
      ok(c, await schoolDetails(deps, c.get('user'), c.req.valid('json').schoolCode, langOf(c))),
    )
    .post('/update', requirePrivilege(PRIV.schoolInfo), jsonBody(schoolUpdateSchema), async (c) => {
      const body = c.req.valid('json');
      return ok(c, await updateSchoolInfo(deps, c.get('user'), body.schoolCode, body.info, langOf(c), body.base), 'dataSaved');
    });
}
