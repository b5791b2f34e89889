import { describe, expect, it } from 'vitest';
import { verhoeffDigit } from '../schools';
import { cleanFields, type CheckedField, type FieldProblem } from './person-fields';
import { textPatterns } from './schemas';
import { check, requestSchema } from './validate';
import { AppError } from './errors';

const aadhaar = (first11: string) => first11 + verhoeffDigit(first11);

/** Texts the services take (normalised or cleared) and texts they refuse, per shared pattern. */
const samples: Record<Exclude<keyof typeof textPatterns, 'udise'>, { good: string[]; bad: string[] }> = {
  mobile: {
    good: ['9810000000', '+91 98100-00000', '09810000000', ' 98100 00000 ', '+ 9 1 9810000000', '', '   '],
    bad: ['12345', '5810000000', '981000000', '98100000000', '--', '+919810x00000'],
  },
  email: { good: ['a@b.in', ' a.b@c.org ', ''], bad: ['a@b', 'a b@c.in', '@b.in', 'a@b.'] },
  phone: { good: ['0171 2530000', '+91 (171) 253-0000', '123456', ''], bad: ['12345', 'phone', '+-123456'] },
  postalCode: { good: ['134003', ' 134003 ', ''], bad: ['034003', '13400', '1340034', '13 4003'] },
  aadhaar: {
    good: [aadhaar('29876543210'), `${aadhaar('29876543210').slice(0, 4)} ${aadhaar('29876543210').slice(4, 8)}-${aadhaar('29876543210').slice(8)}`, ''],
    bad: ['123412341234', '2345', 'x'.repeat(12)],
  },
  loginId: { good: ['head', ' rk.sharma ', 'a_b@c-d'], bad: ['ab', 'has space', 'हिंदी', 'x'.repeat(51)] },
  password: { good: ['Secret@2030', 'गुप्त#शब्द9x', 'aaaa1111!'], bad: ['short1!', 'NoDigits!!', 'NoSymbol99', '12345678!', '        '] },
};

const matches = (field: keyof typeof textPatterns, text: string) => new RegExp(textPatterns[field].pattern, 'u').test(text);

/** Whether the services' own check takes the text (a blank optional field is cleared, not refused). */
function serviceTakes(field: CheckedField, text: string): boolean {
  const problems: FieldProblem[] = [];
  cleanFields({ [field]: text }, problems);
  return problems.length === 0;
}

describe('textPatterns', () => {
  for (const [field, { good, bad }] of Object.entries(samples) as [CheckedField, { good: string[]; bad: string[] }][]) {
    it(`${field}: takes what the service takes and refuses what it refuses`, () => {
      for (const text of good) {
        expect(serviceTakes(field, text) || text.trim() === '', `${field} service: ${JSON.stringify(text)}`).toBe(true);
        expect(matches(field, text), `${field} pattern: ${JSON.stringify(text)}`).toBe(true);
      }
      for (const text of bad) {
        expect(serviceTakes(field, text), `${field} service: ${JSON.stringify(text)}`).toBe(false);
        expect(matches(field, text), `${field} pattern: ${JSON.stringify(text)}`).toBe(false);
      }
    });
  }

  it('leaves the Aadhaar check digit to the service', () => {
    const wrong = aadhaar('29876543210').slice(0, 11) + ((Number(aadhaar('29876543210')[11]) + 1) % 10);
    expect(matches('aadhaar', wrong)).toBe(true);
    expect(serviceTakes('aadhaar', wrong)).toBe(false);
  });
});

describe('check() with a shared pattern', () => {
  const rs = requestSchema<{ mobile?: string; city?: string }>({
    type: 'object',
    properties: { city: { type: 'string', maxLength: 3 }, mobile: { type: 'string', pattern: textPatterns.mobile.pattern } },
  });

  it("answers the service's problem and message for the field, and names it in the envelope", () => {
    let caught: unknown;
    try {
      check(rs, { city: 'Ambala', mobile: '12345' });
    } catch (err) {
      caught = err;
    }
    expect(caught).toBeInstanceOf(AppError);
    const e = caught as AppError;
    expect(e.key).toBe('invalidMobile');
    expect(e.details).toEqual([
      expect.objectContaining({ field: 'city', problem: 'maxLength' }),
      { field: 'mobile', problem: 'invalidMobile', message: { en: 'Not a valid mobile number', hi: 'मोबाइल नंबर मान्य नहीं है' } },
    ]);
  });
});

describe('check() with a field that may be null', () => {
  const rs = requestSchema<{ mobile?: string | null }>({
    type: 'object',
    properties: { mobile: { anyOf: [{ type: 'string', maxLength: 20, pattern: textPatterns.mobile.pattern }, { type: 'null' }] } },
  });

  it("reports the text's own problem once, not the null branch nor the anyOf", () => {
    let caught: unknown;
    try {
      check(rs, { mobile: '12345' });
    } catch (err) {
      caught = err;
    }
    expect((caught as AppError).details).toEqual([expect.objectContaining({ field: 'mobile', problem: 'invalidMobile' })]);
    expect(() => check(rs, { mobile: null })).not.toThrow();
  });
});
