import DataLoader from 'dataloader';
import { and, eq, sql } from 'drizzle-orm';
import { gathersStatements, type Db } from '../db/client';
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
  const row = await signedInRow(db, claims.sid);
  // The session must be the token's user's: the join follows the session's own user.
  if (!row || row.user.id !== claims.sub) return null;
  const { session } = row;
  if (!honours(session, claims, now) || session.userEpoch !== row.user.sessionEpoch) return null;
  const user = currentUserOf([row], claims.jti, claims.exp, claims.sid);
  return user ? { user, session } : null;
}

type SignedInRow = UserRow & { session: SessionRow };

/**
 * The read behind every request, built once per database and prepared under a name: the ORM no
 * longer builds its text per request, and PostgreSQL parses and plans it once per connection. The
 * requests that reach it in one turn of the event loop share one statement on PostgreSQL (a hundred
 * heads saving at once made a round trip each).
 */
function prepareSignedIn(db: Db) {
  return db
    .select({ ...userColumns, session: userSessions })
    .from(userSessions)
    .innerJoin(users, and(eq(users.id, userSessions.userId), eq(users.active, true)))
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(sql`${userSessions.sid} = any(${sql.placeholder('sids')}::text[])`)
    .prepare('signed_in_many');
}
const signedInReads = new WeakMap<Db, (sid: string) => Promise<SignedInRow | null>>();
function signedInRow(db: Db, sid: string): Promise<SignedInRow | null> {
  let read = signedInReads.get(db);
  if (!read) {
    const query = prepareSignedIn(db);
    const readMany = async (sids: readonly string[]) => {
      const rows = (await query.execute({ sids: [...new Set(sids)] })) as SignedInRow[];
      const bySid = new Map(rows.map((r) => [r.session.sid, r]));
      return sids.map((one) => bySid.get(one) ?? null);
    };
    if (gathersStatements(db)) {
      // Not cached: a logout or a deactivation counts from the next request on.
      const loader = new DataLoader(readMany, { cache: false, maxBatchSize: 100, batchScheduleFn: (run) => setImmediate(run) });
      read = (one) => loader.load(one);
    } else read = async (one) => (await readMany([one]))[0];
    signedInReads.set(db, read);
  }
  return read(sid);
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
