import { and, eq } from 'drizzle-orm';
import type { Lang } from '../../engine';
import type { CurrentUser } from '../auth/current-user';
import { hashPassword } from '../auth/password';
import { endAllSessions } from '../auth/current-user';
import { PRIV } from '../auth/privileges';
import type { Db } from '../db/client';
import { rolePrivileges, users } from '../db/schema/index';
import { AppError } from '../http/errors';
import { aadhaarColumns } from './aadhaar';
import type { Deps } from './deps';
import { assertLoginIdFree, loginNameTaken } from './login-name';
import { cleanFields, fieldError, isUniqueViolation, trimOrNull, type FieldProblem } from './person-fields';
import { loadScopedUser, selectUsers, userView, type UserView } from './user-view';
import { checkPlacement, placeFieldsOf, roleLevel } from './user-placement';
import { assertRoleWithinCaller } from './privilege-ceiling';
import { checkBase, nextStamp, type Base } from './revision';

/** The fields of a person (spec §3, user) that a user may also change on their own profile. */
export interface PersonFields {
  firstName?: string;
  lastName?: string | null;
  address?: string | null;
  city?: string | null;
  state?: string | null;
  postalCode?: string | null;
  mobile?: string | null;
  email?: string | null;
  phone?: string | null;
  /** 12 digits; shown back only masked. */
  aadhaar?: string | null;
}

export interface CreateUserInput extends PersonFields {
  loginId: string;
  password: string;
  firstName: string;
  roleId: number;
  /** The school of a school-level role's user (a school head). */
  schoolCode?: string | null;
  /** The district of a district-level role's user (a DQA). */
  districtId?: number | null;
  /** The block of a block-level role's user; their district follows from it. */
  blockId?: number | null;
  active?: boolean;
}

export interface SetUserInput extends Partial<Omit<CreateUserInput, 'firstName'>>, PersonFields {
  userId: number;
  /** The user's updatedAt as the caller read it: a change made since by anyone is refused (409 recordChanged). */
  base?: Base;
}

type UserColumns = Partial<typeof users.$inferInsert>;

/**
 * Checks and normalises a person's fields, hashes a new password and
 * encrypts an Aadhaar number: the slow and key-loading work, done before any
 * transaction opens. Throws a 400 listing every problem.
 */
export async function personColumns(db: Db, input: PersonFields & { loginId?: string; password?: string }): Promise<UserColumns> {
  const problems: FieldProblem[] = [];
  const c = cleanFields(
    { mobile: input.mobile, email: input.email, phone: input.phone, postalCode: input.postalCode, aadhaar: input.aadhaar, loginId: input.loginId, password: input.password },
    problems,
  );
  const firstName = input.firstName === undefined ? undefined : input.firstName.trim();
  if (firstName === '') problems.push({ field: 'firstName', problem: 'required', key: 'required' });
  if (problems.length) throw fieldError(problems);
  const cols: UserColumns = {
    firstName,
    lastName: input.lastName === undefined ? undefined : (trimOrNull(input.lastName) ?? ''),
    address: trimOrNull(input.address),
    city: trimOrNull(input.city),
    state: trimOrNull(input.state),
    postalCode: c.postalCode,
    mobile: c.mobile,
    email: c.email,
    phone: c.phone,
    loginId: c.loginId ?? undefined,
  };
  if (c.password) cols.passwordHash = await hashPassword(c.password);
  if (c.aadhaar !== undefined) Object.assign(cols, await aadhaarColumns(db, c.aadhaar));
  return Object.fromEntries(Object.entries(cols).filter(([, v]) => v !== undefined)) as UserColumns;
}

async function roleHasPrivilege(tx: Db, roleId: number, privilegeId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: rolePrivileges.privilegeId })
    .from(rolePrivileges)
    .where(and(eq(rolePrivileges.roleId, roleId), eq(rolePrivileges.privilegeId, privilegeId)));
  return Boolean(row);
}

async function view(tx: Db, userId: number, lang: Lang): Promise<UserView> {
  const [row] = await selectUsers(tx).where(eq(users.id, userId));
  return userView(row, lang);
}

