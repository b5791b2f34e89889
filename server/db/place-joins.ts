import { eq } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Lang } from '../../engine';
import { blocks, districts, forms, schools } from './schema';

// A form's or a school's place, joined the one way every list reads it: the form's school, the
// school's district and block. Drizzle's dynamic mode (`.$dynamic()` after `.from(forms)`) lets a select take it.

/** A select over `forms`, joined to each form's school and the school's district. */
export function withFormSchool<T extends PgSelect>(query: T) {
  return query.innerJoin(schools, eq(schools.schoolCode, forms.schoolCode)).innerJoin(districts, eq(districts.id, schools.districtId));
}

/** A select over `forms`, joined to each form's school and the school's district and block. */
export function withFormPlace<T extends PgSelect>(query: T) {
  return withFormSchool(query).innerJoin(blocks, eq(blocks.id, schools.blockId));
}

/** A select that already reads `schools`, joined to each school's district and block. */
export function withSchoolPlace<T extends PgSelect>(query: T) {
  return query.innerJoin(districts, eq(districts.id, schools.districtId)).innerJoin(blocks, eq(blocks.id, schools.blockId));
}

/** The district's and block's names in the caller's language, for a select joined by withFormPlace or withSchoolPlace. */
export function placeNames(lang: Lang) {
  return { districtName: lang === 'hi' ? districts.nameHi : districts.name, blockName: lang === 'hi' ? blocks.nameHi : blocks.name };
}

/** A school with its district and block in both languages (the drill-down's rows), for a select joined by withFormPlace or withSchoolPlace. */
export const schoolPlaceFields = {
  schoolCode: schools.schoolCode,
  udise: schools.udise,
  schoolName: schools.name,
  districtId: districts.id,
  districtName: districts.name,
  districtNameHi: districts.nameHi,
  blockName: blocks.name,
  blockNameHi: blocks.nameHi,
};
