import { sql } from 'drizzle-orm';
import type { Lang, Text } from '../../engine';
import type { CurrentUser } from '../auth/current-user';
import { versionNumber } from '../catalogue';
import { domainTallies } from '../db/schema';
import { approvedForms } from './analysis';
import { domainName, unkeptApproved } from './domain-averages';
import { domainScoresOf, type ScoreDeps } from './domain-scores';
import { checkFilters, type DashboardFilters } from './filters';
import { labelled } from './labels';
import { domainTallyWhere, talliesFor, total } from './tally-source';

/** One domain of the comparison: the self and external means over the same forms, and external minus self. */
export type SelfVsExternalRow = { key: string; label: Text; text: string; self: number; external: number; gap: number; forms: number };

const round1 = (x: number) => Math.round(x * 10) / 10;
/**
 * Sums of domain scores in tenths: the engine rounds a domain score to one decimal, so these add
 * up exactly, whichever way the forms come (the kept tallies' numeric sums, or a form at a time).
 */
const tenths = (x: number | string) => Math.round(Number(x) * 10);
type PairSums = { name: Text; self: number; external: number; n: number };

function rowsOf(sums: Map<string, PairSums>, lang: Lang): SelfVsExternalRow[] {
  return [...sums]
    .map(([key, a]) => {
      const selfMean = a.self / 10 / a.n;
      const externalMean = a.external / 10 / a.n;
      return { key, ...labelled(a.name, lang), self: round1(selfMean), external: round1(externalMean), gap: round1(externalMean - selfMean), forms: a.n };
    })
    .sort((a, b) => a.key.localeCompare(b.key, 'en', { numeric: true }));
}

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
 *
 * The pairs are summed in the kept domain tallies; when an approved form in
 * scope lacks current kept scores of either kind, the forms are read instead.
 */
export async function domainSelfVsExternal(deps: ScoreDeps, user: CurrentUser, f: DashboardFilters, lang: Lang): Promise<SelfVsExternalRow[]> {
  await checkFilters(deps.db, user, f);
  if (await unkeptApproved(deps.db, user, f, ['self', 'external'])) return domainSelfVsExternalByScan(deps, user, f, lang);
  const rows = await talliesFor(deps.db, user, domainTallies)
    .select({
      domainId: domainTallies.domainId,
      version: domainTallies.catalogueVersion,
      self: sql<string>`sum(${domainTallies.pairSelfSum})`,
      external: sql<string>`sum(${domainTallies.pairExternalSum})`,
      n: total(domainTallies.pairN),
    })
    .from(domainTallies)
    .where(domainTallyWhere(user, f))
    .groupBy(domainTallies.domainId, domainTallies.catalogueVersion)
    .having(sql`sum(${domainTallies.pairN}) > 0`);
  const sums = new Map<string, PairSums & { version: string }>();
  for (const r of rows) {
    const acc = sums.get(r.domainId);
    if (!acc) sums.set(r.domainId, { name: domainName(deps, r.version, r.domainId), version: r.version, self: tenths(r.self), external: tenths(r.external), n: r.n });
    else {
      acc.self += tenths(r.self);
      acc.external += tenths(r.external);
      acc.n += r.n;
      // A domain renamed between versions is shown with its newest name, as the other domain charts.
      if (versionNumber(r.version) > versionNumber(acc.version)) Object.assign(acc, { version: r.version, name: domainName(deps, r.version, r.domainId) });
    }
  }
  return rowsOf(sums, lang);
}

/** The comparison read from the approved forms' kept scores, scoring (and keeping) first those that have none current. */
async function domainSelfVsExternalByScan(deps: ScoreDeps, user: CurrentUser, f: DashboardFilters, lang: Lang): Promise<SelfVsExternalRow[]> {
  const list = await approvedForms(deps, user, f);
  const external = await domainScoresOf(deps, list, 'external');
  if (external.size === 0) return [];
  const audited = list.filter((form) => external.has(form.id));
  const self = await domainScoresOf(deps, audited, 'self');
  const sums = new Map<string, PairSums>();
  for (const form of audited) {
    const own = new Map((self.get(form.id) ?? []).map((d) => [d.domainId, d.score]));
    for (const d of external.get(form.id)!) {
      const s = own.get(d.domainId);
      if (d.score === null || s === null || s === undefined) continue;
      const acc = sums.get(d.domainId) ?? { name: d.name, self: 0, external: 0, n: 0 };
      acc.self += tenths(s);
      acc.external += tenths(d.score);
      acc.n += 1;
      sums.set(d.domainId, acc);
    }
  }
  return rowsOf(sums, lang);
}
