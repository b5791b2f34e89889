import { api } from '../../api/client';
import { useAsync } from '../../app/useAsync';
import type { Block, District, RoleRef } from '../types';

/** Every district, both languages (GET /v1/reference/districts). */
export function useDistricts() {
  return useAsync(() => api<District[]>('GET', '/v1/reference/districts'), []);
}

/** The blocks of a district; none while no district is chosen. */
export function useBlocks(districtId: string) {
  return useAsync(() => (districtId ? api<Block[]>('GET', `/v1/reference/districts/${encodeURIComponent(districtId)}/blocks`) : Promise.resolve([] as Block[])), [districtId]);
}

/** Every role, both languages (GET /v1/reference/roles). */
export function useRoleRefs() {
  return useAsync(() => api<RoleRef[]>('GET', '/v1/reference/roles'), []);
}
