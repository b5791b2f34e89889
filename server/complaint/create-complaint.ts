import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { complaintStatusLabel, type Lang } from '../../workflows';
import type { CurrentUser } from '../auth/current-user';
import { complaints, schools } from '../db/schema';
import { badRequest, forbidden, notFound } from '../http/errors';
import type { Deps } from '../deps';
import { canSeeSchool } from '../auth/scope';

export interface CreateComplaintInput {
  subject: string;
  description: string;
  schoolCode?: string;
}

/** The calendar year in India, where the grievance is raised. */
function yearInIndia(at: Date): string {
  return new Intl.DateTimeFormat('en', { timeZone: 'Asia/Kolkata', year: 'numeric' }).format(at);
}

/**
 * Raises a complaint. A school head's is tied to their school and district;
 * anyone else may name a school in their scope, or none (then it belongs to
 * their district, if they have one). Its report code reads GR-2026-000123.
 */
export async function createComplaint(deps: Pick<Deps, 'db' | 'now'>, user: CurrentUser, input: CreateComplaintInput, lang: Lang) {
  const subject = input.subject.trim();
  const description = input.description.trim();
  const missing = [...(subject ? [] : ['subject']), ...(description ? [] : ['description'])];
  if (missing.length)
    throw badRequest(
      missing.map((field) => ({ field, problem: 'required' })),
      'enterSubject',
    );
  const schoolCode = user.schoolCode ?? input.schoolCode ?? null;
  if (user.schoolCode && input.schoolCode && input.schoolCode !== user.schoolCode) throw forbidden();
  let districtId = user.districtId;
  if (schoolCode) {
    const [school] = await deps.db.select().from(schools).where(eq(schools.schoolCode, schoolCode));
    if (!school) throw notFound();
    if (!canSeeSchool(user, school)) throw forbidden();
    districtId = school.districtId;
  }
  const at = deps.now();
  const row = await deps.db.transaction(async (tx) => {
    // The id is known only once inserted, and the code is made from it.
    const [created] = await tx
      .insert(complaints)
      .values({
        reportCode: `GR-TMP-${randomUUID()}`,
        subject,
        description,
        schoolCode,
        districtId,
        createdBy: user.userId,
        status: 'RAISED',
        createdAt: at,
        updatedAt: at,
        updatedBy: user.userId,
      })
      .returning();
    const reportCode = `GR-${yearInIndia(at)}-${String(created.id).padStart(6, '0')}`;
    await tx.update(complaints).set({ reportCode }).where(eq(complaints.id, created.id));
    return { ...created, reportCode };
  });
  return {
    complaintid: row.id,
    reportCode: row.reportCode,
    subject: row.subject,
    description: row.description,
    schoolCode: row.schoolCode,
    districtId: row.districtId,
    status: 'RAISED' as const,
    statusLabel: complaintStatusLabel('RAISED', lang),
    createdAt: row.createdAt,
  };
}
