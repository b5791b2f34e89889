import type { FormStatusCode } from '../../workflows';
import type { CurrentUser } from '../auth/current-user';
import { questionReviews } from '../db/schema';
import { AppError, badRequest, forbidden } from '../http/errors';
import { assertOpenCycle, shareCycleOfForm } from '../cycle';
import type { Deps } from '../deps';
import { reviewLevels } from './form-permissions';
import { loadScopedForm } from '../auth/scope';

export type QuestionVerdict = 'FLAGGED' | 'APPROVED' | 'REJECTED';

export interface QuestionReviewInput {
  accrid: number;
  questionid: string;
  status: QuestionVerdict;
  comment?: string;
}

/**
 * A reviewer's verdict on one question (mark for review, approve, reject),
 * kept per question and shown to the head. Only while the form is at the
 * reviewer's own level; a flag or a rejection needs a comment saying why.
 */
export async function reviewQuestion(deps: Pick<Deps, 'db' | 'catalogues' | 'now'>, user: CurrentUser, input: QuestionReviewInput) {
  const levels = Object.entries(reviewLevels).filter(([priv]) => user.privileges.has(Number(priv)));
  if (levels.length === 0 || user.schoolCode) throw forbidden();
  const comment = input.comment?.trim() || null;
  if (!comment && input.status !== 'APPROVED') throw badRequest([{ field: 'comment', problem: 'required' }], 'addComment');
  return deps.db.transaction(async (tx) => {
    await shareCycleOfForm(tx, input.accrid);
    const { form, cycle } = await loadScopedForm(tx, user, input.accrid, { lock: true });
    assertOpenCycle(cycle);
    if (!deps.catalogues.get(form.catalogueVersion).questions.has(input.questionid)) {
      throw new AppError(404, 'unknownQuestion', [{ questionid: input.questionid, problem: 'unknownQuestion' }]);
    }
    if (!levels.some(([, statuses]) => statuses.includes(form.status as FormStatusCode))) throw new AppError(409, 'notAtYourLevel', [], 'wrongState');
    const at = deps.now();
    const values = { formId: form.id, questionId: input.questionid, status: input.status, comment, userId: user.userId, updatedAt: at };
    await tx
      .insert(questionReviews)
      .values(values)
      .onConflictDoUpdate({ target: [questionReviews.formId, questionReviews.questionId], set: { status: values.status, comment, userId: user.userId, updatedAt: at } });
    return { accrid: form.id, questionid: input.questionid, status: input.status, comment, updatedAt: at };
  });
}
