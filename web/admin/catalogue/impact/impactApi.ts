import { api } from '../../../api/client';
import type { ApiValue } from '../../../api/types';

/** What GET …/drafts/{version}/impact answers: the cycles, the draft's revision, the newest report. */
export type ImpactView = ApiValue<'/v1/catalogue/drafts/{version}/impact', 'get'>;
export type ImpactReport = NonNullable<ImpactView['report']>;
export type ImpactResult = NonNullable<ImpactReport['result']>;

const path = (version: string) => `/v1/catalogue/drafts/${encodeURIComponent(version)}/impact`;

export const impactApi = {
  get: (version: string, cycleId: number | null) => api<ImpactView>('GET', `${path(version)}${cycleId ? `?cycleId=${cycleId}` : ''}`),
  run: (version: string, cycleId: number | null) => api<ImpactReport>('POST', path(version), cycleId ? { cycleId } : {}),
};

/** The query key of a draft's impact for a cycle (null: the server's default cycle). */
export const impactKey = (version: string, cycleId: number | null, lang: string) => ['catalogue', 'impact', version, cycleId, lang] as const;

/** A report still being worked out on the server. */
export const isRunning = (report: ImpactReport | null | undefined): boolean => report?.status === 'queued' || report?.status === 'running';

/**
 * How long to wait before asking again for the progress of a running report: 1 s, then half as
 * long again each time, never more than 10 s, so a long report over thousands of forms does not
 * poll the server every second while a short one still shows its progress quickly.
 */
export function pollDelay(polls: number): number {
  return Math.min(10_000, Math.round(1000 * 1.5 ** Math.max(0, polls)));
}
