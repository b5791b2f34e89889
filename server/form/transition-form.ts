import { eq } from 'drizzle-orm';
import { checkCompleteness } from '../../engine';
import { formSnapshotOf, nextStatuses, runFormEvent, type FormEvent, type FormStatusCode, type RunFormResult } from '../../workflows';
import type { CurrentUser } from '../auth/current-user';
import type { Db } from '../db/client';
import { formHistory, forms, rejectReasons } from '../db/schema';
import { AppError, forbidden, type ErrorDetail } from '../http/errors';
import type { MessageKey } from '../i18n/messages';
import { hasSchoolInfo, loadAnswers, loadEvidenceSet, loadNaReasonSet, loadSchoolTotals } from './answers-store';
import { assertOpenCycle, shareCycleOfForm } from '../cycle';
import type { Deps } from '../deps';
import { callerEventToward, familyPrivilege, mayRunFormEvent } from './form-permissions';
import { keepDomainScores } from '../dashboards';
import { approvalOf, keptScoresOf, type Approval } from '../report';
import { loadScopedForm, type FormRow } from '../auth/scope';
import { queueFormMails } from '../mail/workflow/queue-workflow-mails';

/** What the caller asks for, before the server adds the facts the machine's guards need. */
export type FormAction =
  | { type: 'sh.submit' | 'dqa.submit'; consent: boolean; comment?: string }
  | { type: 'sqa.submit' | 'dept.approve'; consent?: boolean; comment?: string }
  | { type: 'dqa.reject' | 'sqa.reject' | 'dept.reject'; reasonId: number; comment?: string }
  | { type: 'dqa.open' | 'sqa.open' | 'dept.open'; comment?: string }
  | { type: 'status.change'; to: FormStatusCode; comment: string };

/**
 * The generic status change of spec §4: a status picked from the caller's
 * next statuses, with a comment; consent or a reason where the step needs one.
 */
export interface StatusChangeRequest {
  type: 'change';
  to: FormStatusCode;
  comment: string;
  consent?: boolean;
  reasonId?: number;
}

/** How each refusal of the form machine is answered. */
export const formRefusalMessage: Record<string, { status: 409 | 422 | 400; key: MessageKey }> = {
  wrongState: { status: 409, key: 'wrongState' },
  consentMissing: { status: 422, key: 'consentRequired' },
  schoolInfoMissing: { status: 422, key: 'updateSchoolInfoFirst' },
  incomplete: { status: 422, key: 'incomplete' },
  evidenceMissing: { status: 422, key: 'attachmentMandatory' },
  naReasonMissing: { status: 422, key: 'naReasonRequired' },
  reasonMissing: { status: 400, key: 'reasonRequired' },
  commentMissing: { status: 400, key: 'addComment' },
  statusNotAllowed: { status: 409, key: 'statusNotAllowed' },
};

/**
 * The refusal of a machine run as the AppError the envelope shows. Each question it names carries
 * its domain, so the page can link the head to the form where the question is.
 */
export function refusalError(result: Extract<RunFormResult, { ok: false }>, domainOf: (questionid: string) => string | undefined = () => undefined): AppError {
  const m = formRefusalMessage[result.refusal.code] ?? { status: 409, key: 'statusUpdateFailed' };
  const details: ErrorDetail[] = (result.refusal.details ?? []).map((d) => {
    const domainId = domainOf(d.questionid);
    return domainId ? { ...d, domainId } : { ...d };
  });
  return new AppError(m.status, m.key, details, result.refusal.code);
}

/** Adds to the caller's action what the machine's guards decide on. */
async function withFacts(deps: Pick<Deps, 'catalogues'>, db: Db, form: FormRow, action: FormAction): Promise<FormEvent> {
  switch (action.type) {
    case 'sh.submit': {
      const index = deps.catalogues.get(form.catalogueVersion);
      const c = checkCompleteness(
        index,
        await loadAnswers(db, form.id),
        await loadEvidenceSet(db, form.id),
        await loadSchoolTotals(db, form.schoolCode),
        await loadNaReasonSet(db, form.id),
      );
      return {
        type: 'sh.submit',
        consent: action.consent,
        schoolInfoSaved: await hasSchoolInfo(db, form.schoolCode),
        missingAnswers: c.domains.flatMap((d) => d.missingAnswers),
        missingEvidence: c.domains.flatMap((d) => d.missingEvidence),
        missingNaReasons: c.domains.flatMap((d) => d.missingReasons),
      };
    }
    case 'dqa.submit':
      return { type: 'dqa.submit', consent: action.consent };
    case 'sqa.submit':
      return { type: 'sqa.submit', consent: action.consent };
    case 'dept.approve':
      return { type: 'dept.approve', consent: action.consent };
    case 'dqa.open':
    case 'sqa.open':
    case 'dept.open':
      return { type: action.type };
    default:
      return action;
  }
}

