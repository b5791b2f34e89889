import { useLingui } from '@lingui/react/macro';
import { Chart } from './Chart';
import { ChartGrid } from './ChartGrid';
import { FilterBar } from './FilterBar';
import { cycleData, districtSeriesData, domainSeriesData, selfExternalData, seriesDrill } from './rows';
import { chartState, dashboardSettled, useChartRows, useDashboard, useFreshness } from './useDashboard';
import { Loading } from '../components/Loading';
import { useDrill } from './useDrill';
import './dashboards.css';

/**
 * /dashboard/analysis (spec §2, "Analysis"): scores of approved forms compared,
 * self against external evaluation, government against private schools, by
 * school owner and cycle by cycle, with the same filters as the progress page.
 */
export default function AnalysisDashboard() {
  const { t, i18n } = useLingui();
  const lang = i18n.locale === 'hi' ? 'hi' : 'en';
  const dash = useDashboard();
  const drill = useDrill('analysis');

  const freshness = useFreshness(dash);
  const districtSelf = useChartRows('analysis/district/selfvsexternal', dash);
  const domainSelf = useChartRows('analysis/domain/selfvsexternal', dash);
  const sector = useChartRows('analysis/domain/privategovt', dash);
  const cycles = useChartRows('cycle/data', dash);
  const owner = useChartRows('analysis/domain/schoolowner', dash);

  const avg = t`Average score`;
  const domain = t`Domain`;
  const evaluation = t`Evaluation`;
  const selfExternal = { self: t`Self-evaluation`, external: t`External evaluation`, gap: (gap: string) => t`Gap ${gap}` };

  if (!dashboardSettled(dash, freshness)) {
    return (
      <div className="page dash-page">
        <h1 className="page-title">{t`Analysis`}</h1>
        <p className="muted dash-intro">{t`Scores of approved forms (report card generated) in your scope.`}</p>
        <Loading />
      </div>
    );
  }

  return (
    <div className="page dash-page">
      <h1 className="page-title">{t`Analysis`}</h1>
      <p className="muted dash-intro">{t`Scores of approved forms (report card generated) in your scope.`}</p>
      <FilterBar dash={dash} lang={lang} freshness={freshness} />
      <ChartGrid>
        <Chart
          id="district-self-external"
          kind="grouped"
          title={t`District external vs self assessment`}
          categoryTitle={t`District`}
          seriesTitle={evaluation}
          valueTitle={avg}
          valueMax={100}
          {...drill}
          {...chartState(districtSelf, (r) => districtSeriesData(r, lang))}
        />
        <Chart
          id="domain-self-external"
          kind="gap"
          title={t`Domain external vs self assessment`}
          categoryTitle={domain}
          seriesTitle={evaluation}
          valueTitle={avg}
          valueMax={100}
          detailTitle={t`Gap (external − self)`}
          note={t`Schools with an external evaluation only, both scores of the same schools.`}
          emptyText={t`No external evaluation of an approved form yet.`}
          {...drill}
          {...chartState(domainSelf, (r) => selfExternalData(r, lang, selfExternal))}
        />
        <Chart
          id="government-private"
          kind="grouped"
          title={t`Domain-wise scores: government vs private schools`}
          categoryTitle={domain}
          seriesTitle={t`Schools`}
          valueTitle={avg}
          valueMax={100}
          {...drill}
          {...chartState(sector, (r) => domainSeriesData(r, lang, seriesDrill.sector))}
        />
        <Chart
          id="cycles"
          kind="column"
          title={t`Cycle-wise state performance`}
          categoryTitle={t`Cycle`}
          valueTitle={avg}
          valueMax={100}
          {...drill}
          {...chartState(cycles, (r) => cycleData(r, (approved, forms) => t`${approved} of ${forms} forms approved`))}
        />
        <Chart
          id="school-owner"
          kind="grouped"
          wide
          title={t`Domain scores by school owner`}
          categoryTitle={domain}
          seriesTitle={t`School owner`}
          valueTitle={avg}
          valueMax={100}
          {...drill}
          {...chartState(owner, (r) => domainSeriesData(r, lang, seriesDrill.management))}
        />
      </ChartGrid>
    </div>
  );
}
