import { describe, expect, it } from 'vitest';
import { indexCatalogue } from '../form/indexCatalogue';
import { fixtureCatalogue } from '../testing/fixtureCatalogue';
import { validateAnswers } from './validateAnswers';
import { checkCompleteness } from './checkCompleteness';
import { computeFields } from './computeFields';

const index = indexCatalogue(fixtureCatalogue());
const check = (changed: Record<string, unknown>, before: Record<string, unknown> = {}) =>
  validateAnswers(index, changed as never, { ...before, ...changed } as never).map((p) => [p.questionid, p.problem]);

describe('validateAnswers()', () => {
  it('accepts valid values of every type', () => {
    expect(check({ Q001: 'YN1', Q004: 10, Q005: 8, Q007: ['ACT1'], Q008: 'PB2', Q009: 55.5 })).toEqual([]);
  });

  it('refuses unknown options, wrong types and out-of-range numbers', () => {
    expect(check({ Q001: 'PB1' })).toEqual([['Q001', 'notAnOption']]);
    expect(check({ Q004: 2.5 })).toEqual([['Q004', 'wrongType']]);
    expect(check({ Q004: -1 })).toEqual([['Q004', 'outOfRange']]);
    expect(check({ Q009: 101 })).toEqual([['Q009', 'outOfRange']]);
    expect(check({ Q007: ['ACT1', 'ACT1'] })).toEqual([['Q007', 'notAnOption']]);
  });

  it('refuses more teachers present than teachers in total, whichever is changed', () => {
    expect(check({ Q005: 12 }, { Q004: 10 })).toEqual([['Q005', 'notMoreThan']]);
    expect(check({ Q004: 5 }, { Q005: 8 })).toEqual([['Q005', 'notMoreThan']]);
  });

  it('allows Not Applicable only where the catalogue does', () => {
    expect(check({ Q003: 'NA' })).toEqual([]);
    expect(check({ Q001: 'NA' })).toEqual([['Q001', 'notApplicableNotAllowed']]);
  });

  it('never lets a client write a computed percentage or an unknown question', () => {
    expect(check({ Q006: 50 })).toEqual([['Q006', 'computedReadOnly']]);
    expect(check({ Q999: 'YN1' })).toEqual([['Q999', 'unknownQuestion']]);
  });

  it('gives messages in both languages', () => {
    const [p] = validateAnswers(index, { Q004: -1 }, { Q004: -1 });
    expect(p.message.en).toMatch(/negative/);
    expect(p.message.hi).toMatch(/[\u0900-\u097F]/);
  });
});

describe('computeFields()', () => {
  it('computes present divided by total times 100, and nothing when the total is 0', () => {
    expect(computeFields(index, { Q004: 8, Q005: 6 }).Q006).toBe(75);
    expect(computeFields(index, { Q004: 3, Q005: 1 }).Q006).toBe(33.3);
    expect(computeFields(index, { Q004: 0, Q005: 0 }).Q006).toBeNull();
  });
});

describe('checkCompleteness()', () => {
  it('counts shown questions only and requires follow-ups only when shown', () => {
    const none = checkCompleteness(index, {}, new Set());
    expect(none.domains[0]).toMatchObject({ total: 5, attempted: 0 });
    const yes = checkCompleteness(index, { Q001: 'YN1' }, new Set());
    expect(yes.domains[0].total).toBe(6);
    expect(yes.domains[0].missingAnswers).toContain('Q002');
    const no = checkCompleteness(index, { Q001: 'YN2' }, new Set());
    expect(no.domains[0].missingAnswers).not.toContain('Q002');
  });

  it('lists answered questions whose mandatory evidence is missing', () => {
    const answers = { Q001: 'YN2', Q003: 'YN1', Q004: 4, Q005: 4, Q008: 'PB1', Q009: 70 };
    const without = checkCompleteness(index, answers, new Set());
    expect(without.domains[0].missingEvidence).toEqual(['Q001']);
    expect(without.complete).toBe(false);
    const withDoc = checkCompleteness(index, answers, new Set(['Q001']));
    expect(withDoc.complete).toBe(true);
  });
});
