import { describe, expect, it } from 'vitest';
import { readListState, writeListState } from './listUrl';

const spec = { filters: ['search', 'district'] as const, sizes: [20, 50, 100], sortIds: ['school', 'status'] };

describe('readListState() and writeListState()', () => {
  it('round-trips filters, page, size and sort through the address', () => {
    const state = { filters: { search: 'Ambala', district: '3' }, page: 4, size: 50, sort: { id: 'status', desc: true } };
    const query = writeListState(state, spec);
    expect(query.toString()).toBe('search=Ambala&district=3&page=4&size=50&sort=status.desc');
    expect(readListState(query, spec)).toEqual(state);
  });

  it('keeps a plain list at a plain address and keeps other parameters', () => {
    const state = { filters: { search: '', district: '' }, page: 1, size: 20, sort: null };
    expect(writeListState(state, spec, new URLSearchParams('tab=open&page=3')).toString()).toBe('tab=open');
  });

  it('falls back to the defaults for values a hand-edited link may carry', () => {
    const state = readListState(new URLSearchParams('page=-2&size=7&sort=password.asc&search=' + 'x'.repeat(500)), spec);
    expect(state).toMatchObject({ page: 1, size: 20, sort: null });
    expect(state.filters.search).toHaveLength(200);
  });
});
