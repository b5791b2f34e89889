import type { ImpactReport } from './impactApi';

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
