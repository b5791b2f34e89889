import { and, eq } from 'drizzle-orm';
import type { Lang } from '../../engine';
import type { CurrentUser } from '../auth/current-user';
import { hashPassword } from '../auth/password';
import { endAllSessions } from '../auth/current-user';
import { endUserSessions } from '../auth/sessions';
import { PRIV } from '../auth/privileges';
import type { Db } from '../db/client';
import { rolePrivileges, users } from '../db/schema';
import { AppError } from '../http/errors';
import { aadhaarColumns, normalizeAadhaar } from '../schools';
import type { Deps } from '../deps';
import { assertLoginIdFree, loginNameTaken } from './login-name';
import { cleanFields, fieldError, isUniqueViolation, trimOrNull, type FieldProblem } from '../http/person-fields';
import { loadScopedUser, selectUsers, userView, type UserQueryRow, type UserView } from './user-view';
import { checkPlacement, placeFieldsOf, roleLevel } from './user-placement';
import { assertRoleWithinCaller } from './privilege-ceiling';
import { checkBase, nextStamp, type Base } from '../db/revision';
import { recordUserEvent } from './user-events';
import { callersOwnFields, ownAccountRefused, workflowRole, type PersonIdentity } from '../form';

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

/**
 * Creates a user (spec §3 fields, a role, and the school or district the role needs). The password
 * is the creator's choice, so the user must replace it at the first sign-in, as after an
 * administrator's reset. An account put into a role that moves forms is recorded in its history
 * with who made it, and may not carry the creator's own e-mail, mobile or Aadhaar number.
 */
export async function createUser(deps: Pick<Deps, 'db' | 'now'>, caller: CurrentUser, input: CreateUserInput, lang: Lang): Promise<UserView> {
  const cols = await personColumns(deps.db, input);
  const aadhaar = typeof input.aadhaar === 'string' ? normalizeAadhaar(input.aadhaar) : null;
  const own = await callersOwnFields(deps.db, caller, { email: cols.email, mobile: cols.mobile, aadhaar: aadhaar ? { digits: aadhaar } : null });
  const asked = { roleId: input.roleId, schoolCode: input.schoolCode?.trim() || null, districtId: input.districtId ?? null, blockId: input.blockId ?? null };
  try {
    return await deps.db.transaction(async (tx) => {
      const placement = await checkPlacement(tx, caller, asked);
      await assertRoleWithinCaller(tx, caller, placement.roleId);
      const workflow = await workflowRole(tx, placement.roleId);
      if (workflow && own.length) throw ownAccountRefused(own);
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
          mustChangePassword: true,
          createdAt: now,
          updatedAt: now,
          updatedBy: caller.userId,
        })
        .returning({ id: users.id });
      if (workflow) await recordUserEvent(tx, { userId: id, actorId: caller.userId, event: 'createdInWorkflowRole', detail: { ...workflow }, at: now });
      return view(tx, id, lang);
    });
  } catch (err) {
    throw isUniqueViolation(err) ? loginNameTaken() : err;
  }
}

/**
 * The identity an edited account will have that is to be compared with the caller's: every field
 * when its role changes (the account as a whole enters the role), else only the fields that change
 * (the web form sends them all), so editing an account is not refused for what it already held.
 */
function identityToCheck(existing: UserQueryRow['user'], cols: UserColumns, input: SetUserInput, roleChanges: boolean): PersonIdentity {
  const pick = (sent: string | null | undefined, stored: string | null) => (sent === undefined ? (roleChanges ? stored : null) : roleChanges || sent !== stored ? sent : null);
  const aadhaar = typeof input.aadhaar === 'string' ? normalizeAadhaar(input.aadhaar) : null;
  const stored = existing.aadhaarEnc ? { enc: existing.aadhaarEnc, last4: existing.aadhaarLast4 } : null;
  return {
    email: pick(cols.email, existing.email),
    mobile: pick(cols.mobile, existing.mobile),
    aadhaar: aadhaar ? { digits: aadhaar } : input.aadhaar === undefined && roleChanges ? stored : null,
  };
}

/**
 * Edits a user: only the fields sent change; null clears an optional one; a stale `base` is refused.
 * A password set for someone else must be replaced at their next sign-in, as after an
 * administrator's reset. A change into a role that moves forms is recorded in the user's history,
 * and refused for the caller's own account or one carrying their e-mail, mobile or Aadhaar number.
 */
export async function setUser(deps: Pick<Deps, 'db' | 'now'>, caller: CurrentUser, input: SetUserInput, lang: Lang): Promise<UserView> {
  const existing = await loadScopedUser(deps.db, caller, input.userId);
  const cols = await personColumns(deps.db, input);
  const roleId = input.roleId ?? existing.user.roleId;
  const self = input.userId === caller.userId;
  if (self && input.active === false) throw new AppError(409, 'cannotInactivateSelf');
  // One's own account is refused by its id below; its fields are trivially one's own.
  const own = self ? [] : await callersOwnFields(deps.db, caller, identityToCheck(existing.user, cols, input, roleId !== existing.user.roleId));
  const passwordForOther = Boolean(cols.passwordHash) && !self;
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
      const roleChanges = placement.roleId !== existing.user.roleId;
      // Neither the user as they are nor the role they get may hold more than the caller.
      if (!self) await assertRoleWithinCaller(tx, caller, existing.user.roleId);
      if (roleChanges) await assertRoleWithinCaller(tx, caller, placement.roleId);
      // Only a role that moves forms matters below; looked up once.
      const workflow = roleChanges || own.length ? await workflowRole(tx, placement.roleId) : null;
      if (self && roleChanges && !(await roleHasPrivilege(tx, placement.roleId, PRIV.users))) throw new AppError(409, 'ownAccessLocked');
      // A user manager never moves forms themselves, not even in a role made before that rule that also manages users.
      if (self && roleChanges && workflow) throw ownAccountRefused(['roleId']);
      if (workflow && own.length) throw ownAccountRefused(own);
      if (cols.loginId && cols.loginId !== existing.user.loginId) await assertLoginIdFree(tx, cols.loginId, { exceptUserId: input.userId });
      const now = deps.now();
      await tx
        .update(users)
        .set({
          ...cols,
          ...placement,
          ...(input.active === undefined ? {} : { active: input.active }),
          // A password set by a manager ends the user's open sessions (their own included), and so
          // does a deactivation: reactivating must not revive the tokens handed out before it.
          ...(cols.passwordHash || input.active === false ? { ...endAllSessions } : {}),
          // The manager knows the password they set for someone else: it serves only to choose one's own.
          ...(passwordForOther ? { mustChangePassword: true } : {}),
          updatedAt: nextStamp(now, stamp?.updatedAt),
          updatedBy: caller.userId,
        })
        .where(eq(users.id, input.userId));
      if (passwordForOther) {
        // The epoch already refuses them; marking them ended lets housekeeping and the account's sessions see it at once.
        await endUserSessions(tx, input.userId, now);
        await recordUserEvent(tx, { userId: input.userId, actorId: caller.userId, event: 'passwordReset', detail: { via: 'userEdit' }, at: now });
      }
      if (roleChanges && workflow) {
        await recordUserEvent(tx, {
          userId: input.userId,
          actorId: caller.userId,
          event: 'workflowRoleGranted',
          detail: { ...workflow, previousRoleId: existing.user.roleId, previousRoleCode: existing.roleCode },
          at: now,
        });
      }
      return view(tx, input.userId, lang);
    });
  } catch (err) {
    throw isUniqueViolation(err) ? loginNameTaken() : err;
  }
}
