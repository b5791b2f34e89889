import { describe, expect, it } from 'vitest';
import { isEmail, isMobile, isPostalCode, looksLikeAadhaar } from './validation';

describe('isMobile()', () => {
  it('takes 10 digits starting 6 to 9, with +91, 0, spaces or hyphens', () => {
    expect(isMobile('9810000000')).toBe(true);
    expect(isMobile('+91 98100-00000')).toBe(true);
    expect(isMobile('09810000000')).toBe(true);
  });
  it('refuses short numbers and numbers starting 0 to 5', () => {
    expect(isMobile('12345')).toBe(false);
    expect(isMobile('5810000000')).toBe(false);
  });
});

describe('other field checks', () => {
  it('checks e-mail, postal code and the shape of an Aadhaar number', () => {
    expect(isEmail('a@b.in')).toBe(true);
    expect(isEmail('a@b')).toBe(false);
    expect(isPostalCode('134003')).toBe(true);
    expect(isPostalCode('034003')).toBe(false);
    expect(looksLikeAadhaar('2345 6789 0123')).toBe(true);
    expect(looksLikeAadhaar('1234')).toBe(false);
  });
});
