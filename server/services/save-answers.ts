import { eq } from 'drizzle-orm';
import { checkCompleteness, computeFields, isChosenNotApplicable, naReasonRule, validateAnswers, type AnswerValue, type Answers, type CatalogueIndex } from '../../engine';
import { runFormEvent, type FormStatusCode } from '../../workflows';
import type { CurrentUser } from '../auth/current-user';
import { formHistory, forms } from '../db/schema/index';
import { AppError, badRequest, conflict, forbidden, unprocessable, type ErrorDetail } from '../http/errors';
import { hasSchoolInfo, loadAnswers, loadAnswerTimes, loadEvidenceSet, loadSchoolTotals, storeAnswers } from './answers-store';
import { shareCycleOfForm } from './cycle-lock';
import type { Deps } from './deps';
import { loadScopedForm } from './scope';

export interface SaveAnswersInput {
  accrid: number;
  /**
   * `base` is when the answer the client started from was saved (the
   * `updatedAt` of /v1/form/json), or null when it started from no answer.
   * Given, a newer answer on the server is a conflict, never overwritten.
   */
  answers: { questionid: string; value: AnswerValue; base?: string | null; reason?: string }[];
}

/**
 * The Not Applicable reasons a save carries (an empty one clears), refused on any other answer
 * or where the version asks for none.
 */
function reasonsOf(index: CatalogueIndex, input: SaveAnswersInput, merged: Answers): Map<string, string | null> {
  const given = input.answers.filter((a) => a.reason !== undefined);
  const refused = given.filter((a) => naReasonRule(index) === 'none' || !isChosenNotApplicable(index, a.questionid, merged[a.questionid]));
  if (refused.length)
    throw badRequest(
      refused.map((a) => ({ questionid: a.questionid, field: 'reason', problem: 'naReasonNotTaken' })),
      'naReasonNotTaken',
    );
  return new Map(given.map((a) => [a.questionid, a.reason!.trim() || null]));
}

/** Answers whose server copy changed since the client read it: the client must choose. */
function conflicts(input: SaveAnswersInput, before: Answers, times: Record<string, string>): ErrorDetail[] {
  return input.answers.flatMap((a) => {
    if (a.base === undefined) return [];
    const serverAt = times[a.questionid] ?? null;
    const changedSince = serverAt !== null && (a.base === null || Date.parse(serverAt) > Date.parse(a.base));
    const sameValue = JSON.stringify(before[a.questionid] ?? null) === JSON.stringify(a.value);
    return changedSince && !sameValue ? [{ questionid: a.questionid, problem: 'conflict', serverValue: before[a.questionid] ?? null, serverUpdatedAt: serverAt }] : [];
  });
}

/**
 * Saves a school head's answers in one transaction: the engine checks every
 * value against the whole form after the change; nothing is written unless
 * all pass, and no answer changed on the server since the client read it.
 * The first save moves the form from 1 to 2, with its history row.
 */
export async function saveAnswers(deps: Pick<Deps, 'db' | 'catalogues' | 'now'>, user: CurrentUser, input: SaveAnswersInput) {
  return deps.db.transaction(async (tx) => {
    await shareCycleOfForm(tx, input.accrid);
    const { form, cycle } = await loadScopedForm(tx, user, input.accrid, { lock: true });
    if (user.schoolCode !== form.schoolCode) throw forbidden();
    if (cycle.status === 'CLOSED') throw conflict('formClosed');
    if (form.status !== 1 && form.status !== 2) throw conflict('wrongState');
    if (!(await hasSchoolInfo(tx, form.schoolCode))) throw unprocessable('updateSchoolInfoFirst');
    const index = deps.catalogues.get(form.catalogueVersion);
    const changed: Answers = Object.fromEntries(input.answers.map((a) => [a.questionid, a.value]));
    const before = await loadAnswers(tx, form.id);
    const clashes = conflicts(input, before, await loadAnswerTimes(tx, form.id));
    if (clashes.length) throw new AppError(409, 'answerConflict', clashes);
    const merged: Answers = { ...before, ...changed };
    for (const [q, v] of Object.entries(changed)) if (v === null) delete merged[q];
    const totals = await loadSchoolTotals(tx, form.schoolCode);
    // Limits may name a count taken from the school information: check against its value.
    const problems = validateAnswers(index, changed, computeFields(index, merged, totals));
    if (problems.length)
      throw badRequest(
        problems.map((p) => ({ questionid: p.questionid, problem: p.problem, message: p.message })),
        'saveFailed',
      );
    const reasons = reasonsOf(index, input, merged);
    const at = deps.now();
    await storeAnswers(tx, form.id, 'self', changed, user.userId, at, reasons);
    const c = checkCompleteness(index, merged, await loadEvidenceSet(tx, form.id), totals);
    const update: Partial<typeof forms.$inferInsert> = { attempted: c.attempted, total: c.total, updatedAt: at };
    if (form.status === 1) {
      const result = runFormEvent(form.machineState, form.status as FormStatusCode, { type: 'sh.save' });
      if (result.ok && result.to !== result.from) {
        update.status = result.to;
        update.machineState = result.persisted;
        await tx.insert(formHistory).values({ formId: form.id, userId: user.userId, fromStatus: result.from, toStatus: result.to, event: 'sh.save', createdAt: at });
      }
    }
    await tx.update(forms).set(update).where(eq(forms.id, form.id));
    return { saved: input.answers.length, attempted: c.attempted, total: c.total, updatedAt: at.toISOString() };
  });
}
