import { buildDomainSchema, checkCompleteness, computeFields, naReasonRule, type DomainForm, type Lang } from '../../engine';
import type { CurrentUser } from '../auth/current-user';
import { notFound, unprocessable } from '../http/errors';
import { hasSchoolInfo, loadAnswers, loadAnswerTimes, loadEvidenceSet, loadNaReasons, loadNaReasonSet, loadSchoolTotals } from './answers-store';
import type { Deps } from '../deps';
import { loadScopedForm } from '../auth/scope';
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

/** One domain's schema, uiSchema and saved answers (contract: POST /v1/form/json). */
export const formJson = readsOneMoment(async function formJson(deps: Pick<Deps, 'db' | 'catalogues'>, user: CurrentUser, accrid: number, domainId: string, lang: Lang) {
  const { form } = await loadScopedForm(deps.db, user, accrid);
  const index = deps.catalogues.get(form.catalogueVersion);
  if (!index.byDomain.has(domainId)) throw notFound();
  if (!(await hasSchoolInfo(deps.db, form.schoolCode))) throw unprocessable('updateSchoolInfoFirst');
  // Values taken from the school information arrive as answers, read-only in the form.
  const totals = await loadSchoolTotals(deps.db, form.schoolCode);
  const all = computeFields(index, await loadAnswers(deps.db, form.id), totals);
  const ids = new Set(index.byDomain.get(domainId));
  const answers = Object.fromEntries(Object.entries(all).filter(([q, v]) => ids.has(q) && v !== null));
  const times = await loadAnswerTimes(deps.db, form.id);
  // Reviewers see the external evaluation beside the school's answers; the school head does not.
  const reviewer = user.schoolCode !== form.schoolCode;
  const external = reviewer ? computeFields(index, await loadAnswers(deps.db, form.id, 'external'), totals) : {};
  const externalAnswers = Object.fromEntries(Object.entries(external).filter(([q, v]) => ids.has(q) && v !== null));
  const externalTimes = reviewer ? await loadAnswerTimes(deps.db, form.id, 'external') : {};
  const externalUpdatedAt = Object.fromEntries(Object.entries(externalTimes).filter(([q]) => ids.has(q)));
  const updatedAt = Object.fromEntries(Object.entries(times).filter(([q]) => ids.has(q)));
  const naReasons = Object.fromEntries(Object.entries(await loadNaReasons(deps.db, form.id)).filter(([q]) => ids.has(q)));
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
});

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
