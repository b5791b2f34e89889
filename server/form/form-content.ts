import { sql } from 'drizzle-orm';
import { buildDomainSchema, checkCompleteness, computeFields, naReasonRule, schoolTotals, type DomainForm, type Lang } from '../../engine';
import type { CurrentUser } from '../auth/current-user';
import { notFound, unprocessable } from '../http/errors';
import { formViewOf, loadAnswers, loadEvidenceSet, loadNaReasonSet, loadSchoolTotals, type FormViewRead } from './answers-store';
import type { Deps } from '../deps';
import { keepScopedForm, loadScopedForm, loadScopedFormWith, scopedFormSelect, type ScopedRow } from '../auth/scope';
import { builtOnce } from '../db/built-once';
import { forms } from '../db/schema';
import { readsOneMoment } from '../db/snapshot';
import { changeNoticeShown } from '../catalogue';

const schemaCache = new Map<string, DomainForm>();

/** The domain form of a catalogue version in a language, built once and kept. */
function domainForm(deps: Pick<Deps, 'catalogues'>, version: string, domainId: string, lang: Lang): DomainForm {
  const key = `${version}/${domainId}/${lang}`;
  let form = schemaCache.get(key);
  if (!form) {
    form = buildDomainSchema(deps.catalogues.get(version), domainId, lang);
    schemaCache.set(key, form);
  }
  return form;
}

/**
 * Domains of a form with attempted and total questions (contract: GET /v1/form/{accrid}/domain),
 * and what the one completeness rule still finds missing in each (required answers, mandatory
 * evidence, Not Applicable reasons): the home page, the domain tabs and the submit button say
 * the same thing the submit itself will.
 */
export const formDomains = readsOneMoment(async function formDomains(deps: Pick<Deps, 'db' | 'catalogues'>, user: CurrentUser, accrid: number) {
  const { form } = await loadScopedForm(deps.db, user, accrid);
  const index = deps.catalogues.get(form.catalogueVersion);
  const answers = await loadAnswers(deps.db, form.id);
  const completeness = checkCompleteness(
    index,
    answers,
    await loadEvidenceSet(deps.db, form.id),
    await loadSchoolTotals(deps.db, form.schoolCode),
    await loadNaReasonSet(deps.db, form.id),
  );
  return index.catalogue.domains.map((d, i) => {
    const c = completeness.domains[i];
    return {
      domainId: d.id,
      name: d.name,
      total: c.total,
      attempted: c.attempted,
      missing: { answers: c.missingAnswers.length, evidence: c.missingEvidence.length, reasons: c.missingReasons.length },
    };
  });
});

// The form, its school and cycle, and the view's answers and school information, in one statement:
// one moment of the database without a transaction. The external evaluation comes for a reviewer
// (a caller whose school is not the form's) only.
const formView = builtOnce<ScopedRow & { view: FormViewRead }>('form_view', (qb) =>
  scopedFormSelect(qb, {
    view: sql<FormViewRead>`form_view_state(${forms.id}, ${forms.schoolCode}, ${forms.schoolCode} is distinct from ${sql.placeholder('userSchool')})`,
  }),
);

/**
 * One domain's schema, uiSchema and saved answers (contract: POST /v1/form/json), read in one
 * statement (migration 0037): a domain tab's click waits for it. Inside the form's opening
 * (open-domain-form.ts) what it read is kept for the opening's other services.
 */
export async function formJson(deps: Pick<Deps, 'db' | 'catalogues'>, user: CurrentUser, accrid: number, domainId: string, lang: Lang) {
  const row = loadScopedFormWith(user, await formView(deps.db, { accrid, userSchool: user.schoolCode }));
  const { form } = row;
  keepScopedForm(deps.db, accrid, row);
  const view = formViewOf(deps.db, form.id, form.schoolCode, row.view);
  const index = deps.catalogues.get(form.catalogueVersion);
  if (!index.byDomain.has(domainId)) throw notFound();
  if (!view.schoolInfo) throw unprocessable('updateSchoolInfoFirst');
  // Values taken from the school information arrive as answers, read-only in the form.
  const totals = schoolTotals(view.schoolInfo);
  const ids = new Set(index.byDomain.get(domainId));
  const inDomain = <T>(all: Record<string, T>) => Object.fromEntries(Object.entries(all).filter(([q, v]) => ids.has(q) && v !== null));
  const answers = inDomain(computeFields(index, view.self.answers, totals));
  // Reviewers see the external evaluation beside the school's answers; the school head does not.
  const reviewer = user.schoolCode !== form.schoolCode;
  const externalAnswers = reviewer ? inDomain(computeFields(index, view.external.answers, totals)) : {};
  const externalUpdatedAt = inDomain(view.external.times);
  const updatedAt = inDomain(view.self.times);
  const naReasons = inDomain(view.self.naReasons);
  const { schema, uiSchema } = domainForm(deps, form.catalogueVersion, domainId, lang);
  // updatedAt (externalUpdatedAt): when each answer (of the external evaluation) was saved, to send back as `base` so a newer server answer is never overwritten.
  // naReason: whether the version asks the school why it answered Not Applicable ('required', 'optional' or 'none').
  // changeNotice: whether the version's change notice has a link ("What changed in this version").
  const changeNotice = await changeNoticeShown(deps.db, form.catalogueVersion);
  return {
    schema,
    uiSchema,
    answers,
    updatedAt,
    externalAnswers,
    externalUpdatedAt,
    naReasons,
    naReason: naReasonRule(index),
    catalogueVersion: form.catalogueVersion,
    changeNotice,
  };
}

/** What still stops a submit: missing answers, evidence and Not Applicable reasons (contract: domain details validate). */
export const validateFormDetails = readsOneMoment(async function validateFormDetails(deps: Pick<Deps, 'db' | 'catalogues'>, user: CurrentUser, accrid: number) {
  const { form } = await loadScopedForm(deps.db, user, accrid);
  const index = deps.catalogues.get(form.catalogueVersion);
  const c = checkCompleteness(
    index,
    await loadAnswers(deps.db, form.id),
    await loadEvidenceSet(deps.db, form.id),
    await loadSchoolTotals(deps.db, form.schoolCode),
    await loadNaReasonSet(deps.db, form.id),
  );
  return {
    complete: c.complete,
    attempted: c.attempted,
    total: c.total,
    missingAnswers: c.domains.flatMap((d) => d.missingAnswers.map((questionid) => ({ questionid, domainId: d.domainId }))),
    missingEvidence: c.domains.flatMap((d) => d.missingEvidence.map((questionid) => ({ questionid, domainId: d.domainId }))),
    missingNaReasons: c.domains.flatMap((d) => d.missingReasons.map((questionid) => ({ questionid, domainId: d.domainId }))),
  };
});
