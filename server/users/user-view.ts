import { eq, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Lang } from '../../engine';
import type { CurrentUser } from '../auth/current-user';
import type { Db } from '../db/client';
import { asScopeLevel } from '../auth/scope-level';
import { blocks, districts, roles, schools, users } from '../db/schema';
import { forbidden, notFound } from '../http/errors';
import { maskAadhaar } from '../schools';
import { reachOf } from '../auth/scope';

const userBlocks = alias(blocks, 'user_block');

const userFields = {
  user: users,
  roleCode: roles.code,
  roleName: roles.name,
  roleNameHi: roles.nameHi,
  roleScopeLevel: roles.scopeLevel,
  schoolName: schools.name,
  schoolDistrictId: schools.districtId,
  schoolBlockId: schools.blockId,
  blockName: userBlocks.name,
  blockNameHi: userBlocks.nameHi,
  districtName: districts.name,
  districtNameHi: districts.nameHi,
};

/** The users query every user answer is built from: the user, the role, the school, the block and the district (and any `extra` field a list needs). */
export function selectUsers<E extends Record<string, SQL> = Record<never, never>>(db: Db, extra?: E) {
  return db
    .select({
      ...userFields,
      ...(extra as E),
    })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .leftJoin(schools, eq(schools.schoolCode, users.schoolCode))
    .leftJoin(userBlocks, eq(userBlocks.id, users.blockId))
    .leftJoin(districts, eq(districts.id, users.districtId))
    .$dynamic();
}

export type UserQueryRow = Awaited<ReturnType<ReturnType<typeof selectUsers<Record<never, never>>>['execute']>>[number];

/** A user as answers show one: never the password hash, Aadhaar only masked. */
export function userView(row: UserQueryRow, lang: Lang) {
  const u = row.user;
  return {
    userId: u.id,
    loginId: u.loginId,
    firstName: u.firstName,
    lastName: u.lastName,
    email: u.email,
    mobile: u.mobile,
    phone: u.phone,
    address: u.address,
    city: u.city,
    state: u.state,
    postalCode: u.postalCode,
    aadhaar: maskAadhaar(u.aadhaarLast4),
    roleId: u.roleId,
    role: row.roleCode,
    roleName: lang === 'hi' ? row.roleNameHi : row.roleName,
    scopeLevel: asScopeLevel(row.roleScopeLevel),
    schoolCode: u.schoolCode,
    schoolName: row.schoolName,
    blockId: u.blockId,
    blockName: lang === 'hi' ? row.blockNameHi : row.blockName,
    districtId: u.districtId,
    districtName: lang === 'hi' ? row.districtNameHi : row.districtName,
    active: u.active,
    mustChangePassword: u.mustChangePassword,
    /** Whether the user gets workflow e-mails (their own switch, in the profile). */
    workflowMails: u.workflowMails,
    createdAt: u.createdAt,
    updatedAt: u.updatedAt,
  };
}

export type UserView = ReturnType<typeof userView>;

/** Where a user sits, as user management compares it with a manager's reach. */
export interface UserPlace {
  schoolCode: string | null;
  schoolDistrictId: number | null;
  schoolBlockId: number | null;
  districtId: number | null;
  blockId: number | null;
}

/**
 * The users a user manager may see, like the schools they may see: a school
 * manager the users of that school, a block's the users of the block and its
 * schools, a district's those of the district (its blocks too) and its
 * schools, a state-level manager everyone; a manager without a place nobody.
 * A user's school's district and block are kept on the user (school_district_id,
 * school_block_id, by triggers), so this reads no school.
 */
export function userScope(caller: CurrentUser): SQL | undefined {
  const reach = reachOf(caller);
  if (!reach) return sql`false`;
  if (reach.schoolCode !== null) return eq(users.schoolCode, reach.schoolCode);
  if (reach.blockId !== null) return or(eq(users.blockId, reach.blockId), eq(users.schoolBlockId, reach.blockId));
  if (reach.districtId !== null) return or(eq(users.districtId, reach.districtId), eq(users.schoolDistrictId, reach.districtId));
  return undefined;
}

/** Whether a caller may see or manage a user placed here (userScope, for one user). */
export function canManage(caller: CurrentUser, target: UserPlace): boolean {
  const reach = reachOf(caller);
  if (!reach) return false;
  if (reach.schoolCode !== null) return target.schoolCode === reach.schoolCode;
  if (reach.blockId !== null) return target.blockId === reach.blockId || target.schoolBlockId === reach.blockId;
  if (reach.districtId !== null) return target.districtId === reach.districtId || target.schoolDistrictId === reach.districtId;
  return true;
}

/** The place of a row of selectUsers. */
export function placeOf(row: UserQueryRow): UserPlace {
  return { schoolCode: row.user.schoolCode, schoolDistrictId: row.schoolDistrictId, schoolBlockId: row.schoolBlockId, districtId: row.user.districtId, blockId: row.user.blockId };
}

/** Loads a user the caller may see: 404 when unknown, 403 when out of the caller's scope. */
export async function loadScopedUser(db: Db, caller: CurrentUser, userId: number): Promise<UserQueryRow> {
  const [row] = await selectUsers(db).where(eq(users.id, userId));
  if (!row) throw notFound();
  if (!canManage(caller, placeOf(row))) throw forbidden();
  return row;
}
