import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';

import { keepPreviousData, useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { errorText } from '../api/client';
import { hasSettled, referenceQuery } from '../app/queryClient';
import { lookupKeys } from '../app/queryKeys';
import {
  chartRows,
  freshness,
  lookups,
  type Freshness,
  type BlockOption,
  type CycleOption,
  type DashboardFilters,
  type DistrictOption,
  type ChartPath,
  type ChartRow,
  type StatusOption,
} from './api';
import type { DistrictScores } from './rows';
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
  years: UseQueryResult<CycleOption[]>;
  districts: UseQueryResult<DistrictOption[]>;
  blocks: UseQueryResult<BlockOption[]>;
  statuses: UseQueryResult<StatusOption[]>;
  /** Whether the address sets any filter: "Clear filters" goes back to the current cycle and nothing else. */
  custom: boolean;
  set: (name: FilterName, value: number | undefined) => void;
  reset: () => void;
};

/** The text of the first failed lookup, for the filter bar's one message. */
export function lookupErrorText(dash: Pick<Dashboard, 'years' | 'districts' | 'statuses' | 'blocks'>): string | null {
  const failed = [dash.years, dash.districts, dash.statuses, dash.blocks].find((q) => q.error);
  return failed ? errorText(failed.error) : null;
}

/**
 * Whether the filter bar's lookups and the freshness line have come (or failed, or wait for the
 * connection): the district and block choices and the line appear with them, so a dashboard draws
 * its filters and charts only then, and nothing moves down under the reader (a layout shift of
 * 0.08 to 0.1 on a phone). The charts' own calls start at once all the same.
 */
export function dashboardSettled(dash: Dashboard, freshness: { status: string; fetchStatus: string }): boolean {
  return lookupsSettled(dash) && hasSettled(freshness);
}

/** Whether the filters' lookups have come (or failed): the fields that depend on them (district, block) appear only then. */
export function lookupsSettled(dash: Pick<Dashboard, 'years' | 'districts' | 'statuses' | 'blocks'>): boolean {
  return [dash.years, dash.districts, dash.statuses, dash.blocks].every(hasSettled);
}

/** Filters kept in the URL (year, district, block, status) and the lookups of the filter bar. */
export function useDashboard(): Dashboard {
  const [params, setParams] = useSearchParams();
  // The same lookups as the reviewers' list (web/review/Accreditation.tsx): one request serves both.
  // Cycles come and go (a new one is the default year): asked again on each visit, unlike the places.
  const years = useQuery({ queryKey: lookupKeys.years, queryFn: lookups.years });
  const current = useMemo(() => currentCycleId(years.data ?? []), [years.data]);
  const chosen = useMemo(() => filtersFromParams(params, current), [params, current]);
  const districts = useQuery({ queryKey: lookupKeys.districts, queryFn: lookups.districts, ...referenceQuery });
  const statuses = useQuery({ queryKey: lookupKeys.statuses, queryFn: lookups.statuses, ...referenceQuery });
  const count = districts.data?.length ?? 0;
  const only = count === 1 ? districts.data![0].id : undefined;
  const blockDistrict = only ?? (count > 1 ? chosen.districtId : undefined);
  const blocks = useQuery({
    queryKey: lookupKeys.blocks(blockDistrict ?? ''),
    queryFn: () => lookups.blocks(blockDistrict ?? 0),
    enabled: blockDistrict !== undefined,
    ...referenceQuery,
  });
  const filters = useMemo(() => effectiveFilters(chosen, count), [chosen, count]);

  const set = useCallback((name: FilterName, value: number | undefined) => setParams((p) => withFilter(p, name, value), { replace: true }), [setParams]);
  const reset = useCallback(() => setParams(new URLSearchParams(), { replace: true }), [setParams]);

  // Charts wait for the cycles too: without a year in the address they show the current one, fetched once.
  return {
    filters,
    chosen,
    key: filtersKey(filters),
    ready: !districts.isPending && !years.isPending,
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

/**
 * Charts are loaded on each visit and on each filter change, not each time the tab comes back:
 * a page of a dozen aggregate calls is too much to repeat for every glance away on a phone.
 */
const chartQuery = { refetchOnWindowFocus: false } as const;

/** One chart call with the dashboard's filters: refetched whenever a filter changes, the last chart staying (dimmed) until then. */
export function useChartRows<P extends ChartPath>(path: P, dash: Dashboard): UseQueryResult<ChartRow<P>[]> {
  const { filters, ready } = dash;
  // Charts wait until the user's scope is known, so they load once, with the right filters.
  return useQuery({ queryKey: ['dashboard', path, dash.key], queryFn: () => chartRows(path, filters), enabled: ready, placeholderData: keepPreviousData, ...chartQuery });
}

/** While the charts are behind, how often to ask again (the server sweeps every 5 s). */
const BEHIND_RECHECK_MS = 6_000;

/**
 * How far behind the charts may be, asked with them: on each visit and each filter change, and
 * again every few seconds while they are behind; once the changes are counted, the charts are
 * asked again, so the page catches up by itself instead of saying "behind" until a reload.
 */
export function useFreshness(dash: Dashboard): UseQueryResult<Freshness> {
  const client = useQueryClient();
  const state = useQuery({
    queryKey: ['dashboard', 'freshness', dash.key],
    queryFn: freshness,
    enabled: dash.ready,
    refetchInterval: (q) => (q.state.data?.behindSeconds != null ? BEHIND_RECHECK_MS : false),
    ...chartQuery,
  });
  const behind = state.data?.behindSeconds != null;
  const wasBehind = useRef(false);
  useEffect(() => {
    if (wasBehind.current && !behind) {
      void client.invalidateQueries({ predicate: (q) => q.queryKey[0] === 'dashboard' && q.queryKey[1] !== 'freshness' && q.queryKey[1] !== 'schools' });
    }
    wasBehind.current = behind;
  }, [behind, client]);
  return state;
}

/** A chart call's state as Chart props, its rows mapped to chart data. */
export function chartState<T>(state: UseQueryResult<T[]>, map: (rows: T[]) => ChartDatum[]) {
  return {
    data: state.data && map(state.data),
    // Waiting for the scope counts as loading; so does a refetch (the chart shows the last rows dimmed).
    loading: state.isPending || state.isFetching,
    error: state.error ? errorText(state.error) : null,
    onRetry: () => void state.refetch(),
  };
}

/** Domain and overall scores of each district in scope (or of the chosen district), in one call. */
export function useDistrictScores(dash: Dashboard): UseQueryResult<DistrictScores[]> {
  const { filters, ready } = dash;
  return useQuery({
    queryKey: ['dashboard', 'district-scores', dash.key],
    enabled: ready,
    placeholderData: keepPreviousData,
    ...chartQuery,
    queryFn: async () => {
      const rows = await chartRows('progress/district/domain', filters);
      const byDistrict = new Map<number, DistrictScores>();
      for (const r of rows) {
        // The district comparison names each row's district; a row without one is not a district's.
        if (r.districtId === undefined || !r.districtLabel) continue;
        const entry: DistrictScores = byDistrict.get(r.districtId) ?? { district: { id: r.districtId, label: r.districtLabel, text: r.districtText ?? '' }, rows: [] };
        entry.rows.push(r);
        byDistrict.set(r.districtId, entry);
      }
      return [...byDistrict.values()];
    },
  });
}
