import { describe, expect, it } from 'vitest';
import { isEmail, isLoginName, isPostalCode, isUdise, meetsPasswordPolicy, normalizeMobile, passwordChecks } from './validation';

describe('normalizeMobile()', () => {
  it('accepts a 10-digit number with +91, 0, spaces or hyphens', () => {
    expect(normalizeMobile('+91 98100-00000')).toBe('9810000000');
    expect(normalizeMobile('09810000000')).toBe('9810000000');
  });
  it('rejects numbers that are too short or start with 0 to 5', () => {
    expect(normalizeMobile('12345')).toBeNull();
    expect(normalizeMobile('5810000000')).toBeNull();
  });
});

describe('password policy', () => {
  it('needs 8 characters with a letter, a digit and a symbol', () => {
    expect(meetsPasswordPolicy('Demo@1234')).toBe(true);
    expect(meetsPasswordPolicy('Demo1234')).toBe(false);
    expect(passwordChecks('ab1')).toEqual({ length: false, letter: true, digit: true, symbol: false });
  });
  it('counts Devanagari letters as letters', () => {
    expect(meetsPasswordPolicy('विद्यालय@1')).toBe(true);
  });
});

describe('field checks', () => {
  it('checks e-mail, login name, postal code and UDISE', () => {
    expect(isEmail('head@example.org')).toBe(true);
    expect(isEmail('head@example')).toBe(false);
    expect(isLoginName('ab')).toBe(false);
    expect(isLoginName('school.head_1')).toBe(true);
    expect(isPostalCode('134007')).toBe(true);
    expect(isPostalCode('034007')).toBe(false);
    expect(isUdise('06010100101')).toBe(true);
    expect(isUdise('0601010010')).toBe(false);
  });
});
