import { eq, sql, type SQL } from 'drizzle-orm';
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
import { answerWrite, formStateOf, loadFormState, storeAnswers, type AnswerWrite, type FormState, type FormStateRead } from './answers-store';
import { builtOnce } from '../db/built-once';
import { shareCycleOfForm } from '../cycle';
import type { Deps } from '../deps';
import { loadScopedForm, loadScopedFormWith, scopedFormSelect, type ScopedRow } from '../auth/scope';
import { writeSave } from './save-batch';
import { forgetState, keepState, keptState, stateAfterSave, type KeptState, type SaveRow } from './save-state-cache';

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

/** What a save writes and answers, decided from what it read about the form. */
interface SavePlan {
  write: AnswerWrite;
  /** Answers as the engine checked them, with reasons, for the locked write. */
  changed: Answers;
  reasons: Map<string, string | null>;
  attempted: number;
  total: number;
}

/**
 * The engine's checks of a save against the form as read: every value against the whole form
 * after the change. Throws the refusal (403, 409, 422, 400) when the save may not be made.
 */
function planSave(deps: Pick<Deps, 'catalogues'>, user: CurrentUser, input: SaveAnswersInput, form: SaveRow['form'], cycle: SaveRow['cycle'], state: FormState): SavePlan {
  if (user.schoolCode !== form.schoolCode) throw forbidden();
  if (cycle.status === 'CLOSED') throw conflict('formClosed');
  if (form.status !== 1 && form.status !== 2) throw conflict('wrongState');
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
  const c = checkCompleteness(index, merged, state.evidence, totals);
  return { write: answerWrite(changed, reasons), changed, reasons, attempted: c.attempted, total: c.total };
}

const savedAnswer = (input: SaveAnswersInput, plan: SavePlan, at: Date) => ({
  saved: input.answers.length,
  attempted: plan.attempted,
  total: plan.total,
  updatedAt: at.toISOString(),
});

// The form (with its revision), its school and cycle, and what a save checks against, in one statement without a lock.
const formForSave = builtOnce<ScopedRow & { state: FormStateRead }>('form_for_save', (qb) =>
  scopedFormSelect(qb, { state: sql<FormStateRead>`form_save_state(${forms.id}, ${forms.schoolCode})` }),
);

/**
 * Saves a school head's answers: the engine checks every value against the whole form after the
 * change; nothing is written unless all pass, and no answer changed on the server since the client
 * read it. A hundred heads save at once at the start of a cycle, so a save makes one round trip in
 * the common case: its checks run against what this process kept of the form from its last save
 * (save-state-cache.ts), then one statement takes the locks (the cycle shared, then the form) and
 * writes only if nothing the checks read has changed since: the form's revision, which the database
 * bumps with every such change (migrations 0035 and 0036), and the cycle's status; that statement
 * carries the other saves this process writes in the same turn of its event loop (save-batch.ts). Without a kept
 * state the save reads the form without a lock first; when the form moved on since it was kept (a
 * second tab, another server process, an upload, an officer), the write that found so answers the
 * form as it is, and the save plans from that: two round trips either way. On the form's first save (which
 * moves it from 1 to 2 with its history row), or when it changed again between that read and the
 * write, the save runs under the locks in one transaction instead, reading again. A refusal is
 * always made from a read of the database, never from a kept state.
 */
export async function saveAnswers(deps: Pick<Deps, 'db' | 'catalogues' | 'now'>, user: CurrentUser, input: SaveAnswersInput) {
  const fromKept = await saveFromKept(deps, user, input);
  if (fromKept && 'saved' in fromKept) return fromKept.saved;
  // No kept state, or the form moved on since it was kept (another server process saved, an upload,
  // an officer): planned from the form as the failed write read it under the locks, or as read now.
  const read = fromKept?.current ?? (await readForSave(deps, user, input));
  return (await writeFromRead(deps, user, input, read)) ?? saveUnderLock(deps, user, input);
}

/** The one-round-trip save, planned from the kept state; null when there is none or it would refuse. */
async function saveFromKept(deps: Pick<Deps, 'db' | 'catalogues' | 'now'>, user: CurrentUser, input: SaveAnswersInput) {
  const kept = keptState(deps.db, input.accrid);
  if (!kept) return null;
  let plan: SavePlan;
  try {
    plan = planFrom(deps, user, input, kept);
  } catch {
    // The kept state may be behind the database: the refusal is made again from a fresh read.
    forgetState(deps.db, input.accrid);
    return null;
  }
  return writeIfUnchanged(deps, user, input, kept, plan);
}

