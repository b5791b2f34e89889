import { eq } from 'drizzle-orm';
import type { CurrentUser } from '../auth/current-user';
import type { Db } from '../db/client';
import { rolePrivileges } from '../db/schema';
import { AppError } from '../http/errors';
import { ADMINISTRATIVE_PRIVILEGES } from '../auth/privileges';

/**
 * Refuses (403) when a role holds an administrative privilege the caller lacks. A user manager may
 * create, edit or set inactive only users whose administrative powers they hold themselves, so
 * managing users never leads to making oneself, or anyone, an administrator.
 */
export async function assertRoleWithinCaller(tx: Db, caller: CurrentUser, roleId: number): Promise<void> {
  const held = await tx.select({ id: rolePrivileges.privilegeId }).from(rolePrivileges).where(eq(rolePrivileges.roleId, roleId));
  const beyond = held.map((r) => r.id).filter((id) => ADMINISTRATIVE_PRIVILEGES.has(id) && !caller.privileges.has(id));
  if (beyond.length > 0) throw new AppError(403, 'roleBeyondOwn', [{ field: 'roleId', problem: 'roleBeyondOwn', privileges: beyond }]);
}
