import { apiCall } from '../api/call';

/** How many forms of a cycle (and district) stand at these statuses: one count query per status. */
export async function countForms(cycleid: number, statuses: readonly number[], districtId?: number): Promise<number> {
  const totals = await Promise.all(
    statuses.map((status) => apiCall('post', '/v1/form/search', { body: { cycleid, status, page: 1, pageSize: 1, ...(districtId ? { districtId } : {}) } })),
  );
  return totals.reduce((s, r) => s + r.total, 0);
}
