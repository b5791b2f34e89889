import { eq } from 'drizzle-orm';
import { checkCompleteness, computeFields, validateAnswers, type Answers } from '../../engine';
import { formSnapshotOf, type FormStatusCode } from '../../workflows';
import type { CurrentUser } from '../auth/current-user';
import { PRIV } from '../auth/privileges';
import { forms } from '../db/schema';
import { AppError, badRequest, conflict, forbidden } from '../http/errors';
import { loadAnswers, loadAnswerTimes, loadSchoolTotals, storeAnswers } from './answers-store';
import { assertOpenCycle, shareCycleOfForm } from '../cycle';
import type { Deps } from '../deps';
import { answerConflicts, changedAnswers, type SaveAnswersInput } from './save-answers';
import { loadScopedForm } from '../auth/scope';

/**
 * Saves the district reviewer's external evaluation of a form: the same
 * questions, checked by the same engine call as the school's answers, stored
 * as kind 'external'. Only once the cycle's audit has reached the form (its
 * machine context says externalAudit) and while the form is with the district
 * (3 or 4); the school's own answers are never touched.
 */
export async function saveExternalAnswers(deps: Pick<Deps, 'db' | 'catalogues' | 'now'>, user: CurrentUser, input: SaveAnswersInput) {
  if (!user.privileges.has(PRIV.dqaReview) || user.schoolCode) throw forbidden();
  return deps.db.transaction(async (tx) => {
    await shareCycleOfForm(tx, input.accrid);
    const { form, cycle } = await loadScopedForm(tx, user, input.accrid, { lock: true });
    assertOpenCycle(cycle);
    const status = form.status as FormStatusCode;
    if (!formSnapshotOf(form.machineState, status).context.externalAudit || (status !== 3 && status !== 4)) {
      throw conflict('externalNotOpen', [{ problem: 'externalEvaluationNotOpen' }]);
    }
    const index = deps.catalogues.get(form.catalogueVersion);
    // Two officers (or two tabs) entering one form's evaluation: an answer changed since the one
    // sending it read it is refused as a conflict, as for the school's own answers.
    const before = await loadAnswers(tx, form.id, 'external');
    const clashes = answerConflicts(input, before, await loadAnswerTimes(tx, form.id, 'external'));
    if (clashes.length) throw new AppError(409, 'answerConflict', clashes);
    const changed = changedAnswers(input, before);
    const merged: Answers = { ...before, ...changed };
    for (const [q, v] of Object.entries(changed)) if (v === null) delete merged[q];
    const totals = await loadSchoolTotals(tx, form.schoolCode);
    const problems = validateAnswers(index, changed, computeFields(index, merged, totals));
    if (problems.length)
      throw badRequest(
        problems.map((p) => ({ questionid: p.questionid, problem: p.problem, message: p.message })),
        'saveFailed',
      );
    const at = deps.now();
    await storeAnswers(tx, form.id, 'external', changed, user.userId, at);
    await tx.update(forms).set({ updatedAt: at }).where(eq(forms.id, form.id));
    // Evidence is the school's to attach; the external count is of answers only.
    const c = checkCompleteness(index, merged, new Set(index.order), totals);
    return { kind: 'external' as const, saved: input.answers.length, attempted: c.attempted, total: c.total, updatedAt: at.toISOString() };
  });
}
