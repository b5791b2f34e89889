import { eq, type SQL } from 'drizzle-orm';
import {
  checkCompleteness,
  computeFields,
  isChosenNotApplicable,
  naReasonRule,
  schoolTotals,
  validateAnswers,
  type AnswerValue,
  type Answers,
  type CatalogueIndex,
} from '../../engine';
import { runFormEvent, type FormStatusCode } from '../../workflows';
import type { CurrentUser } from '../auth/current-user';
import { formHistory, forms } from '../db/schema';
import { AppError, badRequest, conflict, forbidden, unprocessable, type ErrorDetail } from '../http/errors';
import { loadFormState, storeAnswers } from './answers-store';
import { shareCycleOfForm } from '../cycle';
import type { Deps } from '../deps';
import { loadScopedForm } from '../auth/scope';

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

/** Answers whose server copy changed since the client read it: the client must choose (the school's answers and the external evaluation alike). */
export function answerConflicts(input: SaveAnswersInput, before: Answers, times: Record<string, string>): ErrorDetail[] {
  return input.answers.flatMap((a) => {
    if (a.base === undefined) return [];
    const serverAt = times[a.questionid] ?? null;
    const changedSince = serverAt !== null && (a.base === null || Date.parse(serverAt) > Date.parse(a.base));
    const sameValue = JSON.stringify(before[a.questionid] ?? null) === JSON.stringify(a.value);
    return changedSince && !sameValue ? [{ questionid: a.questionid, problem: 'conflict', serverValue: before[a.questionid] ?? null, serverUpdatedAt: serverAt }] : [];
  });
}

/**
 * The answers that change something. One sent again unchanged (a retry whose first answer was lost
 * on the way back, a second tab sending what the first left on the device) keeps its time: a later
 * save based on that time is then no conflict with the same person's earlier save.
 */
export function changedAnswers(input: SaveAnswersInput, before: Answers): Answers {
  const fresh = input.answers.filter((a) => a.reason !== undefined || JSON.stringify(before[a.questionid] ?? null) !== JSON.stringify(a.value));
  return Object.fromEntries(fresh.map((a) => [a.questionid, a.value]));
}

/**
 * Saves a school head's answers in one transaction: the engine checks every
 * value against the whole form after the change; nothing is written unless
 * all pass, and no answer changed on the server since the client read it.
 * The first save moves the form from 1 to 2, with its history row.
 * Six round trips in all (begin, the cycle shared, the form locked, one read,
 * one write, commit): a hundred heads save at once at the start of a cycle.
 */
export async function saveAnswers(deps: Pick<Deps, 'db' | 'catalogues' | 'now'>, user: CurrentUser, input: SaveAnswersInput) {
  return deps.db.transaction(async (tx) => {
    await shareCycleOfForm(tx, input.accrid);
    const { form, cycle } = await loadScopedForm(tx, user, input.accrid, { lock: true });
    if (user.schoolCode !== form.schoolCode) throw forbidden();
    if (cycle.status === 'CLOSED') throw conflict('formClosed');
    if (form.status !== 1 && form.status !== 2) throw conflict('wrongState');
    // Answers, their times, evidence and school information in one read, under the form's lock.
    const state = await loadFormState(tx, form.id, form.schoolCode);
    if (!state.schoolInfo) throw unprocessable('updateSchoolInfoFirst');
    const index = deps.catalogues.get(form.catalogueVersion);
    const before = state.answers;
    const clashes = answerConflicts(input, before, state.times);
    if (clashes.length) throw new AppError(409, 'answerConflict', clashes);
    const changed = changedAnswers(input, before);
    const merged: Answers = { ...before, ...changed };
    for (const [q, v] of Object.entries(changed)) if (v === null) delete merged[q];
    const totals = schoolTotals(state.schoolInfo);
    // Limits may name a count taken from the school information: check against its value.
    const problems = validateAnswers(index, changed, computeFields(index, merged, totals));
    if (problems.length)
      throw badRequest(
        problems.map((p) => ({ questionid: p.questionid, problem: p.problem, message: p.message })),
        'saveFailed',
      );
    const reasons = reasonsOf(index, input, merged);
    const at = deps.now();
    const c = checkCompleteness(index, merged, state.evidence, totals);
    const update: Partial<typeof forms.$inferInsert> = { attempted: c.attempted, total: c.total, updatedAt: at };
    const alongside: SQL[] = [];
    if (form.status === 1) {
      const result = runFormEvent(form.machineState, form.status as FormStatusCode, { type: 'sh.save' });
      if (result.ok && result.to !== result.from) {
        update.status = result.to;
        update.machineState = result.persisted;
        alongside.push(
          tx.insert(formHistory).values({ formId: form.id, userId: user.userId, fromStatus: result.from, toStatus: result.to, event: 'sh.save', createdAt: at }).getSQL(),
        );
      }
    }
    alongside.push(tx.update(forms).set(update).where(eq(forms.id, form.id)).getSQL());
    // The form's counts and status go in the same statement as the answers: one round trip for the write.
    await storeAnswers(tx, form.id, 'self', changed, user.userId, at, reasons, alongside);
    return { saved: input.answers.length, attempted: c.attempted, total: c.total, updatedAt: at.toISOString() };
  });
}
