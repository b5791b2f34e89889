import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { roles, users } from '../db/schema';

/** An active school head, as an approver is warned about one. */
export interface ActiveHead {
  userId: number;
  loginId: string;
  name: string;
  roleId: number;
}

/** The active school heads of these schools, by school code (normally one each, or none). */
export async function activeHeads(db: Db, schoolCodes: string[]): Promise<Map<string, ActiveHead[]>> {
  const found = new Map<string, ActiveHead[]>();
  if (schoolCodes.length === 0) return found;
  const rows = await db
    .select({ schoolCode: users.schoolCode, userId: users.id, loginId: users.loginId, firstName: users.firstName, lastName: users.lastName, roleId: users.roleId })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(inArray(users.schoolCode, schoolCodes), eq(users.active, true), eq(roles.code, 'SCHOOL_HEAD')))
    .orderBy(users.id);
  for (const r of rows) {
    const head = { userId: r.userId, loginId: r.loginId, name: `${r.firstName} ${r.lastName}`.trim(), roleId: r.roleId };
    found.set(r.schoolCode!, [...(found.get(r.schoolCode!) ?? []), head]);
  }
  return found;
}

/**
 * Holds the school's head post for the rest of the transaction: two approvals for one school at
 * the same moment would otherwise both find it free and leave it with two heads.
 */
export async function lockSchoolHead(tx: Db, schoolCode: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${'school-head:' + schoolCode}))`);
}
