import { describe, expect, it } from 'vitest';
import { ApiError } from './client';
import { recordConflict } from './revision';

describe('recordConflict()', () => {
  it('reads who and when from a 409 recordChanged', () => {
    const err = new ApiError(409, 'recordChanged', 'changed', [{ field: 'base', problem: 'changedByOther', by: 'Meena Kumari', at: '2026-08-02T10:15:00.000Z' }]);
    expect(recordConflict(err)).toEqual({ by: 'Meena Kumari', at: '2026-08-02T10:15:00.000Z' });
  });

  it('keeps an unknown author and a record that is gone as null', () => {
    expect(recordConflict(new ApiError(409, 'recordChanged', 'changed', [{ field: 'base', problem: 'changedByOther', by: null, at: '2026-08-02T10:15:00.000Z' }]))).toEqual({
      by: null,
      at: '2026-08-02T10:15:00.000Z',
    });
    expect(recordConflict(new ApiError(409, 'recordChanged', 'gone', [{ field: 'base', problem: 'recordGone', by: null, at: null }]))).toEqual({ by: null, at: null });
  });

  it('is null for every other failure, 409s included', () => {
    expect(recordConflict(new ApiError(409, 'wrongState', 'no', []))).toBeNull();
    expect(recordConflict(new ApiError(400, 'recordChanged', 'no', []))).toBeNull();
    expect(recordConflict(new Error('network'))).toBeNull();
  });
});
