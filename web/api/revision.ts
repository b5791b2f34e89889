import { ApiError } from './client';

/**
 * Who changed a shared record, and when, after the caller read it: what a write sent with the
 * record's `base` (its updatedAt as read) answers with 409 recordChanged (docs/concurrency.md).
 * `at` is the record's revision now: sent back as `base`, it saves over that change ("keep mine");
 * null when the record is gone.
 */
export interface RecordConflict {
  by: string | null;
  at: string | null;
}

/** The record conflict a failed write reports, or null when it failed for another reason. */
export function recordConflict(error: unknown): RecordConflict | null {
  if (!(error instanceof ApiError) || error.status !== 409 || error.errorCode !== 'recordChanged') return null;
  const detail = error.details.find((d) => d.field === 'base') ?? error.details[0];
  return { by: typeof detail?.by === 'string' && detail.by ? detail.by : null, at: typeof detail?.at === 'string' ? detail.at : null };
}