/** The form as a save checks against it, read without a lock. */
async function readForSave(deps: Pick<Deps, 'db'>, user: CurrentUser, input: SaveAnswersInput): Promise<KeptState> {
  const { form, school, cycle, state } = loadScopedFormWith(user, await formForSave(deps.db, { accrid: input.accrid }));
  return { row: { form, school, cycle }, state: formStateOf(state) };
}

/**
 * A save planned from a read of the database (its refusals are the answer) and written once; null
 * when it wrote nothing: the form's first save, or the form changed again before the write.
 */
async function writeFromRead(deps: Pick<Deps, 'db' | 'catalogues' | 'now'>, user: CurrentUser, input: SaveAnswersInput, read: KeptState) {
  if (read.row.form.status === 1) return null;
  const written = await writeIfUnchanged(deps, user, input, read, planFrom(deps, user, input, read));
  return written && 'saved' in written ? written.saved : null;
}

/** The checks of a save against a state read or kept: the scope, then planSave's. */
function planFrom(deps: Pick<Deps, 'catalogues'>, user: CurrentUser, input: SaveAnswersInput, from: KeptState): SavePlan {
  const { form, cycle } = loadScopedFormWith(user, [from.row]);
  return planSave(deps, user, input, form, cycle, from.state);
}

/**
 * The write of a save planned from `from`: one statement that writes only while the form is at
 * `from`'s revision and its cycle's status is `from`'s; then what was written is kept for the next
 * save. Otherwise nothing is written or kept, and the answer is the form as it is now (`current`),
 * or null when there is no such form.
 */
async function writeIfUnchanged(
  deps: Pick<Deps, 'db' | 'now'>,
  user: CurrentUser,
  input: SaveAnswersInput,
  from: KeptState,
  plan: SavePlan,
): Promise<{ saved: ReturnType<typeof savedAnswer> } | { current: KeptState } | null> {
  const { form, cycle } = from.row;
  const at = deps.now();
  const answer = await writeSave(deps.db, {
    form: form.id,
    revision: form.revision,
    cycleStatus: cycle.status,
    user: user.userId,
    at: at.toISOString(),
    write: plan.write,
    attempted: plan.attempted,
    total: plan.total,
  });
  if (answer && 'revision' in answer) {
    keepState(deps.db, form.id, stateAfterSave(from, plan.changed, at, answer.revision));
    return { saved: savedAnswer(input, plan, at) };
  }
  forgetState(deps.db, form.id);
  if (!answer) return null;
  return { current: { row: { form: answer.form, school: answer.school, cycle: answer.cycle }, state: formStateOf(answer.state) } };
}

/**
 * The save in one transaction under the locks: seven round trips (begin, the cycle shared, the form
 * locked, one read, the answers, the form's counts, commit).
 */
async function saveUnderLock(deps: Pick<Deps, 'db' | 'catalogues' | 'now'>, user: CurrentUser, input: SaveAnswersInput) {
  // What it writes moves the form past any kept state: the next save reads afresh.
  forgetState(deps.db, input.accrid);
  return deps.db.transaction(async (tx) => {
    await shareCycleOfForm(tx, input.accrid);
    const { form, cycle } = await loadScopedForm(tx, user, input.accrid, { lock: true });
    // Answers, their times, evidence and school information in one read, under the form's lock.
    const plan = planSave(deps, user, input, form, cycle, await loadFormState(tx, form.id, form.schoolCode));
    const at = deps.now();
    const update: Partial<typeof forms.$inferInsert> = { attempted: plan.attempted, total: plan.total, updatedAt: at };
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
    // The history row goes in the same statement as the answers; the form's row in one of its own,
    // as the answers' triggers bump its revision (migration 0035) and one statement may not change a row twice.
    await storeAnswers(tx, form.id, 'self', plan.changed, user.userId, at, plan.reasons, alongside);
    await tx.update(forms).set(update).where(eq(forms.id, form.id));
    return savedAnswer(input, plan, at);
  });
}
