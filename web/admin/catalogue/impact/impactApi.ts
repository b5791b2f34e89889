import { apiCall } from '../../../api/call';
import type { ApiValue } from '../../../api/types';

/** What GET …/drafts/{version}/impact answers: the cycles, the draft's revision, the newest report. */
export type ImpactView = ApiValue<'/v1/catalogue/drafts/{version}/impact', 'get'>;
export type ImpactReport = NonNullable<ImpactView['report']>;
export type ImpactResult = NonNullable<ImpactReport['result']>;

export const impactApi = {
  get: (version: string, cycleId: number | null) => apiCall('get', '/v1/catalogue/drafts/{version}/impact', { path: { version }, query: { cycleId: cycleId ? String(cycleId) : undefined } }),
  run: (version: string, cycleId: number | null) => apiCall('post', '/v1/catalogue/drafts/{version}/impact', { path: { version }, body: cycleId ? { cycleId } : {} }),
};

/** The query key of a draft's impact for a cycle (null: the server's default cycle). */
export const impactKey = (version: string, cycleId: number | null, lang: string) => ['catalogue', 'impact', version, cycleId, lang] as const;
