import type { Lang, Text } from '../../../engine';
import type { CurrentUser } from '../../auth/current-user';
import { approvedForms } from './analysis';
import { domainScoresOf, type ScoreDeps } from './domain-scores';
import { checkFilters, type DashboardFilters } from './filters';
import { labelled } from './labels';

/** One domain of the comparison: the self and external means over the same forms, and external minus self. */
export type SelfVsExternalRow = { key: string; label: Text; text: string; self: number; external: number; gap: number; forms: number };

const round1 = (x: number) => Math.round(x * 10) / 10;

/**
 * Per domain, the self-evaluation score against the external evaluation score
 * of approved forms (status 9) in scope and filters.
 *
 * "External" is the external evaluation recorded during the cycle's audit (the
 * district reviewer's answers, kind 'external'; a form has one, SQA and the
 * department review it but do not answer again). Both means are taken over the
 * same forms, those with a score of both kinds in the domain: a gap between the
 * self scores of all schools and the external scores of the few audited ones
 * would compare different schools, which is not what a reader of "self vs
 * external" takes it to mean. `gap` is external minus self (negative: the
 * school rated itself higher than the evaluator did). No row at all while no
 * approved form has an external evaluation.
 */
export async function domainSelfVsExternal(deps: ScoreDeps, user: CurrentUser, f: DashboardFilters, lang: Lang): Promise<SelfVsExternalRow[]> {
  await checkFilters(deps.db, user, f);
  const list = await approvedForms(deps, user, f);
  const external = await domainScoresOf(deps, list, 'external');
  if (external.size === 0) return [];
  const audited = list.filter((form) => external.has(form.id));
  const self = await domainScoresOf(deps, audited, 'self');
  const sums = new Map<string, { name: Text; self: number; external: number; n: number }>();
  for (const form of audited) {
    const own = new Map((self.get(form.id) ?? []).map((d) => [d.domainId, d.score]));
    for (const d of external.get(form.id)!) {
      const s = own.get(d.domainId);
      if (d.score === null || s === null || s === undefined) continue;
      const acc = sums.get(d.domainId) ?? { name: d.name, self: 0, external: 0, n: 0 };
      acc.self += s;
      acc.external += d.score;
      acc.n += 1;
      sums.set(d.domainId, acc);
    }
  }
  return [...sums]
    .map(([key, a]) => {
      const selfMean = a.self / a.n;
      const externalMean = a.external / a.n;
      return { key, ...labelled(a.name, lang), self: round1(selfMean), external: round1(externalMean), gap: round1(externalMean - selfMean), forms: a.n };
    })
    .sort((a, b) => a.key.localeCompare(b.key, 'en', { numeric: true }));
}
