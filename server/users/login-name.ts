import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { accountRequests, users } from '../db/schema';
import { AppError } from '../http/errors';

/** The spec's duplicate login name failure: 409, errorCode ERR20. */
export function loginNameTaken(): AppError {
  return new AppError(409, 'loginNameExists', [{ field: 'loginId', problem: 'duplicate' }], 'ERR20');
}

/**
 * Whether a login name is in use, ignoring case ("Head" and "head" would be
 * too easy to confuse): by another user, or by a pending account request.
 * Call it inside the transaction that writes the name.
 */
export async function loginIdInUse(db: Db, loginId: string, opts: { exceptUserId?: number; exceptRequestId?: number } = {}): Promise<boolean> {
  const lower = loginId.toLowerCase();
  // Called inside the write's transaction: the lock holds until it ends, so two requests cannot both find a name free.
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${'login:' + lower}))`);
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.loginId}) = ${lower}`, opts.exceptUserId ? ne(users.id, opts.exceptUserId) : undefined))
    .limit(1);
  if (user) return true;
  const [request] = await db
    .select({ id: accountRequests.id })
    .from(accountRequests)
    .where(
      and(
        sql`lower(${accountRequests.loginId}) = ${lower}`,
        eq(accountRequests.status, 'PENDING'),
        opts.exceptRequestId ? ne(accountRequests.id, opts.exceptRequestId) : undefined,
      ),
    )
    .limit(1);
  return Boolean(request);
}

/** Throws ERR20 when a login name is in use (see loginIdInUse). */
export async function assertLoginIdFree(db: Db, loginId: string, opts: { exceptUserId?: number; exceptRequestId?: number } = {}): Promise<void> {
  if (await loginIdInUse(db, loginId, opts)) throw loginNameTaken();
}
