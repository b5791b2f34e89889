import { describe, expect, it } from 'vitest';
import { applyPartChanges, partChanges, sameValue, valueAt } from './partChanges';

describe('partChanges()', () => {
  const before = { id: 'Q1', label: { en: 'Old', hi: 'पुराना' }, options: [{ code: 'A', score: 1 }], help: { en: 'h', hi: 'ह' } };

  it('names the English and the Hindi of a text as separate fields, and a list as one', () => {
    const after = { id: 'Q1', label: { en: 'New', hi: 'पुराना' }, options: [{ code: 'A', score: 2 }] };
    expect(partChanges(before, after)).toEqual([
      { path: ['label', 'en'], from: 'Old', to: 'New' },
      { path: ['options'], from: [{ code: 'A', score: 1 }], to: [{ code: 'A', score: 2 }] },
      { path: ['help'], from: { en: 'h', hi: 'ह' } },
    ]);
  });

  it('applies changes onto a newer value without touching the fields it does not name', () => {
    const newer = { ...before, label: { en: 'Old', hi: 'नया' } };
    const out = applyPartChanges(newer, [{ path: ['label', 'en'], from: 'Old', to: 'New' }, { path: ['help'] }]);
    expect(out).toEqual({ id: 'Q1', label: { en: 'New', hi: 'नया' }, options: [{ code: 'A', score: 1 }] });
    expect(newer.help).toBeDefined();
    expect(valueAt(out, ['label', 'hi'])).toBe('नया');
    expect(sameValue({ a: 1, b: undefined }, { a: 1 })).toBe(true);
  });
});
