import { and, eq, isNotNull, lt, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { pruneSessions } from '../auth/sessions';
import { accountRequests, loginAttempts, passwordResetTokens, rateBuckets, revokedTokens } from '../db/schema';
import { NAME_TAKEN } from '../users';
import { sweepStaleUploads } from '../http/upload-sweep';

/** Sign-in attempts are kept this long for the record; throttling looks back only 15 minutes. */
export const LOGIN_ATTEMPTS_KEPT_DAYS = 90;

/**
 * A sign-up whose login name was taken is only the source of the mail that says so; nobody decides
 * it. Its name, e-mail and mobile are kept this long (the mail queue retries far less), then deleted.
 */
export const NAME_TAKEN_KEPT_DAYS = 30;

/**
 * Deletes what can no longer matter: revoked tokens past their expiry (an expired token is refused
 * anyway), used or expired reset links, sign-in attempts older than the record keeps,
 * rate-limit buckets refilled long ago, and sign-ups with a taken login name once their mail is long sent.
 * Safe to run from every server process at once; each run deletes what the others left.
 */
export async function pruneExpired(
  db: Db,
  now: Date,
): Promise<{ revokedTokens: number; resetTokens: number; loginAttempts: number; rateLimits: number; sessions: number; nameTakenRequests: number }> {
  const attemptsBefore = new Date(now.getTime() - LOGIN_ATTEMPTS_KEPT_DAYS * 24 * 3600_000);
  const tokens = await db.delete(revokedTokens).where(lt(revokedTokens.expiresAt, now)).returning({ jti: revokedTokens.jti });
  const resets = await db
    .delete(passwordResetTokens)
    .where(or(lt(passwordResetTokens.expiresAt, now), and(isNotNull(passwordResetTokens.usedAt), lt(passwordResetTokens.usedAt, now))))
    .returning({ hash: passwordResetTokens.tokenHash });
  const attempts = await db.delete(loginAttempts).where(lt(loginAttempts.at, attemptsBefore)).returning({ id: loginAttempts.id });
  // A bucket empty again a day ago is as good as none (every limit refills within an hour).
  const windows = await db
    .delete(rateBuckets)
    .where(lt(rateBuckets.tat, new Date(now.getTime() - 24 * 3600_000)))
    .returning({ bucket: rateBuckets.bucket });
  const sessions = await pruneSessions(db, now);
  const nameTaken = await db
    .delete(accountRequests)
    .where(and(eq(accountRequests.status, NAME_TAKEN), lt(accountRequests.createdAt, new Date(now.getTime() - NAME_TAKEN_KEPT_DAYS * 24 * 3600_000))))
    .returning({ id: accountRequests.id });
  return { revokedTokens: tokens.length, resetTokens: resets.length, loginAttempts: attempts.length, rateLimits: windows.length, sessions, nameTakenRequests: nameTaken.length };
}

/**
 * Prunes now and then every hour, without keeping the process alive; with `uploadDir`, also removes
 * uploads a killed process left half-received. Answers a stop function.
 */
export function startHousekeeping(db: Db, now: () => Date, everyMs = 3600_000, opts: { uploadDir?: string } = {}): () => void {
  const run = () =>
    void Promise.all([pruneExpired(db, now()), opts.uploadDir ? sweepStaleUploads(opts.uploadDir, now()) : 0]).catch((e: unknown) => console.warn('housekeeping failed:', e));
  run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
