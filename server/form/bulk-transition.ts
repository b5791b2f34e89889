import { and, eq, inArray } from 'drizzle-orm';
import { MalformedSnapshotError, runFormEvent, type FormEvent, type FormStatusCode } from '../../workflows';
import type { CurrentUser } from '../auth/current-user';
import { PRIV } from '../auth/privileges';
import { forms, schools } from '../db/schema';
import { forbidden, unprocessable } from '../http/errors';
import { assertOpenCycle, shareCycle } from '../cycle';
import type { Deps } from '../deps';
import { applyFormChanges, type FormChange } from './form-batch';
import { keepDomainScores, type KeptScores } from '../dashboards';
import { approvalOf, keptScoresOf, loadAnswerSets } from '../report';
import { loadSchoolTotalsOf } from './answers-store';
import { queueFormMails } from '../mail/workflow/queue-workflow-mails';
import { reachOf, schoolScope } from '../auth/scope';

/** The three bulk actions of spec §4: DQA district submit to SQA, SQA cycle approve, department cycle approve. */
export type BulkKind = 'district' | 'sqa' | 'dept';

export interface BulkInput {
  cycleid: number;
  districtId?: number;
  consent?: boolean;
}

const bulkSpec: Record<BulkKind, { privilege: number; from: FormStatusCode[]; event: (input: BulkInput) => FormEvent }> = {
  district: { privilege: PRIV.districtBulkSubmit, from: [3, 4], event: (i) => ({ type: 'dqa.submit', consent: i.consent === true }) },
  sqa: { privilege: PRIV.sqaBulkApprove, from: [5, 6], event: () => ({ type: 'sqa.submit' }) },
  dept: { privilege: PRIV.deptBulkApprove, from: [7, 8], event: () => ({ type: 'dept.approve' }) },
};

/**
 * Moves every form of a cycle that stands at the action's level, all or
 * nothing, in one transaction: the cycle is share-locked and the forms locked
 * in id order; each form is decided by the form machine (a refusal skips it,
 * with the reason); the moved ones are written in a few batched statements
 * with a history row each; department approval generates each report card as
 * a single approval does.
 */
export async function bulkTransition(deps: Pick<Deps, 'db' | 'catalogues' | 'now'>, user: CurrentUser, kind: BulkKind, input: BulkInput) {
  const spec = bulkSpec[kind];
  const reach = reachOf(user);
  // Bulk actions are a reviewer's: never a school's, never a user without a place.
  if (!user.privileges.has(spec.privilege) || !reach || reach.schoolCode !== null) throw forbidden();
  const districtId = input.districtId ?? reach.districtId ?? undefined;
  const event = spec.event(input);
  return deps.db.transaction(async (tx) => {
    assertOpenCycle(await shareCycle(tx, input.cycleid));
    // A district or block user submits for their own district (block) only; a state user may name one or take them all.
    if (reach.districtId !== null && input.districtId !== undefined && input.districtId !== reach.districtId) throw forbidden();
    if (kind === 'district' && input.consent !== true) throw unprocessable('consentRequired', [{ field: 'consent', problem: 'required' }]);
    const rows = await tx
      .select({
        id: forms.id,
        status: forms.status,
        machineState: forms.machineState,
        schoolCode: forms.schoolCode,
        cycleId: forms.cycleId,
        catalogueVersion: forms.catalogueVersion,
      })
      .from(forms)
      .innerJoin(schools, eq(schools.schoolCode, forms.schoolCode))
      .where(and(eq(forms.cycleId, input.cycleid), inArray(forms.status, spec.from), schoolScope(user), districtId === undefined ? undefined : eq(schools.districtId, districtId)))
      .orderBy(forms.id)
      .for('update', { of: forms });
    const changes: FormChange[] = [];
    const skipped: { accrid: number; reason: string }[] = [];
    for (const f of rows) {
      let result;
      try {
        result = runFormEvent(f.machineState, f.status as FormStatusCode, event);
      } catch (e) {
        if (!(e instanceof MalformedSnapshotError)) throw e;
        skipped.push({ accrid: f.id, reason: 'malformedState' });
        continue;
      }
      if (result.ok) changes.push({ formId: f.id, from: result.from, to: result.to, persisted: result.persisted, event: event.type });
      else skipped.push({ accrid: f.id, reason: result.refusal.code });
    }
    const at = deps.now();
    const kept: KeptScores[] = [];
    if (kind === 'dept') {
      const byId = new Map(rows.map((r) => [r.id, r]));
      const sets = await loadAnswerSets(
        tx,
        changes.map((c) => c.formId),
      );
      const totals = await loadSchoolTotalsOf(
        tx,
        changes.map((c) => c.formId),
      );
      for (const c of changes) {
        const form = byId.get(c.formId)!;
        const answers = sets.get(c.formId)!;
        const approval = approvalOf(deps.catalogues.get(form.catalogueVersion), answers.self, answers.external, form, at, totals.get(c.formId));
        c.report = approval.card;
        kept.push(...keptScoresOf(c.formId, at, approval));
      }
    }
    await applyFormChanges(tx, changes, user.userId, at);
    await keepDomainScores(tx, kept);
    await queueFormMails(tx, changes);
    return { moved: changes.length, skipped };
  });
}
