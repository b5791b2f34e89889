import { and, asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Lang } from '../../engine';
import { statusLabel, type FormStatusCode } from '../../workflows';
import type { CurrentUser } from '../auth/current-user';
import { blocks, cycles, districts, forms, schools } from '../db/schema/index';
import { badRequest } from '../http/errors';
import type { Deps } from './deps';
import { schoolScope } from './scope';

export interface SearchFormsInput {
  cycleid?: number;
  search?: string;
  status?: number;
  districtId?: number;
  blockId?: number;
  page?: number;
  pageSize?: number;
  sort?: 'schoolName' | 'district' | 'status' | 'attempted' | 'updatedAt';
  order?: 'asc' | 'desc';
}

/** The ORDER BY of a search: the chosen column (school name by default), then the school name. */
function orderOf(input: SearchFormsInput, lang: Lang) {
  const column = {
    schoolName: schools.name,
    district: lang === 'hi' ? districts.nameHi : districts.name,
    status: forms.status,
    attempted: forms.attempted,
    updatedAt: forms.updatedAt,
  }[input.sort ?? 'schoolName'];
  const dir = input.order === 'desc' ? desc : asc;
  return input.sort && input.sort !== 'schoolName' ? [dir(column), asc(schools.name)] : [dir(column)];
}

/** Lists the forms the caller may see, paged and sorted by school name (contract: POST /v1/form/search). */
export async function searchForms(deps: Pick<Deps, 'db'>, user: CurrentUser, input: SearchFormsInput, lang: Lang) {
  const search = input.search?.trim();
  if (search && search.length < 3) throw badRequest([{ field: 'search', problem: 'minLength' }], 'schoolSearchMin');
  const conds: (SQL | undefined)[] = [schoolScope(user)];
  if (input.cycleid !== undefined) conds.push(eq(forms.cycleId, input.cycleid));
  if (input.status !== undefined) conds.push(eq(forms.status, input.status));
  if (input.districtId !== undefined) conds.push(eq(schools.districtId, input.districtId));
  if (input.blockId !== undefined) conds.push(eq(schools.blockId, input.blockId));
  if (search) conds.push(or(ilike(schools.name, `%${search}%`), eq(schools.udise, search), eq(schools.schoolCode, search)));
  const where = and(...conds);
  const page = Math.max(1, input.page ?? 1);
  const pageSize = Math.min(100, Math.max(1, input.pageSize ?? 20));
  const base = deps.db
    .select({
      accrid: forms.id,
      schoolCode: forms.schoolCode,
      schoolName: schools.name,
      districtName: lang === 'hi' ? districts.nameHi : districts.name,
      blockName: lang === 'hi' ? blocks.nameHi : blocks.name,
      cycleid: forms.cycleId,
      cycleName: cycles.name,
      status: forms.status,
      attempted: forms.attempted,
      total: forms.total,
      score: forms.selfScore,
      grade: forms.grade,
    })
    .from(forms)
    .innerJoin(schools, eq(schools.schoolCode, forms.schoolCode))
    .innerJoin(districts, eq(districts.id, schools.districtId))
    .innerJoin(blocks, eq(blocks.id, schools.blockId))
    .innerJoin(cycles, eq(cycles.id, forms.cycleId))
    .where(where);
  const [rows, [{ total }]] = await Promise.all([
    base
      .orderBy(...orderOf(input, lang), asc(forms.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    deps.db.select({ total: count() }).from(forms).innerJoin(schools, eq(schools.schoolCode, forms.schoolCode)).where(where),
  ]);
  return {
    items: rows.map((r) => ({ ...r, statusLabel: statusLabel(r.status as FormStatusCode, lang) })),
    total,
    page,
    pageSize,
  };
}