/** Turns the generic status change into the caller's own event toward that status (or the administrator's correction). */
function resolveStatusChange(user: CurrentUser, form: FormRow, req: StatusChangeRequest): FormAction {
  const snapshot = formSnapshotOf(form.machineState, form.status as FormStatusCode);
  if (!nextStatuses(snapshot).includes(req.to)) throw new AppError(409, 'statusNotAllowed', [{ field: 'status', problem: 'notANextStatus' }]);
  if (mayRunFormEvent(user, 'status.change', form)) return { type: 'status.change', to: req.to, comment: req.comment };
  const type = callerEventToward(user, snapshot, form, req.to);
  const comment = req.comment;
  switch (type) {
    case 'sh.submit':
    case 'dqa.submit':
      return { type, consent: req.consent === true, comment };
    case 'sqa.submit':
    case 'dept.approve':
      return { type, consent: req.consent, comment };
    case 'dqa.reject':
    case 'sqa.reject':
    case 'dept.reject':
      if (req.reasonId === undefined) throw new AppError(400, 'reasonRequired', [{ field: 'reasonId', problem: 'required' }]);
      return { type, reasonId: req.reasonId, comment };
    case 'dqa.open':
    case 'sqa.open':
    case 'dept.open':
      return { type, comment };
    default:
      // The status is another level's to set.
      throw forbidden();
  }
}

/**
 * Applies one workflow action to a form in one transaction: lock the row,
 * check privilege and scope, let the machine decide, write the new state, the
 * history row and (on approval) the report card, or nothing at all.
 */
export async function transitionForm(deps: Pick<Deps, 'db' | 'catalogues' | 'now'>, user: CurrentUser, accrid: number, request: FormAction | StatusChangeRequest) {
  if (request.type !== 'change') {
    const family = request.type.split('.')[0];
    const allowed = request.type === 'status.change' ? mayRunFormEvent(user, request.type, { schoolCode: '' }) : user.privileges.has(familyPrivilege[family]);
    if (!allowed) throw forbidden();
  }
  return deps.db.transaction(async (tx) => {
    await shareCycleOfForm(tx, accrid);
    const { form, cycle } = await loadScopedForm(tx, user, accrid, { lock: true });
    assertOpenCycle(cycle);
    const action = request.type === 'change' ? resolveStatusChange(user, form, request) : request;
    if (!mayRunFormEvent(user, action.type, form)) throw forbidden();
    if ('reasonId' in action) {
      const [reason] = await tx.select().from(rejectReasons).where(eq(rejectReasons.id, action.reasonId));
      if (!reason) throw new AppError(400, 'reasonRequired', [{ field: 'reasonId', problem: 'unknownReason' }]);
    }
    const event = await withFacts(deps, tx, form, action);
    let result = runFormEvent(form.machineState, form.status as FormStatusCode, event);
    if (!result.ok && event.type === 'sh.submit' && result.refusal.code === 'wrongState' && form.status === 1) {
      // A form never saved is incomplete rather than in the wrong state: the
      // machine offers sh.submit only after the first save (1 -> 2), so ask
      // it what it would say then, and tell the head what is missing.
      const asSaved = runFormEvent(form.machineState, 2, event);
      if (!asSaved.ok) result = { ...asSaved, from: 1 };
    }
    if (!result.ok) throw refusalError(result, (q) => deps.catalogues.get(form.catalogueVersion).questions.get(q)?.domain.id);
    const at = deps.now();
    const update: Partial<typeof forms.$inferInsert> = { status: result.to, machineState: result.persisted, updatedAt: at };
    let approval: Approval | null = null;
    if (result.to === 9) {
      const index = deps.catalogues.get(form.catalogueVersion);
      approval = approvalOf(index, await loadAnswers(tx, form.id), await loadAnswers(tx, form.id, 'external'), form, at, await loadSchoolTotals(tx, form.schoolCode));
      Object.assign(update, approval.card);
    }
    await tx.update(forms).set(update).where(eq(forms.id, form.id));
    if (approval) await keepDomainScores(tx, keptScoresOf(form.id, at, approval));
    await tx.insert(formHistory).values({
      formId: form.id,
      userId: user.userId,
      fromStatus: result.from,
      toStatus: result.to,
      event: event.type,
      comment: action.comment?.trim() || null,
      reasonId: 'reasonId' in action ? action.reasonId : null,
      createdAt: at,
    });
    await queueFormMails(tx, [
      { formId: form.id, from: result.from, to: result.to, event: event.type, reasonId: 'reasonId' in action ? action.reasonId : null, comment: action.comment },
    ]);
    return { accrid: form.id, status: result.to };
  });
}
