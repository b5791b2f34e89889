import { describe, expect, it } from 'vitest';
import { formStatuses, isFormStatusCode, stateOfStatus, statusLabel, statusOfState, type FormStatusCode } from './formStatus';

const codes: FormStatusCode[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

describe('formStatuses', () => {
  it('has one row for each code 1 to 10, in order', () => {
    expect(formStatuses.map((r) => r.code)).toEqual(codes);
    expect(new Set(formStatuses.map((r) => r.state)).size).toBe(10);
  });

  it('maps codes and states both ways', () => {
    for (const code of codes) expect(statusOfState(stateOfStatus(code))).toBe(code);
    expect(stateOfStatus(1)).toBe('headInitiated');
    expect(stateOfStatus(9)).toBe('reportCardGenerated');
    expect(statusOfState('other')).toBe(10);
  });

  it('labels a status in English and Hindi', () => {
    expect(statusLabel(2, 'en')).toBe('Self / External In Progress');
    expect(statusLabel(2, 'hi')).toBe('स्व / बाह्य मूल्यांकन प्रगति पर');
    expect(statusLabel(9, 'hi')).toBe('रिपोर्ट कार्ड जारी');
    for (const row of formStatuses) {
      expect(row.label.en.length).toBeGreaterThan(0);
      expect(row.label.hi).toMatch(/[\u0900-\u097F]/);
    }
  });

  it('rejects what is not a status', () => {
    expect(() => statusOfState('resuming')).toThrow(RangeError);
    expect(() => stateOfStatus(11 as FormStatusCode)).toThrow(RangeError);
    expect(isFormStatusCode(0)).toBe(false);
    expect(isFormStatusCode('3')).toBe(false);
    expect(isFormStatusCode(3)).toBe(true);
  });
});
