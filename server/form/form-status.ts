import { asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Lang } from '../../engine';
import { availableEvents, formSnapshotOf, statusLabel, type FormStatusCode } from '../../workflows';
import type { CurrentUser } from '../auth/current-user';
import { PRIV } from '../auth/privileges';
import { formHistory, rejectReasons, users } from '../db/schema';
import { hasSchoolInfo } from './answers-store';
import { callerNextStatuses } from './form-permissions';
import type { Deps } from '../deps';
import { loadScopedForm } from '../auth/scope';
import { readsOneMoment } from '../db/snapshot';

const eventPrivilege: Record<string, number> = { sh: PRIV.headSubmit, dqa: PRIV.dqaReview, sqa: PRIV.sqaReview, dept: PRIV.deptApprove };

/** Who sends a form back, by review level, in the glossary's words. */
const reviewerRole: Record<string, { en: string; hi: string }> = {
  dqa: { en: 'District Quality Assurance (DQA)', hi: 'जिला गुणवत्ता आश्वासन (डीक्यूए)' },
  sqa: { en: 'State Quality Assurance (SQA)', hi: 'राज्य गुणवत्ता आश्वासन (एसक्यूए)' },
  dept: { en: 'Department', hi: 'विभाग' },
};

/** A form's status, what the caller may do with it now, and the last rejection (contract: GET /v1/form/{id}/status). */
export const formStatus = readsOneMoment(async function formStatus(deps: Pick<Deps, 'db'>, user: CurrentUser, accrid: number, lang: Lang) {
  const { form, school, cycle } = await loadScopedForm(deps.db, user, accrid);
  const status = form.status as FormStatusCode;
  const actions = availableEvents(form.machineState, status).filter((e) => {
    const family = e.split('.')[0];
    const priv = eventPrivilege[family];
    if (priv === undefined || !user.privileges.has(priv)) return false;
    return family !== 'sh' || user.schoolCode === form.schoolCode;
  });
  const [last] = await deps.db
    .select({ h: formHistory, reason: rejectReasons, user: users })
    .from(formHistory)
    .leftJoin(rejectReasons, eq(rejectReasons.id, formHistory.reasonId))
    .leftJoin(users, eq(users.id, formHistory.userId))
    .where(eq(formHistory.formId, form.id))
    .orderBy(asc(formHistory.id))
    // The school information and catalogue moves are written in the history too; the last status change is what counts here.
    .then((rows) => rows.filter((r) => r.h.event !== 'schoolinfo.update' && r.h.event !== 'catalogue.migrate').slice(-1));
  const rejected = status === 2 && last?.h.event.endsWith('.reject');
  return {
    accrid: form.id,
    schoolCode: form.schoolCode,
    // A review page opened from a link or a bookmark names its school from here.
    schoolName: school.name,
    status,
    statusLabel: statusLabel(status, lang),
    actions,
    // The generic status change's dropdown (spec §4): where this caller may move the form now.
    nextStatuses: callerNextStatuses(user, form).map((code) => ({ code, label: statusLabel(code, lang) })),
    schoolInfoSaved: await hasSchoolInfo(deps.db, form.schoolCode),
    cycleid: form.cycleId,
    cycleStatus: cycle.status,
    // The external evaluation is open once the cycle's audit was initiated (the form machine keeps the flag).
    externalAudit: cycle.status === 'AUDIT_INITIATED' || formSnapshotOf(form.machineState, status).context.externalAudit,
    reject: rejected
      ? {
          reason: last.reason ? (lang === 'hi' ? last.reason.labelHi : last.reason.label) : '',
          comment: last.h.comment,
          by: last.h.event.split('.')[0].toUpperCase(),
          // Who sent it back, as a person and a role the head can call, in the head's language.
          byName: last.user ? `${last.user.firstName} ${last.user.lastName ?? ''}`.trim() : null,
          byRole: reviewerRole[last.h.event.split('.')[0]]?.[lang] ?? null,
          date: last.h.createdAt,
        }
      : null,
  };
});

/** Every status change of a form, oldest first (contract: status history). */
export const formHistoryList = readsOneMoment(async function formHistoryList(deps: Pick<Deps, 'db'>, user: CurrentUser, accrid: number, lang: Lang) {
  await loadScopedForm(deps.db, user, accrid);
  const who = alias(users, 'who');
  const rows = await deps.db
    .select({ h: formHistory, first: who.firstName, last: who.lastName, login: who.loginId, reason: rejectReasons })
    .from(formHistory)
    .leftJoin(who, eq(who.id, formHistory.userId))
    .leftJoin(rejectReasons, eq(rejectReasons.id, formHistory.reasonId))
    .where(eq(formHistory.formId, accrid))
    .orderBy(asc(formHistory.id));
  return rows.map((r) => ({
    user: r.login ? `${r.first ?? ''} ${r.last ?? ''}`.trim() || r.login : null,
    loginId: r.login,
    fromStatus: r.h.fromStatus,
    newStatus: r.h.toStatus,
    fromStatusLabel: statusLabel(r.h.fromStatus as FormStatusCode, lang),
    newStatusLabel: statusLabel(r.h.toStatus as FormStatusCode, lang),
    event: r.h.event,
    date: r.h.createdAt,
    comment: r.h.comment,
    reason: r.reason ? (lang === 'hi' ? r.reason.labelHi : r.reason.label) : null,
  }));
});
