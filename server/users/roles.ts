import { and, asc, count, eq, ilike, isNull, ne, or, sql } from 'drizzle-orm';
import type { CurrentUser } from '../auth/current-user';
import { ADMINISTRATIVE_PRIVILEGES, PRIV } from '../auth/privileges';
import { conflictingDuties, WORKFLOW_PRIVILEGES } from '../auth/separation-of-duties';
import { asScopeLevel, builtInRoleCodes, placeOfLevel, type ScopeLevel } from '../auth/scope-level';
import type { Db } from '../db/client';
import { counted } from '../i18n/counted.messages';
import { privileges, rolePrivileges, roles, users } from '../db/schema';
import { AppError, notFound } from '../http/errors';
import { checkBase, nextStamp, type Base } from '../db/revision';
import type { Deps } from '../deps';
import { fieldError, isUniqueViolation, likeEscape } from '../http/person-fields';
import { placeFieldsOf } from './user-placement';
import { readsOneMoment } from '../db/snapshot';

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
  const privilegeCount = deps.db.$with('pc').as(
    deps.db
      .select({ roleId: rolePrivileges.roleId, n: count().as('pn') })
      .from(rolePrivileges)
      .groupBy(rolePrivileges.roleId),
  );
  const userCount = deps.db.$with('uc').as(
    deps.db
      .select({ roleId: users.roleId, n: count().as('un') })
      .from(users)
      .groupBy(users.roleId),
  );
  const [rows, [{ total }]] = await Promise.all([
    deps.db
      .with(privilegeCount, userCount)
      .select({
        roleId: roles.id,
        code: roles.code,
        name: roles.name,
        nameHi: roles.nameHi,
        description: roles.description,
        descriptionHi: roles.descriptionHi,
        scopeLevel: roles.scopeLevel,
        updatedAt: roles.updatedAt,
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
  return { items: rows.map((r) => ({ ...r, scopeLevel: asScopeLevel(r.scopeLevel), builtIn: builtInRoleCodes.has(r.code) })), total, page, pageSize };
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
  descriptionHi?: string;
  /** How far its users reach (default state: a role is state-wide unless narrowed). */
  scopeLevel?: ScopeLevel;
}

export type UpdateRoleInput = Partial<CreateRoleInput> & {
  /** The role's updatedAt as the caller read it: a change made since by anyone is refused (409 recordChanged). */
  base?: Base;
};

/** A role as the roles API answers it. */
function roleView(row: typeof roles.$inferSelect) {
  return {
    roleId: row.id,
    code: row.code,
    name: row.name,
    nameHi: row.nameHi,
    description: row.description,
    descriptionHi: row.descriptionHi,
    scopeLevel: asScopeLevel(row.scopeLevel),
    builtIn: builtInRoleCodes.has(row.code),
    updatedAt: row.updatedAt,
  };
}

const levelRank: Record<ScopeLevel, number> = { school: 0, block: 1, district: 2, state: 3 };

/** A manager whose own reach is smaller than the state cannot make a role reach further than theirs (403). */
function assertLevelWithinCaller(caller: CurrentUser, level: ScopeLevel) {
  if (levelRank[level] > levelRank[caller.scopeLevel]) throw new AppError(403, 'levelBeyondOwn');
}

/** A role of the same name or code other than `exceptId`: 409. */
async function assertNameFree(tx: Db, name: string, code: string, exceptId?: number) {
  const [clash] = await tx
    .select({ id: roles.id })
    .from(roles)
    .where(and(or(eq(roles.code, code), sql`lower(${roles.name}) = ${name.toLowerCase()}`), exceptId === undefined ? undefined : ne(roles.id, exceptId)));
  if (clash) throw new AppError(409, 'roleExists', [{ field: 'name', problem: 'duplicate' }]);
}

/** Creates a role without privileges; its code is derived from the name and must be new (409 otherwise). */
export async function createRole(deps: Pick<Deps, 'db' | 'now'>, caller: CurrentUser, input: CreateRoleInput) {
  const name = input.name.trim();
  const code = roleCode(name);
  if (!code) throw fieldError([{ field: 'name', problem: 'noLatinLetters', key: 'roleNameNeedsLetters' }]);
  const scopeLevel = input.scopeLevel ?? 'state';
  assertLevelWithinCaller(caller, scopeLevel);
  const values = {
    code,
    name,
    nameHi: input.nameHi?.trim() || name,
    description: input.description?.trim() ?? '',
    descriptionHi: input.descriptionHi?.trim() ?? '',
    scopeLevel,
    updatedAt: deps.now(),
    updatedBy: caller.userId,
  };
  try {
    return await deps.db.transaction(async (tx) => {
      await assertNameFree(tx, name, code);
      const [row] = await tx.insert(roles).values(values).returning();
      return roleView(row);
    });
  } catch (err) {
    throw isUniqueViolation(err) ? new AppError(409, 'roleExists', [{ field: 'name', problem: 'duplicate' }]) : err;
  }
}

/** One role with how many users it has. */
export const getRole = readsOneMoment(async function getRole(deps: Pick<Deps, 'db'>, roleId: number) {
  const [row] = await deps.db.select().from(roles).where(eq(roles.id, roleId));
  if (!row) throw notFound();
  const [{ n }] = await deps.db.select({ n: count() }).from(users).where(eq(users.roleId, roleId));
  return { ...roleView(row), userCount: n };
});

/**
 * Changes a role's names, descriptions or scope level (its code stays). A
 * built-in role keeps its level (the workflow counts on it). A new level needs
 * every user of the role to have a place at it: otherwise 409 saying how many
 * lack one. Once changed, the places the new level has no use for are cleared
 * from its users, so each reaches exactly their place at the new level.
 */
export async function updateRole(deps: Pick<Deps, 'db' | 'now'>, caller: CurrentUser, roleId: number, input: UpdateRoleInput) {
  try {
    return await deps.db.transaction(async (tx) => {
      const [row] = await tx.select().from(roles).where(eq(roles.id, roleId)).for('update');
      if (!row) throw notFound();
      await checkBase(tx, input.base, row);
      const set: Partial<typeof roles.$inferInsert> = {};
      if (input.name !== undefined) {
        const name = input.name.trim();
        if (!roleCode(name)) throw fieldError([{ field: 'name', problem: 'noLatinLetters', key: 'roleNameNeedsLetters' }]);
        // The code stays what it was, but a name may not read like another role's.
        if (name.toLowerCase() !== row.name.toLowerCase()) await assertNameFree(tx, name, roleCode(name), roleId);
        set.name = name;
      }
      if (input.nameHi !== undefined) set.nameHi = input.nameHi.trim() || (set.name ?? row.name);
      if (input.description !== undefined) set.description = input.description.trim();
      if (input.descriptionHi !== undefined) set.descriptionHi = input.descriptionHi.trim();
      const from = asScopeLevel(row.scopeLevel);
      const to = input.scopeLevel ?? from;
      if (to !== from) {
        if (builtInRoleCodes.has(row.code)) throw new AppError(409, 'builtInRoleLevelFixed', [{ field: 'scopeLevel', problem: 'builtIn' }]);
        assertLevelWithinCaller(caller, to);
        const place = placeOfLevel[to];
        if (place !== null) {
          const [{ n }] = await tx
            .select({ n: count() })
            .from(users)
            .where(and(eq(users.roleId, roleId), isNull(users[place])));
          if (n > 0)
            throw new AppError(
              409,
              'roleLevelUsersLackPlace',
              [{ field: 'scopeLevel', problem: 'usersLackPlace', users: n }],
              'roleLevelUsersLackPlace',
              counted('roleLevelUsersLackPlace', n),
            );
        }
        const keeps = placeFieldsOf[to];
        await tx
          .update(users)
          .set({
            ...(keeps.includes('schoolCode') ? {} : { schoolCode: null }),
            ...(keeps.includes('blockId') ? {} : { blockId: null }),
            ...(keeps.includes('districtId') ? {} : { districtId: null }),
          })
          .where(eq(users.roleId, roleId));
        set.scopeLevel = to;
      }
      const [saved] = Object.keys(set).length
        ? await tx
            .update(roles)
            .set({ ...set, updatedAt: nextStamp(deps.now(), row.updatedAt), updatedBy: caller.userId })
            .where(eq(roles.id, roleId))
            .returning()
        : [row];
      return roleView(saved);
    });
  } catch (err) {
    throw isUniqueViolation(err) ? new AppError(409, 'roleExists', [{ field: 'name', problem: 'duplicate' }]) : err;
  }
}

/** Every privilege, in both languages, with whether the role holds it. */
export const rolePrivilegeList = readsOneMoment(async function rolePrivilegeList(deps: Pick<Deps, 'db'>, roleId: number) {
  const [role] = await deps.db.select({ id: roles.id }).from(roles).where(eq(roles.id, roleId));
  if (!role) throw notFound();
  const rows = await deps.db
    .select({ privilegeId: privileges.id, name: privileges.name, nameHi: privileges.nameHi, held: rolePrivileges.privilegeId })
    .from(privileges)
    .leftJoin(rolePrivileges, and(eq(rolePrivileges.privilegeId, privileges.id), eq(rolePrivileges.roleId, roleId)))
    .orderBy(asc(privileges.id));
  return rows.map((r) => ({ privilegeId: r.privilegeId, name: { en: r.name, hi: r.nameHi }, selected: r.held !== null }));
});

/**
 * Refuses (409) a privilege that would let one person both manage accounts and move forms along:
 * a workflow privilege for the caller's own role (no one grants themselves approval), or any
 * privilege whose role already holds one of the other group. A privilege the role already holds
 * changes nothing and passes.
 */
async function assertDutiesSeparate(tx: Db, caller: CurrentUser, roleId: number, privilegeId: number) {
  const held = (await tx.select({ id: rolePrivileges.privilegeId }).from(rolePrivileges).where(eq(rolePrivileges.roleId, roleId))).map((r) => r.id);
  if (held.includes(privilegeId)) return;
  if (WORKFLOW_PRIVILEGES.has(privilegeId)) {
    const [me] = await tx.select({ roleId: users.roleId }).from(users).where(eq(users.id, caller.userId));
    if (me?.roleId === roleId) throw new AppError(409, 'ownRoleWorkflowPrivilege', [{ field: 'privilegeId', problem: 'ownRole' }]);
  }
  const conflicts = conflictingDuties(held, privilegeId);
  if (conflicts.length > 0) throw new AppError(409, 'dutiesSeparated', [{ field: 'privilegeId', problem: 'dutiesSeparated', conflictsWith: conflicts }]);
}

/**
 * Gives a privilege to a role or takes it away. Taking role management (36)
 * from one's own role is refused: nobody might be left to give it back; giving
 * an administrative privilege one does not hold is refused too. Duties stay
 * separate (auth/separation-of-duties.ts): a workflow privilege is never
 * added to one's own role, nor to a role managing users or roles, and
 * those are never added to a role with a workflow privilege (409).
 */
export async function setRolePrivilege(deps: Pick<Deps, 'db'>, caller: CurrentUser, roleId: number, privilegeId: number, selected: boolean) {
  return deps.db.transaction(async (tx) => {
    // Locked: two switches on one role at once must not each pass the check without the other.
    const [role] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.id, roleId)).for('update');
    const [privilege] = await tx.select({ id: privileges.id }).from(privileges).where(eq(privileges.id, privilegeId));
    if (!role || !privilege) throw notFound();
    if (!selected && privilegeId === PRIV.roles) {
      const [me] = await tx.select({ roleId: users.roleId }).from(users).where(eq(users.id, caller.userId));
      if (me?.roleId === roleId) throw new AppError(409, 'ownRoleManagementLocked');
    }
    // Only a privilege one holds can be handed out: role management is no way to more power.
    if (selected && ADMINISTRATIVE_PRIVILEGES.has(privilegeId) && !caller.privileges.has(privilegeId)) throw new AppError(403, 'privilegeBeyondOwn');
    if (selected) await assertDutiesSeparate(tx, caller, roleId, privilegeId);
    if (selected) await tx.insert(rolePrivileges).values({ roleId, privilegeId }).onConflictDoNothing();
    else await tx.delete(rolePrivileges).where(and(eq(rolePrivileges.roleId, roleId), eq(rolePrivileges.privilegeId, privilegeId)));
    return { roleId, privilegeId, selected };
  });
}
