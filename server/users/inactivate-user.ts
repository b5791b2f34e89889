import { eq } from 'drizzle-orm';
import type { Lang } from '../../engine';
import { endAllSessions, type CurrentUser } from '../auth/current-user';
import { users } from '../db/schema';
import { AppError } from '../http/errors';
import type { Deps } from '../deps';
import { loadScopedUser, selectUsers, userView } from './user-view';
import { assertRoleWithinCaller } from './privilege-ceiling';

/**
 * Sets a user inactive: their tokens stop working at once (every request reloads the user), and
 * for good: a later reactivation does not revive them. Not oneself.
 */
export async function inactivateUser(deps: Pick<Deps, 'db' | 'now'>, caller: CurrentUser, userId: number, lang: Lang) {
  if (userId === caller.userId) throw new AppError(409, 'cannotInactivateSelf');
  const target = await loadScopedUser(deps.db, caller, userId);
  return deps.db.transaction(async (tx) => {
    await assertRoleWithinCaller(tx, caller, target.user.roleId);
    await tx
      .update(users)
      .set({ active: false, ...endAllSessions, updatedAt: deps.now(), updatedBy: caller.userId })
      .where(eq(users.id, userId));
    const [row] = await selectUsers(tx).where(eq(users.id, userId));
    return userView(row, lang);
  });
}
