import { eq, inArray, sql } from 'drizzle-orm';
import type { Lang } from '../../engine';
import type { CurrentUser } from '../auth/current-user';
import type { Db } from '../db/client';
import { cycles, districts, forms, schools } from '../db/schema';
import { inKeyOrder } from '../db/rows';
import { badRequest } from '../http/errors';
import { checkFilters, formWhere } from '../dashboards';
import type { Deps } from '../deps';
import { exactFormCount, formListTotal, searchedTotal } from '../form';
import { bySchoolName, formsFirst, readsFormsFirst, walkForms, walkFormsOfEveryCycle, formListPage, type FormOrder, type KeyedForm } from '../form';
import type { Walk } from '../db/paging/keyset';
import { listFingerprint, pageStart, type PageRequest } from '../db/paging/list-cursor';
import { reachOf } from '../auth/scope';
import { schoolSearch } from '../form';
import { withFormSchool } from '../db/place-joins';

export interface OverallReportsInput extends PageRequest {
  cycleid?: number;
  districtId?: number;
  blockId?: number;
  grade?: string;
  search?: string;
  sort?: 'schoolName' | 'scoreDesc' | 'scoreAsc';
}

/** By score, as the approved forms' partial index (cycle, coalesce(self_score, -1), id) holds them: a form without a score comes lowest. */
const byScore: FormOrder = { parts: [{ expr: sql`coalesce(${forms.selfScore}, -1)` }, { expr: forms.id }], shape: ['number', 'number'], bySchool: false };

/** What the list shows of each report card of a page, in the page's order. */
async function reportRows(deps: Pick<Deps, 'db' | 'catalogues'>, ids: number[], lang: Lang) {
  if (ids.length === 0) return [];
  const rows = await withFormSchool(
    deps.db
      .select({
        accrid: forms.id,
        schoolCode: schools.schoolCode,
        schoolName: schools.name,
        districtId: districts.id,
        districtName: districts.name,
        districtNameHi: districts.nameHi,
        cycleid: cycles.id,
        cycleName: cycles.name,
        catalogueVersion: forms.catalogueVersion,
        reportCode: forms.reportCode,
        accreditedAt: forms.accreditedAt,
        score: forms.selfScore,
        externalScore: forms.externalScore,
        grade: forms.grade,
      })
      .from(forms)
      .$dynamic(),
  )
    .innerJoin(cycles, eq(cycles.id, forms.cycleId))
    .where(inArray(forms.id, ids));
  return inKeyOrder(ids, rows, (r) => r.accrid).map((found) => {
    const { catalogueVersion, districtName, districtNameHi, ...r } = found;
    const band = deps.catalogues.get(catalogueVersion).catalogue.grading.bands.find((b) => b.grade === r.grade);
    return { ...r, districtText: lang === 'hi' ? districtNameHi : districtName, gradeLabel: band?.label ?? null, gradeText: band ? band.label[lang] : null };
  });
}

/** The total of the list: kept counters hold approved forms per place and cycle, not per grade or name. */
async function reportTotal(db: Db, user: CurrentUser, input: OverallReportsInput, search: string | undefined, where: ReturnType<typeof formWhere>) {
  if (search) return searchedTotal(db, db.select({ id: forms.id }).from(forms).innerJoin(schools, eq(schools.schoolCode, forms.schoolCode)).where(where).getSQL());
  const total =
    input.grade !== undefined
      ? await exactFormCount(db, where)
      : await formListTotal(db, user, { cycleId: input.cycleid, districtId: input.districtId, blockId: input.blockId, status: 9 });
  return { total, totalIsEstimate: false };
}

/**
 * The report cards (forms at status 9) the caller may see, paged and sorted in
 * the database: school, cycle, score and grade, filtered by cycle, district,
 * block, grade and school name. Pages follow the keyset protocol (after or
 * before a cursor, or by position), each read from an index in order.
 */
export async function overallReports(deps: Pick<Deps, 'db' | 'catalogues'>, user: CurrentUser, input: OverallReportsInput, lang: Lang) {
  const { db } = deps;
  const search = input.search?.trim() || undefined;
  if (search && search.length < 3) throw badRequest([{ field: 'search', problem: 'minLength' }], 'schoolSearchMin');
  const f = { accrYear: input.cycleid, districtId: input.districtId, blockId: input.blockId };
  await checkFilters(db, user, f);
  const sort = input.sort ?? 'schoolName';
  const fingerprint = listFingerprint('reports', { sort, search, cycleid: input.cycleid, districtId: input.districtId, blockId: input.blockId, grade: input.grade });
  const order = sort === 'schoolName' ? bySchoolName : byScore;
  const dir = sort === 'scoreDesc' ? 'desc' : 'asc';
  const { page, pageSize, start } = pageStart(input, fingerprint, order.shape, 20);
  // Approved as a literal, so the planner matches the partial index of approved forms' scores.
  const where = formWhere(user, f, sql`${forms.status} = 9`, input.grade !== undefined ? eq(forms.grade, input.grade) : undefined, search ? schoolSearch(search) : undefined);
  const reach = reachOf(user);
  const placed = reach !== null && (reach.schoolCode !== null || reach.blockId !== null || reach.districtId !== null);
  const withSchools = placed || search !== undefined || input.districtId !== undefined || input.blockId !== undefined;
  const counting = reportTotal(db, user, input, search, where);
  // Approved forms only: when they are few, read them first and sort them by name (form-list-walk.ts).
  const byForms = !search && readsFormsFirst(order, true, (await counting).total);
  const fetch = (tx: Db, walk: Walk, limit: number): Promise<KeyedForm[]> =>
    order === byScore && input.cycleid === undefined && reach?.schoolCode == null
      ? walkFormsOfEveryCycle(tx, order, where, withSchools, walk, limit)
      : walkForms(tx, byForms ? formsFirst(order) : order, where, withSchools, walk, limit);
  return formListPage(db, { start, dir, page, pageSize, fingerprint }, counting, fetch, (ids) => reportRows(deps, ids, lang));
}
