import { ApiError } from '../api/client';

/** The server's field problems (envelope `details`) by field name, with the message in the caller's language. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (!(error instanceof ApiError)) return out;
  for (const d of error.details) {
    if (d.field && typeof d.message === 'string' && !out[d.field]) out[d.field] = d.message;
  }
  return out;
}
