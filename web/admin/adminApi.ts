import { t } from '@lingui/core/macro';
import { ApiError } from '../api/client';

// The admin screens' calls keep the server's success message (spec §8).
export { apiAction, type ActionResult } from '../api/client';
export { saveBlob } from '../api/saveBlob';

/**
 * The field-level problems of a failed save, by field name: the server's
 * `details` message where it gives one, else the call's own message (for
 * example ERR20 "Login name already exists!!" on loginId).
 */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  const out: Record<string, string> = {};
  for (const d of error.details) {
    const field = d.field ?? '';
    if (!field || out[field]) continue;
    const text = typeof d.message === 'string' && d.message ? d.message : d.problem === 'required' ? t`This is required` : error.message;
    out[field] = text;
  }
  return out;
}
