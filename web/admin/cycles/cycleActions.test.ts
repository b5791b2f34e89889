import { describe, expect, it } from 'vitest';
import { actionsFor, cycleFileName } from './cycleActions';

describe('actionsFor()', () => {
  it('offers initiate again after the forms are initiated, for the already-initiated message', () => {
    expect(actionsFor('FORMS_INITIATED')).toContain('initiate');
  });
  it('offers nothing on a closed cycle', () => {
    expect(actionsFor('CLOSED')).toEqual([]);
  });
});

describe('cycleFileName()', () => {
  it('keeps letters, digits, - and _', () => {
    expect(cycleFileName('2026-27 (pilot)', 'csv')).toBe('cycle-2026-27_pilot_.csv');
  });
});
