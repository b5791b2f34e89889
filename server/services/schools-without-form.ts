import { and, asc, count, eq, ilike, notExists, or, sql, type SQL } from 'drizzle-orm';
import type { Lang } from '../../engine';
import type { CurrentUser } from '../auth/current-user';
import type { Db } from '../db/client';
import { blocks, cycles, districts, forms, schools } from '../db/schema/index';
import { badRequest, notFound } from '../http/errors';
import type { Deps } from './deps';
import { likeEscape } from './person-fields';
import { schoolScope } from './scope';

/** Active schools that have no form in the cycle: a condition on `schools`. */
export function withoutFormIn(db: Db, cycleId: number): SQL {
  const hasForm = db
    .select({ one: sql`1` })
    .from(forms)
    .where(and(eq(forms.cycleId, cycleId), eq(forms.schoolCode, schools.schoolCode)));
  return and(eq(schools.active, true), notExists(hasForm)) as SQL;
}

export interface SchoolsWithoutFormInput {
  search?: string;
  page?: number;
  pageSize?: number;
}

/**
 * The active schools in the caller's scope that have no form in a cycle (added
 * after it was initiated), by name: what the department may still initiate.
 * A search needs at least 3 characters, as every school search (spec §5).
 */
export async function listSchoolsWithoutForm(deps: Pick<Deps, 'db'>, user: CurrentUser, cycleid: number, input: SchoolsWithoutFormInput, lang: Lang) {
  const [cycle] = await deps.db.select({ id: cycles.id, status: cycles.status }).from(cycles).where(eq(cycles.id, cycleid));
  if (!cycle || cycle.status === 'DELETED') throw notFound();
  const search = input.search?.trim();
  if (search && search.length < 3) throw badRequest([{ field: 'search', problem: 'minLength' }], 'schoolSearchMin');
  const matches = search ? or(ilike(schools.name, `%${likeEscape(search)}%`), ilike(schools.udise, `${likeEscape(search)}%`), eq(schools.schoolCode, search)) : undefined;
  const where = and(withoutFormIn(deps.db, cycle.id), schoolScope(user), matches);
  const page = input.page ?? 1;
  const pageSize = input.pageSize ?? 50;
  const [rows, [{ total }]] = await Promise.all([
    deps.db
      .select({
        schoolCode: schools.schoolCode,
        udise: schools.udise,
        name: schools.name,
        districtName: lang === 'hi' ? districts.nameHi : districts.name,
        blockName: lang === 'hi' ? blocks.nameHi : blocks.name,
      })
      .from(schools)
      .innerJoin(districts, eq(districts.id, schools.districtId))
      .innerJoin(blocks, eq(blocks.id, schools.blockId))
      .where(where)
      .orderBy(asc(schools.name), asc(schools.schoolCode))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    deps.db.select({ total: count() }).from(schools).where(where),
  ]);
  return { items: rows, total, page, pageSize };
}
