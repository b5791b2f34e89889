import { useLingui } from '@lingui/react/macro';
import { useSession } from '../app/useSession';
import { hasPrivilege, PRIV } from '../auth/session';
import { Chart } from './Chart';
import { ChartGrid } from './ChartGrid';
import { FilterBar } from './FilterBar';
import {
  complaintStatusData,
  districtDomainData,
  districtHeatData,
  districtStatusData,
  domainScoreData,
  enrolmentData,
  formatCount,
  formatScore,
  overallScore,
  schoolSliceData,
  statusCountData,
} from './rows';
import { chartState, dashboardSettled, useChartRows, useDashboard, useDistrictScores, useFreshness } from './useDashboard';
import { Loading } from '../components/Loading';
import { useDrill } from './useDrill';
import './dashboards.css';

/**
 * /dashboard/progress (spec §2, "Dashboard (progress)"): where the forms stand,
 * the schools behind them and the scores so far, within the caller's scope
 * (a DQA sees their district only) and the chosen filters.
 */
export default function ProgressDashboard() {
  const { t, i18n } = useLingui();
  const lang = i18n.locale === 'hi' ? 'hi' : 'en';
  const dash = useDashboard();
  // Bars, slices and cells open the list of the schools behind them; complaint cells the complaint list, for those who may see it.
  const drill = useDrill('progress');
  const session = useSession();
  const complaintLinks = hasPrivilege(session, PRIV.complaints) ? { blockId: dash.filters.blockId } : null;

  const freshness = useFreshness(dash);
  const status = useChartRows('chart/statuswise', dash);
  const score = useChartRows('chart/statescore', dash);
  const management = useChartRows('classification/school', dash);
  const area = useChartRows('classification/area', dash);
  const enrolment = useChartRows('classwise/enrollment', dash);
  const districtScores = useDistrictScores(dash);
  const complaints = useChartRows('progress/district/complaint', dash);
  const heat = useChartRows('progress/district/heat', dash);
  const districtStatus = useChartRows('progress/district/status', dash);

  const overall = overallScore(score.data);
  const schools = t`Schools`;
  const forms = t`Forms`;
  const district = t`District`;
  const avg = t`Average score`;

  if (!dashboardSettled(dash, freshness)) {
    return (
      <div className="page dash-page">
        <h1 className="page-title">{t`Progress dashboard`}</h1>
        <Loading />
      </div>
    );
  }

  return (
    <div className="page dash-page">
      <h1 className="page-title">{t`Progress dashboard`}</h1>
      <FilterBar dash={dash} lang={lang} freshness={freshness} />
      <ChartGrid>
        <Chart
          id="status"
          kind="bar"
          integer
          title={t`Forms by accreditation status`}
          categoryTitle={t`Status`}
          valueTitle={forms}
          {...drill}
          {...chartState(status, (r) => statusCountData(r, lang))}
        />
        <Chart
          id="state-score"
          kind="bar"
          title={t`State-level domain scores`}
          categoryTitle={t`Domain`}
          valueTitle={avg}
          valueMax={100}
          note={overall ? t`Overall score: ${formatScore(overall.value)} (${formatCount(overall.forms ?? 0)} approved forms)` : score.isPending && t`Overall score: …`}
          {...drill}
          {...chartState(score, (r) => domainScoreData(r, lang))}
        />
        <Chart
          id="management"
          kind="donut"
          small
          title={t`Schools by management type`}
          categoryTitle={t`Management type`}
          valueTitle={schools}
          {...drill}
          {...chartState(management, (r) => schoolSliceData(r, lang))}
        />
        <Chart
          id="gender"
          kind="donut"
          small
          title={t`State government schools by category`}
          categoryTitle={t`Category`}
          valueTitle={schools}
          {...drill}
          {...chartState(area, (r) => schoolSliceData(r, lang, 'gender'))}
        />
        <Chart
          id="location"
          kind="donut"
          small
          title={t`State government schools by area`}
          categoryTitle={t`Area`}
          valueTitle={schools}
          {...drill}
          {...chartState(area, (r) => schoolSliceData(r, lang, 'location'))}
        />
        <Chart
          id="enrolment"
          kind="bar"
          integer
          wide
          title={t`Class-wise enrolment`}
          categoryTitle={t`Class`}
          valueTitle={t`Students`}
          {...drill}
          {...chartState(enrolment, (r) => enrolmentData(r, lang))}
        />
        <Chart
          id="district-scores"
          kind="heatmap"
          wide
          title={t`District comparison of domain scores`}
          categoryTitle={district}
          seriesTitle={t`Domain`}
          valueTitle={avg}
          valueMax={100}
          {...drill}
          {...chartState(districtScores, (r) => districtDomainData(r, lang))}
        />
        <Chart
          id="complaints"
          kind="stacked"
          integer
          wide
          title={t`Grievance redressal status`}
          categoryTitle={district}
          seriesTitle={t`Complaint status`}
          valueTitle={t`Complaints`}
          note={
            (dash.filters.accrYear !== undefined || dash.filters.status !== undefined) &&
            t`Complaints belong to no cycle and have no form status: only the district and block filters apply here.`
          }
          onDrill={drill.onDrill}
          drillHint={t`Select a value to see the complaints behind it.`}
          {...chartState(complaints, (r) => complaintStatusData(r, lang, complaintLinks))}
        />
        <Chart
          id="district-heat"
          kind="heatmap"
          wide
          title={t`District progress heat chart`}
          categoryTitle={t`Status`}
          seriesTitle={district}
          valueTitle={t`Share of the district's forms (%)`}
          displayTitle={forms}
          valueMax={100}
          {...drill}
          {...chartState(heat, (r) => districtHeatData(r, lang, (p) => t`${p}% of the district's forms`))}
        />
        <Chart
          id="district-status"
          kind="stacked"
          integer
          wide
          title={t`District progress status`}
          categoryTitle={district}
          seriesTitle={t`Status`}
          valueTitle={forms}
          {...drill}
          {...chartState(districtStatus, (r) => districtStatusData(r, lang))}
        />
      </ChartGrid>
    </div>
  );
}
