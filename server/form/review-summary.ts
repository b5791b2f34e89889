import { computeFields, localizeSchoolInfo, scoreForm, type Lang } from '../../engine';
import type { CurrentUser } from '../auth/current-user';
import { eq } from 'drizzle-orm';
import { schoolInfo } from '../db/schema';
import { loadAnswers, loadNaReasons, loadSchoolTotals } from './answers-store';
import type { Deps } from '../deps';
import { explainScore } from '../report';
import { loadScopedForm } from '../auth/scope';
import { readsOneMoment } from '../db/snapshot';

/**
 * What a reviewer reads beside the answers: the school information the form was filled against
 * (read-only, in groups, in the reader's language), and the score as the answers stand, with
 * the critical questions, the Not Applicable answers and the improvement priorities.
 */
export const reviewSummary = readsOneMoment(async function reviewSummary(deps: Pick<Deps, 'db' | 'catalogues'>, user: CurrentUser, accrid: number, lang: Lang) {
  const { form } = await loadScopedForm(deps.db, user, accrid);
  const [info] = await deps.db.select().from(schoolInfo).where(eq(schoolInfo.schoolCode, form.schoolCode));
  const { schema, uiSchema } = localizeSchoolInfo(deps.catalogues.schoolInfo, lang);
  const titles = schema.properties as Record<string, { title?: string }>;
  const groups = ((uiSchema['ui:options'] as { groups: { id: string; title: string; fields: string[] }[] }).groups ?? []).map((g) => ({
    id: g.id,
    title: g.title,
    fields: g.fields.map((key) => ({ key, label: titles[key]?.title ?? key, value: info ? ((info.data as Record<string, unknown>)[key] ?? null) : null })),
  }));
  const index = deps.catalogues.get(form.catalogueVersion);
  const totals = await loadSchoolTotals(deps.db, form.schoolCode);
  const answers = computeFields(index, await loadAnswers(deps.db, form.id, 'self'), totals);
  const self = scoreForm(index, answers, totals);
  return {
    schoolInfo: info ? { updatedAt: info.updatedAt.toISOString(), groups } : null,
    totals: totals ?? null,
    score: explainScore(index, answers, self, totals, lang, await loadNaReasons(deps.db, form.id)),
  };
});
