import { buildDomainSchema, checkCompleteness, computeFields, type DomainForm, type Lang } from '../../engine';
import type { CurrentUser } from '../auth/current-user';
import { notFound, unprocessable } from '../http/errors';
import { hasSchoolInfo, loadAnswers, loadAnswerTimes, loadEvidenceSet, loadSchoolTotals } from './answers-store';
import type { Deps } from './deps';
import { loadScopedForm } from './scope';

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

/** Domains of a form with attempted and total questions (contract: GET /v1/form/{accrid}/domain). */
export async function formDomains(deps: Pick<Deps, 'db' | 'catalogues'>, user: CurrentUser, accrid: number) {
  const { form } = await loadScopedForm(deps.db, user, accrid);
  const index = deps.catalogues.get(form.catalogueVersion);
  const answers = await loadAnswers(deps.db, form.id);
  const completeness = checkCompleteness(index, answers, await loadEvidenceSet(deps.db, form.id), await loadSchoolTotals(deps.db, form.schoolCode));
  return index.catalogue.domains.map((d, i) => ({
    domainId: d.id,
    name: d.name,
    total: completeness.domains[i].total,
    attempted: completeness.domains[i].attempted,
  }));
}

/** One domain's schema, uiSchema and saved answers (contract: POST /v1/form/json). */
export async function formJson(deps: Pick<Deps, 'db' | 'catalogues'>, user: CurrentUser, accrid: number, domainId: string, lang: Lang) {
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
  const external = user.schoolCode === form.schoolCode ? {} : computeFields(index, await loadAnswers(deps.db, form.id, 'external'), totals);
  const externalAnswers = Object.fromEntries(Object.entries(external).filter(([q, v]) => ids.has(q) && v !== null));
  const updatedAt = Object.fromEntries(Object.entries(times).filter(([q]) => ids.has(q)));
  const { schema, uiSchema } = domainForm(deps, form.catalogueVersion, domainId, lang);
  // updatedAt: when each answer was saved, to send back as `base` so a newer server answer is never overwritten.
  return { schema, uiSchema, answers, updatedAt, externalAnswers, catalogueVersion: form.catalogueVersion };
}

/** What still stops a submit: missing answers and missing evidence (contract: domain details validate). */
export async function validateFormDetails(deps: Pick<Deps, 'db' | 'catalogues'>, user: CurrentUser, accrid: number) {
  const { form } = await loadScopedForm(deps.db, user, accrid);
  const index = deps.catalogues.get(form.catalogueVersion);
  const c = checkCompleteness(index, await loadAnswers(deps.db, form.id), await loadEvidenceSet(deps.db, form.id), await loadSchoolTotals(deps.db, form.schoolCode));
  return {
    complete: c.complete,
    attempted: c.attempted,
    total: c.total,
    missingAnswers: c.domains.flatMap((d) => d.missingAnswers.map((questionid) => ({ questionid, domainId: d.domainId }))),
    missingEvidence: c.domains.flatMap((d) => d.missingEvidence.map((questionid) => ({ questionid, domainId: d.domainId }))),
  };
}
