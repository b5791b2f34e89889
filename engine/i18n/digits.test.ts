import { describe, expect, it } from 'vitest';
import { asciiDigits } from './digits';

describe('asciiDigits()', () => {
  it('reads Devanagari digits as the digits they are', () => {
    expect(asciiDigits('०१२३४५६७८९')).toBe('0123456789');
    expect(asciiDigits('१२.५')).toBe('12.5');
    expect(asciiDigits('९८७६५ ४३२१०')).toBe('98765 43210');
  });

  it('leaves other text alone, mixed digits included', () => {
    expect(asciiDigits('Q1२ कक्षा')).toBe('Q12 कक्षा');
    expect(asciiDigits('')).toBe('');
  });
});
