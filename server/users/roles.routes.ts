import { Hono } from 'hono';
import { requireAuth, requirePrivilege } from '../auth/middleware';
import { PRIV } from '../auth/privileges';
import type { AppEnv } from '../http/env';
import { badRequest } from '../http/errors';
import { ok } from '../http/envelope';
import { jsonBody, requestSchema } from '../http/validate';
import { baseSchema } from '../db/revision';
import type { Deps } from '../deps';
import { scopeLevels } from '../auth/scope-level';
import { createRole, getRole, listRoles, rolePrivilegeList, setRolePrivilege, updateRole, type CreateRoleInput, type ListRolesInput, type UpdateRoleInput } from './roles';
import { idParam } from '../http/params';
import { pageProperties } from '../db/paging/list-cursor';

export const roleListSchema = requestSchema<ListRolesInput>({
  type: 'object',
  additionalProperties: false,
  properties: {
    search: { type: 'string', maxLength: 100 },
    ...pageProperties,
  },
});

const roleFields = {
  name: { type: 'string', minLength: 1, maxLength: 100, pattern: '\\S' },
  nameHi: { type: 'string', maxLength: 100 },
  description: { type: 'string', maxLength: 500 },
  descriptionHi: { type: 'string', maxLength: 500 },
  scopeLevel: { type: 'string', enum: [...scopeLevels], description: 'How far its users reach: their school, block, district, or the whole state' },
} as const;

export const roleCreateSchema = requestSchema<CreateRoleInput>({
  type: 'object',
  additionalProperties: false,
  required: ['name'],
  properties: roleFields,
});

export const roleUpdateSchema = requestSchema<UpdateRoleInput>({
  type: 'object',
  additionalProperties: false,
  properties: { ...roleFields, base: baseSchema },
});

/** Reads the {isselected} of a path: true/false or 1/0. */
function selectedParam(raw: string | undefined): boolean {
  if (raw === 'true' || raw === '1') return true;
  if (raw === 'false' || raw === '0') return false;
  throw badRequest([{ field: 'isselected', problem: 'notABoolean' }]);
}

/** Role management (privilege 36; spec §7, roles). */
export function roleRoutes(deps: Deps) {
  // Nothing else is mounted under /v1/roles, so the guard can cover the whole prefix.
  return new Hono<AppEnv>()
    .use(requireAuth(deps), requirePrivilege(PRIV.roles))
    .post('/list', jsonBody(roleListSchema), async (c) => ok(c, await listRoles(deps, c.req.valid('json'))))
    .post('/', jsonBody(roleCreateSchema), async (c) => ok(c, await createRole(deps, c.get('user'), c.req.valid('json')), 'roleCreated', 201))
    .get('/:roleid', async (c) => ok(c, await getRole(deps, idParam(c.req.param('roleid'), 'roleid'))))
    .put('/:roleid', jsonBody(roleUpdateSchema), async (c) =>
      ok(c, await updateRole(deps, c.get('user'), idParam(c.req.param('roleid'), 'roleid'), c.req.valid('json')), 'roleUpdated'),
    )
    .get('/:roleid/privilege', async (c) => ok(c, await rolePrivilegeList(deps, idParam(c.req.param('roleid'), 'roleid'))))
    .post('/:roleid/:privilegeid/:isselected', async (c) => {
      const roleId = idParam(c.req.param('roleid'), 'roleid');
      const privilegeId = idParam(c.req.param('privilegeid'), 'privilegeid');
      const selected = selectedParam(c.req.param('isselected'));
      return ok(c, await setRolePrivilege(deps, c.get('user'), roleId, privilegeId, selected), 'roleUpdated');
    });
}
