import { api } from '../api/client';
import { pick, type Lang } from '../i18n';
import type { ApiValue } from '../api/types';

/** A cycle as the filters show it (GET /v1/dashboard/accryear). */
export type CycleOption = ApiValue<'/v1/dashboard/accryear', 'get'>[number];
/** A district or block (GET /v1/dashboard/districts/user, /v1/dashboard/blocks). */
export type PlaceOption = ApiValue<'/v1/dashboard/districts/user', 'get'>[number];

export const loadCycles = () => api<CycleOption[]>('GET', '/v1/dashboard/accryear');
export const loadDistricts = () => api<PlaceOption[]>('GET', '/v1/dashboard/districts/user');
export const loadBlocks = (districtId: string) => api<PlaceOption[]>('GET', `/v1/dashboard/blocks?districtId=${encodeURIComponent(districtId)}`);

/** The name of a district or block in the page's language. */
export function placeName(p: PlaceOption, lang: Lang): string {
  return p.label ? pick(p.label, lang) : (p.text ?? String(p.id));
}

/** How many forms of a cycle (and district) stand at these statuses: one count query per status. */
export async function countForms(cycleid: number, statuses: readonly number[], districtId?: number): Promise<number> {
  const totals = await Promise.all(
    statuses.map((status) => api<ApiValue<'/v1/form/search', 'post'>>('POST', '/v1/form/search', { cycleid, status, page: 1, pageSize: 1, ...(districtId ? { districtId } : {}) })),
  );
  return totals.reduce((s, r) => s + r.total, 0);
}
