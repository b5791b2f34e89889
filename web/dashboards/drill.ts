import type { components } from '../api/schema.generated';
import type { DashboardFilters } from './api';
import { FILTER_PARAMS } from './filters';

/**
 * What a bar or cell of a chart stands for, as a narrowing of the dashboard's
 * filters: a status, a district, a cycle (these replace the filter of the same
 * name), a domain, and the series of the analysis charts. The school charts
 * (`basis: 'schools'`) count schools, not forms: a management type, a school
 * category, an area or a class of the enrolment chart. The server's request schema types it
 * (POST /v1/dashboard/schools), so a field renamed there fails here.
 */
export type DrillTarget = Pick<
  components['schemas']['drillDownSchema'],
  'basis' | 'status' | 'districtId' | 'accrYear' | 'domainId' | 'management' | 'sector' | 'evaluation' | 'genderType' | 'location' | 'enrolmentClass'
>;

/** The dashboards a list can be opened from, and so returned to. */
export type DrillSource = 'progress' | 'analysis';

/** Address parameters of the clicked category, kept apart from the filters (`at.`), so Back restores the filters as they were. */
const TARGET_PARAMS = {
  basis: 'at.basis',
  status: 'at.status',
  districtId: 'at.district',
  accrYear: 'at.year',
  domainId: 'at.domain',
  management: 'at.management',
  sector: 'at.sector',
  evaluation: 'at.evaluation',
  genderType: 'at.category',
  location: 'at.area',
  enrolmentClass: 'at.class',
} as const satisfies Record<keyof DrillTarget, string>;

/** The list page's path. */
export const DRILL_PATH = '/dashboard/schools';

const filterParams = Object.values(FILTER_PARAMS) as string[];

/** Only the dashboard's own filter parameters of an address. */
function filtersOnly(params: URLSearchParams): URLSearchParams {
  const out = new URLSearchParams();
  for (const [k, v] of params) if (filterParams.includes(k)) out.append(k, v);
  return out;
}

/** The list of schools behind a bar: the dashboard's filters as they are in its address, where it came from, and the bar. */
export function drillHref(from: DrillSource, dashboardParams: URLSearchParams, target: DrillTarget): string {
  const params = filtersOnly(dashboardParams);
  params.set('from', from);
  for (const [name, param] of Object.entries(TARGET_PARAMS) as [keyof DrillTarget, string][]) {
    const v = target[name];
    if (v !== undefined) params.set(param, String(v));
  }
  return `${DRILL_PATH}?${params.toString()}`;
}

const positive = (raw: string | null) => (raw !== null && /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : undefined);
const oneOf = <T extends string>(raw: string | null, allowed: readonly T[]) => (allowed.includes(raw as T) ? (raw as T) : undefined);
/** A category code as the server stores it (stateGovernment, girls, rural): letters only. */
const code = (raw: string | null) => (raw !== null && /^[A-Za-z]{1,40}$/.test(raw) ? raw : undefined);

/** Reads the clicked category back from the list's address; anything malformed is left out. */
export function readDrill(params: URLSearchParams): { from: DrillSource; target: DrillTarget } {
  const status = positive(params.get(TARGET_PARAMS.status));
  const domain = params.get(TARGET_PARAMS.domainId);
  const enrolmentClass = params.get(TARGET_PARAMS.enrolmentClass);
  const target: DrillTarget = {
    basis: oneOf(params.get(TARGET_PARAMS.basis), ['forms', 'schools'] as const),
    status: status !== undefined && status <= 10 ? status : undefined,
    districtId: positive(params.get(TARGET_PARAMS.districtId)),
    accrYear: positive(params.get(TARGET_PARAMS.accrYear)),
    domainId: domain !== null && /^D\d{1,2}$/.test(domain) ? domain : undefined,
    management: code(params.get(TARGET_PARAMS.management)),
    sector: oneOf(params.get(TARGET_PARAMS.sector), ['government', 'private'] as const),
    evaluation: oneOf(params.get(TARGET_PARAMS.evaluation), ['self', 'external'] as const),
    genderType: code(params.get(TARGET_PARAMS.genderType)),
    location: code(params.get(TARGET_PARAMS.location)),
    enrolmentClass: enrolmentClass !== null && /^class\d{1,2}(Science|Arts|Commerce)?$/.test(enrolmentClass) ? enrolmentClass : undefined,
  };
  const defined = Object.fromEntries(Object.entries(target).filter(([, v]) => v !== undefined)) as DrillTarget;
  return { from: oneOf(params.get('from'), ['progress', 'analysis'] as const) ?? 'progress', target: defined };
}

/** Back to the dashboard the list was opened from, with its filters. */
export function backHref(params: URLSearchParams): string {
  const { from } = readDrill(params);
  const query = filtersOnly(params).toString();
  return `/dashboard/${from}${query ? `?${query}` : ''}`;
}

/**
 * The list's request: the dashboard's filters (as the charts sent them)
 * narrowed by the clicked category. A clicked district or status replaces
 * the filter; a district the block does not belong to drops the block.
 */
export function drillQuery(filters: DashboardFilters, target: DrillTarget): DashboardFilters & DrillTarget {
  const query: DashboardFilters & DrillTarget = { ...filters, ...target };
  if (target.districtId !== undefined && filters.districtId !== undefined && target.districtId !== filters.districtId) delete query.blockId;
  return query;
}
