import { and, count, eq, ne } from 'drizzle-orm';
import { cycleStatusLabel, runCycleEvent, runFormEvent, type CycleEvent, type CycleRefusalCode, type CycleStatusCode, type FormStatusCode, type Lang } from '../../workflows';
import type { CurrentUser } from '../auth/current-user';
import type { Db } from '../db/client';
import { cycleHistory, cycles, forms, questionDocuments, schools } from '../db/schema';
import { AppError, notFound } from '../http/errors';
import type { MessageKey } from '../i18n/messages';
import type { Deps } from '../deps';
import { insertNewForms } from '../form';
import { nextStamp } from '../db/revision';
import { withoutFormIn } from './schools-without-form';
import type { CatalogueIndex } from '../../engine';
import { applyFormChanges, type FormChange } from '../form';
import { queueCycleInitiatedMails } from '../mail/workflow/queue-workflow-mails';
import { assertStateWide, type CycleRow } from '../auth/scope';

/** The cycle actions of spec §2 after creation. */
export type CycleAction = 'initiate' | 'initiateAudit' | 'close' | 'delete';

const eventType = { initiate: 'cycle.initiate', initiateAudit: 'cycle.initiateAudit', close: 'cycle.close', delete: 'cycle.delete' } as const;

/** The message of each refusal of the cycle machine. */
export const cycleRefusalMessage: Record<CycleRefusalCode, MessageKey> = {
  alreadyInitiated: 'alreadyInitiated',
  formsProgressed: 'cycleFormsProgressed',
  wrongState: 'cycleWrongState',
  notInitiated: 'cycleNotInitiated',
  closed: 'cycleClosedForNewForms',
};

/** Creates a form at status 1, on the cycle's catalogue version, for every active school that has none in the cycle. */
async function initiateForms(db: Db, index: CatalogueIndex, cycle: CycleRow): Promise<number> {
  const missing = await db.select({ code: schools.schoolCode }).from(schools).where(withoutFormIn(db, cycle.id)).orderBy(schools.schoolCode);
  await insertNewForms(
    db,
    index,
    cycle.id,
    missing.map((s) => s.code),
  );
  return missing.length;
}

/** Sends audit.start to every form of the cycle through the form machine and stores what it records (the external-audit flag). */
async function startAudit(db: Db, cycleId: number, userId: number, at: Date): Promise<number> {
  const rows = await db
    .select({ id: forms.id, status: forms.status, machineState: forms.machineState })
    .from(forms)
    .where(eq(forms.cycleId, cycleId))
    .orderBy(forms.id)
    .for('update');
  const changes: FormChange[] = [];
  for (const f of rows) {
    const result = runFormEvent(f.machineState, f.status as FormStatusCode, { type: 'audit.start' });
    // A form with its report card already generated takes no more events.
    if (result.ok) changes.push({ formId: f.id, from: result.from, to: result.to, persisted: result.persisted, event: 'audit.start' });
  }
  await applyFormChanges(db, changes, userId, at);
  return changes.length;
}

/**
 * Deletes the forms of a cycle that never left status 1, in the caller's
 * transaction; fails if a form progressed meanwhile. Returns the storage keys
 * of their evidence, to remove once the transaction has committed.
 */
async function deleteForms(db: Db, cycleId: number): Promise<string[]> {
  const keys = await db
    .select({ key: questionDocuments.storageKey })
    .from(questionDocuments)
    .innerJoin(forms, eq(forms.id, questionDocuments.formId))
    .where(eq(forms.cycleId, cycleId));
  await db.delete(forms).where(and(eq(forms.cycleId, cycleId), eq(forms.status, 1)));
  const [{ left }] = await db.select({ left: count() }).from(forms).where(eq(forms.cycleId, cycleId));
  if (left > 0) throw new AppError(409, 'cycleFormsProgressed', [], 'formsProgressed');
  return keys.map((k) => k.key);
}

/**
 * Applies one cycle action in one transaction: lock the cycle, let the cycle
 * machine decide, carry out what the action means for the cycle's forms,
 * write the new status and a cycle history row, or nothing at all.
 */
export async function changeCycle(deps: Pick<Deps, 'db' | 'documents' | 'now' | 'catalogues'>, user: CurrentUser, cycleid: number, action: CycleAction, lang: Lang) {
  const outcome = await deps.db.transaction(async (tx) => {
    const [cycle] = await tx.select().from(cycles).where(eq(cycles.id, cycleid)).for('update');
    if (!cycle || cycle.status === 'DELETED') throw notFound();
    // A cycle spans every district: only a user whose role reaches the whole state may change it.
    assertStateWide(user);
    let event: CycleEvent;
    if (action === 'delete') {
      const [{ n }] = await tx
        .select({ n: count() })
        .from(forms)
        .where(and(eq(forms.cycleId, cycle.id), ne(forms.status, 1)));
      event = { type: 'cycle.delete', formsProgressed: n > 0 };
    } else {
      event = { type: eventType[action] };
    }
    const result = runCycleEvent(cycle.machineState, cycle.status as CycleStatusCode, event);
    if (!result.ok) throw new AppError(409, cycleRefusalMessage[result.refusal.code], [], result.refusal.code);
    const at = deps.now();
    let initiated: number | undefined;
    let audited: number | undefined;
    let removedKeys: string[] = [];
    if (action === 'initiate') {
      initiated = await initiateForms(tx, deps.catalogues.get(cycle.catalogueVersion), cycle);
      await queueCycleInitiatedMails(tx, cycle.id);
    }
    if (action === 'initiateAudit') audited = await startAudit(tx, cycle.id, user.userId, at);
    if (action === 'delete') removedKeys = await deleteForms(tx, cycle.id);
    // A deleted cycle stays for its history, but gives its name back for a new cycle.
    const name = action === 'delete' ? `${cycle.name} (deleted #${cycle.id})` : cycle.name;
    await tx
      .update(cycles)
      .set({ status: result.to, machineState: result.persisted, name, updatedAt: nextStamp(at, cycle.updatedAt), updatedBy: user.userId })
      .where(eq(cycles.id, cycle.id));
    await tx.insert(cycleHistory).values({ cycleId: cycle.id, userId: user.userId, fromStatus: result.from, toStatus: result.to, event: event.type, createdAt: at });
    return { cycleid: cycle.id, name, status: result.to, initiated, audited, removedKeys };
  });
  // The bytes go only once the rows are gone for good; a failure here leaves orphan files, never dangling rows.
  await Promise.all(outcome.removedKeys.map((k) => deps.documents.delete(k).catch(() => undefined)));
  const { removedKeys: _removed, ...value } = outcome;
  return { ...value, statusLabel: cycleStatusLabel(value.status, lang) };
}
