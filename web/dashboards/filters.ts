import type { DashboardFilters } from './api';

/** URL search parameter of each filter: the filters live in the address, so a view can be shared or bookmarked. */
export const FILTER_PARAMS = { accrYear: 'year', districtId: 'district', blockId: 'block', status: 'status' } as const;

export type FilterName = keyof typeof FILTER_PARAMS;

function positiveInt(raw: string | null): number | undefined {
  if (raw === null || !/^\d{1,9}$/.test(raw)) return undefined;
  const n = Number(raw);
  return n > 0 ? n : undefined;
}

/** Reads the filters from URL search parameters; anything malformed is left out. */
export function filtersFromParams(params: URLSearchParams): DashboardFilters {
  const f: DashboardFilters = {};
  for (const [name, param] of Object.entries(FILTER_PARAMS) as [FilterName, string][]) {
    const v = positiveInt(params.get(param));
    if (v !== undefined) f[name] = v;
  }
  if (f.status !== undefined && f.status > 10) delete f.status;
  return f;
}

/** Writes one filter into URL search parameters; a new district clears the block. */
export function withFilter(params: URLSearchParams, name: FilterName, value: number | undefined): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value === undefined) next.delete(FILTER_PARAMS[name]);
  else next.set(FILTER_PARAMS[name], String(value));
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
