import { describe, expect, it } from 'vitest';
import { currentCycleId, effectiveFilters, filtersFromParams, filtersKey, withFilter } from './filters';

describe('filtersFromParams()', () => {
  it('reads year, district, block and status from the address', () => {
    expect(filtersFromParams(new URLSearchParams('year=2&district=3&block=7&status=9'))).toEqual({ accrYear: 2, districtId: 3, blockId: 7, status: 9 });
  });

  it('opens on the current cycle when the address names no year, and on every year with year=all', () => {
    expect(filtersFromParams(new URLSearchParams('status=3'), 4)).toEqual({ accrYear: 4, status: 3 });
    expect(filtersFromParams(new URLSearchParams('year=all&status=3'), 4)).toEqual({ status: 3 });
    expect(filtersFromParams(new URLSearchParams('year=2'), 4)).toEqual({ accrYear: 2 });
  });

  it('leaves out malformed values and statuses outside 1 to 10', () => {
    expect(filtersFromParams(new URLSearchParams('year=abc&district=-1&block=0&status=11'))).toEqual({});
  });
});

describe('withFilter()', () => {
  it('clears the block when the district changes', () => {
    const next = withFilter(new URLSearchParams('district=1&block=2&status=3'), 'districtId', 4);
    expect(next.toString()).toBe('district=4&status=3');
  });

  it('removes a filter set back to all', () => {
    expect(withFilter(new URLSearchParams('year=1&status=3'), 'status', undefined).toString()).toBe('year=1');
  });

  it('writes "All years" into the address, so a reload does not fall back to the current cycle', () => {
    expect(withFilter(new URLSearchParams('year=1&status=3'), 'accrYear', undefined).toString()).toBe('year=all&status=3');
  });
});

describe('currentCycleId()', () => {
  it('is the newest running cycle, else the newest not deleted', () => {
    const years = [
      { id: 1, status: 'CLOSED' },
      { id: 3, status: 'AUDIT_INITIATED' },
      { id: 4, status: 'CREATED' },
      { id: 5, status: 'DELETED' },
    ];
    expect(currentCycleId(years)).toBe(3);
    expect(
      currentCycleId([
        { id: 1, status: 'CLOSED' },
        { id: 2, status: 'CREATED' },
        { id: 5, status: 'DELETED' },
      ]),
    ).toBe(2);
    expect(currentCycleId([])).toBeUndefined();
  });
});

describe('effectiveFilters()', () => {
  it('never names the district of a user who has only one, but keeps their block', () => {
    expect(effectiveFilters({ districtId: 5, blockId: 2, status: 1 }, 1)).toEqual({ blockId: 2, status: 1 });
  });

  it('drops a block without its district for users with many districts', () => {
    expect(effectiveFilters({ blockId: 2 }, 5)).toEqual({});
    expect(effectiveFilters({ districtId: 1, blockId: 2 }, 5)).toEqual({ districtId: 1, blockId: 2 });
  });

  it('gives equal filters equal keys', () => {
    expect(filtersKey({ status: 1, accrYear: 2 })).toBe(filtersKey({ accrYear: 2, status: 1 }));
    expect(filtersKey({ status: 1 })).not.toBe(filtersKey({ accrYear: 1 }));
  });
});
