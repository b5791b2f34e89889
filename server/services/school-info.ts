import { eq } from 'drizzle-orm';
import { localizeSchoolInfo, validateSchoolInfo, type Lang } from '../../engine';
import type { CurrentUser } from '../auth/current-user';
import { blocks, districts, schoolInfo, schools } from '../db/schema/index';
import { badRequest, forbidden, notFound } from '../http/errors';
import type { Deps } from './deps';
import { canSeeSchool } from './scope';

async function loadSchool(deps: Pick<Deps, 'db'>, user: CurrentUser, schoolCode: string, lang: Lang) {
  const [row] = await deps.db
    .select({ school: schools, district: districts, block: blocks })
    .from(schools)
    .innerJoin(districts, eq(districts.id, schools.districtId))
    .innerJoin(blocks, eq(blocks.id, schools.blockId))
    .where(eq(schools.schoolCode, schoolCode));
  if (!row) throw notFound();
  if (!canSeeSchool(user, row.school)) throw forbidden();
  return {
    ...row.school,
    districtName: lang === 'hi' ? row.district.nameHi : row.district.name,
    blockName: lang === 'hi' ? row.block.nameHi : row.block.name,
  };
}

/** A school, its saved information (or null) and the information form in the caller's language. */
export async function schoolDetails(deps: Pick<Deps, 'db' | 'catalogues'>, user: CurrentUser, schoolCode: string, lang: Lang) {
  const school = await loadSchool(deps, user, schoolCode, lang);
  const [info] = await deps.db.select().from(schoolInfo).where(eq(schoolInfo.schoolCode, schoolCode));
  const { schema, uiSchema } = localizeSchoolInfo(deps.catalogues.schoolInfo, lang);
  return { school, info: info ? (info.data as Record<string, unknown>) : null, updatedAt: info?.updatedAt ?? null, schema, uiSchema };
}

/** Saves a school's information after the engine's checks; only the school's own head may. */
export async function updateSchoolInfo(deps: Pick<Deps, 'db' | 'catalogues' | 'validator' | 'now'>, user: CurrentUser, schoolCode: string, info: unknown, lang: Lang) {
  await loadSchool(deps, user, schoolCode, lang);
  if (user.schoolCode !== schoolCode) throw forbidden();
  const problems = validateSchoolInfo(deps.validator, deps.catalogues.schoolInfo, info);
  if (problems.length) throw badRequest(problems.map((p) => ({ field: p.field, problem: p.problem, message: p.message })), 'saveFailed');
  const data = info as Record<string, unknown>;
  const at = deps.now();
  await deps.db
    .insert(schoolInfo)
    .values({ schoolCode, data, updatedBy: user.userId, updatedAt: at })
    .onConflictDoUpdate({ target: schoolInfo.schoolCode, set: { data, updatedBy: user.userId, updatedAt: at } });
  return data;
}
