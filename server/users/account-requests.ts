import { and, eq } from 'drizzle-orm';
import type { Lang } from '../../engine';
import { endAllSessions, type CurrentUser } from '../auth/current-user';
import { hashPassword } from '../auth/password';
import { endUserSessions } from '../auth/sessions';
import { accountRequests, blocks, districts, roles, schools, users } from '../db/schema';
import { AppError, forbidden, notFound } from '../http/errors';
import type { Deps } from '../deps';
import { assertLoginIdFree, loginIdInUse, loginNameTaken } from './login-name';
import { enqueueJob } from '../jobs/enqueue';
import { cleanFields, fieldError, isUniqueViolation, trimOrNull, type FieldProblem } from '../http/person-fields';
import { assertRoleWithinCaller } from './privilege-ceiling';
import { activeHeads, lockSchoolHead, type ActiveHead } from '../schools';
import { canSeeSchool, schoolScope } from '../auth/scope';
import { recordUserEvent } from './user-events';
import { selectUsers, userView } from './user-view';
import { callersOwnFields, ownAccountRefused, workflowRole } from '../form';
import {
  cursorKeyField,
  pageAnswer,
  pageFrom,
  pageOrder,
  pageStart,
  readPageRows,
  sameOrder,
  type Keyset,
  type PageInput,
  type PageStart,
  pageSlice,
} from '../db/paging/keyset-page';
import { cappedTotal } from '../db/paging/list-total';

export interface RegisterInput {
  udise: string;
  loginId: string;
  password: string;
  firstName: string;
  lastName?: string;
  email: string;
  mobile: string;
}

/**
 * Sign-up step 1 (no token): the school behind a UDISE number, so a head can see it is theirs
 * before asking for an account. Only what the public UDISE+ register shows: name, district, block.
 */
export async function schoolForSignup(deps: Pick<Deps, 'db'>, udiseInput: string, lang: Lang) {
  const udise = udiseInput.replace(/\s/g, '');
  if (!/^[0-9]{11}$/.test(udise)) throw fieldError([{ field: 'udise', problem: 'invalidUdise', key: 'invalidUdise' }]);
  const [row] = await deps.db
    .select({ name: schools.name, district: districts.name, districtHi: districts.nameHi, block: blocks.name, blockHi: blocks.nameHi })
    .from(schools)
    .innerJoin(districts, eq(districts.id, schools.districtId))
    .innerJoin(blocks, eq(blocks.id, schools.blockId))
    .where(and(eq(schools.udise, udise), eq(schools.active, true)));
  if (!row) throw new AppError(404, 'unknownSchool', [{ field: 'udise', problem: 'unknownSchool' }]);
  return { udise, schoolName: row.name, districtName: lang === 'hi' ? row.districtHi : row.district, blockName: lang === 'hi' ? row.blockHi : row.block };
}

/**
 * What the public sign-up stores for a request whose login name was already in use: not a request
 * anyone decides (lists and sign-in read PENDING and REJECTED only), a record of the attempt that
 * the applicant's e-mail is written from.
 */
export const NAME_TAKEN = 'NAME_TAKEN';

/**
 * A school head asks for an account (sign-up, no token): kept as a PENDING request until an
 * administrator decides. The answer is the same whether or not the login name is free, so the
 * public page cannot be used to find out which login names exist (docs/security.md): a taken name
 * is recorded as NAME_TAKEN and the applicant learns it by e-mail, at the address they gave, as a
 * free one learns its request was received. ERR20 stays where a signed-in administrator creates
 * or approves an account.
 */
