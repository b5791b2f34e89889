import { randomUUID } from 'node:crypto';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users, userSessions } from '../db/schema';
import { issueToken, type TokenClaims } from './tokens';

/** How long a sign-in lasts at most, refreshes or not (SESSION_MAX_HOURS, default 12: a working day). */
export function sessionMaxMs(env: NodeJS.ProcessEnv = process.env): number {
  const hours = Number(env.SESSION_MAX_HOURS);
  return (Number.isFinite(hours) && hours > 0 ? hours : 12) * 3_600_000;
}

/**
 * How long a sign-in may go without activity (SESSION_IDLE_MINUTES, default 30): a tab left open
 * on a shared computer must not keep the next person signed in as its user.
 */
export function sessionIdleMs(env: NodeJS.ProcessEnv = process.env): number {
  const minutes = Number(env.SESSION_IDLE_MINUTES);
  return (Number.isFinite(minutes) && minutes > 0 ? minutes : 30) * 60_000;
}

/**
 * Calls within this long of the last recorded activity do not write it again: one write a minute
 * per busy session instead of one per call, at the price of an idle limit up to a minute early.
 */
export const ACTIVITY_STEP_MS = 60_000;

/**
 * How long the token a refresh replaced keeps working: requests already on their way with it,
 * and a second tab that refreshed at the same moment, must not sign the user out.
 */
export const REPLACED_TOKEN_GRACE_MS = 60_000;

const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

/**
 * Starts a session for a user who just proved who they are; answers its first token. `epoch` is
 * the user's session_epoch as read before the proof (a sign-in reads it with the password hash),
 * so a deactivation or password change that lands while the password is being checked ends this
 * session too. Left out, the user's epoch at the insert counts (a fresh token right after one's
 * own password change, tests).
 */
export async function openSession(db: Db, secret: string, userId: number, now: Date, epoch?: number): Promise<string> {
  const sid = randomUUID();
  const jti = randomUUID();
  const userEpoch = epoch ?? sql<number>`(select ${users.sessionEpoch} from ${users} where ${users.id} = ${userId})`;
  await db.insert(userSessions).values({ sid, userId, startedAt: now, currentJti: jti, lastActiveAt: now, userEpoch });
  return issueToken(secret, userId, seconds(now), { sid, jti });
}

export type SessionRow = typeof userSessions.$inferSelect;

/** When the session last saw its user at work. */
export function lastActive(s: Pick<SessionRow, 'lastActiveAt' | 'startedAt'>): Date {
  return s.lastActiveAt ?? s.startedAt;
}

/**
 * The live session a verified token belongs to (its newest token, or the one just replaced), or
 * null when it has ended, reached its lifetime or been idle past the limit.
 */
export async function honouredSession(db: Db, claims: Pick<TokenClaims, 'sid' | 'jti'>, now: Date): Promise<SessionRow | null> {
  if (!claims.sid) return null;
  const [s] = await db.select().from(userSessions).where(eq(userSessions.sid, claims.sid));
  return s && honours(s, claims, now) ? s : null;
}

/** Whether a session row, as read, still honours the token: not ended, within its lifetime and idle limit, and the token its newest or just replaced. */
export function honours(s: SessionRow, claims: Pick<TokenClaims, 'jti'>, now: Date): boolean {
  if (s.endedAt || now.getTime() - s.startedAt.getTime() >= sessionMaxMs()) return false;
  if (now.getTime() - lastActive(s).getTime() >= sessionIdleMs()) return false;
  if (s.currentJti === claims.jti) return true;
  return s.previousJti === claims.jti && !!s.rotatedAt && now.getTime() - s.rotatedAt.getTime() < REPLACED_TOKEN_GRACE_MS;
}

/** Whether a verified token still belongs to a live session. */
export async function sessionHonours(db: Db, claims: Pick<TokenClaims, 'sid' | 'jti'>, now: Date): Promise<boolean> {
  return (await honouredSession(db, claims, now)) !== null;
}

/**
 * Records that the user was at work at `at`. Only ever moves the time forward, so a late report
 * (a refresh saying the user was last active a while ago) cannot shorten a session.
 */
export async function noteActivity(db: Db, sid: string, at: Date): Promise<void> {
  await db
    .update(userSessions)
    .set({ lastActiveAt: at })
    .where(and(eq(userSessions.sid, sid), isNull(userSessions.endedAt), or(isNull(userSessions.lastActiveAt), lt(userSessions.lastActiveAt, at))));
}

/**
 * A refresh: a new token for the same session, the old one honoured only for the grace minute.
 * Refused (null) once the session has ended or reached its absolute lifetime.
 *
 * Only the session's newest token rotates it, and only once (the swap is conditional on it still
 * being the newest). A refresh with the token just replaced (a second tab that refreshed at the
 * same moment, a request already on its way) answers a sibling of the newest token, with the
 * same token id, instead of rotating again: rotating from the replaced token ended the newest
 * one, so the tab holding it was signed out (audit, issue 31 finding 4).
 */
export async function rotateSession(db: Db, secret: string, claims: Pick<TokenClaims, 'sid' | 'jti' | 'sub'>, now: Date): Promise<string | null> {
  if (!claims.sid) return null;
  const sid = claims.sid;
  const session = await honouredSession(db, claims, now);
  if (!session) return null;
  const sibling = (s: SessionRow) => issueToken(secret, claims.sub, seconds(now), { sid, jti: s.currentJti });
  if (session.currentJti !== claims.jti) return sibling(session);
  const jti = randomUUID();
  const updated = await db
    .update(userSessions)
    .set({ currentJti: jti, previousJti: claims.jti, rotatedAt: now })
    .where(and(eq(userSessions.sid, sid), isNull(userSessions.endedAt), eq(userSessions.currentJti, claims.jti)))
    .returning({ sid: userSessions.sid });
  if (updated.length > 0) return issueToken(secret, claims.sub, seconds(now), { sid, jti });
  // Another refresh with this token won the swap a moment ago: this one is now the replaced token.
  const after = await honouredSession(db, claims, now);
  return after ? sibling(after) : null;
}

/** Logout: every token of this sign-in stops working. */
export async function endSession(db: Db, sid: string | undefined, now: Date): Promise<void> {
  if (!sid) return;
  await db
    .update(userSessions)
    .set({ endedAt: now })
    .where(and(eq(userSessions.sid, sid), isNull(userSessions.endedAt)));
}

/** Every open session of a user ends (deactivation, a password set by someone else). */
export async function endUserSessions(db: Db, userId: number, now: Date): Promise<void> {
  await db
    .update(userSessions)
    .set({ endedAt: now })
    .where(and(eq(userSessions.userId, userId), isNull(userSessions.endedAt)));
}

/** Housekeeping: sessions ended, past their lifetime or idle past the limit, more than a day ago. */
export async function pruneSessions(db: Db, now: Date): Promise<number> {
  const dayAgo = new Date(now.getTime() - 86_400_000);
  const rows = await db
    .delete(userSessions)
    .where(
      or(
        lt(userSessions.endedAt, dayAgo),
        lt(userSessions.startedAt, new Date(dayAgo.getTime() - sessionMaxMs())),
        lt(userSessions.lastActiveAt, new Date(dayAgo.getTime() - sessionIdleMs())),
      ),
    )
    .returning({ sid: userSessions.sid });
  return rows.length;
}
