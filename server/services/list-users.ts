import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Lang } from '../../engine';
import type { CurrentUser } from '../auth/current-user';
import { roles, users } from '../db/schema/index';
import type { Deps } from './deps';
import { likeEscape } from './person-fields';
import { signInLocks } from './sign-in-lock';
import { loadScopedUser, selectUsers, userScope, userView, type UserQueryRow } from './user-view';
import { readsOneMoment } from '../db/snapshot';

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
export async function listUsers(deps: Pick<Deps, 'db' | 'now'>, caller: CurrentUser, input: ListUsersInput, lang: Lang) {
  const conds: (SQL | undefined)[] = [userScope(deps.db, caller)];
  if (input.roleId !== undefined) conds.push(eq(users.roleId, input.roleId));
  if (input.active !== undefined) conds.push(eq(users.active, input.active));
  const search = input.search?.trim();
  if (search) {
    const pattern = `%${likeEscape(search)}%`;
    conds.push(
      or(ilike(users.loginId, pattern), ilike(users.firstName, pattern), ilike(users.lastName, pattern), sql`(${users.firstName} || ' ' || ${users.lastName}) ilike ${pattern}`),
    );
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
  return { items: await withSignInLocks(deps, rows, lang), total, page, pageSize };
}

/** One user the caller may manage: 404 unknown, 403 out of scope. */
export const getUser = readsOneMoment(async function getUser(deps: Pick<Deps, 'db' | 'now'>, caller: CurrentUser, userId: number, lang: Lang) {
  const [view] = await withSignInLocks(deps, [await loadScopedUser(deps.db, caller, userId)], lang);
  return view;
});

/** Users as a manager sees them: with the sign-in lock that failed attempts put on each (null when none), which the manager may lift. */
async function withSignInLocks(deps: Pick<Deps, 'db' | 'now'>, rows: UserQueryRow[], lang: Lang) {
  const locks = await signInLocks(
    deps.db,
    rows.map((r) => r.user.loginId),
    deps.now(),
  );
  return rows.map((r) => ({ ...userView(r, lang), signInLock: locks.get(r.user.loginId) ?? null }));
}
