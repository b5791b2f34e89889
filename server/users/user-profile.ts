import { eq } from 'drizzle-orm';
import type { Lang } from '../../engine';
import { endAllSessions, type CurrentUser } from '../auth/current-user';
import { verifyPassword } from '../auth/password';
import { meetsPasswordPolicy } from '../auth/password-policy';
import { users } from '../db/schema';
import { AppError } from '../http/errors';
import type { Deps } from '../deps';
import { reserveAttempt, settleAttempt } from '../session';
import { fieldError } from '../http/person-fields';
import { personColumns, type PersonFields } from './save-user';
import { recordUserEvent } from './user-events';
import { selectUsers, userView } from './user-view';

export interface ProfileInput extends PersonFields {
  /** Needed, and checked, to change one's own password. */
  currentPassword?: string;
  newPassword?: string;
  /** The user's own switch for workflow e-mails (account e-mails always go). */
  workflowMails?: boolean;
}

/** The signed-in user's own profile. */
export async function getProfile(deps: Pick<Deps, 'db'>, me: CurrentUser, lang: Lang) {
  const [row] = await selectUsers(deps.db).where(eq(users.id, me.userId));
  return userView(row, lang);
}

/**
 * Edits one's own profile: personal fields only (not the login name, role,
 * school, district or status), and the password when the current one is given.
 */
export async function updateProfile(deps: Pick<Deps, 'db' | 'now'>, me: CurrentUser, input: ProfileInput, lang: Lang, address = 'unknown') {
  const { currentPassword, newPassword, workflowMails, ...person } = input;
  // After an administrator's reset the profile opens for the password change only.
  if (me.mustChangePassword && newPassword === undefined) throw new AppError(403, 'passwordChangeRequired', [{ field: 'newPassword', problem: 'passwordChangeRequired' }]);
  if (newPassword !== undefined) {
    if (!meetsPasswordPolicy(newPassword)) throw fieldError([{ field: 'newPassword', problem: 'passwordPolicy', key: 'passwordPolicy' }]);
    // The current password is a password guess like a sign-in: same count, same waits, so a stolen
    // token cannot be used to try passwords at speed.
    const now = deps.now();
    const reserved = await reserveAttempt(deps.db, me.loginId, address, now);
    if (reserved.wait !== undefined) throw new AppError(429, 'tooManyAttempts', [{ field: 'currentPassword', problem: 'tooManyAttempts', retryAfterSeconds: reserved.wait }]);
    const [row] = await deps.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, me.userId));
    const right = !!currentPassword && (await verifyPassword(currentPassword, row.hash));
    await settleAttempt(deps.db, reserved.attemptId, right);
    if (!right) throw fieldError([{ field: 'currentPassword', problem: 'wrongCurrentPassword', key: 'wrongCurrentPassword' }]);
    // Keeping the temporary password an administrator knows would defeat the forced change.
    if (newPassword === currentPassword) throw fieldError([{ field: 'newPassword', problem: 'samePassword', key: 'newPasswordSameAsCurrent' }]);
  }
  const cols = await personColumns(deps.db, { ...person, password: newPassword });
  return deps.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        ...cols,
        ...(workflowMails === undefined ? {} : { workflowMails }),
        ...(cols.passwordHash ? { ...endAllSessions, mustChangePassword: false } : {}),
        updatedAt: deps.now(),
        updatedBy: me.userId,
      })
      .where(eq(users.id, me.userId));
    if (cols.passwordHash) await recordUserEvent(tx, { userId: me.userId, actorId: me.userId, event: 'passwordChanged', at: deps.now() });
    const [row] = await selectUsers(tx).where(eq(users.id, me.userId));
    return userView(row, lang);
  });
}
