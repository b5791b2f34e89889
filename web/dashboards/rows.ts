import { pick, type Lang } from '../i18n';
import type { CycleRow, DistrictOption, DistrictSeriesRow, DistrictStatusRow, EnrolmentRow, LabelRow, ScoreRow, SelfVsExternalRow, SeriesRow } from './api';
import type { DrillTarget } from './drill';
import type { ChartDatum } from './specs';

/** The complaint list screen (web/admin/complaints), which reads `district`, `block` and `status` from its address. */
const COMPLAINT_LIST_PATH = '/complaintmanagement/complaintlist';

/** Score charts count approved forms (report card generated) only: their lists do too. */
const APPROVED = 9;

/**
 * Server rows to chart data in the reader's language. Labels come from the
 * rows' bilingual `label` (never `text`, which is in the language of the call),
 * so switching language redraws without fetching again.
 */

// One formatter each: toLocaleString builds a new one per call, and the dashboards format every value at every render.
const countFormat = new Intl.NumberFormat('en-IN');
const scoreFormat = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 1 });
/** Counts keep Indian digit grouping in both languages (official Hindi uses these digits). */
export const formatCount = (n: number) => countFormat.format(n);
/** Scores and percentages arrive rounded to one decimal. */
export const formatScore = (n: number | null) => (n === null ? '–' : scoreFormat.format(n));

const domainName = (r: { key: string | number; label: LabelRow['label'] }, lang: Lang) => `${r.key} ${pick(r.label, lang)}`;

/** Counted categories (statuses, management types, classes), optionally one group of a flat answer. */
export function countData(rows: LabelRow[], lang: Lang, group?: string): ChartDatum[] {
  return rows
    .filter((r) => group === undefined || r.group === group)
    .map((r) => ({ category: pick(r.label, lang), value: r.value, display: r.value === null ? undefined : formatCount(r.value) }));
}

/** The state government schools the category and area donuts split (server: areaClassification). */
const STATE_GOVERNMENT = 'stateGovernment';

/**
 * A school chart's slices (management type; with `group`, state government
 * schools by category or area): each opens the list of its schools, under
 * the chart's own conditions.
 */
export function schoolSliceData(rows: LabelRow[], lang: Lang, group?: 'gender' | 'location'): ChartDatum[] {
  const target = (key: string): DrillTarget =>
    group === 'gender'
      ? { basis: 'schools', management: STATE_GOVERNMENT, genderType: key }
      : group === 'location'
        ? { basis: 'schools', management: STATE_GOVERNMENT, location: key }
        : { basis: 'schools', management: key };
  const mine = rows.filter((r) => group === undefined || r.group === group);
  return countData(mine, lang).map((d, i) => ({ ...d, drill: (mine[i].value ?? 0) > 0 ? target(String(mine[i].key)) : undefined }));
}

/** Students per class: each bar opens the schools whose saved information has that class (the schools it sums). */
export function enrolmentData(rows: EnrolmentRow[], lang: Lang): ChartDatum[] {
  return countData(rows, lang).map((d, i) => ({ ...d, drill: rows[i].schools > 0 ? { basis: 'schools' as const, enrolmentClass: String(rows[i].key) } : undefined }));
}

/** Forms per status: each bar opens the list of the forms in that status. */
export function statusCountData(rows: LabelRow[], lang: Lang): ChartDatum[] {
  return countData(rows, lang).map((d, i) => ({ ...d, drill: { status: Number(rows[i].key) } }));
}

/** State-level domain scores (the overall row is shown apart). */
export function domainScoreData(rows: LabelRow[], lang: Lang): ChartDatum[] {
  return rows
    .filter((r) => r.group === 'domain')
    .map((r) => ({ category: domainName(r, lang), value: r.value, display: formatScore(r.value), drill: { status: APPROVED, domainId: String(r.key) } }));
}

/** The overall row of the state-level scores, if any. */
export function overallScore(rows: ScoreRow[] | undefined): ScoreRow | undefined {
  return rows?.find((r) => r.group === 'overall');
}

/** What a series of the analysis charts narrows the list to. */
export const seriesDrill = {
  management: (series: string): DrillTarget => ({ management: series }),
  sector: (series: string): DrillTarget => (series === 'government' || series === 'private' ? { sector: series } : {}),
};

/** Domain scores by series (school owner, government or private); with `drillBy`, each bar opens its approved forms. */
export function domainSeriesData(rows: SeriesRow[], lang: Lang, drillBy?: (series: string) => DrillTarget): ChartDatum[] {
  return rows.map((r) => ({
    category: domainName(r, lang),
    series: pick(r.seriesLabel, lang),
    value: r.value,
    display: formatScore(r.value),
    drill: drillBy && { status: APPROVED, domainId: String(r.key), ...drillBy(r.series) },
  }));
}

/** The gap of a domain, signed (a true minus sign), as the chart prints it. */
export const formatGap = (gap: number) => (gap > 0 ? `+${formatScore(gap)}` : gap < 0 ? `\u2212${formatScore(-gap)}` : formatScore(0));

/**
 * Self against external evaluation per domain: two values per domain (its dots),
 * the gap as the detail of both; both open the audited approved forms.
 */
