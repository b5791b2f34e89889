import { describe, expect, it } from 'vitest';
import { liveComputed, needsEvidenceOnScreen } from './evidenceNeed';

describe('needsEvidenceOnScreen()', () => {
  it('follows evidenceFor: "Yes" needs its file, "No" does not', () => {
    const ui = { evidence: 'mandatory', evidenceFor: ['YN1'], questionType: 'yesNo' };
    expect(needsEvidenceOnScreen(ui, 'YN1', {})).toBe(true);
    expect(needsEvidenceOnScreen(ui, 'YN2', {})).toBe(false);
    expect(needsEvidenceOnScreen({ evidence: 'mandatory', questionType: 'yesNo' }, 'YN2', {})).toBe(true);
    expect(needsEvidenceOnScreen({ evidence: 'optional' }, 'YN1', {})).toBe(false);
  });

  it('asks for a computed percentage’s file once the answers on screen give it a value, not on a zero base', () => {
    const ui = { evidence: 'mandatory', questionType: 'computedPercentage', formula: { numerator: 'Q013', denominator: 'Q012', zeroIsNotApplicable: true } };
    expect(needsEvidenceOnScreen(ui, null, { Q012: 10, Q013: 8 })).toBe(true);
    expect(needsEvidenceOnScreen(ui, null, { Q012: 10 })).toBe(false);
    expect(needsEvidenceOnScreen(ui, null, { Q012: 0, Q013: 0 })).toBe(false);
  });
});

describe('liveComputed()', () => {
  it('is Not Applicable on a zero base only where the version says so', () => {
    expect(liveComputed({ numerator: 'a', denominator: 'b', zeroIsNotApplicable: true }, { a: 0, b: 0 })).toBe('NA');
    expect(liveComputed({ numerator: 'a', denominator: 'b' }, { a: 0, b: 0 })).toBeNull();
    expect(liveComputed({ numerator: 'a', denominator: 'b' }, { a: 3, b: 4 })).toBe(75);
  });
});
