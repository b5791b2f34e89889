import type { DashboardFilters } from './api';

/** URL search parameter of each filter: the filters live in the address, so a view can be shared or bookmarked. */
export const FILTER_PARAMS = { accrYear: 'year', districtId: 'district', blockId: 'block', status: 'status' } as const;

export type FilterName = keyof typeof FILTER_PARAMS;

function positiveInt(raw: string | null): number | undefined {
  if (raw === null || !/^\d{1,9}$/.test(raw)) return undefined;
  const n = Number(raw);
  return n > 0 ? n : undefined;
}

/** The address's word for "every year": without a year the dashboards show the current cycle. */
export const ALL_YEARS = 'all';

/**
 * The cycle a dashboard opens on: the newest cycle still running (forms or external evaluation
 * initiated), else the newest one that is not deleted. Years mixed together mean little to a
 * reviewer, so "All years" is a choice, not the start.
 */
export function currentCycleId(years: readonly { id: number; status: string }[]): number | undefined {
  const newestFirst = [...years].sort((a, b) => b.id - a.id);
  return (newestFirst.find((c) => c.status === 'FORMS_INITIATED' || c.status === 'AUDIT_INITIATED') ?? newestFirst.find((c) => c.status !== 'DELETED'))?.id;
}

/**
 * Reads the filters from URL search parameters; anything malformed is left out. Without a year in
 * the address the current cycle is chosen (`current`, once the cycles are known); `year=all` is every year.
 */
export function filtersFromParams(params: URLSearchParams, current?: number): DashboardFilters {
  const f: DashboardFilters = {};
  for (const [name, param] of Object.entries(FILTER_PARAMS) as [FilterName, string][]) {
    const v = positiveInt(params.get(param));
    if (v !== undefined) f[name] = v;
  }
  if (f.status !== undefined && f.status > 10) delete f.status;
  if (!params.has(FILTER_PARAMS.accrYear) && current !== undefined) f.accrYear = current;
  return f;
}

/** Writes one filter into URL search parameters; a new district clears the block; "All years" is written as year=all. */
export function withFilter(params: URLSearchParams, name: FilterName, value: number | undefined): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value === undefined) {
    if (name === 'accrYear') next.set(FILTER_PARAMS.accrYear, ALL_YEARS);
    else next.delete(FILTER_PARAMS[name]);
  } else next.set(FILTER_PARAMS[name], String(value));
  if (name === 'districtId') next.delete(FILTER_PARAMS.blockId);
  return next;
}

/**
 * The filters as sent to the server, given the districts the user may pick from.
 * A user with one district (a DQA) never names it (the server scopes them) and
 * filters the blocks of that district; for the others a block needs its district.
 */
export function effectiveFilters(f: DashboardFilters, districtCount: number): DashboardFilters {
  const body: DashboardFilters = { ...f };
  if (districtCount <= 1) delete body.districtId;
  else if (body.districtId === undefined) delete body.blockId;
  return body;
}

/** A stable key of the filters, for effect dependencies. */
export function filtersKey(f: DashboardFilters): string {
  return [f.accrYear ?? '', f.districtId ?? '', f.blockId ?? '', f.status ?? ''].join('|');
}
