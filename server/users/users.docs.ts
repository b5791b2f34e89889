import { PRIV } from '../auth/privileges';
import {
  accountRequestListSchema,
  adminPasswordResetSchema,
  approveRequestSchema,
  profileSchema,
  registerSchema,
  rejectRequestSchema,
  signupSchoolSchema,
  unlockSchema,
  userCreateSchema,
  userListSchema,
  userSetSchema,
} from './users.routes';
import { keysetPaging, type RouteDoc } from '../openapi/route-doc';

/** The API document's entries for the routes of users.routes.ts, keyed by `METHOD /path` as the app mounts them. */
export const usersDocs: Record<string, RouteDoc> = {
  // Users and sign-up
  'POST /v1/user/register/school': {
    failures: { 404: 'unknownSchool (No school found with this UDISE number)' },
    summary: 'Sign-up step 1: the school of a UDISE number (name, district, block), or 404',
    public: true,
    privileges: [],
    requestSchema: signupSchoolSchema,
  },
  'POST /v1/user/register': {
    summary: 'Ask for a school head account (UDISE number); an administrator activates it',
    public: true,
    privileges: [],
    requestSchema: registerSchema,
    successStatus: 201,
  },
  'POST /v1/user/requests/list': {
    summary: 'Account requests (paged)',
    description: `${keysetPaging} Past 1,000 requests the total is an estimate (totalIsEstimate).`,
    privileges: [PRIV.users],
    requestSchema: accountRequestListSchema,
  },
  'POST /v1/user/requests/:id/approve': {
    failures: {
      409: "ERR20 (Login name already exists); requestAlreadyDecided (This request has already been decided); schoolHasActiveHead (This school already has an active school head. To approve the request, confirm that the current head's account is to be set inactive); ownAccountInWorkflowRole (You cannot give your own account, or an account with your own e-mail, mobile number or Aadhaar number, a role that submits, reviews or approves forms: that work must stay with someone else; details name the field)",
    },
    summary: 'Approve an account request: the account is created',
    description:
      "A school has one active school head. When it has one already the approval is refused (409 schoolHasActiveHead, the head in details) unless the body says replaceHead: true; the current head is then set inactive (their sessions end) and the change is recorded in their history. The value lists replacedHeads. The applicant chose the password, so the new head is not asked to change it; their history records who approved them (createdInWorkflowRole). A request with the approver's own e-mail or mobile is refused (409 ownAccountInWorkflowRole).",
    privileges: [PRIV.users],
    requestSchema: approveRequestSchema,
    example: {},
  },
  'POST /v1/user/requests/:id/reject': {
    failures: {
      409: "ERR20 (Login name already exists); requestAlreadyDecided (This request has already been decided); schoolHasActiveHead (This school already has an active school head. To approve the request, confirm that the current head's account is to be set inactive)",
    },
    summary: 'Reject an account request, with the reason the applicant is shown when they sign in',
    privileges: [PRIV.users],
    requestSchema: rejectRequestSchema,
    example: { reason: 'The UDISE number is of another school' },
  },
  'POST /v1/user/list': {
    summary: 'Users (paged, searchable, sorted)',
    description: `${keysetPaging} The total is a kept count; a search past 1,000 users gives an estimate (totalIsEstimate).`,
    privileges: [PRIV.users],
    requestSchema: userListSchema,
  },
  'POST /v1/user/create': {
    failures: {
      409: 'ERR20 (Login name already exists); ownAccountInWorkflowRole (You cannot give your own account, or an account with your own e-mail, mobile number or Aadhaar number, a role that submits, reviews or approves forms: that work must stay with someone else; details name the field)',
    },
    summary: 'Create a user',
    description:
      "The password is the creator's: the user must choose their own at the first sign-in (mustChangePassword; until then every call but the profile, token refresh and logout answers 403 passwordChangeRequired). An account made in a role that submits, reviews or approves forms (privileges 40-47) is recorded in its history with who made it (createdInWorkflowRole), and is refused (409) when it carries the caller's own e-mail, mobile or Aadhaar number.",
    privileges: [PRIV.users],
    requestSchema: userCreateSchema,
    successStatus: 201,
  },
  'POST /v1/user/set': {
    failures: {
      404: 'noRecords (No records found)',
      409: 'ERR20 (Login name already exists); cannotInactivateSelf (You cannot set your own account inactive); ownAccessLocked (You cannot change your own role or status so that you lose access to user management); ownAccountInWorkflowRole (You cannot give your own account, or an account with your own e-mail, mobile number or Aadhaar number, a role that submits, reviews or approves forms: that work must stay with someone else; details name the field); recordChanged (Someone else changed this after you opened it. Load their version, or save yours over it: details name who and when)',
    },
    summary: "Edit a user (one's own new password answers a fresh jwtToken)",
    description:
      "A password set for someone else must be changed at their next sign-in, as after POST /v1/user/{id}/password/reset (recorded as passwordReset). A change of role into one that submits, reviews or approves forms (privileges 40-47) is recorded in the user's history (workflowRoleGranted, with the previous role), and refused (409 ownAccountInWorkflowRole) for the caller's own account or one carrying the caller's e-mail, mobile or Aadhaar number, as is giving an account in such a role one of the caller's own (details name the field).",
    privileges: [PRIV.users],
    requestSchema: userSetSchema,
  },
  'GET /v1/user/profile': { summary: "The signed-in user's profile", privileges: [] },
  'POST /v1/user/profile': {
    failures: { 429: 'tooManyAttempts (Too many unsuccessful sign-in attempts. Please wait a little and try again, or set a new password with "Forgot password")' },
    summary:
      "Edit one's own profile or password (a new password ends every open session and answers a fresh jwtToken), or switch one's workflow e-mails on or off (workflowMails; account e-mails always go)",
    privileges: [],
    requestSchema: profileSchema,
  },
  'GET /v1/user/:userid': { summary: 'A user by id (Aadhaar masked)', privileges: [PRIV.users] },
  'POST /v1/user/:id/inactive': { failures: { 409: 'cannotInactivateSelf (You cannot set your own account inactive)' }, summary: 'Set a user inactive', privileges: [PRIV.users] },
  'POST /v1/user/:id/password/reset': {
    failures: { 409: 'cannotResetOwnPassword (To change your own password, use your profile)' },
    summary: "Reset a user's password to a temporary one the user must change at the next sign-in",
    description:
      "Ends the user's sessions and any sign-in lock, records the reset in the user's history and mails the user a notice (never the password). Until the user changes it, every call but the profile, token refresh and logout answers 403 passwordChangeRequired. Not for one's own account (409). The value says whether the mail went out (mailed).",
    privileges: [PRIV.users],
    requestSchema: adminPasswordResetSchema,
    example: { temporaryPassword: 'Temp#2026x' },
  },
  'POST /v1/user/:id/unlock': {
    failures: { 409: 'signInNotLocked (Signing in to this account is not locked)' },
    summary: 'Lift the sign-in lock that failed attempts put on a user',
    description: "On every address at once; recorded in the user's history and mailed to the user. 409 signInNotLocked when there is none (the user list shows signInLock).",
    privileges: [PRIV.users],
    requestSchema: unlockSchema,
    example: {},
  },
  'GET /v1/user/:userid/history': {
    summary:
      'What was done to an account, by whom and when (password resets, unlocks, replacement as school head, password changes, creation in or change to a role that moves forms), newest first',
    privileges: [PRIV.users],
  },
};
