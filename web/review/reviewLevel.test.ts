import { describe, expect, it } from 'vitest';
import { levelFor, rowActions } from './reviewLevel';

describe('levelFor()', () => {
  it('gives the level whose statuses hold the form', () => {
    expect(levelFor(new Set([42, 45]), 3)).toBe('dqa');
    expect(levelFor(new Set([42, 45]), 5)).toBeNull();
    expect(levelFor(new Set([43]), 6)).toBe('sqa');
    expect(levelFor(new Set([44]), 8)).toBe('dept');
  });
});

describe('rowActions()', () => {
  it('offers submit and reject at the caller level only', () => {
    expect(rowActions(new Set([44]), 7).map((a) => a.event)).toEqual(['dept.approve', 'dept.reject']);
    expect(rowActions(new Set([44]), 3)).toEqual([]);
    expect(rowActions(new Set([42]), 4)[0].path).toBe('/v1/workflow/form/dqa/status/submit');
  });
});