/** Creates a user (spec §3 fields, a role, and the school or district the role needs). */
export async function createUser(deps: Pick<Deps, 'db' | 'now'>, caller: CurrentUser, input: CreateUserInput, lang: Lang): Promise<UserView> {
  const cols = await personColumns(deps.db, input);
  const asked = { roleId: input.roleId, schoolCode: input.schoolCode?.trim() || null, districtId: input.districtId ?? null, blockId: input.blockId ?? null };
  try {
    return await deps.db.transaction(async (tx) => {
      const placement = await checkPlacement(tx, caller, asked);
      await assertRoleWithinCaller(tx, caller, placement.roleId);
      await assertLoginIdFree(tx, cols.loginId!);
      const now = deps.now();
      const [{ id }] = await tx
        .insert(users)
        .values({
          ...cols,
          ...placement,
          loginId: cols.loginId!,
          passwordHash: cols.passwordHash!,
          firstName: cols.firstName!,
          active: input.active ?? true,
          createdAt: now,
          updatedAt: now,
          updatedBy: caller.userId,
        })
        .returning({ id: users.id });
      return view(tx, id, lang);
    });
  } catch (err) {
    throw isUniqueViolation(err) ? loginNameTaken() : err;
  }
}

/** Edits a user: only the fields sent change; null clears an optional one; a stale `base` is refused. */
export async function setUser(deps: Pick<Deps, 'db' | 'now'>, caller: CurrentUser, input: SetUserInput, lang: Lang): Promise<UserView> {
  const existing = await loadScopedUser(deps.db, caller, input.userId);
  const cols = await personColumns(deps.db, input);
  const roleId = input.roleId ?? existing.user.roleId;
  const self = input.userId === caller.userId;
  if (self && input.active === false) throw new AppError(409, 'cannotInactivateSelf');
  try {
    return await deps.db.transaction(async (tx) => {
      const [stamp] = await tx.select({ updatedAt: users.updatedAt, updatedBy: users.updatedBy }).from(users).where(eq(users.id, input.userId)).for('update');
      await checkBase(tx, input.base, stamp ?? null);
      // A place not sent stays, unless the (new) role's level has no use for it: a DQA made SQA loses the district.
      const keeps = placeFieldsOf[(await roleLevel(tx, roleId)) ?? 'state'];
      const kept = <K extends 'schoolCode' | 'districtId' | 'blockId'>(field: K) =>
        keeps.includes(field) || (field === 'districtId' && keeps.includes('schoolCode')) ? existing.user[field] : null;
      const placement = await checkPlacement(tx, caller, {
        roleId,
        schoolCode: input.schoolCode === undefined ? kept('schoolCode') : input.schoolCode?.trim() || null,
        districtId: input.districtId === undefined ? (keeps.includes('blockId') && input.blockId !== undefined ? null : kept('districtId')) : input.districtId,
        blockId: input.blockId === undefined ? kept('blockId') : input.blockId,
      });
      // Neither the user as they are nor the role they get may hold more than the caller.
      if (!self) await assertRoleWithinCaller(tx, caller, existing.user.roleId);
      if (placement.roleId !== existing.user.roleId) await assertRoleWithinCaller(tx, caller, placement.roleId);
      if (self && placement.roleId !== existing.user.roleId && !(await roleHasPrivilege(tx, placement.roleId, PRIV.users))) throw new AppError(409, 'ownAccessLocked');
      if (cols.loginId && cols.loginId !== existing.user.loginId) await assertLoginIdFree(tx, cols.loginId, { exceptUserId: input.userId });
      await tx
        .update(users)
        .set({
          ...cols,
          ...placement,
          ...(input.active === undefined ? {} : { active: input.active }),
          // A password set by a manager ends the user's open sessions (their own included), and so
          // does a deactivation: reactivating must not revive the tokens handed out before it.
          ...(cols.passwordHash || input.active === false ? { ...endAllSessions } : {}),
          updatedAt: nextStamp(deps.now(), stamp?.updatedAt),
          updatedBy: caller.userId,
        })
        .where(eq(users.id, input.userId));
      return view(tx, input.userId, lang);
    });
  } catch (err) {
    throw isUniqueViolation(err) ? loginNameTaken() : err;
  }
}
