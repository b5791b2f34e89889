import type { Lang } from '../../engine';
import type { CurrentUser } from '../auth/current-user';
import type { Deps } from '../deps';
import { labelled, labelOf } from '../dashboards';
import { reportScore } from './report';

/**
 * The report card's chart: each domain's self score, and its external score
 * where an external evaluation was recorded, as long-format rows (one per
 * domain and series) a grouped bar chart draws directly.
 */
export async function reportChart(deps: Pick<Deps, 'db' | 'catalogues'>, user: CurrentUser, accrid: number, lang: Lang) {
  const report = await reportScore(deps, user, accrid, lang);
  const series = (key: 'self' | 'external') => {
    const s = labelled(labelOf('evaluation', key), lang);
    return { series: key, seriesLabel: s.label, seriesText: s.text };
  };
  const self = report.domains.map((d) => ({ key: d.domainId, ...labelled(d.name, lang), ...series('self'), value: d.score }));
  const external = report.externalScore === null ? [] : report.domains.map((d) => ({ key: d.domainId, ...labelled(d.name, lang), ...series('external'), value: d.externalScore }));
  return [...self, ...external];
}
