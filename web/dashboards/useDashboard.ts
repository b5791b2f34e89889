import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useAsync, type AsyncState } from '../app/useAsync';
import { chartRows, lookups, type BlockOption, type CycleOption, type DashboardFilters, type DistrictOption, type LabelRow, type StatusOption } from './api';
import type { DistrictScores } from './rows';
import type { LocalText } from '../i18n';
import type { ChartDatum } from './specs';
import { currentCycleId, effectiveFilters, FILTER_PARAMS, filtersFromParams, filtersKey, withFilter, type FilterName } from './filters';

/** The filter state of a dashboard page and the lookups of its filter bar. */
export type Dashboard = {
  /** The filters as sent to the server. */
  filters: DashboardFilters;
  /** The filters as chosen (the URL), for the selects. */
  chosen: DashboardFilters;
  key: string;
  /** False until the user's districts are known: charts wait, so they load once, with the right scope. */
  ready: boolean;
  /** The district whose blocks the block filter offers (chosen, or the user's only one). */
  blockDistrict: number | undefined;
  years: AsyncState<CycleOption[]>;
  districts: AsyncState<DistrictOption[]>;
  blocks: AsyncState<BlockOption[]>;
  statuses: AsyncState<StatusOption[]>;
  /** Whether the address sets any filter: "Clear filters" goes back to the current cycle and nothing else. */
  custom: boolean;
  set: (name: FilterName, value: number | undefined) => void;
  reset: () => void;
};

const never = <T>() => new Promise<T>(() => undefined);

/** Filters kept in the URL (year, district, block, status) and the lookups of the filter bar. */
export function useDashboard(): Dashboard {
  const [params, setParams] = useSearchParams();
  const years = useAsync(lookups.years, []);
  const current = useMemo(() => currentCycleId(years.data ?? []), [years.data]);
  const chosen = useMemo(() => filtersFromParams(params, current), [params, current]);
  const districts = useAsync(lookups.districts, []);
  const statuses = useAsync(lookups.statuses, []);
  const count = districts.data?.length ?? 0;
  const only = count === 1 ? districts.data![0].id : undefined;
  const blockDistrict = only ?? (count > 1 ? chosen.districtId : undefined);
  const blocks = useAsync(() => (blockDistrict !== undefined ? lookups.blocks(blockDistrict) : Promise.resolve([])), [blockDistrict]);
  const filters = useMemo(() => effectiveFilters(chosen, count), [chosen, count]);

  const set = useCallback((name: FilterName, value: number | undefined) => setParams((p) => withFilter(p, name, value), { replace: true }), [setParams]);
  const reset = useCallback(() => setParams(new URLSearchParams(), { replace: true }), [setParams]);

  // Charts wait for the cycles too: without a year in the address they show the current one, fetched once.
  return {
    filters,
    chosen,
    key: filtersKey(filters),
    ready: !districts.loading && !years.loading,
    custom: [...params.keys()].some((k) => (Object.values(FILTER_PARAMS) as string[]).includes(k)),
    blockDistrict,
    years,
    districts,
    blocks,
    statuses,
    set,
    reset,
  };
}

/** One chart call with the dashboard's filters: refetched whenever a filter changes. */
export function useChartRows<T>(path: string, dash: Dashboard): AsyncState<T[]> {
  const { filters, ready } = dash;
  return useAsync(() => (ready ? chartRows<T>(path, filters) : never<T[]>()), [path, dash.key, ready]);
}

/** A chart call's state as Chart props, its rows mapped to chart data. */
export function chartState<T>(state: AsyncState<T[]>, map: (rows: T[]) => ChartDatum[]) {
  return { data: state.data && map(state.data), loading: state.loading, error: state.error, onRetry: state.reload };
}

/** Domain and overall scores of each district in scope (or of the chosen district), in one call. */
export function useDistrictScores(dash: Dashboard): AsyncState<DistrictScores[]> {
  const { filters, ready } = dash;
  return useAsync(async () => {
    if (!ready) return never<DistrictScores[]>();
    const rows = await chartRows<LabelRow & { districtId: number; districtLabel: LocalText }>('progress/district/domain', filters);
    const byDistrict = new Map<number, DistrictScores>();
    for (const r of rows) {
      const entry: DistrictScores = byDistrict.get(r.districtId) ?? { district: { id: r.districtId, label: r.districtLabel }, rows: [] };
      entry.rows.push(r);
      byDistrict.set(r.districtId, entry);
    }
    return [...byDistrict.values()];
  }, [dash.key, ready]);
}
