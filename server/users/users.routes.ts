import { Hono } from 'hono';
import { requireAuth, requirePrivilege } from '../auth/middleware';
import { PRIV } from '../auth/privileges';
import { openSession } from '../auth/sessions';
import type { AppEnv } from '../http/env';
import { langOf, ok } from '../http/envelope';
import { clientAddress, trustProxy } from '../http/public-limits';
import { id, schoolCode, textPatterns } from '../http/schemas';
import { jsonBody, requestSchema } from '../http/validate';
import { decideAccountRequest, listAccountRequests, registerAccount, schoolForSignup, type DecisionInput, type ListRequestsInput, type RegisterInput } from './account-requests';
import type { Deps } from '../deps';
import { inactivateUser } from './inactivate-user';
import { getUser, listUsers, type ListUsersInput } from './list-users';
import { resetUserPassword, type ResetUserPasswordInput } from './reset-user-password';
import { baseSchema } from '../db/revision';
import { unlockUser } from './unlock-user';
import { listUserEvents } from './user-events';
import { createUser, setUser, type CreateUserInput, type SetUserInput } from './save-user';
import { getProfile, updateProfile, type ProfileInput } from './user-profile';
import { idParam } from '../http/params';
import { keepWebSession } from '../auth/web-cookie';
import { cursorProperties, pageProperties } from '../db/paging/list-cursor';

const text = (maxLength: number) => ({ type: 'string', maxLength }) as const;
const optionalText = (maxLength: number) => ({ anyOf: [text(maxLength), { type: 'null' }] }) as const;

const optionalShaped = (maxLength: number, shape: { pattern: string }) => ({ anyOf: [{ ...text(maxLength), pattern: shape.pattern }, { type: 'null' }] }) as const;

/**
 * The fields of a person (spec §3, user). The shapes of numbers and addresses are patterns of the
 * schema (the web app's forms check them from it); the service normalises them and checks the
 * Aadhaar check digit. The shaped fields come in the order their problems are reported.
 */
const personProperties = {
  firstName: { type: 'string', minLength: 1, maxLength: 100 },
  lastName: optionalText(100),
  mobile: optionalShaped(20, textPatterns.mobile),
  email: optionalShaped(254, textPatterns.email),
  phone: optionalShaped(25, textPatterns.phone),
  postalCode: optionalShaped(10, textPatterns.postalCode),
  aadhaar: optionalShaped(20, textPatterns.aadhaar),
  address: optionalText(300),
  city: optionalText(100),
  state: optionalText(100),
} as const;

const placementProperties = {
  loginId: { type: 'string', minLength: 1, maxLength: 50, pattern: textPatterns.loginId.pattern },
  password: { type: 'string', minLength: 1, maxLength: 200, pattern: textPatterns.password.pattern },
  roleId: id,
  schoolCode: { anyOf: [schoolCode, { type: 'null' }] },
  districtId: { anyOf: [id, { type: 'null' }] },
  // The place a block-scoped role needs; the user's district follows from it.
  blockId: { anyOf: [id, { type: 'null' }] },
  active: { type: 'boolean' },
} as const;

export const signupSchoolSchema = requestSchema<{ udise: string }>(
  { type: 'object', additionalProperties: false, required: ['udise'], properties: { udise: { type: 'string', minLength: 1, maxLength: 20 } } },
  { udise: 'invalidUdise' },
);

export const registerSchema = requestSchema<RegisterInput>({
  type: 'object',
  additionalProperties: false,
  required: ['udise', 'loginId', 'password', 'firstName', 'email', 'mobile'],
  properties: {
    udise: text(20),
    loginId: { type: 'string', minLength: 1, maxLength: 50 },
    password: { type: 'string', minLength: 1, maxLength: 200 },
    firstName: { type: 'string', minLength: 1, maxLength: 100 },
    lastName: text(100),
    email: text(254),
    mobile: text(20),
  },
});

export const accountRequestListSchema = requestSchema<ListRequestsInput>({
  type: 'object',
  additionalProperties: false,
  properties: { status: { type: 'string', enum: ['PENDING', 'APPROVED', 'REJECTED'] }, ...pageProperties, ...cursorProperties },
});

export const approveRequestSchema = requestSchema<Pick<DecisionInput, 'replaceHead'>>({
  type: 'object',
  additionalProperties: false,
  description:
    'A school has one head: when it already has an active one, approval is refused (409, schoolHasActiveHead, naming them in details) unless replaceHead is true, which sets the current head inactive.',
  properties: { replaceHead: { type: 'boolean' } },
});

export const rejectRequestSchema = requestSchema<Required<Pick<DecisionInput, 'reason'>>>(
  {
    type: 'object',
    additionalProperties: false,
    required: ['reason'],
    description: 'The reason is shown to the applicant when they sign in with the password of the request.',
    properties: { reason: { type: 'string', minLength: 1, maxLength: 500 } },
  },
  { reason: 'rejectReasonRequired' },
);

export const adminPasswordResetSchema = requestSchema<ResetUserPasswordInput>({
  type: 'object',
  additionalProperties: false,
  required: ['temporaryPassword'],
  description: 'A temporary password the administrator passes on; the user must change it at the next sign-in. It is never mailed.',
  properties: { temporaryPassword: { type: 'string', minLength: 1, maxLength: 200 } },
});

export const unlockSchema = requestSchema<Record<string, never>>({ type: 'object', additionalProperties: false, properties: {} });

