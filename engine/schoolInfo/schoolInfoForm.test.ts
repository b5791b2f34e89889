import { describe, expect, it } from 'vitest';
import { loadSchoolInfoSchema } from '../../server/catalogue/store/load-catalogue';
import { fillSchoolInfo } from '../../tests/support/fill';
import { createAjvValidator } from '../validate/validator';
import { localizeSchoolInfo, validateSchoolInfo } from './schoolInfoForm';

const source = loadSchoolInfoSchema();
const validator = createAjvValidator();

describe('validateSchoolInfo()', () => {
  it('accepts complete information', () => {
    expect(validateSchoolInfo(validator, source, fillSchoolInfo(source))).toEqual([]);
  });

  it('asks for every missing field with "This is required"', () => {
    const info: Record<string, number> = fillSchoolInfo(source);
    delete info.enrolmentClass1;
    expect(validateSchoolInfo(validator, source, info)).toEqual([{ field: 'enrolmentClass1', problem: 'required', message: { en: 'This is required', hi: 'यह आवश्यक है' } }]);
  });

  it('refuses more vacancies than sanctioned teacher posts', () => {
    const info = { ...fillSchoolInfo(source), teachersSanctioned: 5, teacherVacancy: 50 };
    const [p] = validateSchoolInfo(validator, source, info);
    expect(p).toMatchObject({ field: 'teacherVacancy', problem: 'notMoreThan' });
    expect(p.message.hi).toMatch(/[\u0900-\u097F]/);
  });
});

describe('localizeSchoolInfo()', () => {
  it('titles fields in Hindi and drops our x- keywords', () => {
    const { schema } = localizeSchoolInfo(source, 'hi');
    const field = (schema.properties as Record<string, Record<string, unknown>>).teacherVacancy;
    expect(String(field.title)).toMatch(/[\u0900-\u097F]/);
    expect(Object.keys(field).some((k) => k.startsWith('x-'))).toBe(false);
  });
});
