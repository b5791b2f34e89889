import { apiCall } from '../api/call';
import type { components } from '../api/schema.generated';
import type { ApiValue } from '../api/types';

type Schemas = components['schemas'];

/** The filters every dashboard call takes (server: DashboardFilters); all optional. */
export type DashboardFilters = Schemas['dashboardFilterSchema'];

/** A counted category: status, management type, area. */
export type CountRow = Schemas['ChartCategoryRow'];

/** An average score: overall or one domain, state-wide or per district. */
export type ScoreRow = Schemas['ScoreRow'];

/** Any row with a key, a label and a value. */
export type LabelRow = CountRow | ScoreRow;

/** Students of one class, and how many schools' information has the class. */
export type EnrolmentRow = Schemas['EnrolmentRow'];

/** A category split into series (domain × school owner, domain × self/external). */
export type SeriesRow = Schemas['DomainSeriesRow'];

/** One domain of the self vs external comparison: both means over the same forms, and external minus self. */
export type SelfVsExternalRow = Schemas['SelfVsExternalRow'];

/** One school of a chart's drill-down list (POST /v1/dashboard/schools); form fields are null for a school without a form (school charts). */
export type DrillDownItem = Schemas['DrillDownItem'];
export type DrillDownPage = Schemas['DrillDownPage'];

/** Forms (or complaints) of one district in one status. */
export type DistrictStatusRow = Schemas['DistrictStatusRow'];

/** One district's average score of one series (self or external evaluation). */
export type DistrictSeriesRow = Schemas['DistrictSeriesRow'];

/** Cycle-wise state performance. */
export type CycleRow = Schemas['CycleDataRow'];

/** Filter lookups. */
export type CycleOption = ApiValue<'/v1/dashboard/accryear', 'get'>[number];
export type DistrictOption = ApiValue<'/v1/dashboard/districts/user', 'get'>[number];
export type BlockOption = ApiValue<'/v1/dashboard/blocks', 'get'>[number];
export type StatusOption = ApiValue<'/v1/dashboard/status', 'get'>[number];

/** How far behind the charts may be: the oldest change they do not count yet (null: none). */
export type Freshness = ApiValue<'/v1/dashboard/freshness', 'get'>;

/** Asks how far behind the charts may be (the server first counts the changes waiting, when they are few). */
export const freshness = () => apiCall('get', '/v1/dashboard/freshness');

/** The chart calls: every `POST /v1/dashboard/{path}` that takes the filters and answers rows. */
export type ChartPath =
  | 'chart/statuswise'
  | 'chart/statescore'
  | 'classification/school'
  | 'classification/area'
  | 'classwise/enrollment'
  | 'progress/district/domain'
  | 'progress/district/status'
  | 'progress/district/complaint'
  | 'progress/district/heat'
  | 'analysis/domain/schoolowner'
  | 'analysis/domain/privategovt'
  | 'analysis/domain/selfvsexternal'
  | 'analysis/district/selfvsexternal'
  | 'cycle/data';

/** The rows one chart call answers, as the OpenAPI document types them. */
export type ChartRow<P extends ChartPath> = ApiValue<`/v1/dashboard/${P}`, 'post'>[number];

/** Posts the filters to one chart call (`POST /v1/dashboard/{path}`) and answers its rows. */
export function chartRows<P extends ChartPath>(path: P, filters: DashboardFilters): Promise<ChartRow<P>[]>;
// TypeScript picks an operation by a path it knows, not by a template of a type parameter: the call is typed over every chart path, the overload above narrows it.
export function chartRows(path: ChartPath, filters: DashboardFilters): Promise<ChartRow<ChartPath>[]> {
  return apiCall('post', `/v1/dashboard/${path}`, { body: filters });
}

/** The lookups of the filter bar. */
export const lookups = {
  years: () => apiCall('get', '/v1/dashboard/accryear'),
  districts: () => apiCall('get', '/v1/dashboard/districts/user'),
  blocks: (districtId: number) => apiCall('get', '/v1/dashboard/blocks', { query: { districtId } }),
  statuses: () => apiCall('get', '/v1/dashboard/status'),
};
