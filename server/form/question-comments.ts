import { and, asc, eq } from 'drizzle-orm';
import type { CurrentUser } from '../auth/current-user';
import { questionComments, users } from '../db/schema';
import { AppError, badRequest } from '../http/errors';
import { assertOpenCycle } from '../cycle';
import type { Deps } from '../deps';
import { loadScopedForm } from '../auth/scope';
import { readsOneMoment } from '../db/snapshot';

export interface QuestionCommentInput {
  accrid: number;
  questionid: string;
  comment: string;
}

/** Who wrote a comment, as the screens show it. */
export function authorName(u: { firstName: string | null; lastName: string | null; loginId: string | null }): string | null {
  if (!u.loginId) return null;
  return `${u.firstName ?? ''} ${u.lastName ?? ''}`.trim() || u.loginId;
}

/** Adds a comment to one question of a form the caller may see, while its cycle is open. */
export async function addQuestionComment(deps: Pick<Deps, 'db' | 'catalogues' | 'now'>, user: CurrentUser, input: QuestionCommentInput) {
  const comment = input.comment.trim();
  if (!comment) throw badRequest([{ field: 'comment', problem: 'required' }], 'addComment');
  const { form, cycle } = await loadScopedForm(deps.db, user, input.accrid);
  assertOpenCycle(cycle);
  if (!deps.catalogues.get(form.catalogueVersion).questions.has(input.questionid)) {
    throw new AppError(404, 'unknownQuestion', [{ questionid: input.questionid, problem: 'unknownQuestion' }]);
  }
  try {
    const [row] = await deps.db.insert(questionComments).values({ formId: form.id, questionId: input.questionid, userId: user.userId, comment, createdAt: deps.now() }).returning();
    return { commentid: row.id, accrid: form.id, questionid: row.questionId, comment: row.comment, user: authorName(user), loginId: user.loginId, date: row.createdAt };
  } catch (e) {
    console.error('saving a question comment failed:', e);
    throw new AppError(500, 'commentFailed');
  }
}

/** The comments of a form, of one question or all, oldest first. */
export const listQuestionComments = readsOneMoment(async function listQuestionComments(deps: Pick<Deps, 'db'>, user: CurrentUser, input: { accrid: number; questionid?: string }) {
  await loadScopedForm(deps.db, user, input.accrid);
  const rows = await deps.db
    .select({ c: questionComments, firstName: users.firstName, lastName: users.lastName, loginId: users.loginId })
    .from(questionComments)
    .leftJoin(users, eq(users.id, questionComments.userId))
    .where(and(eq(questionComments.formId, input.accrid), input.questionid ? eq(questionComments.questionId, input.questionid) : undefined))
    .orderBy(asc(questionComments.id));
  return rows.map((r) => ({
    commentid: r.c.id,
    accrid: r.c.formId,
    questionid: r.c.questionId,
    comment: r.c.comment,
    user: authorName(r),
    loginId: r.loginId,
    date: r.c.createdAt,
  }));
});
