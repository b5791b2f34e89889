import { eq, or, sql, type SQL } from 'drizzle-orm';
import { complaintActions, complaintStatuses, runComplaintEvent, type ComplaintActor, type ComplaintEventType, type ComplaintStatusCode, type Lang } from '../../workflows';
import type { CurrentUser } from '../auth/current-user';
import type { Db } from '../db/client';
import { complaints, schools } from '../db/schema';
import { forbidden, notFound } from '../http/errors';
import { reachOf } from '../auth/scope';

export type ComplaintRow = typeof complaints.$inferSelect;

/** A complaint about a school of one block (no database handle needed to build it). */
function ofBlock(blockId: number): SQL {
  return sql`${complaints.schoolCode} in (select ${schools.schoolCode} from ${schools} where ${schools.blockId} = ${blockId})`;
}

/**
 * The complaints a user may see: those they raised, and those of the schools
 * (or, without a school, the district) in their reach; state roles all. A
 * block user sees the complaints of their block's schools.
 */
export function complaintScope(user: CurrentUser): SQL | undefined {
  const reach = reachOf(user);
  const mine = eq(complaints.createdBy, user.userId);
  if (!reach) return mine;
  if (reach.schoolCode !== null) return or(mine, eq(complaints.schoolCode, reach.schoolCode));
  if (reach.blockId !== null) {
    return or(mine, ofBlock(reach.blockId));
  }
  if (reach.districtId !== null) return or(mine, eq(complaints.districtId, reach.districtId));
  return undefined;
}

/**
 * What the caller is to a complaint (workflows' complaintActions): its raiser,
 * or a reviewer (a user above school level). The row must come from a scoped
 * read (complaintScope, loadScopedComplaint): being in reach is theirs to say.
 * Nobody reviews their own complaint.
 */
export function actorsOf(user: CurrentUser, c: ComplaintRow): ComplaintActor[] {
  if (c.createdBy === user.userId) return ['raiser'];
  const reach = reachOf(user);
  if (reach && reach.schoolCode === null) return ['reviewer'];
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
  const scope = complaintScope(user);
  const query = db
    .select({ c: complaints, visible: scope ? sql<boolean>`coalesce(${scope}, false)` : sql<boolean>`true` })
    .from(complaints)
    .where(eq(complaints.id, complaintid));
  const [row] = opts.lock ? await query.for('update') : await query;
  if (!row) throw notFound();
  if (!row.visible) throw forbidden();
  return row.c;
}
