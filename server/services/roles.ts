import { and, asc, count, eq, ilike, or, sql } from 'drizzle-orm';
import type { CurrentUser } from '../auth/current-user';
import { ADMINISTRATIVE_PRIVILEGES, PRIV } from '../auth/privileges';
import { privileges, rolePrivileges, roles, users } from '../db/schema/index';
import { AppError, notFound } from '../http/errors';
import type { Deps } from './deps';
import { fieldError, isUniqueViolation, likeEscape } from './person-fields';

export interface ListRolesInput {
  search?: string;
  page?: number;
  pageSize?: number;
}

/** Roles with how many privileges and users each has, sorted by name. */
export async function listRoles(deps: Pick<Deps, 'db'>, input: ListRolesInput) {
  const search = input.search?.trim();
  const where = search ? or(ilike(roles.name, `%${likeEscape(search)}%`), ilike(roles.nameHi, `%${likeEscape(search)}%`), ilike(roles.code, `%${likeEscape(search)}%`)) : undefined;
  const page = input.page ?? 1;
  const pageSize = input.pageSize ?? 50;
  const privilegeCount = deps.db.$with('pc').as(deps.db.select({ roleId: rolePrivileges.roleId, n: count().as('pn') }).from(rolePrivileges).groupBy(rolePrivileges.roleId));
  const userCount = deps.db.$with('uc').as(deps.db.select({ roleId: users.roleId, n: count().as('un') }).from(users).groupBy(users.roleId));
  const [rows, [{ total }]] = await Promise.all([
    deps.db
      .with(privilegeCount, userCount)
      .select({
        roleId: roles.id,
        code: roles.code,
        name: roles.name,
        nameHi: roles.nameHi,
        description: roles.description,
        privilegeCount: sql<number>`coalesce(${privilegeCount.n}, 0)::int`,
        userCount: sql<number>`coalesce(${userCount.n}, 0)::int`,
      })
      .from(roles)
      .leftJoin(privilegeCount, eq(privilegeCount.roleId, roles.id))
      .leftJoin(userCount, eq(userCount.roleId, roles.id))
      .where(where)
      .orderBy(asc(roles.name), asc(roles.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    deps.db.select({ total: count() }).from(roles).where(where),
  ]);
  return { items: rows, total, page, pageSize };
}

/** The code of a role name: upper case, words joined by underscores ("District Viewer" → DISTRICT_VIEWER). */
export function roleCode(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .toUpperCase()
    .slice(0, 50);
}

export interface CreateRoleInput {
  name: string;
  nameHi?: string;
  description?: string;
}

/** Creates a role without privileges; its code is derived from the name and must be new (409 otherwise). */
export async function createRole(deps: Pick<Deps, 'db'>, input: CreateRoleInput) {
  const name = input.name.trim();
  const code = roleCode(name);
  if (!code) throw fieldError([{ field: 'name', problem: 'noLatinLetters', key: 'roleNameNeedsLetters' }]);
  const values = { code, name, nameHi: input.nameHi?.trim() || name, description: input.description?.trim() ?? '' };
  try {
    return await deps.db.transaction(async (tx) => {
      const [clash] = await tx
        .select({ id: roles.id })
        .from(roles)
        .where(or(eq(roles.code, code), sql`lower(${roles.name}) = ${name.toLowerCase()}`));
      if (clash) throw new AppError(409, 'roleExists', [{ field: 'name', problem: 'duplicate' }]);
      const [row] = await tx.insert(roles).values(values).returning();
      return { roleId: row.id, code: row.code, name: row.name, nameHi: row.nameHi, description: row.description };
    });
  } catch (err) {
    throw isUniqueViolation(err) ? new AppError(409, 'roleExists', [{ field: 'name', problem: 'duplicate' }]) : err;
  }
}

/** Every privilege, in both languages, with whether the role holds it. */
export async function rolePrivilegeList(deps: Pick<Deps, 'db'>, roleId: number) {
  const [role] = await deps.db.select({ id: roles.id }).from(roles).where(eq(roles.id, roleId));
  if (!role) throw notFound();
  const rows = await deps.db
    .select({ privilegeId: privileges.id, name: privileges.name, nameHi: privileges.nameHi, held: rolePrivileges.privilegeId })
    .from(privileges)
    .leftJoin(rolePrivileges, and(eq(rolePrivileges.privilegeId, privileges.id), eq(rolePrivileges.roleId, roleId)))
    .orderBy(asc(privileges.id));
  return rows.map((r) => ({ privilegeId: r.privilegeId, name: { en: r.name, hi: r.nameHi }, selected: r.held !== null }));
}

/**
 * Gives a privilege to a role or takes it away. Taking role management (36)
 * from one's own role is refused: nobody might be left to give it back; giving
 * an administrative privilege one does not hold is refused too.
 */
export async function setRolePrivilege(deps: Pick<Deps, 'db'>, caller: CurrentUser, roleId: number, privilegeId: number, selected: boolean) {
  return deps.db.transaction(async (tx) => {
    const [role] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.id, roleId));
    const [privilege] = await tx.select({ id: privileges.id }).from(privileges).where(eq(privileges.id, privilegeId));
    if (!role || !privilege) throw notFound();
    if (!selected && privilegeId === PRIV.roles) {
      const [me] = await tx.select({ roleId: users.roleId }).from(users).where(eq(users.id, caller.userId));
      if (me?.roleId === roleId) throw new AppError(409, 'ownRoleManagementLocked');
    }
    // Only a privilege one holds can be handed out: role management is no way to more power.
    if (selected && ADMINISTRATIVE_PRIVILEGES.has(privilegeId) && !caller.privileges.has(privilegeId)) throw new AppError(403, 'privilegeBeyondOwn');
    if (selected) await tx.insert(rolePrivileges).values({ roleId, privilegeId }).onConflictDoNothing();
    else await tx.delete(rolePrivileges).where(and(eq(rolePrivileges.roleId, roleId), eq(rolePrivileges.privilegeId, privilegeId)));
    return { roleId, privilegeId, selected };
  });
}
