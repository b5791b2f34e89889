import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { PRIV } from '../../auth/privileges';
import type { Db } from '../../db/client';
import { forms, rolePrivileges, schools, users } from '../../db/schema';
import type { ReviewLevel } from './workflow-mail';

/** The privilege of each review level: whoever holds it acts on a form at that level. */
export const reviewPrivilege: Record<ReviewLevel, number> = { dqa: PRIV.dqaReview, sqa: PRIV.sqaReview, dept: PRIV.deptApprove };

/** The review level that must act next on a form at this status (3, 5, 7), or null. */
export function levelAt(status: number): ReviewLevel | null {
  return status === 3 ? 'dqa' : status === 5 ? 'sqa' : status === 7 ? 'dept' : null;
}

/** Active users who hold a privilege through their role. */
const holds = (privilege: number) =>
  and(eq(users.active, true), sql`exists (select 1 from ${rolePrivileges} where ${rolePrivileges.roleId} = ${users.roleId} and ${rolePrivileges.privilegeId} = ${privilege})`);

/**
 * A reviewer's place covers the school: no school of their own, and their district and block
 * (when they have one) are the school's. State-level users have neither and see every school.
 */
const coversSchool = and(
  isNull(users.schoolCode),
  or(isNull(users.districtId), eq(users.districtId, schools.districtId)),
  or(isNull(users.blockId), eq(users.blockId, schools.blockId)),
);

/** The school heads (holders of the head's submit privilege tied to the school) of these schools. */
export async function headsOf(db: Db, schoolCodes: readonly string[]): Promise<{ userId: number; schoolCode: string }[]> {
  if (schoolCodes.length === 0) return [];
  const rows = await db
    .select({ userId: users.id, schoolCode: users.schoolCode })
    .from(users)
    .where(and(inArray(users.schoolCode, [...schoolCodes]), holds(PRIV.headSubmit)));
  return rows.map((r) => ({ userId: r.userId, schoolCode: r.schoolCode! }));
}

/** Per reviewer of a level, the schools among these that are in their scope. */
export async function reviewersOf(db: Db, level: ReviewLevel, schoolCodes: readonly string[]): Promise<Map<number, string[]>> {
  const out = new Map<number, string[]>();
  if (schoolCodes.length === 0) return out;
  const rows = await db
    .select({ userId: users.id, schoolCode: schools.schoolCode })
    .from(users)
    .innerJoin(schools, and(inArray(schools.schoolCode, [...schoolCodes]), coversSchool))
    .where(holds(reviewPrivilege[level]));
  for (const r of rows) out.set(r.userId, [...(out.get(r.userId) ?? []), r.schoolCode]);
  return out;
}

/** Every reviewer (any level) whose scope holds at least one school with a form in the cycle. */
export async function reviewersOfCycle(db: Db, cycleId: number): Promise<number[]> {
  const privileges = Object.values(reviewPrivilege);
  const rows = await db
    .select({ userId: users.id })
    .from(users)
    .where(
      and(
        eq(users.active, true),
        sql`exists (select 1 from ${rolePrivileges} where ${rolePrivileges.roleId} = ${users.roleId} and ${inArray(rolePrivileges.privilegeId, privileges)})`,
        sql`exists (select 1 from ${forms} join ${schools} on ${schools.schoolCode} = ${forms.schoolCode} where ${forms.cycleId} = ${cycleId} and ${coversSchool})`,
      ),
    );
  return rows.map((r) => r.userId);
}
