import { describe, expect, it } from 'vitest';
import { meetsPasswordPolicy } from '../../session/validation';
import { suggestPassword } from './suggestPassword';

describe('suggestPassword()', () => {
  it('always meets the password policy, with nothing that reads alike', () => {
    for (let i = 0; i < 200; i++) {
      const p = suggestPassword();
      expect(meetsPasswordPolicy(p), p).toBe(true);
      expect(p).toMatch(/^[A-Z][a-z]{5}[#@%+=][2-9]{4}$/);
      expect(p).not.toMatch(/[lIO01]/);
    }
  });

  it('differs from one call to the next', () => {
    expect(new Set(Array.from({ length: 20 }, () => suggestPassword())).size).toBeGreaterThan(15);
  });

  it('takes its randomness from the index it is given', () => {
    expect(suggestPassword(() => 0)).toBe('Aaaaaa#2222');
  });
});
