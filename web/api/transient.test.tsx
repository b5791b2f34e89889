import { describe, expect, it } from 'vitest';
import { isTransient } from '../app/queryClient';
import { retryable } from '../form/sync/answerSync.machine';
import { ApiError } from './client';
import { isTransientStatus } from './transient';

describe('isTransientStatus()', () => {
  it('tries again after a dropped connection, a timeout, a busy or failing server, never after a refusal', () => {
    for (const status of [0, 408, 429, 500, 502, 503, 504]) expect(isTransientStatus(status), String(status)).toBe(true);
    for (const status of [400, 401, 403, 404, 409, 413, 422]) expect(isTransientStatus(status), String(status)).toBe(false);
  });

  it('is the rule of the queries and of the answer saves alike', () => {
    for (const status of [0, 400, 401, 408, 409, 429, 503]) {
      expect(retryable(status), String(status)).toBe(isTransientStatus(status));
      expect(isTransient(new ApiError(status, null, 'x', [])), String(status)).toBe(isTransientStatus(status));
    }
  });
});
