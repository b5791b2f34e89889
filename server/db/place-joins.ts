import { eq } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
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
