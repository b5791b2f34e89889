import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rolePrivileges, roles, userSessions, users } from '../db/schema';
import { asScopeLevel, type ScopeLevel } from './scope-level';
import { honours, type SessionRow } from './sessions';
import type { TokenClaims } from './tokens';

/** Who is calling, loaded fresh on every request so a role change or deactivation takes effect at once. */
export interface CurrentUser {
  userId: number;
  loginId: string;
  firstName: string;
  lastName: string;
  role: string;
  /** The role's name in both languages, shown instead of its code. */
  roleName: { en: string; hi: string };
  privileges: ReadonlySet<number>;
  /** How far the role reaches: the user sees the schools of their place at this level (auth/scope.ts). */
  scopeLevel: ScopeLevel;
  schoolCode: string | null;
  districtId: number | null;
  /** The block of a block-scoped user (their district is in districtId too). */
  blockId: number | null;
  /** An administrator reset the password: until the user sets their own, only the calls to do so are open. */
  mustChangePassword: boolean;
  jti: string;
  exp: number;
  /** The sign-in the token belongs to: logout ends it. */
  sid?: string;
}

/**
 * The change that ends every sign-in of a user for good (a password changed or set by someone
 * else, a deactivation): put it in the same update as the change. Sessions opened under the
 * user's older count are refused from then on, reactivated or not.
 */
export const endAllSessions = { sessionEpoch: sql`${users.sessionEpoch} + 1` };

/**
 * Loads the active user behind a verified token; null when unknown or inactive. Whether the
 * token's session still honours it is sessions.ts's and loadSignedIn's to say.
 */
export async function loadCurrentUser(db: Db, userId: number, jti: string, exp: number, sid?: string): Promise<CurrentUser | null> {
  const rows = await db
    .select(userColumns)
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(eq(users.id, userId), eq(users.active, true)));
  return currentUserOf(rows, jti, exp, sid);
}

// This read runs before every call: one row with the role's privileges as an array (a join gave
// a row per privilege, each mapped by the ORM), and only the user's columns a request needs.
const userColumns = {
  user: {
    id: users.id,
    loginId: users.loginId,
    firstName: users.firstName,
    lastName: users.lastName,
    schoolCode: users.schoolCode,
    districtId: users.districtId,
    blockId: users.blockId,
    mustChangePassword: users.mustChangePassword,
    sessionEpoch: users.sessionEpoch,
  },
  roleCode: roles.code,
  roleName: roles.name,
  roleNameHi: roles.nameHi,
  scopeLevel: roles.scopeLevel,
  privilegeIds: sql<number[]>`array(select ${rolePrivileges.privilegeId} from ${rolePrivileges} where ${rolePrivileges.roleId} = ${roles.id})`,
};
type UserRow = {
  user: Pick<typeof users.$inferSelect, 'id' | 'loginId' | 'firstName' | 'lastName' | 'schoolCode' | 'districtId' | 'blockId' | 'mustChangePassword' | 'sessionEpoch'>;
  roleCode: string;
  roleName: string;
  roleNameHi: string;
  scopeLevel: string;
  privilegeIds: number[];
};

/**
 * What a request's token stands for, read in one round trip (it runs before every call): its
 * session, when that still honours the token (sessions.ts) and was opened under the user's
 * current session epoch, and the active user behind it, as loadCurrentUser loads them. Null when
 * either is missing.
 */
export async function loadSignedIn(db: Db, claims: TokenClaims, now: Date): Promise<{ user: CurrentUser; session: SessionRow } | null> {
  if (!claims.sid) return null;
  const rows = await signedInQuery(db).execute({ userId: claims.sub, sid: claims.sid });
  const session = rows[0]?.session;
  if (!session || !honours(session, claims, now) || session.userEpoch !== rows[0].user.sessionEpoch) return null;
  const user = currentUserOf(rows, claims.jti, claims.exp, claims.sid);
  return user ? { user, session } : null;
}

/**
 * The read behind every request, built once per database and prepared under a name: the ORM no
 * longer builds its text per request, and PostgreSQL parses and plans it once per connection.
 */
function prepareSignedIn(db: Db) {
  return db
    .select({ ...userColumns, session: userSessions })
    .from(userSessions)
    .innerJoin(users, and(eq(users.id, sql.placeholder('userId')), eq(users.active, true)))
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(eq(userSessions.sid, sql.placeholder('sid')))
    .prepare('signed_in');
}
const signedInQueries = new WeakMap<Db, ReturnType<typeof prepareSignedIn>>();
function signedInQuery(db: Db) {
  let query = signedInQueries.get(db);
  if (!query) signedInQueries.set(db, (query = prepareSignedIn(db)));
  return query;
}

function currentUserOf(rows: UserRow[], jti: string, exp: number, sid?: string): CurrentUser | null {
  if (rows.length === 0) return null;
  const u = rows[0].user;
  return {
    userId: u.id,
    loginId: u.loginId,
    firstName: u.firstName,
    lastName: u.lastName,
    role: rows[0].roleCode,
    roleName: { en: rows[0].roleName, hi: rows[0].roleNameHi },
    privileges: new Set(rows[0].privilegeIds.map(Number)),
    scopeLevel: asScopeLevel(rows[0].scopeLevel),
    schoolCode: u.schoolCode,
    districtId: u.districtId,
    blockId: u.blockId,
    mustChangePassword: u.mustChangePassword,
    jti,
    exp,
    ...(sid ? { sid } : {}),
  };
}
