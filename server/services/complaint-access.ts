import { eq, or, type SQL } from 'drizzle-orm';
import { complaintActions, complaintStatuses, runComplaintEvent, type ComplaintActor, type ComplaintEventType, type ComplaintStatusCode, type Lang } from '../../workflows';
import type { CurrentUser } from '../auth/current-user';
import type { Db } from '../db/client';
import { complaints } from '../db/schema/index';
import { forbidden, notFound } from '../http/errors';

export type ComplaintRow = typeof complaints.$inferSelect;

/**
 * The complaints a user may see: a school head those they raised or of their
 * school, a DQA their district's (and their own), state roles all.
 */
export function complaintScope(user: CurrentUser): SQL | undefined {
  if (user.schoolCode) return or(eq(complaints.createdBy, user.userId), eq(complaints.schoolCode, user.schoolCode));
  if (user.districtId !== null) return or(eq(complaints.createdBy, user.userId), eq(complaints.districtId, user.districtId));
  return undefined;
}

function canSeeComplaint(user: CurrentUser, c: ComplaintRow): boolean {
  if (c.createdBy === user.userId) return true;
  if (user.schoolCode) return c.schoolCode === user.schoolCode;
  if (user.districtId !== null) return c.districtId === user.districtId;
  return true;
}

/**
 * What the caller is to a complaint (workflows' complaintActions): its raiser,
 * or a reviewer (a user above school level whose scope holds it). Nobody
 * reviews their own complaint.
 */
export function actorsOf(user: CurrentUser, c: ComplaintRow): ComplaintActor[] {
  if (c.createdBy === user.userId) return ['raiser'];
  if (!user.schoolCode && canSeeComplaint(user, c)) return ['reviewer'];
  return [];
}

/** The event that moves a complaint to a status (each status is reached by one event). */
export const complaintEventTo: Partial<Record<ComplaintStatusCode, ComplaintEventType>> = {
  UNDER_REVIEW: 'complaint.review',
  RESOLVED: 'complaint.resolve',
  CLOSED: 'complaint.close',
  REOPENED: 'complaint.reopen',
  REJECTED: 'complaint.reject',
};

/** The statuses the caller may move a complaint to now, as the machine and complaintActions allow. */
export function complaintNextStatuses(user: CurrentUser, c: ComplaintRow, lang: Lang) {
  const actors = actorsOf(user, c);
  return complaintStatuses
    .filter((s) => {
      const type = complaintEventTo[s.code];
      if (!type || !complaintActions[type].some((a) => actors.includes(a))) return false;
      return runComplaintEvent(c.machineState, c.status as ComplaintStatusCode, { type, comment: 'check' }).ok;
    })
    .map((s) => ({ code: s.code, label: s.label[lang] }));
}

/** Loads a complaint the user may see: 404 when unknown, 403 out of scope; with `lock`, locked until the transaction ends. */
export async function loadScopedComplaint(db: Db, user: CurrentUser, complaintid: number, opts: { lock?: boolean } = {}): Promise<ComplaintRow> {
  const query = db.select().from(complaints).where(eq(complaints.id, complaintid));
  const [row] = opts.lock ? await query.for('update') : await query;
  if (!row) throw notFound();
  if (!canSeeComplaint(user, row)) throw forbidden();
  return row;
}
