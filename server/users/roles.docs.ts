import { PRIV } from '../auth/privileges';
import { roleCreateSchema, roleListSchema, roleUpdateSchema } from './roles.routes';
import { type RouteDoc } from '../openapi/route-doc';

/** The API document's entries for the routes of roles.routes.ts, keyed by `METHOD /path` as the app mounts them. */
export const rolesDocs: Record<string, RouteDoc> = {
  // Roles
  'POST /v1/roles/list': { summary: 'Roles (paged)', privileges: [PRIV.roles], requestSchema: roleListSchema },
  'POST /v1/roles': {
    failures: { 409: 'roleExists (A role with this name already exists)' },
    summary: 'Create a role: English and Hindi name and description, and its scope level (default state)',
    description: 'A manager whose own role reaches less than the state cannot create a role that reaches further (403 levelBeyondOwn).',
    privileges: [PRIV.roles],
    requestSchema: roleCreateSchema,
    successStatus: 201,
  },
  'GET /v1/roles/:roleid': { summary: 'One role: names, descriptions, scope level, whether built in, how many users', privileges: [PRIV.roles] },
  'PUT /v1/roles/:roleid': {
    failures: {
      409: 'builtInRoleLevelFixed (The scope level of a built-in role cannot be changed: create a new role instead); recordChanged (Someone else changed this after you opened it. Load their version, or save yours over it: details name who and when); roleExists (A role with this name already exists); roleLevelUsersLackPlace (Users of this role have no place at the new scope level: give them one first)',
    },
    summary: "Change a role's names, descriptions or scope level (the code stays)",
    description:
      "A built-in role keeps its scope level (409 builtInRoleLevelFixed). A new level is refused while users of the role lack a place at it (409 roleLevelUsersLackPlace, the message says how many); once changed, places the new level does not use are cleared from the role's users.",
    privileges: [PRIV.roles],
    requestSchema: roleUpdateSchema,
    example: { description: 'Reads the dashboards of one district' },
  },
  'GET /v1/roles/:roleid/privilege': { summary: 'Every privilege with whether the role holds it', privileges: [PRIV.roles] },
  'POST /v1/roles/:roleid/:privilegeid/:isselected': {
    failures: {
      409: 'dutiesSeparated (One role cannot both manage users or roles and submit, review or approve forms: give these privileges to separate roles); ownRoleManagementLocked (You cannot remove role management from your own role: there might be no one left to give it back); ownRoleWorkflowPrivilege (You cannot give your own role a privilege to submit, review or approve forms: that work must stay with someone who does not manage roles)',
    },
    summary: 'Give or take a privilege (isselected: true/false or 1/0)',
    description:
      "Duties stay separate (docs/security.md): a workflow privilege (40-47) is refused for the caller's own role (409 ownRoleWorkflowPrivilege) and for a role holding user or role management (35, 36), and 35 or 36 for a role holding a workflow privilege (409 dutiesSeparated, details name the privileges in the way). Taking role management from one's own role is refused (409 ownRoleManagementLocked); an administrative privilege the caller lacks cannot be given (403 privilegeBeyondOwn).",
    privileges: [PRIV.roles],
  },
};
