import { and, eq, inArray, notExists, sql, type SQL } from 'drizzle-orm';
import type { Lang } from '../../engine';
import type { CurrentUser } from '../auth/current-user';
import type { Db } from '../db/client';
import { cycles, forms, schools, schoolsWithoutForm } from '../db/schema';
import { notFound } from '../http/errors';
import type { Deps } from '../deps';
import { pageAnswer, pageFrom, pageKeys, pageOrder, pageStart, readPageRows, sameOrder, type Keyset, type PageInput, type PageStart } from '../db/paging/keyset-page';
import { schoolMatches, schoolSearch } from '../schools';
import { cappedTotal } from '../db/paging/list-total';
import { schoolScope } from '../auth/scope';
import { placeNames, withSchoolPlace } from '../db/place-joins';

/** Active schools that have no form in the cycle: a condition on `schools`, read from the forms themselves (for the writes that act on them). */
export function withoutFormIn(db: Db, cycleId: number): SQL {
  const hasForm = db
    .select({ one: sql`1` })
    .from(forms)
    .where(and(eq(forms.cycleId, cycleId), eq(forms.schoolCode, schools.schoolCode)));
  return and(eq(schools.active, true), notExists(hasForm)) as SQL;
}

/** By name, then code, as the school master list: from the table's index on (cycle, name, code). */
const gapOrder = [
  { expr: schoolsWithoutForm.name, kind: 'text' },
  { expr: schoolsWithoutForm.schoolCode, kind: 'text' },
] as const;

export interface SchoolsWithoutFormInput extends PageInput {
  search?: string;
}

/**
 * The active schools in the caller's scope that have no form in a cycle (added
 * after it was initiated), by name: what the department may still initiate.
 * Read from the kept list of such schools (schools_without_form), so a page
 * costs the same whether a few schools or every school of the state lack a form.
 * A search needs at least 3 characters, as every school search (spec §5).
 */
export async function listSchoolsWithoutForm(deps: Pick<Deps, 'db'>, user: CurrentUser, cycleid: number, input: SchoolsWithoutFormInput, lang: Lang) {
  const [cycle] = await deps.db.select({ id: cycles.id, status: cycles.status }).from(cycles).where(eq(cycles.id, cycleid));
  if (!cycle || cycle.status === 'DELETED') throw notFound();
  const search = schoolSearch(input.search);
  // Only active schools are kept in the table, with their place: the cycle, the caller's scope and
  // the search are all there is to filter, and only a search needs the schools themselves.
  const where = and(
    eq(schoolsWithoutForm.cycleId, cycle.id),
    schoolScope(user, schoolsWithoutForm),
    search ? inArray(schoolsWithoutForm.schoolCode, deps.db.select({ code: schools.schoolCode }).from(schools).where(schoolMatches(search))) : undefined,
  );
  const pageSize = input.pageSize ?? 50;
  const keyset: Keyset = { keys: gapOrder, dir: 'asc', madeFor: ['schoolsWithoutForm', cycle.id, search ?? null] };
  // The page's codes first, from the table alone; then their schools, at most a page of them.
  const readRows = (start: PageStart) => {
    const pageRows = pageKeys(deps.db, schoolsWithoutForm, { schoolCode: schoolsWithoutForm.schoolCode, name: schoolsWithoutForm.name }, keyset, start, pageSize, where);
    return (
      withSchoolPlace(
        deps.db
          .select({
            schoolCode: schools.schoolCode,
            udise: schools.udise,
            name: schools.name,
            ...placeNames(lang),
            cursorKey: pageRows.cursorKey,
          })
          .from(pageRows)
          .innerJoin(schools, eq(schools.schoolCode, pageRows.schoolCode))
          .$dynamic(),
      )
        // In the order the page was read, on its own few rows.
        .orderBy(...pageOrder(sameOrder(keyset, [pageRows.name, pageRows.schoolCode]), start))
    );
  };
  const [read, total] = await Promise.all([
    readPageRows(pageStart(keyset, input, pageSize), readRows),
    cappedTotal(deps.db, () =>
      deps.db
        .select({ one: sql`1` })
        .from(schoolsWithoutForm)
        .where(where)
        .$dynamic(),
    ),
  ]);
  const shown = pageFrom(keyset, read.start, read.rows, pageSize);
  return pageAnswer(
    shown,
    input,
    pageSize,
    total,
    shown.rows.map((r) => ({ schoolCode: r.schoolCode, udise: r.udise, name: r.name, districtName: r.districtName, blockName: r.blockName })),
  );
}
