import { asc, eq } from 'drizzle-orm';
import type { CurrentUser } from '../auth/current-user';
import { questionReviews, users } from '../db/schema';
import type { Deps } from '../deps';
import { authorName, listQuestionComments } from './question-comments';
import { loadScopedForm } from '../auth/scope';
import { readsOneMoment } from '../db/snapshot';

/** Everything said about a form's questions: comments and reviewers' verdicts, so the head sees what was flagged. */
export const formComments = readsOneMoment(async function formComments(deps: Pick<Deps, 'db' | 'catalogues'>, user: CurrentUser, accrid: number) {
  const { form } = await loadScopedForm(deps.db, user, accrid);
  const index = deps.catalogues.get(form.catalogueVersion);
  // The domain of each question, so a screen can link a remark to its domain form.
  const domainOf = (questionid: string) => index.questions.get(questionid)?.domain.id ?? null;
  const comments = await listQuestionComments(deps, user, { accrid });
  const reviews = await deps.db
    .select({ r: questionReviews, firstName: users.firstName, lastName: users.lastName, loginId: users.loginId })
    .from(questionReviews)
    .leftJoin(users, eq(users.id, questionReviews.userId))
    .where(eq(questionReviews.formId, accrid))
    .orderBy(asc(questionReviews.questionId));
  return {
    accrid,
    comments: comments.map((c) => ({ ...c, domainId: domainOf(c.questionid) })),
    reviews: reviews.map((r) => ({
      questionid: r.r.questionId,
      domainId: domainOf(r.r.questionId),
      status: r.r.status,
      comment: r.r.comment,
      user: authorName(r),
      loginId: r.loginId,
      date: r.r.updatedAt,
    })),
  };
});
