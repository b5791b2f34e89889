import type { ScopeLevel } from '../../api/types';
import type { CallBody } from '../../api/call';
import type { Role } from '../types';

/** What the role form edits, as typed. */
export type RoleValues = { name: string; nameHi: string; description: string; descriptionHi: string; scopeLevel: ScopeLevel };

/** The role fields the server answers after a create or an edit. */
export type SavedRole = Pick<Role, 'roleId' | 'code' | 'name' | 'nameHi' | 'description' | 'descriptionHi' | 'scopeLevel'>;

/** The form's starting values: the role's own when editing, empty and state-wide for a new one. */
export function roleValues(role: Pick<Role, 'name' | 'nameHi' | 'description' | 'descriptionHi' | 'scopeLevel'> | null): RoleValues {
  if (!role) return { name: '', nameHi: '', description: '', descriptionHi: '', scopeLevel: 'state' };
  return {
    name: role.name,
    // The server stores the English name as the Hindi one when none was given: show it empty, not as a Hindi name.
    nameHi: role.nameHi === role.name ? '' : role.nameHi,
    description: role.description,
    descriptionHi: role.descriptionHi,
    scopeLevel: role.scopeLevel,
  };
}

/**
 * The body of `POST /v1/roles` (no `editing`) or `PUT /v1/roles/{id}`. An empty Hindi name lets
 * the server use the English one. A built-in role's level is not sent: the server keeps it anyway,
 * and a form that cannot change it should not claim to.
 */
export function roleBody(values: RoleValues, editing?: Pick<Role, 'builtIn'>): CallBody<'post', '/v1/roles'> {
  const body: CallBody<'post', '/v1/roles'> = {
    name: values.name.trim(),
    nameHi: values.nameHi.trim(),
    description: values.description.trim(),
    descriptionHi: values.descriptionHi.trim(),
  };
  if (!editing?.builtIn) body.scopeLevel = values.scopeLevel;
  return body;
}
