import { describe, expect, it } from 'vitest';
import { sameFormValues } from './unsavedForm';

describe('sameFormValues: whether a record editor holds edits', () => {
  it('takes an empty text, null and a missing field as the same nothing (rjsf drops and adds them untouched)', () => {
    expect(sameFormValues({ name: 'A', email: '' }, { name: 'A' })).toBe(true);
    expect(sameFormValues({ name: 'A', misCode: null }, { name: 'A', misCode: undefined })).toBe(true);
  });

  it('sees a changed, added or removed value, of any type', () => {
    expect(sameFormValues({ name: 'A' }, { name: 'B' })).toBe(false);
    expect(sameFormValues({ name: 'A' }, { name: 'A', email: 'a@b.in' })).toBe(false);
    expect(sameFormValues({ districtId: 1, active: true }, { districtId: 1, active: false })).toBe(false);
    expect(sameFormValues({ districtId: 1 }, { districtId: '1' })).toBe(false);
    expect(sameFormValues({ tags: ['a'] }, { tags: ['a', 'b'] })).toBe(false);
  });
});
