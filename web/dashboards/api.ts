import { api } from '../api/client';
import type { LocalText } from '../i18n';

/** The filters every dashboard call takes (server: DashboardFilters); all optional. */
export type DashboardFilters = { accrYear?: number; districtId?: number; blockId?: number; status?: number };

/** A counted or scored category: status, management type, class, domain. */
export type LabelRow = { key: string | number; group?: string; label: LocalText; text: string; value: number | null; forms?: number };

/** Students of one class, and how many schools' information has the class. */
export type EnrolmentRow = LabelRow & { schools: number };

/** A category split into series (domain × school owner, domain × self/external). */
export type SeriesRow = LabelRow & { series: string; seriesLabel: LocalText; seriesText: string };

/** One domain of the self vs external comparison: both means over the same forms, and external minus self. */
export type SelfVsExternalRow = { key: string; label: LocalText; text: string; self: number; external: number; gap: number; forms: number };

/** One school of a chart's drill-down list (POST /v1/dashboard/schools); form fields are null for a school without a form (school charts). */
export type DrillDownItem = {
  accrid: number | null;
  cycleId: number | null;
  schoolCode: string;
  udise: string;
  schoolName: string;
  districtId: number;
  districtLabel: LocalText;
  blockLabel: LocalText;
  status: number | null;
  statusLabel: LocalText | null;
  statusText: string | null;
  score: number | null;
  externalScore: number | null;
  grade: string | null;
};
export type DrillDownPage = { items: DrillDownItem[]; total: number; page: number; pageSize: number; domainLabel?: LocalText };

/** Forms (or complaints) of one district in one status. */
export type DistrictStatusRow = {
  districtId: number | null;
  districtLabel: LocalText;
  districtText: string;
  status: number | string;
  statusLabel: LocalText;
  statusText: string;
  count: number;
  percent?: number;
};

/** One district's average score of one series (self or external evaluation). */
export type DistrictSeriesRow = {
  districtId: number;
  districtLabel: LocalText;
  series: string;
  seriesLabel: LocalText;
  value: number | null;
  forms: number;
};

/** Cycle-wise state performance. */
export type CycleRow = { cycleId: number; name: string; status: string; forms: number; approved: number; averageScore: number | null };

/** Filter lookups. */
export type CycleOption = { id: number; name: string; status: string; statusLabel: LocalText };
export type DistrictOption = { id: number; label: LocalText };
export type BlockOption = { id: number; districtId: number; label: LocalText };
export type StatusOption = { code: number; label: LocalText };

/** Posts the filters to one chart call (`POST /v1/dashboard/{path}`) and answers its rows. */
export function chartRows<T>(path: string, filters: DashboardFilters): Promise<T[]> {
  return api<T[]>('POST', `/v1/dashboard/${path}`, filters);
}

/** The lookups of the filter bar. */
export const lookups = {
  years: () => api<CycleOption[]>('GET', '/v1/dashboard/accryear'),
  districts: () => api<DistrictOption[]>('GET', '/v1/dashboard/districts/user'),
  blocks: (districtId: number) => api<BlockOption[]>('GET', `/v1/dashboard/blocks?districtId=${districtId}`),
  statuses: () => api<StatusOption[]>('GET', '/v1/dashboard/status'),
};
