import { api } from '../api/client';
import type { ApiValue } from '../api/types';

/** How many forms of a cycle (and district) stand at these statuses: one count query per status. */
export async function countForms(cycleid: number, statuses: readonly number[], districtId?: number): Promise<number> {
  const totals = await Promise.all(
    statuses.map((status) => api<ApiValue<'/v1/form/search', 'post'>>('POST', '/v1/form/search', { cycleid, status, page: 1, pageSize: 1, ...(districtId ? { districtId } : {}) })),
  );
  return totals.reduce((s, r) => s + r.total, 0);
}
