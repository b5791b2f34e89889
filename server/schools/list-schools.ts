import { and, count, eq, ilike, like, or, sql, type SQL } from 'drizzle-orm';
import type { Lang } from '../../engine';
import type { CurrentUser } from '../auth/current-user';
import type { Db } from '../db/client';
import { blocks, districts, schoolCounts, schools } from '../db/schema';
import { badRequest } from '../http/errors';
import type { Deps } from '../deps';
import { pageAnswer, pageFrom, pageKeys, pageOrder, pageStart, readPageRows, sameOrder, type Keyset, type PageInput, type PageStart } from '../db/paging/keyset-page';
import { cappedTotal, type ListTotal } from '../db/paging/list-total';
import { likeEscape } from '../http/person-fields';
import { managementTypes, schoolView } from './school-master';
import { misCodes } from './school-mis-code';
import { reachOf, schoolScope } from '../auth/scope';
import { withSchoolPlace } from '../db/place-joins';

export interface SchoolListInput extends PageInput {
  search?: string;
  districtId?: number;
  blockId?: number;
  management?: (typeof managementTypes)[number];
  active?: boolean;
}

/** A school search needs at least 3 characters (spec §5): the trimmed search, or undefined for none. */
export function schoolSearch(raw: string | undefined): string | undefined {
  const search = raw?.trim();
  if (search && search.length < 3) throw badRequest([{ field: 'search', problem: 'minLength' }], 'schoolSearchMin');
  return search || undefined;
}

/**
 * Schools a search finds: a part of the name (the trigram index), the start of the UDISE number
 * (digits only, so LIKE finds what ILIKE did, through the prefix index), or the school code itself.
 */
export function schoolMatches(search: string): SQL {
  return or(ilike(schools.name, `%${likeEscape(search)}%`), like(schools.udise, `${likeEscape(search)}%`), eq(schools.schoolCode, search)) as SQL;
}

/** Schools by name, then by code: the indexes on (name, code), (district, name, code) and (block, name, code) read it in order. */
export const schoolOrder = [
  { expr: schools.name, kind: 'text' },
  { expr: schools.schoolCode, kind: 'text' },
] as const;

/**
 * The total of a list without a search, from the kept counts (a sum of a few rows); a user
 * confined to one school counts it directly.
 */
async function keptTotal(db: Db, user: CurrentUser, input: SchoolListInput, where: SQL | undefined): Promise<ListTotal> {
  const reach = reachOf(user);
  if (!reach) return { total: 0 };
  if (reach.schoolCode !== null) {
    const [{ n }] = await db.select({ n: count() }).from(schools).where(where);
    return { total: n };
  }
  const [{ n }] = await db
    .select({ n: sql<number>`coalesce(sum(${schoolCounts.n}), 0)::integer` })
    .from(schoolCounts)
    .where(
      and(
        reach.districtId !== null ? eq(schoolCounts.districtId, reach.districtId) : undefined,
        reach.blockId !== null ? eq(schoolCounts.blockId, reach.blockId) : undefined,
        input.districtId !== undefined ? eq(schoolCounts.districtId, input.districtId) : undefined,
        input.blockId !== undefined ? eq(schoolCounts.blockId, input.blockId) : undefined,
        input.management !== undefined ? eq(schoolCounts.management, input.management) : undefined,
        input.active !== undefined ? eq(schoolCounts.active, input.active) : undefined,
      ),
    );
  return { total: n };
}

/**
 * The school master list the caller may see, by name, a page at a time: by cursor (the page
 * after or before one shown) or by page number. A search needs at least 3 characters (spec §5).
 */
export async function listSchools(deps: Pick<Deps, 'db'>, user: CurrentUser, input: SchoolListInput, lang: Lang) {
  const search = schoolSearch(input.search);
  const where = and(
    schoolScope(user),
    input.districtId !== undefined ? eq(schools.districtId, input.districtId) : undefined,
    input.blockId !== undefined ? eq(schools.blockId, input.blockId) : undefined,
    input.management !== undefined ? eq(schools.management, input.management) : undefined,
    input.active !== undefined ? eq(schools.active, input.active) : undefined,
    search ? schoolMatches(search) : undefined,
  );
  const pageSize = input.pageSize ?? 20;
  const keyset: Keyset = {
    keys: schoolOrder,
    dir: 'asc',
    madeFor: ['schools', search ?? null, input.districtId ?? null, input.blockId ?? null, input.management ?? null, input.active ?? null],
  };
  // The page's codes first, from the index alone (every filter is on it); then those schools in full.
  const readRows = (start: PageStart) => {
    const pageRows = pageKeys(deps.db, schools, { schoolCode: schools.schoolCode, name: schools.name }, keyset, start, pageSize, where);
    return withSchoolPlace(
      deps.db
        .select({
          school: schools,
          districtName: districts.name,
          districtNameHi: districts.nameHi,
          blockName: blocks.name,
          blockNameHi: blocks.nameHi,
          cursorKey: pageRows.cursorKey,
        })
        .from(pageRows)
        .innerJoin(schools, eq(schools.schoolCode, pageRows.schoolCode))
        .$dynamic(),
    ).orderBy(...pageOrder(sameOrder(keyset, [pageRows.name, pageRows.schoolCode]), start));
  };
  const [read, total] = await Promise.all([
    readPageRows(pageStart(keyset, input, pageSize), readRows),
    search
      ? cappedTotal(deps.db, () =>
          deps.db
            .select({ one: sql`1` })
            .from(schools)
            .where(where)
            .$dynamic(),
        )
      : keptTotal(deps.db, user, input, where),
  ]);
  const shown = pageFrom(keyset, read.start, read.rows, pageSize);
  const mis = await misCodes(
    deps.db,
    shown.rows.map((r) => r.school.schoolCode),
  );
  return pageAnswer(
    shown,
    input,
    pageSize,
    total,
    shown.rows.map((r) => schoolView(r, mis, lang)),
  );
}
