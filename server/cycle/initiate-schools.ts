import { and, eq, inArray } from 'drizzle-orm';
import { cycleStatusLabel, runCycleEvent, runFormEvent, type CycleStatusCode, type Lang } from '../../workflows';
import type { CurrentUser } from '../auth/current-user';
import type { Db } from '../db/client';
import { cycleHistory, cycles, forms, schools } from '../db/schema';
import { AppError, conflict, notFound, unprocessable, type ErrorDetail } from '../http/errors';
import { assertStateWide } from '../auth/scope';
import { cycleRefusalMessage } from './change-cycle';
import { isUniqueViolation } from '../db/sql-state';
import type { Deps } from '../deps';
import { applyFormChanges, type FormChange } from '../form';
import { insertNewForms } from '../form';
import { withoutFormIn } from './schools-without-form';
import { queueCycleInitiatedMails } from '../mail/workflow/queue-workflow-mails';

/** Which schools get a form: the ones chosen, or every active school that has none in the cycle. */
export interface InitiateSchoolsInput {
  schoolCodes?: string[];
  all?: boolean;
  /** The declaration of the confirming user: these schools take part in the cycle. */
  consent?: boolean;
}

/** The chosen schools, once every one is known, active and without a form in the cycle; refused whole otherwise. */
async function checkedChoice(db: Db, cycleId: number, codes: readonly string[]): Promise<string[]> {
  const found = await db
    .select({ code: schools.schoolCode, active: schools.active })
    .from(schools)
    .where(inArray(schools.schoolCode, [...codes]));
  const active = new Map(found.map((s) => [s.code, s.active]));
  const notEligible: ErrorDetail[] = codes
    .filter((code) => active.get(code) !== true)
    .map((code) => ({ field: 'schoolCodes', schoolCode: code, problem: active.has(code) ? 'inactive' : 'unknown' }));
  if (notEligible.length) throw unprocessable('schoolsNotEligible', notEligible);
  const had = await db
    .select({ code: forms.schoolCode })
    .from(forms)
    .where(and(eq(forms.cycleId, cycleId), inArray(forms.schoolCode, [...codes])));
  if (had.length)
    throw conflict(
      'schoolsHaveForm',
      had.map((h) => ({ field: 'schoolCodes', schoolCode: h.code, problem: 'hasForm' })),
    );
  return [...codes];
}

/** New forms of a cycle whose audit has started join it at once, as its other forms did, so their external evaluation can be entered. */
async function joinAudit(db: Db, formIds: readonly number[], userId: number, at: Date): Promise<void> {
  const result = runFormEvent(null, 1, { type: 'audit.start' });
  if (!result.ok) return;
  const changes: FormChange[] = formIds.map((formId) => ({ formId, from: result.from, to: result.to, persisted: result.persisted, event: 'audit.start' }));
  await applyFormChanges(db, changes, userId, at);
}

/**
 * Initiates a running cycle for schools that have no form in it yet (added
 * after the first initiation): one, a selection, or all of them. As the first
 * initiation: the cycle machine decides, forms start at status 1 on the
 * cycle's catalogue version (in the external evaluation too once the audit has
 * started), and a cycle history row says who did it. All or nothing, in one
 * transaction.
 */
export async function initiateSchools(deps: Pick<Deps, 'db' | 'now' | 'catalogues'>, user: CurrentUser, cycleid: number, input: InitiateSchoolsInput, lang: Lang) {
  if (input.consent !== true) throw unprocessable('initiateConsentRequired', [{ field: 'consent', problem: 'required' }]);
  try {
    const outcome = await deps.db.transaction(async (tx) => {
      // The lock every cycle action takes: a second call for the same schools waits here, then finds their forms.
      const [cycle] = await tx.select().from(cycles).where(eq(cycles.id, cycleid)).for('update');
      if (!cycle || cycle.status === 'DELETED') throw notFound();
      // A cycle spans every district: only a user whose role reaches the whole state may change it.
      assertStateWide(user);
      const result = runCycleEvent(cycle.machineState, cycle.status as CycleStatusCode, { type: 'cycle.initiateSchools' });
      if (!result.ok) throw new AppError(409, cycleRefusalMessage[result.refusal.code], [], result.refusal.code);
      const codes = input.all
        ? (await tx.select({ code: schools.schoolCode }).from(schools).where(withoutFormIn(tx, cycle.id)).orderBy(schools.schoolCode)).map((s) => s.code)
        : await checkedChoice(tx, cycle.id, input.schoolCodes ?? []);
      if (codes.length === 0) throw conflict('noSchoolWithoutForm');
      const at = deps.now();
      const ids = await insertNewForms(tx, deps.catalogues.get(cycle.catalogueVersion), cycle.id, codes);
      if (result.from === 'AUDIT_INITIATED') await joinAudit(tx, ids, user.userId, at);
      await queueCycleInitiatedMails(tx, cycle.id, codes);
      await tx.update(cycles).set({ machineState: result.persisted }).where(eq(cycles.id, cycle.id));
      await tx.insert(cycleHistory).values({ cycleId: cycle.id, userId: user.userId, fromStatus: result.from, toStatus: result.to, event: 'cycle.initiateSchools', createdAt: at });
      return { cycleid: cycle.id, name: cycle.name, status: result.to, initiated: codes.length };
    });
    return { ...outcome, statusLabel: cycleStatusLabel(outcome.status, lang) };
  } catch (e) {
    // The constraint is the last word on one form per school and cycle, whatever got past the lock.
    if (!(e instanceof AppError) && isUniqueViolation(e)) throw conflict('schoolsHaveForm');
    throw e;
  }
}
