import type { CurrentUser } from '../auth/current-user';
import { AppError } from '../http/errors';
import { signInUnlockedMail } from '../mail/account-mails';
import type { Deps } from '../deps';
import { mailUser } from './mail-user';
import { assertRoleWithinCaller } from './privilege-ceiling';
import { clearSignInLock, signInLocks } from '../session';
import { recordUserEvent } from './user-events';
import { loadScopedUser } from './user-view';

/**
 * An administrator lifts the wait that failed sign-ins put on a login name, on every address,
 * records it in the user's history and tells the user by e-mail.
 */
export async function unlockUser(deps: Pick<Deps, 'db' | 'now' | 'mailer'>, caller: CurrentUser, userId: number) {
  const target = await loadScopedUser(deps.db, caller, userId);
  const now = deps.now();
  // Who may not manage the account may not learn whether it is locked either.
  await assertRoleWithinCaller(deps.db, caller, target.user.roleId);
  // Nothing to lift: no history entry and no mail saying otherwise.
  if (!(await signInLocks(deps.db, [target.user.loginId], now)).has(target.user.loginId)) throw new AppError(409, 'signInNotLocked');
  await deps.db.transaction(async (tx) => {
    await clearSignInLock(tx, target.user.loginId, now);
    await recordUserEvent(tx, { userId, actorId: caller.userId, event: 'signInUnlocked', at: now });
  });
  const mailed = await mailUser(deps, target.user.email, (to, link) => signInUnlockedMail(to, target.user.loginId, link));
  return { userId, loginId: target.user.loginId, unlocked: true, mailed };
}
