import { asc, eq } from 'drizzle-orm';
import { complaintStatusLabel, isComplaintStatusCode, type Lang } from '../../workflows';
import type { CurrentUser } from '../auth/current-user';
import { complaintComments, users } from '../db/schema';
import { AppError, badRequest, conflict } from '../http/errors';
import { loadScopedComplaint } from './complaint-access';
import type { Deps } from '../deps';
import { authorName } from '../form';
import { readsOneMoment } from '../db/snapshot';

const labelOf = (status: string | null, lang: Lang) => (status && isComplaintStatusCode(status) ? complaintStatusLabel(status, lang) : null);

/** Adds a comment to a complaint the caller may see, until it is closed. */
export async function addComplaintComment(deps: Pick<Deps, 'db' | 'now'>, user: CurrentUser, input: { complaintid: number; comment: string }) {
  const comment = input.comment.trim();
  if (!comment) throw badRequest([{ field: 'comment', problem: 'required' }], 'addComment');
  const row = await loadScopedComplaint(deps.db, user, input.complaintid);
  if (row.status === 'CLOSED') throw conflict('complaintClosed');
  try {
    const [saved] = await deps.db.insert(complaintComments).values({ complaintId: row.id, userId: user.userId, comment, createdAt: deps.now() }).returning();
    return { commentid: saved.id, complaintid: row.id, comment: saved.comment, user: authorName(user), loginId: user.loginId, date: saved.createdAt };
  } catch (e) {
    console.error('saving a complaint comment failed:', e);
    throw new AppError(500, 'commentFailed');
  }
}

/** The comments of a complaint, oldest first; a status change shows its from and to. */
export const listComplaintComments = readsOneMoment(async function listComplaintComments(deps: Pick<Deps, 'db'>, user: CurrentUser, complaintid: number, lang: Lang) {
  const row = await loadScopedComplaint(deps.db, user, complaintid);
  const rows = await deps.db
    .select({ c: complaintComments, firstName: users.firstName, lastName: users.lastName, loginId: users.loginId })
    .from(complaintComments)
    .leftJoin(users, eq(users.id, complaintComments.userId))
    .where(eq(complaintComments.complaintId, row.id))
    .orderBy(asc(complaintComments.id));
  return rows.map((r) => ({
    commentid: r.c.id,
    comment: r.c.comment,
    user: authorName(r),
    loginId: r.loginId,
    date: r.c.createdAt,
    fromStatus: r.c.fromStatus,
    toStatus: r.c.toStatus,
    fromStatusLabel: labelOf(r.c.fromStatus, lang),
    toStatusLabel: labelOf(r.c.toStatus, lang),
  }));
});
