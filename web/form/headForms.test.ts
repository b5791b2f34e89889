import { describe, expect, it } from 'vitest';
import { answeringForms, chooseHeadForm, headFormChoices } from './headForms';

const form = (accrid: number, cycleid: number, status: number) => ({ accrid, cycleid, status });

describe('the form the head’s page is about', () => {
  // Two open cycles and an approved one, listed as the search answers them (by school, then the oldest form).
  const forms = [form(11, 1, 9), form(21, 2, 2), form(31, 3, 1)];

  it('is the one the address names, open or not', () => {
    expect(chooseHeadForm(forms, 21)?.accrid).toBe(21);
    expect(chooseHeadForm(forms, 11)?.accrid).toBe(11);
  });

  it('is the newest form still being answered when the address names none, or names another school’s', () => {
    expect(chooseHeadForm(forms)?.accrid).toBe(31);
    expect(chooseHeadForm(forms, 999)?.accrid).toBe(31);
    expect(chooseHeadForm([form(21, 2, 2), form(31, 3, 5)])?.accrid).toBe(21);
  });

  it('is the newest form when none is being answered, and none when the school has no form', () => {
    expect(chooseHeadForm([form(11, 1, 9), form(21, 2, 5)])?.accrid).toBe(21);
    expect(chooseHeadForm([])).toBeUndefined();
  });

  it('lists every open form, newest cycle first, and every form to switch between', () => {
    expect(answeringForms(forms).map((f) => f.accrid)).toEqual([31, 21]);
    expect(headFormChoices(forms).map((f) => f.accrid)).toEqual([31, 21, 11]);
  });
});
