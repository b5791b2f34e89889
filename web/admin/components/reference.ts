import { useMemo } from 'react';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { errorText } from '../../api/client';
import { apiCall } from '../../api/call';
import { referenceKeys } from '../../app/queryKeys';
import { referenceQuery } from '../../app/queryClient';
import type { Block } from '../types';

/**
 * A reference list as the admin forms read it: the data, whether it is still on its way, and the
 * error's text. One request serves every screen and field that asks (the user list, the filters,
 * the user and school forms). The same object while nothing changes, so forms that build their
 * options from it (in a useMemo) do not rebuild them on every render.
 */
function useListOf<T>(query: UseQueryResult<T>, data = query.data) {
  // Waiting offline counts as loading; a query with nothing to ask (no district chosen) does not.
  const loading = query.isPending && query.fetchStatus !== 'idle';
  const error = query.error ? errorText(query.error) : null;
  return useMemo(() => ({ data, loading, error }), [data, loading, error]);
}

/** The blocks of no district: none, the same list each time. */
const NO_BLOCKS: Block[] = [];

/** Every district, both languages (GET /v1/reference/districts). */
export function useDistricts() {
  return useListOf(useQuery({ queryKey: referenceKeys.districts, queryFn: () => apiCall('get', '/v1/reference/districts'), ...referenceQuery }));
}

/** The blocks of a district; none while no district is chosen. */
export function useBlocks(districtId: string) {
  const blocks = useQuery({
    queryKey: referenceKeys.blocks(districtId),
    queryFn: () => apiCall('get', '/v1/reference/districts/{id}/blocks', { path: { id: districtId } }),
    enabled: !!districtId,
    ...referenceQuery,
  });
  return useListOf(blocks, districtId ? blocks.data : NO_BLOCKS);
}

/** Every role, both languages (GET /v1/reference/roles). */
export function useRoleRefs() {
  // Not kept as long as the places: an administrator may add a role at any time.
  return useListOf(useQuery({ queryKey: referenceKeys.roles, queryFn: () => apiCall('get', '/v1/reference/roles') }));
}
