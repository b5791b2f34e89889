import { eq } from 'drizzle-orm';
import { endAllSessions, type CurrentUser } from '../auth/current-user';
import { hashPassword } from '../auth/password';
import { endUserSessions } from '../auth/sessions';
import { meetsPasswordPolicy } from '../auth/password-policy';
import { users } from '../db/schema';
import { AppError } from '../http/errors';
import { passwordResetByAdminMail } from '../mail/account-mails';
import type { Deps } from '../deps';
import { mailUser } from './mail-user';
import { fieldError } from '../http/person-fields';
import { assertRoleWithinCaller } from './privilege-ceiling';
import { clearSignInLock } from '../session';
import { recordUserEvent } from './user-events';
import { loadScopedUser } from './user-view';

export interface ResetUserPasswordInput {
  /** The password the administrator passes on; the user must replace it at the next sign-in. */
  temporaryPassword: string;
}

/**
 * An administrator sets a temporary password for a user who cannot use the e-mailed reset link.
 * In one transaction: the new password, the obligation to change it at the next sign-in, the end
 * of every open session and of any sign-in lock, and the event in the user's history. The user is
 * then told by e-mail, without the password, so a reset they did not ask for does not go unseen.
 */
export async function resetUserPassword(deps: Pick<Deps, 'db' | 'now' | 'mailer'>, caller: CurrentUser, userId: number, input: ResetUserPasswordInput) {
  if (userId === caller.userId) throw new AppError(409, 'cannotResetOwnPassword');
  if (!meetsPasswordPolicy(input.temporaryPassword)) throw fieldError([{ field: 'temporaryPassword', problem: 'passwordPolicy', key: 'passwordPolicy' }]);
  const target = await loadScopedUser(deps.db, caller, userId);
  const passwordHash = await hashPassword(input.temporaryPassword);
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    // Resetting the password of someone who holds more administrative power than the caller would hand it over.
    await assertRoleWithinCaller(tx, caller, target.user.roleId);
    await tx
      .update(users)
      .set({ passwordHash, mustChangePassword: true, ...endAllSessions, updatedAt: now, updatedBy: caller.userId })
      .where(eq(users.id, userId));
    // The epoch already refuses them; marking them ended lets housekeeping and the account's sessions see it at once.
    await endUserSessions(tx, userId, now);
    await clearSignInLock(tx, target.user.loginId, now);
    await recordUserEvent(tx, { userId, actorId: caller.userId, event: 'passwordReset', at: now });
  });
  const mailed = await mailUser(deps, target.user.email, (to, link) => passwordResetByAdminMail(to, target.user.loginId, link));
  return { userId, loginId: target.user.loginId, mustChangePassword: true, mailed };
}
