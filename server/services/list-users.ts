import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Lang } from '../../engine';
import type { CurrentUser } from '../auth/current-user';
import { roles, users } from '../db/schema/index';
import type { Deps } from './deps';
import { likeEscape } from './person-fields';
import { loadScopedUser, selectUsers, userScope, userView } from './user-view';

export interface ListUsersInput {
  search?: string;
  roleId?: number;
  active?: boolean;
  page?: number;
  pageSize?: number;
  sortBy?: 'loginId' | 'name' | 'role' | 'createdAt';
  sortDir?: 'asc' | 'desc';
}

/** Lists the users the caller may manage: paged, sorted, searched by name or login name, filtered by role and active. */
export async function listUsers(deps: Pick<Deps, 'db'>, caller: CurrentUser, input: ListUsersInput, lang: Lang) {
  const conds: (SQL | undefined)[] = [userScope(deps.db, caller)];
  if (input.roleId !== undefined) conds.push(eq(users.roleId, input.roleId));
  if (input.active !== undefined) conds.push(eq(users.active, input.active));
  const search = input.search?.trim();
  if (search) {
    const pattern = `%${likeEscape(search)}%`;
    conds.push(or(ilike(users.loginId, pattern), ilike(users.firstName, pattern), ilike(users.lastName, pattern), sql`(${users.firstName} || ' ' || ${users.lastName}) ilike ${pattern}`));
  }
  const where = and(...conds);
  const dir = input.sortDir === 'desc' ? desc : asc;
  const order =
    input.sortBy === 'name'
      ? [dir(users.firstName), dir(users.lastName)]
      : input.sortBy === 'role'
        ? [dir(lang === 'hi' ? roles.nameHi : roles.name)]
        : input.sortBy === 'createdAt'
          ? [dir(users.createdAt)]
          : [dir(users.loginId)];
  const page = input.page ?? 1;
  const pageSize = input.pageSize ?? 20;
  const [rows, [{ total }]] = await Promise.all([
    selectUsers(deps.db)
      .where(where)
      .orderBy(...order, asc(users.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    deps.db.select({ total: count() }).from(users).where(where),
  ]);
  return { items: rows.map((r) => userView(r, lang)), total, page, pageSize };
}

/** One user the caller may manage: 404 unknown, 403 out of scope. */
export async function getUser(deps: Pick<Deps, 'db'>, caller: CurrentUser, userId: number, lang: Lang) {
  return userView(await loadScopedUser(deps.db, caller, userId), lang);
}
