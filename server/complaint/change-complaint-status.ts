import { eq } from 'drizzle-orm';
import { complaintActions, complaintStatusLabel, isComplaintStatusCode, runComplaintEvent, type ComplaintStatusCode, type Lang } from '../../workflows';
import type { CurrentUser } from '../auth/current-user';
import { complaintComments, complaints } from '../db/schema';
import { AppError, badRequest, forbidden } from '../http/errors';
import { actorsOf, complaintEventTo, loadScopedComplaint } from './complaint-access';
import type { Deps } from '../deps';
import { checkBase, nextStamp, type Base } from '../db/revision';

export interface ComplaintStatusInput {
  complaintid: number;
  status: string;
  comment: string;
  /** The complaint's updatedAt as the caller read it: a change made since by anyone is refused (409 recordChanged). */
  base?: Base;
}

/**
 * Moves a complaint to a status with a comment, in one transaction: lock the
 * row, check who the caller is to it (raiser or reviewer, per workflows'
 * complaintActions), let the complaint machine decide, write the status and
 * the change as a comment row with from/to, or nothing at all.
 */
export async function changeComplaintStatus(deps: Pick<Deps, 'db' | 'now'>, user: CurrentUser, input: ComplaintStatusInput, lang: Lang) {
  const target = input.status.trim();
  if (!target) throw badRequest([{ field: 'status', problem: 'required' }], 'selectStatus');
  const comment = input.comment.trim();
  if (!comment) throw badRequest([{ field: 'comment', problem: 'required' }], 'addComment');
  if (!isComplaintStatusCode(target)) throw badRequest([{ field: 'status', problem: 'unknownStatus' }], 'selectStatus');
  return deps.db.transaction(async (tx) => {
    const row = await loadScopedComplaint(tx, user, input.complaintid, { lock: true });
    await checkBase(tx, input.base, row);
    const type = complaintEventTo[target];
    if (!type) throw new AppError(409, 'complaintWrongState', [{ field: 'status', problem: 'notATarget' }], 'wrongState');
    if (!complaintActions[type].some((a) => actorsOf(user, row).includes(a))) throw forbidden();
    const result = runComplaintEvent(row.machineState, row.status as ComplaintStatusCode, { type, comment });
    if (!result.ok) {
      if (result.refusal.code === 'commentMissing') throw badRequest([{ field: 'comment', problem: 'required' }], 'addComment');
      throw new AppError(409, 'complaintWrongState', [], result.refusal.code);
    }
    const at = nextStamp(deps.now(), row.updatedAt);
    const resolvedAt = result.to === 'RESOLVED' ? at : result.to === 'REOPENED' ? null : row.resolvedAt;
    await tx.update(complaints).set({ status: result.to, machineState: result.persisted, updatedAt: at, updatedBy: user.userId, resolvedAt }).where(eq(complaints.id, row.id));
    await tx.insert(complaintComments).values({ complaintId: row.id, userId: user.userId, comment, fromStatus: result.from, toStatus: result.to, createdAt: at });
    return { complaintid: row.id, status: result.to, statusLabel: complaintStatusLabel(result.to, lang) };
  });
}
