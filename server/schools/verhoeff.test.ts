import { describe, expect, it } from 'vitest';
import { verhoeffDigit, verhoeffValid } from './verhoeff';

describe('verhoeffDigit()', () => {
  it('gives the check digits of the published examples', () => {
    expect(verhoeffDigit('236')).toBe(3);
    expect(verhoeffDigit('12345')).toBe(1);
    expect(verhoeffDigit('142857')).toBe(0);
    expect(verhoeffDigit('123456789012')).toBe(0);
  });
});

describe('verhoeffValid()', () => {
  it('accepts a number with its check digit', () => {
    expect(verhoeffValid('2363')).toBe(true);
    expect(verhoeffValid('123451')).toBe(true);
    expect(verhoeffValid('1428570')).toBe(true);
  });

  it('catches every single-digit error and every adjacent transposition', () => {
    const base = '49981734105';
    const full = base + verhoeffDigit(base);
    expect(verhoeffValid(full)).toBe(true);
    for (let i = 0; i < full.length; i++) {
      for (let d = 0; d <= 9; d++) {
        if (String(d) === full[i]) continue;
        expect(verhoeffValid(full.slice(0, i) + d + full.slice(i + 1))).toBe(false);
      }
      if (i + 1 < full.length && full[i] !== full[i + 1]) {
        expect(verhoeffValid(full.slice(0, i) + full[i + 1] + full[i] + full.slice(i + 2))).toBe(false);
      }
    }
  });

  it('refuses anything but digits', () => {
    expect(verhoeffValid('')).toBe(false);
    expect(verhoeffValid('23 63')).toBe(false);
    expect(verhoeffValid('236a')).toBe(false);
  });
});
