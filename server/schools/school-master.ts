import { and, eq, ne, or } from 'drizzle-orm';
import type { Lang } from '../../engine';
import type { CurrentUser } from '../auth/current-user';
import type { Db } from '../db/client';
import { blocks, districts, schools } from '../db/schema';
import { AppError, forbidden, notFound } from '../http/errors';
import type { Deps } from '../deps';
import { cleanFields, fieldError, isUniqueViolation, trimOrNull, type FieldProblem } from '../http/person-fields';
import { misCodes, setMisCode } from './school-mis-code';
import { checkBase, nextStamp, type Base } from '../db/revision';
import { recordSchoolChange } from './school-changes';
import { canSeeSchool } from '../auth/scope';
import { readsOneMoment } from '../db/snapshot';

export const schoolCategories = ['primary', 'upperPrimary', 'elementary', 'secondary', 'seniorSecondary'] as const;
export const managementTypes = ['stateGovernment', 'centralGovernment', 'nonGovernmentAided', 'nonGovernmentUnaided'] as const;
export const locations = ['urban', 'rural', 'notApplicable'] as const;
export const genderTypes = ['coEducation', 'girls', 'boys'] as const;
export const schoolTypes = ['government', 'private'] as const;

function selectSchools(db: Db) {
  return db
    .select({ school: schools, districtName: districts.name, districtNameHi: districts.nameHi, blockName: blocks.name, blockNameHi: blocks.nameHi })
    .from(schools)
    .innerJoin(districts, eq(districts.id, schools.districtId))
    .innerJoin(blocks, eq(blocks.id, schools.blockId))
    .$dynamic();
}

type SchoolQueryRow = Awaited<ReturnType<ReturnType<typeof selectSchools>['execute']>>[number];

/** A school as answers show it: with its MIS code and its district's and block's names in the caller's language. */
export function schoolView(row: SchoolQueryRow, mis: Map<string, string>, lang: Lang) {
  return {
    ...row.school,
    misCode: mis.get(row.school.schoolCode) ?? null,
    districtName: lang === 'hi' ? row.districtNameHi : row.districtName,
    blockName: lang === 'hi' ? row.blockNameHi : row.blockName,
  };
}

export type SchoolView = ReturnType<typeof schoolView>;

/** One school the caller may see: 404 unknown, 403 out of scope. */
export const getSchool = readsOneMoment(async function getSchool(deps: Pick<Deps, 'db'>, user: CurrentUser, schoolCode: string, lang: Lang) {
  const [row] = await selectSchools(deps.db).where(eq(schools.schoolCode, schoolCode));
  if (!row) throw notFound();
  if (!canSeeSchool(user, row.school)) throw forbidden();
  return schoolView(row, await misCodes(deps.db, [schoolCode]), lang);
});

/** The fields of a school (spec §3); with `schoolCode` an existing school is edited, without one a school is added. */
export interface ManageSchoolInput {
  schoolCode?: string;
  name: string;
  headName?: string | null;
  email?: string | null;
  mobile?: string | null;
  udise: string;
  misCode?: string | null;
  category: (typeof schoolCategories)[number];
  management: (typeof managementTypes)[number];
  location: (typeof locations)[number];
  genderType: (typeof genderTypes)[number];
  schoolType: (typeof schoolTypes)[number];
  districtId: number;
  blockId: number;
  active?: boolean;
  /** When editing: the school's updatedAt as the caller read it; a change made since by anyone is refused (409 recordChanged). */
  base?: Base;
}

/**
 * Adds a school (its school code is its UDISE number) or edits one. UDISE is
 * 11 digits and unique; the block must belong to the district; a caller
 * limited to a district may only place schools in it.
 */
export async function manageSchool(deps: Pick<Deps, 'db' | 'now'>, user: CurrentUser, input: ManageSchoolInput, lang: Lang) {
  const problems: FieldProblem[] = [];
  const c = cleanFields({ email: input.email, mobile: input.mobile }, problems);
  const udise = input.udise.trim();
  const name = input.name.trim();
  if (!name) problems.push({ field: 'name', problem: 'required', key: 'required' });
  if (!/^[0-9]{11}$/.test(udise)) problems.push({ field: 'udise', problem: 'invalidUdise', key: 'invalidUdise' });
  if (problems.length) throw fieldError(problems);
  const editing = input.schoolCode?.trim();
  const schoolCode = editing || udise;
  try {
    const saved = await deps.db.transaction(async (tx) => {
      let before: typeof schools.$inferSelect | null = null;
      if (editing) {
        const [existing] = await tx.select().from(schools).where(eq(schools.schoolCode, editing)).for('update');
        if (!existing) throw notFound();
        if (!canSeeSchool(user, existing)) throw forbidden();
        await checkBase(tx, input.base, existing);
        before = existing;
      }
      const [district] = await tx.select({ id: districts.id }).from(districts).where(eq(districts.id, input.districtId));
      const [block] = await tx.select({ districtId: blocks.districtId }).from(blocks).where(eq(blocks.id, input.blockId));
      if (!district) problems.push({ field: 'districtId', problem: 'unknownDistrict', key: 'unknownDistrict' });
      if (!block) problems.push({ field: 'blockId', problem: 'unknownBlock', key: 'unknownBlock' });
      else if (district && block.districtId !== district.id) problems.push({ field: 'blockId', problem: 'blockNotInDistrict', key: 'blockNotInDistrict' });
      if (problems.length) throw fieldError(problems);
      if (!canSeeSchool(user, { schoolCode, districtId: input.districtId, blockId: input.blockId })) throw forbidden();
      const [clash] = await tx
        .select({ code: schools.schoolCode })
        .from(schools)
        .where(editing ? and(eq(schools.udise, udise), ne(schools.schoolCode, editing)) : or(eq(schools.udise, udise), eq(schools.schoolCode, schoolCode)));
      if (clash) throw new AppError(409, 'udiseExists', [{ field: 'udise', problem: 'duplicate' }]);
      const values = {
        udise,
        name,
        headName: trimOrNull(input.headName) ?? '',
        email: c.email ?? null,
        mobile: c.mobile ?? null,
        category: input.category,
        management: input.management,
        location: input.location,
        genderType: input.genderType,
        schoolType: input.schoolType,
        districtId: input.districtId,
        blockId: input.blockId,
        ...(input.active === undefined ? {} : { active: input.active }),
      };
      // The stamp is the revision a later edit sends back as `base`; it is no change of the school's own.
      const stamp = { updatedAt: nextStamp(deps.now(), before?.updatedAt), updatedBy: user.userId };
      if (editing)
        await tx
          .update(schools)
          .set({ ...values, ...stamp })
          .where(eq(schools.schoolCode, editing));
      else await tx.insert(schools).values({ schoolCode, ...values, ...stamp });
      const misCode = trimOrNull(input.misCode) ?? null;
      await setMisCode(tx, schoolCode, misCode);
      await recordSchoolChange(tx, schoolCode, user.userId, before, { ...values, misCode });
      return schoolCode;
    });
    return { created: !editing, school: await getSchool(deps, user, saved, lang) };
  } catch (err) {
    throw isUniqueViolation(err) ? new AppError(409, 'udiseExists', [{ field: 'udise', problem: 'duplicate' }]) : err;
  }
}