export async function registerAccount(deps: Pick<Deps, 'db' | 'now'>, input: RegisterInput) {
  const problems: FieldProblem[] = [];
  const c = cleanFields({ loginId: input.loginId, password: input.password, email: input.email, mobile: input.mobile }, problems);
  const udise = input.udise.trim();
  const firstName = input.firstName.trim();
  if (!firstName) problems.push({ field: 'firstName', problem: 'required', key: 'required' });
  if (!c.email) problems.push({ field: 'email', problem: 'required', key: 'invalidEmail' });
  if (!c.mobile) problems.push({ field: 'mobile', problem: 'required', key: 'invalidMobile' });
  if (!/^[0-9]{11}$/.test(udise)) problems.push({ field: 'udise', problem: 'invalidUdise', key: 'invalidUdise' });
  if (problems.length) throw fieldError(problems);
  const [school] = await deps.db
    .select({ code: schools.schoolCode })
    .from(schools)
    .where(and(eq(schools.udise, udise), eq(schools.active, true)));
  if (!school) throw fieldError([{ field: 'udise', problem: 'unknownSchool', key: 'unknownSchool' }]);
  // Hashed on both paths, so the time of the answer does not tell a taken name either.
  const passwordHash = await hashPassword(c.password);
  return deps.db.transaction(async (tx) => {
    const taken = await loginIdInUse(tx, c.loginId);
    const now = deps.now();
    const [row] = await tx
      .insert(accountRequests)
      .values({
        udise,
        loginId: c.loginId,
        // A taken name's attempt keeps no password: nothing can ever be signed in with it.
        passwordHash: taken ? '' : passwordHash,
        firstName,
        lastName: trimOrNull(input.lastName) ?? '',
        email: c.email,
        mobile: c.mobile,
        status: taken ? NAME_TAKEN : 'PENDING',
        decidedAt: taken ? now : null,
        createdAt: now,
      })
      .returning({ requestId: accountRequests.id });
    await enqueueJob(tx, { kind: 'account.requested', payload: { requestId: row.requestId } });
    return { requestId: row.requestId, status: 'PENDING' as const };
  });
}

export interface ListRequestsInput extends PageInput {
  status?: 'PENDING' | 'APPROVED' | 'REJECTED';
}

/** Newest first; the id breaks ties: the index on (status, created_at, id) reads it in order. */
const requestOrder: Keyset['keys'] = [
  { expr: accountRequests.createdAt, kind: 'time' },
  { expr: accountRequests.id, kind: 'int' },
];

/**
 * Account requests for the schools the caller may see, newest first (PENDING by default), a page
 * at a time (by cursor or by page number). Pending requests are few and counted; a list of
 * decided ones past the count cap gives an estimated total.
 */
export async function listAccountRequests(deps: Pick<Deps, 'db'>, caller: CurrentUser, input: ListRequestsInput) {
  const status = input.status ?? 'PENDING';
  const scope = schoolScope(caller);
  const where = and(eq(accountRequests.status, status), scope);
  const pageSize = input.pageSize ?? 20;
  const keyset: Keyset = { keys: requestOrder, dir: 'desc', madeFor: ['accountRequests', status] };
  // Within a scope a request's school is found by its UDISE number, with its place, on the covering
  // prefix index; the whole state's requests need not look theirs up (sign-up checks it exists).
  const matching = () => {
    const q = deps.db
      .select({ id: accountRequests.id, createdAt: accountRequests.createdAt, cursorKey: cursorKeyField(keyset).as('cursor_key') })
      .from(accountRequests)
      .$dynamic();
    return scope ? q.innerJoin(schools, eq(schools.udise, accountRequests.udise)) : q;
  };
  const readRows = (start: PageStart) => {
    const paged = pageSlice(matching(), keyset, start, pageSize, where).as('page_rows');
    return deps.db
      .select({ account_requests: accountRequests, schools, cursorKey: paged.cursorKey })
      .from(paged)
      .innerJoin(accountRequests, eq(accountRequests.id, paged.id))
      .innerJoin(schools, eq(schools.udise, accountRequests.udise))
      .orderBy(...pageOrder(sameOrder(keyset, [paged.createdAt, paged.id]), start));
  };
  const [read, total] = await Promise.all([readPageRows(pageStart(keyset, input, pageSize), readRows), cappedTotal(deps.db, () => matching().where(where))]);
  const shown = pageFrom(keyset, read.start, read.rows, pageSize);
  // The approver is warned before approving a second head for a school.
  const heads = await activeHeads(deps.db, [...new Set(shown.rows.map((r) => r.schools.schoolCode))]);
  return pageAnswer(
    shown,
    input,
    pageSize,
    total,
    shown.rows.map(({ account_requests: r, schools: s }) => ({
      requestId: r.id,
      udise: r.udise,
      schoolCode: s.schoolCode,
      schoolName: s.name,
      districtId: s.districtId,
      loginId: r.loginId,
      firstName: r.firstName,
      lastName: r.lastName,
      email: r.email,
      mobile: r.mobile,
      status: r.status,
      createdAt: r.createdAt,
      decidedAt: r.decidedAt,
      decisionReason: r.decisionReason,
      activeHeads: (heads.get(s.schoolCode) ?? []).map(headView),
    })),
  );
}

/** A school's active head as the approver sees them. */
const headView = (h: ActiveHead) => ({ userId: h.userId, loginId: h.loginId, name: h.name });

/** What comes with a decision: the reason of a rejection; for an approval, whether the school's current head is replaced. */
export interface DecisionInput {
  /** Approval only: set the school's active head(s) inactive, so the school keeps one head. Without it an approval for a school with an active head is refused. */
  replaceHead?: boolean;
  /** Rejection only, and needed there: the applicant is shown it when they try to sign in. */
  reason?: string;
}