export const userListSchema = requestSchema<ListUsersInput>({
  type: 'object',
  additionalProperties: false,
  properties: {
    search: text(100),
    roleId: id,
    active: { type: 'boolean' },
    sortBy: { type: 'string', enum: ['loginId', 'name', 'role', 'createdAt'] },
    sortDir: { type: 'string', enum: ['asc', 'desc'] },
    ...pageProperties,
    ...cursorProperties,
  },
});

export const userCreateSchema = requestSchema<CreateUserInput>({
  type: 'object',
  additionalProperties: false,
  required: ['loginId', 'password', 'firstName', 'roleId'],
  properties: { ...personProperties, ...placementProperties },
});

export const userSetSchema = requestSchema<SetUserInput>({
  type: 'object',
  additionalProperties: false,
  required: ['userId'],
  properties: { userId: id, ...personProperties, ...placementProperties, base: baseSchema },
});

export const profileSchema = requestSchema<ProfileInput>({
  type: 'object',
  additionalProperties: false,
  properties: { ...personProperties, currentPassword: text(200), newPassword: { type: 'string', minLength: 1, maxLength: 200 }, workflowMails: { type: 'boolean' } },
});

/** Sign-up requests, user management (privilege 35) and one's own profile (spec §7, identity and user service). */
export function userRoutes(deps: Deps) {
  const auth = requireAuth(deps);
  // A changed password ends every session; the one that changed it carries on with this token.
  // The password changed: sessions opened before it have ended, the user goes on in a new one.
  const freshToken = (userId: number) => openSession(deps.db, deps.jwtSecret, userId, deps.now());
  const manage = requirePrivilege(PRIV.users);
  // Per-route middleware: /register is open to everyone.
  return new Hono<AppEnv>()
    .post('/register/school', jsonBody(signupSchoolSchema), async (c) => ok(c, await schoolForSignup(deps, c.req.valid('json').udise, langOf(c))))
    .post('/register', jsonBody(registerSchema), async (c) => ok(c, await registerAccount(deps, c.req.valid('json')), 'accountRequested', 201))
    .post('/requests/list', auth, manage, jsonBody(accountRequestListSchema), async (c) => ok(c, await listAccountRequests(deps, c.get('user'), c.req.valid('json'))))
    .post('/requests/:id/approve', auth, manage, jsonBody(approveRequestSchema), async (c) =>
      ok(c, await decideAccountRequest(deps, c.get('user'), idParam(c.req.param('id')), 'APPROVED', langOf(c), c.req.valid('json')), 'requestApproved'),
    )
    .post('/requests/:id/reject', auth, manage, jsonBody(rejectRequestSchema), async (c) =>
      ok(c, await decideAccountRequest(deps, c.get('user'), idParam(c.req.param('id')), 'REJECTED', langOf(c), c.req.valid('json')), 'requestRejected'),
    )
    .post('/list', auth, manage, jsonBody(userListSchema), async (c) => ok(c, await listUsers(deps, c.get('user'), c.req.valid('json'), langOf(c))))
    .post('/create', auth, manage, jsonBody(userCreateSchema), async (c) => ok(c, await createUser(deps, c.get('user'), c.req.valid('json'), langOf(c)), 'dataSaved', 201))
    .post('/set', auth, manage, jsonBody(userSetSchema), async (c) => {
      const input = c.req.valid('json');
      const view = await setUser(deps, c.get('user'), input, langOf(c));
      // A manager who sets their own password ends their sessions too: this one goes on with a fresh token.
      const own = input.password !== undefined && input.userId === c.get('user').userId;
      const jwtToken = own ? await freshToken(c.get('user').userId) : null;
      if (jwtToken) keepWebSession(c, jwtToken);
      return ok(c, jwtToken ? { ...view, jwtToken } : view, 'dataUpdated');
    })
    .get('/profile', auth, async (c) => ok(c, await getProfile(deps, c.get('user'), langOf(c))))
    .post('/profile', auth, jsonBody(profileSchema), async (c) => {
      const input = c.req.valid('json');
      const view = await updateProfile(deps, c.get('user'), input, langOf(c), clientAddress(c, trustProxy(process.env)));
      // A new password ends every open session; this one continues on a fresh token.
      const jwtToken = input.newPassword === undefined ? null : await freshToken(c.get('user').userId);
      if (jwtToken) keepWebSession(c, jwtToken);
      return ok(c, jwtToken ? { ...view, jwtToken } : view, 'dataUpdated');
    })
    .get('/:userid', auth, manage, async (c) => ok(c, await getUser(deps, c.get('user'), idParam(c.req.param('userid'), 'userid'), langOf(c))))
    .post('/:id/inactive', auth, manage, async (c) => ok(c, await inactivateUser(deps, c.get('user'), idParam(c.req.param('id')), langOf(c)), 'userInactivated'))
    .post('/:id/password/reset', auth, manage, jsonBody(adminPasswordResetSchema), async (c) =>
      ok(c, await resetUserPassword(deps, c.get('user'), idParam(c.req.param('id')), c.req.valid('json')), 'passwordResetByAdmin'),
    )
    .post('/:id/unlock', auth, manage, jsonBody(unlockSchema), async (c) => ok(c, await unlockUser(deps, c.get('user'), idParam(c.req.param('id'))), 'userUnlocked'))
    .get('/:userid/history', auth, manage, async (c) => ok(c, await listUserEvents(deps, c.get('user'), idParam(c.req.param('userid'), 'userid'), langOf(c))));
}
