import { describe, expect, it } from 'vitest';
import { ageOf } from './relativeTime';

const now = Date.parse('2026-11-21T12:00:00Z');
const before = (ms: number) => new Date(now - ms).toISOString();

describe('ageOf', () => {
  it('answers the largest whole unit of spec §9: sec, min, h, d, mon, y', () => {
    expect(ageOf(before(42_000), now)).toEqual({ n: 42, unit: 'sec' });
    expect(ageOf(before(5 * 60_000 + 59_000), now)).toEqual({ n: 5, unit: 'min' });
    expect(ageOf(before(3 * 3600_000), now)).toEqual({ n: 3, unit: 'h' });
    expect(ageOf(before(29 * 86400_000), now)).toEqual({ n: 29, unit: 'd' });
    expect(ageOf(before(65 * 86400_000), now)).toEqual({ n: 2, unit: 'mon' });
    expect(ageOf(before(800 * 86400_000), now)).toEqual({ n: 2, unit: 'y' });
  });

  it('counts a clock slightly ahead as now, and gives up on a date it cannot read', () => {
    expect(ageOf(new Date(now + 5_000).toISOString(), now)).toEqual({ n: 0, unit: 'sec' });
    expect(ageOf('not a date', now)).toBeNull();
  });
});
