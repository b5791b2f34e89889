import { Hono } from 'hono';
import { requireAuth, requirePrivilege } from '../auth/middleware';
import { PRIV } from '../auth/privileges';
import type { AppEnv } from '../http/env';
import { langOf, ok } from '../http/envelope';
import { id, schoolCode, textPatterns } from '../http/schemas';
import { check, jsonBody, requestSchema } from '../http/validate';
import { baseSchema } from '../db/revision';
import type { Deps } from '../deps';
import { genderTypes, getSchool, locations, manageSchool, managementTypes, schoolCategories, schoolTypes, type ManageSchoolInput } from './school-master';
import { listSchools, type SchoolListInput } from './list-schools';
import { cursorProperties, pageProperties } from '../db/paging/list-cursor';
import { listSchoolChanges } from './school-changes';

const nullableText = (maxLength: number) => ({ anyOf: [{ type: 'string', maxLength }, { type: 'null' }] }) as const;
// The shapes the service checks, in the schema too, so the web app's form checks them from it.
const nullableShaped = (maxLength: number, shape: { pattern: string }) => ({ anyOf: [{ type: 'string', maxLength, pattern: shape.pattern }, { type: 'null' }] }) as const;

export const schoolListSchema = requestSchema<SchoolListInput>({
  type: 'object',
  additionalProperties: false,
  properties: {
    search: { type: 'string', maxLength: 100 },
    districtId: id,
    blockId: id,
    management: { type: 'string', enum: managementTypes },
    active: { type: 'boolean' },
    ...pageProperties,
    ...cursorProperties,
  },
});

export const schoolManageSchema = requestSchema<ManageSchoolInput>({
  type: 'object',
  additionalProperties: false,
  required: ['name', 'udise', 'category', 'management', 'location', 'genderType', 'schoolType', 'districtId', 'blockId'],
  properties: {
    schoolCode,
    name: { type: 'string', minLength: 1, maxLength: 200 },
    headName: nullableText(100),
    email: nullableShaped(254, textPatterns.email),
    mobile: nullableShaped(20, textPatterns.mobile),
    udise: { type: 'string', maxLength: 20, pattern: textPatterns.udise.pattern },
    misCode: nullableText(50),
    category: { type: 'string', enum: schoolCategories },
    management: { type: 'string', enum: managementTypes },
    location: { type: 'string', enum: locations },
    genderType: { type: 'string', enum: genderTypes },
    schoolType: { type: 'string', enum: schoolTypes },
    districtId: id,
    blockId: id,
    active: { type: 'boolean' },
    base: baseSchema,
  },
});

const schoolCodeParam = requestSchema<string>(schoolCode);

/**
 * The school master (spec §7, school): reads for every signed-in user within
 * their scope, writes with privilege 52. /v1/school is shared with
 * school.routes.ts, so the guards sit on each route.
 */
export function schoolMasterRoutes(deps: Deps) {
  const auth = requireAuth(deps);
  return new Hono<AppEnv>()
    .post('/master/list', auth, jsonBody(schoolListSchema), async (c) => ok(c, await listSchools(deps, c.get('user'), c.req.valid('json'), langOf(c))))
    .post('/manage', auth, requirePrivilege(PRIV.schoolMaster), jsonBody(schoolManageSchema), async (c) => {
      const saved = await manageSchool(deps, c.get('user'), c.req.valid('json'), langOf(c));
      return saved.created ? ok(c, saved.school, 'dataSaved', 201) : ok(c, saved.school, 'dataUpdated');
    })
    .get('/:schoolCode/changes', auth, requirePrivilege(PRIV.schoolMaster), async (c) =>
      ok(c, await listSchoolChanges(deps, c.get('user'), check(schoolCodeParam, c.req.param('schoolCode')), langOf(c))),
    )
    .get('/:schoolCode', auth, async (c) => ok(c, await getSchool(deps, c.get('user'), check(schoolCodeParam, c.req.param('schoolCode')), langOf(c))));
}
