import { describe, expect, it } from 'vitest';
import { actionsFor, cycleFileName, lateSchoolsOffered } from './cycleActions';

describe('actionsFor()', () => {
  it('offers initiate again after the forms are initiated, for the already-initiated message', () => {
    expect(actionsFor('FORMS_INITIATED')).toContain('initiate');
  });
  it('offers nothing on a closed cycle', () => {
    expect(actionsFor('CLOSED')).toEqual([]);
  });
});

describe('lateSchoolsOffered()', () => {
  it('offers forms to schools without one while the cycle runs', () => {
    expect(lateSchoolsOffered({ status: 'FORMS_INITIATED', schoolsWithoutForm: 2 })).toBe(true);
    expect(lateSchoolsOffered({ status: 'AUDIT_INITIATED', schoolsWithoutForm: 1 })).toBe(true);
  });
  it('offers nothing before the first initiation, once closed, or when every school has a form', () => {
    expect(lateSchoolsOffered({ status: 'CREATED', schoolsWithoutForm: 40 })).toBe(false);
    expect(lateSchoolsOffered({ status: 'CLOSED', schoolsWithoutForm: 3 })).toBe(false);
    expect(lateSchoolsOffered({ status: 'FORMS_INITIATED', schoolsWithoutForm: 0 })).toBe(false);
  });
});

describe('cycleFileName()', () => {
  it('keeps letters, digits, - and _', () => {
    expect(cycleFileName('2026-27 (pilot)', 'csv')).toBe('cycle-2026-27_pilot_.csv');
  });
});
