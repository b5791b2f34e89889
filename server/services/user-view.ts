import { eq, inArray, or, type SQL } from 'drizzle-orm';
import type { Lang } from '../../engine';
import type { CurrentUser } from '../auth/current-user';
import type { Db } from '../db/client';
import { districts, roles, schools, users } from '../db/schema/index';
import { forbidden, notFound } from '../http/errors';
import { maskAadhaar } from './aadhaar';

/** The users query every user answer is built from: the user, the role, the school and the district. */
export function selectUsers(db: Db) {
  return db
    .select({
      user: users,
      roleCode: roles.code,
      roleName: roles.name,
      roleNameHi: roles.nameHi,
      schoolName: schools.name,
      schoolDistrictId: schools.districtId,
      districtName: districts.name,
      districtNameHi: districts.nameHi,
    })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .leftJoin(schools, eq(schools.schoolCode, users.schoolCode))
    .leftJoin(districts, eq(districts.id, users.districtId))
    .$dynamic();
}

export type UserQueryRow = Awaited<ReturnType<ReturnType<typeof selectUsers>['execute']>>[number];

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
    schoolCode: u.schoolCode,
    schoolName: row.schoolName,
    districtId: u.districtId,
    districtName: lang === 'hi' ? row.districtNameHi : row.districtName,
    active: u.active,
    mustChangePassword: u.mustChangePassword,
    createdAt: u.createdAt,
    updatedAt: u.updatedAt,
  };
}

export type UserView = ReturnType<typeof userView>;

/**
 * The users a user manager may see, like the schools they may see: a school
 * head's manager the users of that school, a district's the users of the
 * district and of its schools, a state-level manager everyone.
 */
export function userScope(db: Db, caller: CurrentUser): SQL | undefined {
  if (caller.schoolCode) return eq(users.schoolCode, caller.schoolCode);
  if (caller.districtId !== null) {
    const districtSchools = db.select({ code: schools.schoolCode }).from(schools).where(eq(schools.districtId, caller.districtId));
    return or(eq(users.districtId, caller.districtId), inArray(users.schoolCode, districtSchools));
  }
  return undefined;
}

/** Whether a caller may see or manage a user tied to this school (and its district) or district. */
export function canManage(caller: CurrentUser, target: { schoolCode: string | null; schoolDistrictId: number | null; districtId: number | null }): boolean {
  if (caller.schoolCode) return target.schoolCode === caller.schoolCode;
  if (caller.districtId !== null) return target.districtId === caller.districtId || target.schoolDistrictId === caller.districtId;
  return true;
}

/** Loads a user the caller may see: 404 when unknown, 403 when out of the caller's scope. */
export async function loadScopedUser(db: Db, caller: CurrentUser, userId: number): Promise<UserQueryRow> {
  const [row] = await selectUsers(db).where(eq(users.id, userId));
  if (!row) throw notFound();
  if (!canManage(caller, { schoolCode: row.user.schoolCode, schoolDistrictId: row.schoolDistrictId, districtId: row.user.districtId })) throw forbidden();
  return row;
}
