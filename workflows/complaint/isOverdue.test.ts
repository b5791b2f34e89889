import { describe, expect, it } from 'vitest';
import { isOverdue } from './isOverdue';

const raisedAt = new Date('2026-01-01T10:00:00Z');
const days = (n: number) => new Date(raisedAt.getTime() + n * 24 * 60 * 60 * 1000);

describe('isOverdue()', () => {
  it('flags a complaint still open more than 30 days after it was raised', () => {
    expect(isOverdue(raisedAt, 'RAISED', days(30))).toBe(false);
    expect(isOverdue(raisedAt, 'RAISED', new Date(days(30).getTime() + 1))).toBe(true);
    expect(isOverdue(raisedAt, 'UNDER_REVIEW', days(45))).toBe(true);
  });

  it('counts a reopened complaint from its first raise', () => {
    expect(isOverdue(raisedAt, 'REOPENED', days(31))).toBe(true);
  });

  it('never flags a resolved, closed or rejected complaint', () => {
    for (const status of ['RESOLVED', 'CLOSED', 'REJECTED'] as const) expect(isOverdue(raisedAt, status, days(400))).toBe(false);
  });
});
