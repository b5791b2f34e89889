import { asc, count, desc, eq, ilike, or } from 'drizzle-orm';
import type { Lang } from '../../engine';
import type { CurrentUser } from '../auth/current-user';
import { cycles, districts, forms, schools } from '../db/schema/index';
import { badRequest } from '../http/errors';
import { checkFilters, formWhere } from './dashboard/filters';
import type { Deps } from './deps';

export interface OverallReportsInput {
  cycleid?: number;
  districtId?: number;
  blockId?: number;
  grade?: string;
  search?: string;
  sort?: 'schoolName' | 'scoreDesc' | 'scoreAsc';
  page?: number;
  pageSize?: number;
}

/**
 * The report cards (forms at status 9) the caller may see, paged and sorted in
 * the database: school, cycle, score and grade, filtered by cycle, district,
 * block, grade and school name.
 */
export async function overallReports(deps: Pick<Deps, 'db' | 'catalogues'>, user: CurrentUser, input: OverallReportsInput, lang: Lang) {
  const search = input.search?.trim();
  if (search && search.length < 3) throw badRequest([{ field: 'search', problem: 'minLength' }], 'schoolSearchMin');
  const f = { accrYear: input.cycleid, districtId: input.districtId, blockId: input.blockId, status: 9 };
  await checkFilters(deps.db, user, f);
  const where = formWhere(
    user,
    f,
    input.grade !== undefined ? eq(forms.grade, input.grade) : undefined,
    search ? or(ilike(schools.name, `%${search}%`), eq(schools.udise, search), eq(schools.schoolCode, search)) : undefined,
  );
  const page = input.page ?? 1;
  const pageSize = input.pageSize ?? 20;
  const order =
    input.sort === 'scoreDesc'
      ? [desc(forms.selfScore), asc(schools.name), asc(forms.id)]
      : input.sort === 'scoreAsc'
        ? [asc(forms.selfScore), asc(schools.name), asc(forms.id)]
        : [asc(schools.name), asc(forms.id)];
  const [rows, [{ total }]] = await Promise.all([
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
      .innerJoin(schools, eq(schools.schoolCode, forms.schoolCode))
      .innerJoin(districts, eq(districts.id, schools.districtId))
      .innerJoin(cycles, eq(cycles.id, forms.cycleId))
      .where(where)
      .orderBy(...order)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    deps.db.select({ total: count() }).from(forms).innerJoin(schools, eq(schools.schoolCode, forms.schoolCode)).where(where),
  ]);
  return {
    items: rows.map(({ catalogueVersion, districtName, districtNameHi, ...r }) => {
      const band = deps.catalogues.get(catalogueVersion).catalogue.grading.bands.find((b) => b.grade === r.grade);
      return {
        ...r,
        districtText: lang === 'hi' ? districtNameHi : districtName,
        gradeLabel: band?.label ?? null,
        gradeText: band ? band.label[lang] : null,
      };
    }),
    total,
    page,
    pageSize,
  };
}
