import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decryptAadhaar, encryptAadhaar, maskAadhaar, normalizeAadhaar } from './aadhaar';
import { verhoeffDigit } from './verhoeff';

const valid = '23456789012' + verhoeffDigit('23456789012');

describe('normalizeAadhaar()', () => {
  it('accepts 12 digits with a correct check digit, written with spaces or hyphens', () => {
    expect(normalizeAadhaar(valid)).toBe(valid);
    expect(normalizeAadhaar(`${valid.slice(0, 4)} ${valid.slice(4, 8)}-${valid.slice(8)}`)).toBe(valid);
  });

  it('refuses a wrong check digit, a leading 0 or 1, and the wrong length', () => {
    const wrong = valid.slice(0, 11) + ((Number(valid[11]) + 1) % 10);
    expect(normalizeAadhaar(wrong)).toBeNull();
    const zero = '0345678901' + '2';
    expect(normalizeAadhaar(zero.slice(0, 11) + verhoeffDigit(zero.slice(0, 11)))).toBeNull();
    const one = '13456789012';
    expect(normalizeAadhaar(one + verhoeffDigit(one))).toBeNull();
    expect(normalizeAadhaar(valid.slice(1))).toBeNull();
  });
});

describe('encryptAadhaar()', () => {
  it('round-trips with the key, uses a fresh IV, and fails with another key', () => {
    const key = randomBytes(32);
    const a = encryptAadhaar(key, valid);
    const b = encryptAadhaar(key, valid);
    expect(a).not.toBe(b);
    expect(a).not.toContain(valid);
    expect(decryptAadhaar(key, a)).toBe(valid);
    expect(() => decryptAadhaar(randomBytes(32), a)).toThrow();
  });

  it('masks all but the last four digits', () => {
    expect(maskAadhaar('1234')).toBe('XXXX-XXXX-1234');
    expect(maskAadhaar(null)).toBeNull();
  });
});