export function selfExternalData(rows: SelfVsExternalRow[], lang: Lang, words: { self: string; external: string; gap: (gap: string) => string }): ChartDatum[] {
  return rows.flatMap((r) => {
    const base = { category: domainName(r, lang), detail: words.gap(formatGap(r.gap)), drill: { status: APPROVED, domainId: r.key, evaluation: 'external' as const } };
    return [
      { ...base, series: words.self, value: r.self, display: formatScore(r.self) },
      { ...base, series: words.external, value: r.external, display: formatScore(r.external) },
    ];
  });
}

// Complaint statuses in the order of their life (workflows/complaint); form statuses are ranked by their code.
const complaintOrder = ['RAISED', 'UNDER_REVIEW', 'REOPENED', 'RESOLVED', 'CLOSED', 'REJECTED'];
const statusRank = (status: number | string) => (typeof status === 'number' ? status : complaintOrder.indexOf(status) === -1 ? 99 : complaintOrder.indexOf(status));

/** A district × form status cell's list; complaints (a string status) and rows without a district have none. */
const formCell = (r: DistrictStatusRow): DrillTarget | undefined =>
  typeof r.status === 'number' && r.districtId !== null ? { districtId: r.districtId, status: r.status } : undefined;

/** Forms or complaints per district and status (stacked bars), statuses in workflow order; form cells open their list. */
export function districtStatusData(rows: DistrictStatusRow[], lang: Lang): ChartDatum[] {
  return rows.map((r) => ({
    category: pick(r.districtLabel, lang),
    series: pick(r.statusLabel, lang),
    seriesRank: statusRank(r.status),
    value: r.count,
    display: formatCount(r.count),
    drill: formCell(r),
  }));
}

/** The complaint list's address, filtered as the dashboard (district, block) and to a cell's district and complaint status. */
export function complaintListHref(districtId: number, status: string, blockId?: number): string {
  const params = new URLSearchParams({ district: String(districtId), status });
  if (blockId !== undefined) params.set('block', String(blockId));
  return `${COMPLAINT_LIST_PATH}?${params.toString()}`;
}

/** Complaints per district and status; with `blockId` known, each cell of a district opens the complaint list so filtered. */
export function complaintStatusData(rows: DistrictStatusRow[], lang: Lang, link: { blockId?: number } | null): ChartDatum[] {
  return districtStatusData(rows, lang).map((d, i) => {
    const r = rows[i];
    return link && r.districtId !== null && r.count > 0 ? { ...d, href: complaintListHref(r.districtId, String(r.status), link.blockId) } : d;
  });
}

/** The heat chart: one row per status, one column per district, coloured by the status's share of the district's forms. */
export function districtHeatData(rows: DistrictStatusRow[], lang: Lang, share: (percent: string) => string): ChartDatum[] {
  // The code leads the label: long Hindi status names are cut short on phones, and two of them start alike.
  return rows.map((r) => ({
    category: `${r.status} · ${pick(r.statusLabel, lang)}`,
    series: pick(r.districtLabel, lang),
    value: r.percent ?? 0,
    display: formatCount(r.count),
    detail: share(formatScore(r.percent ?? 0)),
    drill: r.count > 0 ? formCell(r) : undefined,
  }));
}

/** Per district, self against external average score. */
export function districtSeriesData(rows: DistrictSeriesRow[], lang: Lang): ChartDatum[] {
  return rows.map((r) => ({
    category: pick(r.districtLabel, lang),
    series: pick(r.seriesLabel, lang),
    value: r.value,
    display: formatScore(r.value),
    drill: { districtId: r.districtId, status: APPROVED, ...(r.series === 'external' ? { evaluation: 'external' as const } : {}) },
  }));
}

/** Cycle-wise state performance: the average score of approved forms, with approved of all forms as detail. */
export function cycleData(rows: CycleRow[], approvedOf: (approved: string, forms: string) => string): ChartDatum[] {
  return rows.map((r) => ({
    category: r.name,
    value: r.averageScore,
    display: formatScore(r.averageScore),
    detail: approvedOf(formatCount(r.approved), formatCount(r.forms)),
    drill: { accrYear: r.cycleId, status: APPROVED },
  }));
}

/** One district's state-level score rows, as fetched for the district comparison. */
export type DistrictScores = { district: DistrictOption; rows: LabelRow[] };

/** District comparison of domain scores: one row per district, one column per domain (D1..D7) and the overall score. */
export function districtDomainData(list: DistrictScores[], lang: Lang): ChartDatum[] {
  const overallLast = (rows: LabelRow[]) => [...rows.filter((r) => r.group !== 'overall'), ...rows.filter((r) => r.group === 'overall')];
  return list.flatMap(({ district, rows }) =>
    overallLast(rows).map((r) => ({
      category: pick(district.label, lang),
      series: r.group === 'overall' ? pick(r.label, lang) : String(r.key),
      value: r.value,
      display: formatScore(r.value),
      detail: r.group === 'overall' ? undefined : pick(r.label, lang),
      drill: { districtId: district.id, status: APPROVED, ...(r.group === 'overall' ? {} : { domainId: String(r.key) }) },
    })),
  );
}
