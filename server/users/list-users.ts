import { and, count, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Lang } from '../../engine';
import type { CurrentUser } from '../auth/current-user';
import type { Db } from '../db/client';
import { roles, userCounts, users } from '../db/schema';
import type { Deps } from '../deps';
import {
  cursorKeyField,
  pageCondition,
  pageAnswer,
  pageFrom,
  readPageRows,
  pageOrder,
  pageStart,
  rowsToRead,
  sameOrder,
  type Keyset,
  type PageInput,
  type PageStart,
  type SortKey,
} from '../db/paging/keyset-page';
import { cappedTotal, type ListTotal } from '../db/paging/list-total';
import { likeEscape } from '../http/person-fields';
import { reachOf } from '../auth/scope';
import { signInLocks } from '../session';
import { loadScopedUser, selectUsers, userScope, userView, type UserQueryRow } from './user-view';
import { readsOneMoment } from '../db/snapshot';

export interface ListUsersInput extends PageInput {
  search?: string;
  roleId?: number;
  active?: boolean;
  sortBy?: 'loginId' | 'name' | 'role' | 'createdAt';
  sortDir?: 'asc' | 'desc';
}

/**
 * A user search: a part of the login name, the first or last name, or the whole name. One text holds
 * them all ("login first last"), so one trigram index finds the matches and the planner estimates
 * them well; a search that spans the login name and the first name ("hm0001 Sunita") finds that user too.
 */
function userMatches(search: string): SQL {
  return sql`(${users.loginId} || ' ' || ${users.firstName} || ' ' || ${users.lastName}) ilike ${`%${likeEscape(search)}%`}`;
}

/** The sort keys of each order, each ending with a unique one; the covering indexes on users read each in order. */
function sortKeys(sortBy: ListUsersInput['sortBy'], lang: Lang): readonly SortKey[] {
  const id: SortKey = { expr: users.id, kind: 'int' };
  if (sortBy === 'name') return [{ expr: users.firstName, kind: 'text' }, { expr: users.lastName, kind: 'text' }, id];
  if (sortBy === 'role') return [{ expr: lang === 'hi' ? roles.nameHi : roles.name, kind: 'text' }, id];
  if (sortBy === 'createdAt') return [{ expr: users.createdAt, kind: 'time' }, id];
  // Login names are unique.
  return [{ expr: users.loginId, kind: 'text' }];
}

/**
 * The ids of a page's users with their sort keys (k0, k1, ...), read from one covering index of
 * users: every filter and scope is on it, so no user row is visited until the page is known.
 * By role the roles are few: each role's users are read in id order from (role_id, id), at most
 * as many as the page needs, and only those are sorted.
 */
function pageOfIds(db: Db, keyset: Keyset, start: PageStart, where: SQL | undefined, pageSize: number, byRole: boolean) {
  const keyFields = Object.fromEntries(keyset.keys.map((k, i) => [`k${i}`, sql`${k.expr}`.as(`k${i}`)]));
  const offset = start.kind === 'offset' ? start.offset : 0;
  if (!byRole) {
    return db
      .select({ id: users.id, cursorKey: cursorKeyField(keyset).as('cursor_key'), ...keyFields })
      .from(users)
      .where(and(where, pageCondition(keyset, start)))
      .orderBy(...pageOrder(keyset, start))
      .limit(rowsToRead(pageSize))
      .offset(offset)
      .as('page_rows');
  }
  const idOnly: Keyset = { ...keyset, keys: [keyset.keys[1]] };
  const perRole = db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.roleId, roles.id), where, pageCondition(keyset, start)))
    .orderBy(...pageOrder(idOnly, start))
    .limit(offset + rowsToRead(pageSize))
    .as('per_role');
  const byRoleKeys = sameOrder(keyset, [keyset.keys[0].expr, perRole.id]);
  return db
    .select({ id: perRole.id, cursorKey: cursorKeyField(byRoleKeys).as('cursor_key'), k0: sql`${keyset.keys[0].expr}`.as('k0'), k1: sql`${perRole.id}`.as('k1') })
    .from(roles)
    .crossJoinLateral(perRole)
    .orderBy(...pageOrder(byRoleKeys, start))
    .limit(rowsToRead(pageSize))
    .offset(offset)
    .as('page_rows');
}

/** The total of a list without a search, from the kept counts; a manager of one school counts its users directly. */
async function keptTotal(db: Db, caller: CurrentUser, input: ListUsersInput, where: SQL | undefined): Promise<ListTotal> {
  const reach = reachOf(caller);
  if (!reach) return { total: 0 };
  if (reach.schoolCode !== null) {
    const [{ n }] = await db.select({ n: count() }).from(users).where(where);
    return { total: n };
  }
  const place =
    reach.blockId !== null
      ? or(eq(userCounts.blockId, reach.blockId), eq(userCounts.schoolBlockId, reach.blockId))
      : reach.districtId !== null
        ? or(eq(userCounts.districtId, reach.districtId), eq(userCounts.schoolDistrictId, reach.districtId))
        : undefined;
  const [{ n }] = await db
    .select({ n: sql<number>`coalesce(sum(${userCounts.n}), 0)::integer` })
    .from(userCounts)
    .where(and(place, input.roleId !== undefined ? eq(userCounts.roleId, input.roleId) : undefined, input.active !== undefined ? eq(userCounts.active, input.active) : undefined));
  return { total: n };
}

/**
 * Lists the users the caller may manage: a page at a time (by cursor, or by page number), sorted,
 * searched by name or login name, filtered by role and active.
 */
export async function listUsers(deps: Pick<Deps, 'db' | 'now'>, caller: CurrentUser, input: ListUsersInput, lang: Lang) {
  const search = input.search?.trim() || undefined;
  const where = and(
    userScope(caller),
    input.roleId !== undefined ? eq(users.roleId, input.roleId) : undefined,
    input.active !== undefined ? eq(users.active, input.active) : undefined,
    search ? userMatches(search) : undefined,
  );
  const sortBy = input.sortBy ?? 'loginId';
  const dir = input.sortDir ?? 'asc';
  const pageSize = input.pageSize ?? 20;
  const keyset: Keyset = {
    keys: sortKeys(sortBy, lang),
    dir,
    // The role's order is by its name in the caller's language.
    madeFor: ['users', sortBy, dir, sortBy === 'role' ? lang : null, search ?? null, input.roleId ?? null, input.active ?? null],
  };
  const pageKeys = keyset.keys.map((_, i) => sql`${sql.identifier('page_rows')}.${sql.identifier(`k${i}`)}`);
  const readRows = (start: PageStart) => {
    const pageRows = pageOfIds(deps.db, keyset, start, where, pageSize, sortBy === 'role');
    return (
      selectUsers(deps.db, { cursorKey: sql<string>`${pageRows.cursorKey}` })
        .innerJoin(pageRows, eq(pageRows.id, users.id))
        // In the order the page was read, on its own few rows.
        .orderBy(...pageOrder(sameOrder(keyset, pageKeys), start))
    );
  };
  const [read, total] = await Promise.all([
    readPageRows(pageStart(keyset, input, pageSize), readRows),
    search
      ? cappedTotal(deps.db, () =>
          deps.db
            .select({ one: sql`1` })
            .from(users)
            .where(where)
            .$dynamic(),
        )
      : keptTotal(deps.db, caller, input, where),
  ]);
  const shown = pageFrom(keyset, read.start, read.rows, pageSize);
  return pageAnswer(shown, input, pageSize, total, await withSignInLocks(deps, shown.rows, lang));
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
