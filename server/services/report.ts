import { computeFields, scoreForm, type Lang } from '../../engine';
import type { CurrentUser } from '../auth/current-user';
import { conflict } from '../http/errors';
import { loadAnswers } from './answers-store';
import type { Deps } from './deps';
import { loadScopedForm } from './scope';

/**
 * The report card of a form: overall score, grade and domain scores, from the
 * engine. Only once the department has approved it (status 9).
 */
export async function reportScore(deps: Pick<Deps, 'db' | 'catalogues'>, user: CurrentUser, accrid: number, lang: Lang) {
  const { form, school, cycle } = await loadScopedForm(deps.db, user, accrid);
  if (form.status !== 9) throw conflict('reportNotReady');
  const index = deps.catalogues.get(form.catalogueVersion);
  const self = scoreForm(index, computeFields(index, await loadAnswers(deps.db, form.id, 'self')));
  const externalAnswers = await loadAnswers(deps.db, form.id, 'external');
  const external = Object.keys(externalAnswers).length ? scoreForm(index, computeFields(index, externalAnswers)) : null;
  return {
    accrid: form.id,
    schoolCode: school.schoolCode,
    schoolName: school.name,
    cycleName: cycle.name,
    reportCode: form.reportCode,
    accreditedAt: form.accreditedAt,
    score: self.overall,
    grade: self.grade,
    gradeLabel: self.gradeLabel,
    gradeText: self.gradeLabel ? self.gradeLabel[lang] : null,
    externalScore: external?.overall ?? null,
    domains: self.domains.map((d, i) => ({ domainId: d.domainId, name: d.name, score: d.score, externalScore: external?.domains[i].score ?? null })),
  };
}
