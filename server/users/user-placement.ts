import { eq } from 'drizzle-orm';
import type { CurrentUser } from '../auth/current-user';
import { asScopeLevel, type ScopeLevel } from '../auth/scope-level';
import type { Db } from '../db/client';
import { blocks, districts, roles, schools } from '../db/schema';
import { forbidden } from '../http/errors';
import { fieldError, type FieldProblem } from '../http/person-fields';
import { canManage } from './user-view';

/** Where a user is placed: a role, and the school, block or district its scope level needs. */
export interface Placement {
  roleId: number;
  schoolCode: string | null;
  districtId: number | null;
  blockId: number | null;
}

/** The place fields each level keeps: its own place, and a block user's district (which follows from the block). */
export const placeFieldsOf: Record<ScopeLevel, readonly (keyof Omit<Placement, 'roleId'>)[]> = {
  school: ['schoolCode'],
  block: ['blockId', 'districtId'],
  district: ['districtId'],
  state: [],
};

/** The scope level of a role, or null when there is no such role. */
export async function roleLevel(tx: Db, roleId: number): Promise<ScopeLevel | null> {
  const [role] = await tx.select({ level: roles.scopeLevel }).from(roles).where(eq(roles.id, roleId));
  return role ? asScopeLevel(role.level) : null;
}

/**
 * Checks where a user is placed and returns the placement to store: the role
 * exists; its scope level's place is given and exists (a school for a school
 * role, a block for a block role, a district for a district role, none for a
 * state role); a place the level does not use is refused, except a district
 * that agrees with the block (a block user's district is set from the block);
 * and the caller may manage users placed there (a district's manager cannot
 * create a state-level user). Throws 400 listing every problem, 403 out of reach.
 */
export async function checkPlacement(tx: Db, caller: CurrentUser, p: Placement): Promise<Placement> {
  const problems: FieldProblem[] = [];
  const level = await roleLevel(tx, p.roleId);
  if (!level) throw fieldError([{ field: 'roleId', problem: 'unknownRole', key: 'unknownRole' }]);
  const [school] = p.schoolCode ? await tx.select({ districtId: schools.districtId, blockId: schools.blockId }).from(schools).where(eq(schools.schoolCode, p.schoolCode)) : [];
  if (p.schoolCode && !school) problems.push({ field: 'schoolCode', problem: 'unknownSchool', key: 'unknownSchoolCode' });
  const [block] = p.blockId !== null ? await tx.select({ districtId: blocks.districtId }).from(blocks).where(eq(blocks.id, p.blockId)) : [];
  if (p.blockId !== null && !block) problems.push({ field: 'blockId', problem: 'unknownBlock', key: 'unknownBlock' });
  const [district] = p.districtId !== null ? await tx.select({ id: districts.id }).from(districts).where(eq(districts.id, p.districtId)) : [];
  if (p.districtId !== null && !district) problems.push({ field: 'districtId', problem: 'unknownDistrict', key: 'unknownDistrict' });
  if (school && district && school.districtId !== district.id) problems.push({ field: 'schoolCode', problem: 'schoolNotInDistrict', key: 'schoolNotInDistrict' });
  if (block && district && block.districtId !== district.id) problems.push({ field: 'blockId', problem: 'blockNotInDistrict', key: 'blockNotInDistrict' });
  if (level === 'school' && !p.schoolCode) problems.push({ field: 'schoolCode', problem: 'required', key: 'roleNeedsSchool' });
  if (level === 'block' && p.blockId === null) problems.push({ field: 'blockId', problem: 'required', key: 'roleNeedsBlock' });
  if (level === 'district' && p.districtId === null) problems.push({ field: 'districtId', problem: 'required', key: 'roleNeedsDistrict' });
  // A place narrower than the level (or any, for the state) would narrow the user silently: refused, not dropped.
  const allowed: readonly string[] = level === 'school' ? ['schoolCode', 'districtId'] : placeFieldsOf[level];
  for (const field of ['schoolCode', 'blockId', 'districtId'] as const) {
    if (p[field] !== null && !allowed.includes(field)) problems.push({ field, problem: 'notForLevel', key: 'placeNotForLevel' });
  }
  if (problems.length) throw fieldError(problems);
  // What is stored: the level's own place; a block user's district comes from the block. A school carries its own district.
  const placement: Placement = {
    roleId: p.roleId,
    schoolCode: level === 'school' ? p.schoolCode : null,
    blockId: level === 'block' ? p.blockId : null,
    districtId: level === 'block' ? (block?.districtId ?? null) : level === 'district' ? p.districtId : null,
  };
  const target = { ...placement, schoolDistrictId: school?.districtId ?? null, schoolBlockId: school?.blockId ?? null };
  if (!canManage(caller, target)) throw forbidden();
  return placement;
}