/**
 * Approves or rejects a pending request, locking it first. Approval creates
 * the SCHOOL_HEAD user of that school with the chosen login name and
 * password, in the same transaction: the applicant chose that password, so
 * unlike an account an administrator makes it need not be changed at the
 * first sign-in. A school has one head: when it already
 * has an active one, approval is refused (409, naming them) unless the
 * approver confirms the replacement, which sets the current head inactive
 * and records it in their history. As when an administrator creates an
 * account, the new head's history records who approved them, and a request
 * carrying the approver's own e-mail or mobile is refused.
 */
export async function decideAccountRequest(
  deps: Pick<Deps, 'db' | 'now'>,
  caller: CurrentUser,
  requestId: number,
  decision: 'APPROVED' | 'REJECTED',
  lang: Lang,
  input: DecisionInput = {},
) {
  const reason = input.reason?.trim() ?? '';
  if (decision === 'REJECTED' && !reason) throw fieldError([{ field: 'reason', problem: 'required', key: 'rejectReasonRequired' }]);
  try {
    return await deps.db.transaction(async (tx) => {
      const [found] = await tx
        .select()
        .from(accountRequests)
        .innerJoin(schools, eq(schools.udise, accountRequests.udise))
        .where(eq(accountRequests.id, requestId))
        .for('update', { of: accountRequests });
      if (!found) throw notFound();
      const { account_requests: request, schools: school } = found;
      if (!canSeeSchool(caller, school)) throw forbidden();
      if (request.status !== 'PENDING') throw new AppError(409, 'requestAlreadyDecided');
      const now = deps.now();
      if (decision === 'REJECTED') {
        await tx.update(accountRequests).set({ status: decision, decidedBy: caller.userId, decidedAt: now, decisionReason: reason }).where(eq(accountRequests.id, requestId));
        return { requestId, status: decision, user: null, replacedHeads: [] };
      }
      await lockSchoolHead(tx, school.schoolCode);
      const heads = (await activeHeads(tx, [school.schoolCode])).get(school.schoolCode) ?? [];
      if (heads.length > 0 && !input.replaceHead) {
        throw new AppError(
          409,
          'schoolHasActiveHead',
          heads.map((h) => ({ field: 'replaceHead', problem: 'schoolHasActiveHead', ...headView(h) })),
        );
      }
      const [role] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.code, 'SCHOOL_HEAD'));
      const workflow = await workflowRole(tx, role.id);
      // No Aadhaar number on a request: nothing needs the key, so the transaction may read.
      const own = workflow ? await callersOwnFields(tx, caller, { email: request.email, mobile: request.mobile }) : [];
      if (own.length) throw ownAccountRefused(own);
      await tx.update(accountRequests).set({ status: decision, decidedBy: caller.userId, decidedAt: now }).where(eq(accountRequests.id, requestId));
      await assertLoginIdFree(tx, request.loginId, { exceptRequestId: requestId });
      const [{ id }] = await tx
        .insert(users)
        .values({
          loginId: request.loginId,
          passwordHash: request.passwordHash,
          firstName: request.firstName,
          lastName: request.lastName,
          email: request.email,
          mobile: request.mobile,
          roleId: role.id,
          schoolCode: school.schoolCode,
          createdAt: now,
          updatedAt: now,
          updatedBy: caller.userId,
        })
        .returning({ id: users.id });
      if (workflow) await recordUserEvent(tx, { userId: id, actorId: caller.userId, event: 'createdInWorkflowRole', detail: { ...workflow, requestId }, at: now });
      for (const head of heads) {
        await assertRoleWithinCaller(tx, caller, head.roleId);
        // As a deactivation does: their sessions end now, and a later reactivation does not revive them.
        await tx
          .update(users)
          .set({ active: false, ...endAllSessions, updatedAt: now, updatedBy: caller.userId })
          .where(eq(users.id, head.userId));
        await endUserSessions(tx, head.userId, now);
        await recordUserEvent(tx, {
          userId: head.userId,
          actorId: caller.userId,
          event: 'replacedAsHead',
          detail: { requestId, newHeadUserId: id, newHeadLoginId: request.loginId },
          at: now,
        });
      }
      const [row] = await selectUsers(tx).where(eq(users.id, id));
      return { requestId, status: decision, user: userView(row, lang), replacedHeads: heads.map(headView) };
    });
  } catch (err) {
    throw isUniqueViolation(err) ? loginNameTaken() : err;
  }
}
