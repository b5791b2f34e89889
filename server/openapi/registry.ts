import { EVIDENCE_TYPES } from '../../engine';
import { CATALOGUE_REVIEWERS, EXPORT_PRIVILEGES, PRIV } from '../auth/privileges';
import type { RequestSchema } from '../http/validate';
import { districtBulkSchema } from '../routes/bulk.routes';
import { complaintCommentSchema, complaintStatusSchema, complaintUploadFieldsSchema, createComplaintSchema, listComplaintsSchema } from '../routes/complaints.routes';
import { createCycleSchema, cycleEndSchema, downloadQuerySchema, initiateSchoolsSchema, listCyclesSchema, schoolsWithoutFormSchema } from '../routes/cycles.routes';
import {
  diffQuerySchema,
  domainParamSchema,
  groupParamSchema,
  migrateSchema,
  migrationQuerySchema,
  questionParamSchema,
  subdomainParamSchema,
  textsQuerySchema,
  textsUploadSchema,
  versionParamSchema,
} from '../routes/catalogue.routes';
import * as draftSchemas from '../routes/catalogue-draft-schemas';
import { noticeQuerySchema, noticeReasonSchema } from '../routes/catalogue-notice.routes';
import { revertSchema, undoSchema } from '../routes/catalogue-revert-schemas';
import * as recheckSchemas from '../routes/catalogue-recheck-schemas';
import { catalogueCommentRegistry } from './catalogue-comments.registry';
import { returnDraftSchema, sendForApprovalSchema } from '../routes/catalogue-approval-schemas';
import { blocksQuerySchema, dashboardFilterSchema, drillDownSchema } from '../routes/dashboard.routes';
import { deleteDocumentSchema, formDocumentsQuerySchema, uploadFieldsSchema } from '../routes/documents.routes';
import { exportQuerySchema } from '../routes/export.routes';
import { accridSchema, answersSchema, formJsonSchema, searchSchema, statusChangeSchema } from '../routes/forms.routes';
import { forgotPasswordSchema, forgotUserIdSchema, loginSchema, resetPasswordSchema, tokenRefreshSchema } from '../routes/identity.routes';
import { overallReportsSchema, reportPdfQuerySchema, verifyReportSchema } from '../routes/report.routes';
import { questionCommentListSchema, questionCommentSchema, questionStatusSchema, selfInitSchema } from '../routes/review.routes';
import { roleCreateSchema, roleListSchema, roleUpdateSchema } from '../routes/roles.routes';
import { schoolDetailsSchema, schoolUpdateSchema } from '../routes/school.routes';
import { schoolListSchema, schoolManageSchema } from '../routes/schools-master.routes';
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
} from '../routes/users.routes';
import { rejectSchema, submitSchema } from '../routes/workflow.routes';
import { listOf, ref } from './value-schemas';
import { impactRoutesDoc } from './catalogue-impact-doc';
import { testSchoolDocs } from './test-schools.docs';

/** How the lists of issue 32 page (the keyset protocol every paged list follows). */
const keysetPaging =
  "Keyset paging: send the answer's `nextCursor` as `after` (or `prevCursor` as `before`) with the next page number for the page after (or before) it, read from the index at that row whatever the list's size; without a cursor `page` is read by offset. A cursor made for another search, filter or order is refused (400, `listCursorInvalid`).";

/** The failure statuses the API answers with the failure envelope. */
export type FailureStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429;

/** What the OpenAPI document says about one route, beyond the method and path the app itself knows. */
export interface RouteDoc {
  summary: string;
  description?: string;
  /** Defaults to the feature segment of the path (`/v1/<feature>/...`). */
  tag?: string;
  /** The JSON body, as the route validates it with `jsonBody(...)`. */
  requestSchema?: RequestSchema<unknown>;
  /** Path parameters the route checks with `check(schema, c.req.param(name))`, by name (others: a positive id, or a string). */
  params?: Record<string, RequestSchema<unknown>>;
  /** Query values, checked with `check(...)`. */
  query?: RequestSchema<unknown>;
  /** Fields of a multipart/form-data body (file uploads). */
  multipart?: RequestSchema<unknown>;
  /** The multipart body's file part: one file under this name, instead of the uploads' `files` list. */
  multipartFile?: string;
  /** JSON Schema of the success envelope's `value`. */
  value?: Record<string, unknown>;
  /** The route answers a file or a page, not an envelope. */
  produces?: 'binary' | 'html' | 'json' | 'javascript';
  /** The content types of the file a `produces: 'binary'` route answers (the route's Content-Type header). */
  contentTypes?: readonly string[];
  /** JSON Schema of a file answered as JSON (`produces: 'json'`), not wrapped in the envelope. */
  file?: Record<string, unknown>;
  /**
   * Failures the route answers besides those the document gives every route of its kind (400 for
   * input, 401 and 403 when protected, 404 with ids, 413 with a body, 429 when throttled), each with
   * the error codes it carries.
   */
  failures?: Partial<Record<FailureStatus, string>>;
  /** HTTP status of success (200 unless said); both when the route answers 201 for a new record and 200 for a changed one. */
  successStatus?: 200 | 201 | 202 | readonly (200 | 201 | 202)[];
  /**
   * The caller needs at least one of these privileges; 403 otherwise. An
   * empty list: any signed-in user. Ignored for public routes.
   */
  privileges: readonly number[];
  /** When the privilege depends on a path parameter (the workflow level): the privileges per value; 404 for other values. */
  privilegesByParam?: { param: string; values: Record<string, readonly number[]> };
  /** No token needed. */
  public?: boolean;
  /** A body that passes validation (ids that do not exist): the documented example, and what the route guard test sends. */
  example?: unknown;
}

const forms = [PRIV.accreditation, PRIV.accreditationHm, PRIV.domainForm];
/** The catalogue editor's path parameters, as its routes check them. */
const catalogueParams = {
  version: versionParamSchema,
  questionid: questionParamSchema,
  subdomainid: subdomainParamSchema,
  domainid: domainParamSchema,
  groupid: groupParamSchema,
};
/** What an evidence or complaint document download answers: the type its upload was sniffed as. */
const evidenceTypes = Object.values(EVIDENCE_TYPES);
const dash = [PRIV.dashboard];
const report = [PRIV.reportCard];
const chart = (summary: string, value: Record<string, unknown>, description?: string): RouteDoc => ({
  summary,
  description,
  tag: 'dashboard',
  requestSchema: dashboardFilterSchema,
  privileges: dash,
  failures: { 404: 'noRecords (No records found)' },
  value,
  example: {},
});

/**
 * Every route of the API, keyed by `METHOD /path` exactly as Hono registers it
 * (`:param` segments). A route missing here still appears in the document,
 * but tests/api/route-guards.test.ts fails until it is added: add yours with
 * the route.
 */
export const routeRegistry: Record<string, RouteDoc> = {
  // System
  'GET /v1/health': {
    summary: 'Health of the server and its database',
    tag: 'system',
    public: true,
    privileges: [],
    value: { type: 'object', properties: { db: { const: 'ok' } } },
  },
  'GET /v1/openapi.json': {
    summary: 'This OpenAPI 3.1 document (not wrapped in the envelope)',
    tag: 'system',
    public: true,
    privileges: [],
    produces: 'json',
    file: {
      type: 'object',
      required: ['openapi', 'info', 'paths', 'components'],
      properties: {
        openapi: { const: '3.1.0' },
        info: { type: 'object' },
        servers: { type: 'array' },
        tags: { type: 'array' },
        paths: { type: 'object' },
        components: { type: 'object' },
      },
    },
  },
  'GET /v1/docs': { summary: 'A browsable page of this document (Swagger UI, served from this server)', tag: 'system', public: true, privileges: [], produces: 'html' },
  'GET /v1/docs/start.js': { summary: 'The start-up script of the documentation page', tag: 'system', public: true, privileges: [], produces: 'javascript' },
  'GET /v1/docs/assets/:file': {
    summary: "The documentation renderer's script and style sheet",
    tag: 'system',
    public: true,
    privileges: [],
    produces: 'javascript',
    contentTypes: ['text/javascript', 'text/css'],
  },

  // Identity
  'POST /v1/identity/web/auth': {
    failures: {
      401: 'invalidCredentials (Invalid login name or password)',
      403: 'accountPending (Your account request is waiting for approval by the administrator. You can sign in once it is approved); accountRejected (Your account request was rejected by the administrator. You can send a new request with corrected details)',
      429: 'tooManyAttempts (Too many unsuccessful sign-in attempts. Please wait a little and try again, or set a new password with "Forgot password")',
    },
    summary: 'Sign in with login name and password',
    public: true,
    privileges: [],
    requestSchema: loginSchema,
    value: ref('SessionValue'),
  },
  'POST /v1/identity/token/refresh': {
    summary: 'A fresh access token for the signed-in user, with their current privileges, role and school',
    description:
      "The body may be empty. The web app sends idleSeconds, the time since the user last touched it: the session's idle clock moves to that moment. A refresh without it is not activity; any other call is. A session idle longer than SESSION_IDLE_MINUTES is refused (401).",
    privileges: [],
    requestSchema: tokenRefreshSchema,
    value: ref('SessionValue'),
    example: { idleSeconds: 0 },
  },
  'POST /v1/identity/logout': { summary: 'Revoke the current token', privileges: [] },
  'POST /v1/identity/forgot-password': { summary: 'Send a password reset link by e-mail', public: true, privileges: [], requestSchema: forgotPasswordSchema },
  'POST /v1/identity/forgot-userid': { summary: 'Send the login name by e-mail', public: true, privileges: [], requestSchema: forgotUserIdSchema },
  'POST /v1/identity/reset-password': { summary: 'Set a new password with a reset token', public: true, privileges: [], requestSchema: resetPasswordSchema },

  // Forms
  'POST /v1/form/search': { summary: 'Search the forms in scope (paged)', privileges: forms, requestSchema: searchSchema },
  'GET /v1/form/reject/reason/list': { summary: 'Reasons a reviewer may give for a reject', privileges: forms },
  'GET /v1/form/:accrid/domain': { summary: 'Domains of a form with answered and total counts', privileges: forms },
  'POST /v1/form/json': {
    failures: { 404: 'noRecords (No records found)', 422: 'updateSchoolInfoFirst (Please Update School Information First)' },
    summary: 'JSON Schema, UI schema and saved answers of one domain',
    privileges: [PRIV.domainForm],
    requestSchema: formJsonSchema,
  },
  'POST /v1/form/answers': {
    failures: {
      404: 'noRecords (No records found)',
      409: "answerConflict (Some answers were changed on the server since you opened the form. Choose which to keep); externalNotOpen (External evaluation can be entered only after the audit is initiated, while the form is with the district); formClosed (This cycle is closed; its forms can no longer be changed); wrongState (This action is not allowed in the form's current status)",
      422: 'updateSchoolInfoFirst (Please Update School Information First)',
    },
    summary: 'Save answers',
    privileges: [PRIV.domainForm],
    requestSchema: answersSchema,
    // Written here: the school's answer and the external evaluation's are one shape but for `kind`, which the derived schema would drop.
    value: {
      type: 'object',
      required: ['saved', 'attempted', 'total', 'updatedAt'],
      properties: {
        kind: { const: 'external', description: 'Present when the external evaluation was saved' },
        saved: { type: 'number' },
        attempted: { type: 'number' },
        total: { type: 'number' },
        updatedAt: { type: 'string', description: 'When the answers were saved: the base of the next save of each' },
      },
    },
  },
  'POST /v1/form/domain/details/validate': {
    failures: { 404: 'noRecords (No records found)' },
    summary: 'Check a form before it proceeds',
    privileges: forms,
    requestSchema: accridSchema,
  },
  'GET /v1/form/:accrid/review-summary': {
    summary:
      'For reviewers beside the answers: the school information the form was filled against, and the score as the answers stand with critical questions, Not Applicable answers and improvement priorities',
    privileges: forms,
    value: ref('ReviewSummary'),
  },
  'GET /v1/form/:accrid/status': { summary: 'Status of a form and its next available statuses', privileges: forms },
  'GET /v1/form/:accrid/status/history': { summary: 'Status history of a form', privileges: forms },
  'POST /v1/form/history': {
    failures: { 404: 'noRecords (No records found)' },
    summary: 'Status history of a form (form id in the body)',
    privileges: forms,
    requestSchema: accridSchema,
  },
  'POST /v1/form/status/change': {
    failures: {
      404: 'noRecords (No records found)',
      409: "formClosed (This cycle is closed; its forms can no longer be changed); statusNotAllowed (This status cannot be selected for the form now); wrongState (This action is not allowed in the form's current status)",
      422: 'attachmentMandatory (Attachment is mandatory); consentRequired (Please accept the declaration before submitting); incomplete (Please answer all required questions before submitting); naReasonRequired (Please give a reason for each "Not Applicable" answer); updateSchoolInfoFirst (Please Update School Information First)',
    },
    summary: 'Generic status change: a next status with a comment',
    privileges: forms,
    requestSchema: statusChangeSchema,
  },

  // Per-question review and comments (mounted under /v1/form)
  'POST /v1/form/question/status': {
    failures: {
      404: 'noRecords (No records found); unknownQuestion (There is no such question in this form)',
      409: "formClosed (This cycle is closed; its forms can no longer be changed); wrongState (This action is not allowed in the form's current status)",
    },
    summary: 'Flag, approve or reject one question',
    tag: 'form',
    privileges: [PRIV.dqaReview, PRIV.sqaReview, PRIV.deptApprove],
    requestSchema: questionStatusSchema,
  },
  'POST /v1/form/question/comment/list': {
    failures: { 404: 'noRecords (No records found)' },
    summary: "Comments on a form's questions",
    tag: 'form',
    privileges: [PRIV.questionComments],
    requestSchema: questionCommentListSchema,
  },
  'POST /v1/form/question/comment': {
    failures: {
      404: 'noRecords (No records found); unknownQuestion (There is no such question in this form)',
      409: 'formClosed (This cycle is closed; its forms can no longer be changed)',
    },
    summary: 'Comment on a question',
    tag: 'form',
    privileges: [PRIV.questionComments],
    requestSchema: questionCommentSchema,
    successStatus: 201,
  },
  'GET /v1/form/:accrid/comments': { summary: 'Every comment on a form', tag: 'form', privileges: [PRIV.questionComments, PRIV.accreditation, PRIV.accreditationHm] },
  'POST /v1/form/self/init': {
    failures: { 404: 'noRecords (No records found)' },
    summary: 'The school head opens their form (self-evaluation starts)',
    tag: 'form',
    privileges: [PRIV.accreditationHm],
    requestSchema: selfInitSchema,
  },

  // Documents (mounted under /v1/form)
  'POST /v1/form/question/document': {
    failures: {
      404: 'noRecords (No records found)',
      409: "formClosed (This cycle is closed; its forms can no longer be changed); tooManyFilesOnForm (A form can have at most 300 files. Delete some before adding more); tooManyFilesOnQuestion (A question can have at most 10 files. Delete one before adding more); wrongState (This action is not allowed in the form's current status)",
      413: 'fileTooLarge (The file is larger than 10 MB); invalidRequest (The request is not valid); tooManyFilesInUpload (At most 10 files can be uploaded at a time)',
      415: 'fileTypeNotAllowed (Only PDF, JPEG, PNG, WebP, DOCX and XLSX files can be uploaded)',
      429: 'uploadQuotaReached (You have uploaded 500 MB in the last hour. Please try again later)',
    },
    summary: 'Upload evidence files for a question (multipart)',
    tag: 'documents',
    privileges: [PRIV.documents],
    multipart: uploadFieldsSchema,
    successStatus: 201,
  },
  'POST /v1/form/:accrid/question/:questionid/documents': { summary: 'Evidence documents of a question', tag: 'documents', privileges: [PRIV.documents] },
  'GET /v1/form/:accrid/documents': {
    summary: 'Evidence documents of a whole form, or of one domain (?domainId=D1), each with its question id',
    tag: 'documents',
    privileges: [PRIV.documents],
    query: formDocumentsQuerySchema,
  },
  'GET /v1/form/:accrid/question/:questionid/documents/:documentid': {
    summary: 'Download an evidence document',
    tag: 'documents',
    privileges: [PRIV.documents],
    produces: 'binary',
    contentTypes: evidenceTypes,
  },
  'POST /v1/form/question/document/delete': {
    failures: {
      404: 'noRecords (No records found)',
      409: "formClosed (This cycle is closed; its forms can no longer be changed); wrongState (This action is not allowed in the form's current status)",
    },
    summary: 'Delete an evidence document',
    tag: 'documents',
    privileges: [PRIV.documents],
    requestSchema: deleteDocumentSchema,
  },

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

  // Roles
  'POST /v1/roles/list': { summary: 'Roles (paged)', privileges: [PRIV.roles], requestSchema: roleListSchema },
  'POST /v1/roles': {
    failures: { 409: 'roleExists (A role with this name already exists)' },
    summary: 'Create a role: English and Hindi name and description, and its scope level (default state)',
    description: 'A manager whose own role reaches less than the state cannot create a role that reaches further (403 levelBeyondOwn).',
    privileges: [PRIV.roles],
    requestSchema: roleCreateSchema,
    successStatus: 201,
  },
  'GET /v1/roles/:roleid': { summary: 'One role: names, descriptions, scope level, whether built in, how many users', privileges: [PRIV.roles] },
  'PUT /v1/roles/:roleid': {
    failures: {
      409: 'builtInRoleLevelFixed (The scope level of a built-in role cannot be changed: create a new role instead); recordChanged (Someone else changed this after you opened it. Load their version, or save yours over it: details name who and when); roleExists (A role with this name already exists); roleLevelUsersLackPlace (Users of this role have no place at the new scope level: give them one first)',
    },
    summary: "Change a role's names, descriptions or scope level (the code stays)",
    description:
      "A built-in role keeps its scope level (409 builtInRoleLevelFixed). A new level is refused while users of the role lack a place at it (409 roleLevelUsersLackPlace, the message says how many); once changed, places the new level does not use are cleared from the role's users.",
    privileges: [PRIV.roles],
    requestSchema: roleUpdateSchema,
    example: { description: 'Reads the dashboards of one district' },
  },
  'GET /v1/roles/:roleid/privilege': { summary: 'Every privilege with whether the role holds it', privileges: [PRIV.roles] },
  'POST /v1/roles/:roleid/:privilegeid/:isselected': {
    failures: {
      409: 'dutiesSeparated (One role cannot both manage users or roles and submit, review or approve forms: give these privileges to separate roles); ownRoleManagementLocked (You cannot remove role management from your own role: there might be no one left to give it back); ownRoleWorkflowPrivilege (You cannot give your own role a privilege to submit, review or approve forms: that work must stay with someone who does not manage roles)',
    },
    summary: 'Give or take a privilege (isselected: true/false or 1/0)',
    description:
      "Duties stay separate (docs/security.md): a workflow privilege (40-47) is refused for the caller's own role (409 ownRoleWorkflowPrivilege) and for a role holding user or role management (35, 36), and 35 or 36 for a role holding a workflow privilege (409 dutiesSeparated, details name the privileges in the way). Taking role management from one's own role is refused (409 ownRoleManagementLocked); an administrative privilege the caller lacks cannot be given (403 privilegeBeyondOwn).",
    privileges: [PRIV.roles],
  },

  // Reference data for pickers
  'GET /v1/catalogue/versions': { summary: 'Versions of the question catalogue: status, size, Hindi still to do, cycles using each', privileges: CATALOGUE_REVIEWERS },
  'GET /v1/catalogue/versions/:version/export': {
    params: catalogueParams,
    summary: 'A version as its catalogue file (JSON, the format of catalogue.schema.json)',
    privileges: CATALOGUE_REVIEWERS,
    produces: 'json',
  },
  'GET /v1/catalogue/diff': {
    summary: 'What changed between two versions: questions added, retired, reworded, moved, rescored; the effect on each domain',
    privileges: CATALOGUE_REVIEWERS,
    query: diffQuerySchema,
  },
  'GET /v1/catalogue/versions/:version': {
    params: catalogueParams,
    summary: 'One version as the editor opens it: its content, the revision of each part, Hindi still to do per domain, the next free question id',
    privileges: CATALOGUE_REVIEWERS,
  },
  'GET /v1/catalogue/versions/:version/check': {
    params: catalogueParams,
    summary: "Every problem that stops the version from being published, in the caller's language, with the question, subdomain or domain to fix",
    privileges: CATALOGUE_REVIEWERS,
  },
  'GET /v1/catalogue/versions/:version/history': {
    params: catalogueParams,
    summary: 'Change history of a version (who, when, before and after), newest first; of one part with target=question:Q001',
    privileges: CATALOGUE_REVIEWERS,
    query: draftSchemas.historyQuerySchema,
  },
  'GET /v1/catalogue/versions/:version/texts': {
    params: catalogueParams,
    summary: "The version's texts for translators as a sheet (id, field, English, Hindi), XLSX or CSV",
    privileges: CATALOGUE_REVIEWERS,
    query: textsQuerySchema,
    produces: 'binary',
    contentTypes: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'text/csv'],
  },
  'POST /v1/catalogue/drafts/:version/texts': {
    params: catalogueParams,
    failures: { 409: 'catalogueVersionPublished (This version is published and can no longer be changed. Start a draft from it)' },
    summary:
      "Read a translator's texts sheet onto a draft: apply=false previews the changes, problems and conflicts, apply=true applies them all or nothing (multipart, field file)",
    description:
      'A sheet carries the revision of the version it was made from. A cell the sheet would change whose text also changed in the draft since then is a conflict: listed in `conflicts`, and left as the draft has it unless a `take` field names it (id|field|lang).',
    privileges: [PRIV.catalogue],
    multipart: textsUploadSchema,
    multipartFile: 'file',
  },
  'POST /v1/catalogue/drafts': {
    failures: { 404: 'noRecords (No records found)' },
    summary: 'Start a draft from a published version (it takes the next version number); says which published version is the newest',
    privileges: [PRIV.catalogue],
    requestSchema: draftSchemas.startDraftSchema,
    successStatus: 201,
  },
  'POST /v1/catalogue/import': {
    summary: 'Start a draft from a catalogue file; a file with problems is refused whole, with the problems listed',
    privileges: [PRIV.catalogue],
    requestSchema: draftSchemas.importSchema,
    successStatus: 201,
  },
  'PUT /v1/catalogue/drafts/:version/title': {
    params: catalogueParams,
    failures: {
      409: 'catalogueEditConflict (This part of the draft was changed after you opened it, by someone else or by you in another tab); catalogueVersionPublished (This version is published and can no longer be changed. Start a draft from it)',
    },
    summary: 'Rename a draft',
    privileges: [PRIV.catalogue],
    requestSchema: draftSchemas.titleSchema,
  },
  'PUT /v1/catalogue/drafts/:version/questions/:questionid': {
    params: catalogueParams,
    failures: {
      409: 'catalogueEditConflict (This part of the draft was changed after you opened it, by someone else or by you in another tab); catalogueVersionPublished (This version is published and can no longer be changed. Start a draft from it)',
    },
    summary:
      'Save a whole question of a draft; 409 when it changed since `revision`, whoever changed it (send overwrite: true to save anyway). The editor sends only its changed fields with PATCH /v1/catalogue/drafts/{version}',
    privileges: [PRIV.catalogue],
    requestSchema: draftSchemas.questionSchema,
  },
  'POST /v1/catalogue/drafts/:version/questions': {
    params: catalogueParams,
    failures: {
      409: 'catalogueEditConflict (This part of the draft was changed after you opened it, by someone else or by you in another tab); catalogueVersionPublished (This version is published and can no longer be changed. Start a draft from it)',
    },
    summary: 'Add a question to a subdomain; it takes the next id never used',
    privileges: [PRIV.catalogue],
    requestSchema: draftSchemas.newQuestionSchema,
    successStatus: 201,
    // Written here: the draft editor's result type is not carried through to the route (catalogue-drafts.ts editDraft).
    value: {
      type: 'object',
      required: ['revision', 'questionid'],
      properties: {
        revision: { type: 'integer', description: 'The revision of the part, for the next save' },
        questionid: { type: 'string', description: "The new question's id" },
      },
    },
  },
  'POST /v1/catalogue/drafts/:version/questions/:questionid/move': {
    params: catalogueParams,
    failures: {
      409: 'catalogueEditConflict (This part of the draft was changed after you opened it, by someone else or by you in another tab); catalogueMoveBreaksOrder (This move would put a question before the question its condition, limit or formula uses; each detail names both: questionid, dependsOn, and the rule as field); catalogueVersionPublished (This version is published and can no longer be changed. Start a draft from it)',
    },
    summary: 'Move a question within or between subdomains (display order; the id stays)',
    privileges: [PRIV.catalogue],
    requestSchema: draftSchemas.moveQuestionSchema,
  },
  'POST /v1/catalogue/drafts/:version/questions/:questionid/retire': {
    params: catalogueParams,
    failures: {
      409: 'catalogueEditConflict (This part of the draft was changed after you opened it, by someone else or by you in another tab); catalogueQuestionInUse (Other questions depend on this one (condition, formula or limit). Change them first); catalogueVersionPublished (This version is published and can no longer be changed. Start a draft from it)',
    },
    summary: 'Retire a question (its id is never used again); refused while other questions depend on it',
    privileges: [PRIV.catalogue],
  },
  'POST /v1/catalogue/drafts/:version/questions/:questionid/copy': {
    params: catalogueParams,
    failures: { 409: 'catalogueVersionPublished (This version is published and can no longer be changed. Start a draft from it)' },
    summary: 'Copy a question right after the original: the next id never used, its texts marked "[Copy of Q012]" for review',
    description: 'Conditions, formulas and limits that name the original keep naming the original. The change history records the copy (action copy).',
    privileges: [PRIV.catalogue],
    successStatus: 201,
    value: {
      type: 'object',
      required: ['revision', 'questionid'],
      properties: {
        revision: { type: 'integer', description: 'The revision of the new question, for the next save' },
        questionid: { type: 'string', description: "The copy's id" },
      },
    },
  },
  'POST /v1/catalogue/drafts/:version/questions/:questionid/restore': {
    params: catalogueParams,
    failures: {
      409: 'catalogueRestoreNotRetired (This question was not retired in this draft, so there is nothing to bring back); catalogueRestoreSubdomainGone (The subdomain this question was in is no longer in the draft); catalogueRestoreDependencyGone (This question depends on parts that are no longer in the draft, each named in details); catalogueVersionPublished (This version is published and can no longer be changed. Start a draft from it)',
    },
    summary: 'Bring back a question retired in this draft, as it was, at its old place in its subdomain (or its end)',
    privileges: [PRIV.catalogue],
    value: { type: 'object', required: ['revision'], properties: { revision: { type: 'integer', description: 'The revision of the question, for the next save' } } },
  },
  'POST /v1/catalogue/drafts/:version/revert': {
    params: catalogueParams,
    failures: {
      400: 'catalogueRevertNoContent (This line of the history holds no content of the part to go back to)',
      409: 'catalogueEditConflict (This part of the draft was changed after you opened it, by someone else or by you in another tab); catalogueVersionPublished (This version is published and can no longer be changed. Start a draft from it)',
    },
    summary: 'Set one part of a draft back to its content after an earlier line of its history (a new change, action revert)',
    description: 'Refused (409 catalogueEditConflict, naming who and when) when the part changed since `revision`, the revision the history was opened at.',
    privileges: [PRIV.catalogue],
    requestSchema: revertSchema,
    example: { change: 1, revision: 1 },
    value: {
      type: 'object',
      required: ['target', 'revision'],
      properties: { target: { type: 'string', description: 'The part set back' }, revision: { type: 'integer', description: 'The revision of the part, for the next save' } },
    },
  },
  'POST /v1/catalogue/drafts/:version/undo': {
    params: catalogueParams,
    failures: {
      400: 'catalogueRevertNoContent (This line of the history holds no content of the part to go back to)',
      409: 'catalogueEditConflict (This part of the draft was changed after you opened it, by someone else or by you in another tab); catalogueQuestionInUse (Other questions depend on this one (condition, formula or limit). Change them first); catalogueRestoreDependencyGone (This question depends on parts that are no longer in the draft); catalogueVersionPublished (This version is published and can no longer be changed. Start a draft from it)',
    },
    summary: "Undo or redo one change of the editor's session, named by its history line",
    description:
      'A saved part goes back to its content before the change (redo: after it); an added or copied question is retired (redo brings it back); a retired question is brought back; a moved question or subdomain goes back to its place. Refused (409 catalogueEditConflict) when the part changed since `revision`.',
    privileges: [PRIV.catalogue],
    requestSchema: undoSchema,
    example: { change: 1, direction: 'undo', revision: 1 },
    value: {
      type: 'object',
      required: ['target', 'revision'],
      properties: { target: { type: 'string', description: 'The part changed' }, revision: { type: 'integer', description: 'The revision of the part after the undo or redo' } },
    },
  },
  'PUT /v1/catalogue/drafts/:version/subdomains/:subdomainid': {
    params: catalogueParams,
    failures: {
      409: 'catalogueEditConflict (This part of the draft was changed after you opened it, by someone else or by you in another tab); catalogueVersionPublished (This version is published and can no longer be changed. Start a draft from it)',
    },
    summary: "Save a subdomain's name, description and weight",
    privileges: [PRIV.catalogue],
    requestSchema: draftSchemas.subdomainSchema,
  },
  'POST /v1/catalogue/drafts/:version/subdomains': {
    params: catalogueParams,
    failures: {
      409: 'catalogueEditConflict (This part of the draft was changed after you opened it, by someone else or by you in another tab); catalogueVersionPublished (This version is published and can no longer be changed. Start a draft from it)',
    },
    summary: 'Add a subdomain to a domain (the next unused SD number)',
    privileges: [PRIV.catalogue],
    requestSchema: draftSchemas.newSubdomainSchema,
    successStatus: 201,
    // Written here: the draft editor's result type is not carried through to the route (catalogue-drafts.ts editDraft).
    value: {
      type: 'object',
      required: ['revision', 'subdomainid'],
      properties: {
        revision: { type: 'integer', description: 'The revision of the part, for the next save' },
        subdomainid: { type: 'string', description: "The new subdomain's id" },
      },
    },
  },
  'POST /v1/catalogue/drafts/:version/subdomains/:subdomainid/move': {
    params: catalogueParams,
    failures: {
      409: 'catalogueEditConflict (This part of the draft was changed after you opened it, by someone else or by you in another tab); catalogueMoveBreaksOrder (This move would put a question before the question its condition, limit or formula uses; each detail names both: questionid, dependsOn, and the rule as field); catalogueVersionPublished (This version is published and can no longer be changed. Start a draft from it)',
    },
    summary: 'Move a subdomain within or between domains',
    privileges: [PRIV.catalogue],
    requestSchema: draftSchemas.moveSubdomainSchema,
  },
  'POST /v1/catalogue/drafts/:version/subdomains/:subdomainid/retire': {
    params: catalogueParams,
    failures: {
      409: 'catalogueEditConflict (This part of the draft was changed after you opened it, by someone else or by you in another tab); catalogueQuestionInUse (Other questions depend on this one (condition, formula or limit). Change them first); catalogueVersionPublished (This version is published and can no longer be changed. Start a draft from it)',
    },
    summary: 'Retire a subdomain and its questions',
    privileges: [PRIV.catalogue],
  },
  'PUT /v1/catalogue/drafts/:version/domains/:domainid': {
    params: catalogueParams,
    failures: {
      409: 'catalogueEditConflict (This part of the draft was changed after you opened it, by someone else or by you in another tab); catalogueVersionPublished (This version is published and can no longer be changed. Start a draft from it)',
    },
    summary: "Save a domain's name, description and weight",
    privileges: [PRIV.catalogue],
    requestSchema: draftSchemas.domainSchema,
  },
  'PUT /v1/catalogue/drafts/:version/option-groups/:groupid': {
    params: catalogueParams,
    failures: {
      409: 'catalogueEditConflict (This part of the draft was changed after you opened it, by someone else or by you in another tab); catalogueVersionPublished (This version is published and can no longer be changed. Start a draft from it)',
    },
    summary: 'Save (or add) an option group',
    privileges: [PRIV.catalogue],
    requestSchema: draftSchemas.optionGroupSchema,
  },
  'PUT /v1/catalogue/drafts/:version/grading': {
    params: catalogueParams,
    failures: {
      409: 'catalogueEditConflict (This part of the draft was changed after you opened it, by someone else or by you in another tab); catalogueVersionPublished (This version is published and can no longer be changed. Start a draft from it)',
    },
    summary: 'Save the grading: bands, zero denominators, Not Applicable reasons',
    privileges: [PRIV.catalogue],
    requestSchema: draftSchemas.gradingSchema,
  },
  'PATCH /v1/catalogue/drafts/:version': {
    params: catalogueParams,
    failures: {
      409: 'catalogueEditConflict (This part of the draft was changed after you opened it, by someone else or by you in another tab); catalogueVersionPublished (This version is published and can no longer be changed. Start a draft from it)',
    },
    summary: 'Save the fields an editor changed in one part of a draft (target), each with the value it started from',
    description:
      'When the part changed since `revision` (whoever changed it), the save still goes through if none of its fields changed (two tabs editing the English and the Hindi of one question keep both); otherwise 409 catalogueEditConflict, whose details name the fields (`fields`), who changed the part (`by`, `byYou`) and when (`at`). Send overwrite: true to save over it.',
    privileges: [PRIV.catalogue],
    requestSchema: draftSchemas.patchSchema,
    example: { target: 'question:Q001', revision: 0, changes: [{ path: ['label', 'hi'], from: 'पुराना', to: 'नया' }] },
  },
  'GET /v1/catalogue/versions/:version/rebase': {
    params: catalogueParams,
    failures: { 409: 'catalogueVersionPublished (This version is published and can no longer be changed. Start a draft from it)' },
    summary:
      "What bringing a draft up to the newest published version would do: the parts changed in both (base, draft's, newest's, side by side) and how many parts come in unasked",
    privileges: CATALOGUE_REVIEWERS,
  },
  'POST /v1/catalogue/drafts/:version/rebase': {
    params: catalogueParams,
    failures: {
      409: 'catalogueDraftBaseStale (a newer version was published since the preview: look again); catalogueVersionPublished (This version is published and can no longer be changed. Start a draft from it)',
    },
    summary: 'Bring a draft up to the newest published version: its changes come in where the draft did not change the part, and each part changed in both takes the side chosen',
    description:
      'Every part changed in both must be chosen (400 catalogueRebaseChoices, details name the parts). The draft is then based on `onto`; each changed part has its line in the change history.',
    privileges: [PRIV.catalogue],
    requestSchema: draftSchemas.rebaseSchema,
  },
  'GET /v1/guidelines/scoring': {
    summary:
      "How the reader's school is scored: the grade bands, domain weights and a worked example of its catalogue version (a school user's newest form; for anyone else the newest published version, said so by `source`)",
    privileges: [],
  },
  'GET /v1/catalogue/versions/:version/hindi-recheck': {
    params: catalogueParams,
    summary: 'The Hindi texts to re-check: their English changed in this draft after the Hindi was last written or confirmed (derived from the change history)',
    privileges: CATALOGUE_REVIEWERS,
  },
  'POST /v1/catalogue/drafts/:version/hindi-checked': {
    params: catalogueParams,
    failures: { 409: 'catalogueVersionPublished (This version is published and can no longer be changed. Start a draft from it)' },
    summary: 'Confirm Hindi texts as checked against their new English: they leave the re-check list (one history line per part)',
    privileges: [PRIV.catalogue],
    requestSchema: recheckSchemas.hindiCheckedSchema,
    example: { texts: [{ id: 'Q001', field: 'label' }] },
  },
  'POST /v1/catalogue/drafts/:version/publish': {
    params: catalogueParams,
    requestSchema: recheckSchemas.publishSchema,
    failures: {
      403: 'catalogueOwnDraft (You wrote or changed this draft; another officer must approve it)',
      409: 'catalogueNotAwaitingApproval (The draft has not been sent for approval, or was sent back); catalogueSentAgain (Sent back and sent again since the approver read it: details say by whom and when); catalogueDraftBaseStale (This draft was started from an older version than the newest published one. Bring in the newest version’s changes first); catalogueHindiToRecheck (Some Hindi texts are still to re-check; details name each as id|field. Send evenWithHindiToRecheck: true to publish anyway); catalogueOpenComments (Comment threads are still open; the message says how many, details name the part of each (field). Send evenWithOpenComments: true to publish anyway); catalogueTestSchoolsFail (a test school does not get the grade it should under the draft and is not accepted; details name each); catalogueVersionPublished (This version is published and can no longer be changed. Start a draft from it)',
    },
    summary:
      'Approve and publish a draft sent for approval: by a holder of privilege 61 (with or without 60) who neither wrote, changed nor sent it; then the newest-base, problems and Hindi re-check checks; frozen and offered to new cycles at once. Answers the cycles whose submission window is open (openCycles): they stay on their version',
    privileges: [PRIV.catalogueApprove],
  },
  'GET /v1/catalogue/versions/:version/approval': {
    params: catalogueParams,
    summary:
      "Where a draft's approval stands: editing, awaitingApproval, returned or published; reason, office order, who wrote, sent, sent back and approved it, when; whether the caller wrote it and may approve it",
    privileges: CATALOGUE_REVIEWERS,
  },
  ...catalogueCommentRegistry,
  'GET /v1/catalogue/open-cycles': {
    summary:
      'Cycles whose submission window is open (created and not closed, up to their last day): publishing leaves them on their version, and moving them needs privilege 61 and a reason',
    privileges: CATALOGUE_REVIEWERS,
  },
  'POST /v1/catalogue/drafts/:version/send-for-approval': {
    params: catalogueParams,
    requestSchema: sendForApprovalSchema,
    failures: {
      409: 'catalogueApprovalProblems (The draft has problems that stop publishing, listed in details); catalogueTestSchoolsFail (a test school does not get the grade it should under the draft and is not accepted; details name each); catalogueAwaitingApproval (Already sent for approval: details say by whom and when); catalogueDraftBaseStale (Started from an older version than the newest: bring in its changes first); catalogueVersionPublished (This version is published)',
    },
    summary: 'Send a draft for approval with the reason and the office order number (and date); from then on it cannot be edited until it is sent back or published',
    privileges: [PRIV.catalogue],
  },
  'POST /v1/catalogue/drafts/:version/return': {
    params: catalogueParams,
    requestSchema: returnDraftSchema,
    failures: {
      403: 'catalogueOwnDraft (You wrote or changed this draft; another officer must approve it)',
      409: 'catalogueNotAwaitingApproval (The draft is not awaiting approval); catalogueSentAgain (Sent back and sent again since the approver read it)',
    },
    summary: 'Send a draft awaiting approval back to its author with a comment (privilege 61, not an author): it can be edited and sent again',
    privileges: [PRIV.catalogueApprove],
  },
  'DELETE /v1/catalogue/drafts/:version': {
    params: catalogueParams,
    failures: { 409: 'catalogueVersionPublished (This version is published and can no longer be changed. Start a draft from it)' },
    summary: 'Discard a draft (its number is not reused; its history stays)',
    privileges: [PRIV.catalogue],
  },
  ...impactRoutesDoc,
  'GET /v1/catalogue/cycles/:cycleid/migration': {
    summary: "Migration report: what moving the cycle's not-yet-submitted forms to another version keeps, drops and asks again",
    privileges: CATALOGUE_REVIEWERS,
    query: migrationQuerySchema,
  },
  'POST /v1/catalogue/cycles/:cycleid/migrate': {
    failures: {
      403: "cycleWindowOpenApprover (The cycle's submission window is open: only a holder of privilege 61 may move its forms)",
      409: "concurrentChange (The form was changed by someone else just now. Please reload and try again); cycleWindowOpen (The cycle's submission window is open: the message names the cycle and its last day; a holder of privilege 61 may move it giving reason); nothingToMigrate (No form of this cycle can move to that version: every form is already on it or has been submitted)",
    },
    summary:
      "Move the cycle's not-yet-submitted forms to another published version, all or nothing, recorded in each form's history and in the cycle's record of moves; while the cycle's submission window is open, only with a reason from a holder of privilege 61",
    privileges: [PRIV.catalogue],
    requestSchema: migrateSchema,
  },
  // The change notice for schools (issue 27, item 3).
  'GET /v1/catalogue/:version/notice': {
    params: { version: versionParamSchema },
    query: noticeQuerySchema,
    summary:
      "A version's change notice for schools, in one language (?lang=, else Accept-Language): the version it is compared with, the office order, who approved, and the questions added, reworded, rescored, with rules changed, moved to another subdomain (or with their subdomain to another domain) and retired, the grade bands, each with the officers' reason",
    description:
      "A published version's notice: any signed-in user (school heads read it). A draft's: privilege 60 (catalogue editing) or the approving officer's privilege; 403 for anyone else.",
    privileges: [],
  },
  'GET /v1/catalogue/:version/notice.pdf': {
    params: { version: versionParamSchema },
    query: noticeQuerySchema,
    summary: 'The change notice as an A4 PDF in one language (embedded Devanagari font), file change-notice-{version}-{lang}.pdf',
    description: 'Who may read it: as GET /v1/catalogue/{version}/notice.',
    privileges: [],
    produces: 'binary',
    contentTypes: ['application/pdf'],
  },
  'PUT /v1/catalogue/:version/notice/reason': {
    params: { version: versionParamSchema },
    failures: {
      409: 'recordChanged (Someone else saved this reason after you opened it: details name who and when; send their `at` as base to write over it); catalogueVersionPublished (This version is published and can no longer be changed. Start a draft from it)',
    },
    summary: "Save the reason schools read for one item of a draft's change notice, in English and Hindi (up to 500 characters each)",
    privileges: [PRIV.catalogue],
    requestSchema: noticeReasonSchema,
    example: { target: 'question:Q001', en: 'Asked by the state board', hi: 'राज्य बोर्ड के अनुरोध पर', base: null },
  },
  'GET /v1/validators/:file': {
    summary: "The validator of a form schema the web app's build did not hold (a newly published version, a draft's preview), as a script named by the schema's hash",
    tag: 'reference',
    public: true,
    privileges: [],
    produces: 'javascript',
  },
  'GET /v1/reference/districts': { summary: 'Districts, in both languages', tag: 'reference', privileges: [] },
  'GET /v1/reference/districts/:id/blocks': { summary: 'Blocks of a district', tag: 'reference', privileges: [] },
  'GET /v1/reference/privileges': { summary: 'Privilege codes with their names', tag: 'reference', privileges: [] },
  'GET /v1/reference/roles': { summary: 'Roles with their names', tag: 'reference', privileges: [] },

  // School
  'POST /v1/school/master/list': {
    summary: 'School master list in scope (paged; search from 3 characters)',
    description: `${keysetPaging} The total is a kept count; a search past 1,000 schools gives an estimate (totalIsEstimate).`,
    privileges: [],
    requestSchema: schoolListSchema,
  },
  'POST /v1/school/manage': {
    failures: {
      404: 'noRecords (No records found)',
      409: 'recordChanged (Someone else changed this after you opened it. Load their version, or save yours over it: details name who and when); udiseExists (A school with this UDISE number already exists)',
    },
    summary: 'Add a school (201) or change one (200)',
    privileges: [PRIV.schoolMaster],
    requestSchema: schoolManageSchema,
    successStatus: [201, 200],
  },
  'GET /v1/school/:schoolCode': { summary: 'A school in scope', privileges: [] },
  'GET /v1/school/:schoolCode/changes': { summary: 'Who changed a school master record, when, each field before and after (newest first)', privileges: [PRIV.schoolMaster] },
  'POST /v1/school/details': {
    failures: { 404: 'noRecords (No records found)' },
    summary: 'A school and its school information',
    privileges: [PRIV.schoolInfo, PRIV.accreditation, PRIV.schoolMaster],
    requestSchema: schoolDetailsSchema,
  },
  'POST /v1/school/update': {
    failures: {
      404: 'noRecords (No records found)',
      409: 'recordChanged (Someone else changed this after you opened it. Load their version, or save yours over it: details name who and when); schoolInfoLocked (The school information cannot be changed while the form is with the reviewers or after the report card. It opens again if the form is sent back)',
    },
    summary: 'Save the school information form',
    privileges: [PRIV.schoolInfo],
    requestSchema: schoolUpdateSchema,
  },

  // Workflow: the privilege is checked in the service, after the body is validated, so the guard test sends a valid body.
  'POST /v1/workflow/form/:level/status/submit': {
    failures: {
      409: "formClosed (This cycle is closed; its forms can no longer be changed); statusNotAllowed (This status cannot be selected for the form now); wrongState (This action is not allowed in the form's current status)",
      422: 'attachmentMandatory (Attachment is mandatory); consentRequired (Please accept the declaration before submitting); incomplete (Please answer all required questions before submitting); naReasonRequired (Please give a reason for each "Not Applicable" answer); updateSchoolInfoFirst (Please Update School Information First)',
    },
    summary: 'Submit a form to the next level (sh, dqa, sqa) or approve it (dept)',
    requestSchema: submitSchema,
    privileges: [PRIV.headSubmit, PRIV.dqaReview, PRIV.sqaReview, PRIV.deptApprove],
    privilegesByParam: { param: 'level', values: { sh: [PRIV.headSubmit], dqa: [PRIV.dqaReview], sqa: [PRIV.sqaReview], dept: [PRIV.deptApprove] } },
    example: { accrid: 987654, consent: true },
  },
  'POST /v1/workflow/form/:level/status/reject': {
    failures: {
      409: "formClosed (This cycle is closed; its forms can no longer be changed); statusNotAllowed (This status cannot be selected for the form now); wrongState (This action is not allowed in the form's current status)",
      422: 'attachmentMandatory (Attachment is mandatory); consentRequired (Please accept the declaration before submitting); incomplete (Please answer all required questions before submitting); naReasonRequired (Please give a reason for each "Not Applicable" answer); updateSchoolInfoFirst (Please Update School Information First)',
    },
    summary: 'Send a form back to the school with a reason (dqa, sqa, dept)',
    requestSchema: rejectSchema,
    privileges: [PRIV.dqaReview, PRIV.sqaReview, PRIV.deptApprove],
    privilegesByParam: { param: 'level', values: { dqa: [PRIV.dqaReview], sqa: [PRIV.sqaReview], dept: [PRIV.deptApprove] } },
    example: { accrid: 987654, reasonId: 1 },
  },

  // Bulk workflow
  'POST /v1/workflow/cycle/sqa/district/submit': {
    failures: {
      404: 'noRecords (No records found)',
      409: 'formClosed (This cycle is closed; its forms can no longer be changed)',
      422: 'consentRequired (Please accept the declaration before submitting)',
    },
    summary: 'DQA: submit every ready form of the district to SQA',
    privileges: [PRIV.districtBulkSubmit],
    requestSchema: districtBulkSchema,
  },
  'GET /v1/workflow/cycle/sqa/district/:cycleid': {
    summary: 'Per district, how many forms are ready for the bulk action',
    privileges: [PRIV.districtBulkSubmit, PRIV.sqaBulkApprove],
  },
  'POST /v1/workflow/cycle/sqa/:cycleid/submit': {
    failures: { 409: 'formClosed (This cycle is closed; its forms can no longer be changed)', 422: 'consentRequired (Please accept the declaration before submitting)' },
    summary: "SQA: approve the cycle's ready forms to the department",
    privileges: [PRIV.sqaBulkApprove],
  },
  'POST /v1/workflow/cycle/dept/:cycleid/submit': {
    failures: { 409: 'formClosed (This cycle is closed; its forms can no longer be changed)', 422: 'consentRequired (Please accept the declaration before submitting)' },
    summary: "Department: approve the cycle's ready forms (report cards)",
    privileges: [PRIV.deptBulkApprove],
  },

  // Cycles
  'POST /v1/cycle/create': {
    failures: { 409: 'cycleNameExists (A cycle with this name already exists)' },
    summary: 'Create a cycle',
    privileges: [PRIV.cycle],
    requestSchema: createCycleSchema,
    successStatus: 201,
  },
  'POST /v1/cycle/list': {
    summary: 'Cycles, each with its forms counted per status and how many active schools have no form in it yet (schoolsWithoutForm)',
    privileges: [PRIV.cycle],
    requestSchema: listCyclesSchema,
  },
  'POST /v1/cycle/:cycleid/end-date': {
    summary: 'Set or clear (null) the last day of a cycle; some days before it (CYCLE_END_REMINDER_DAYS) everyone in scope is mailed a reminder, once per cycle and date',
    privileges: [PRIV.cycle],
    requestSchema: cycleEndSchema,
    failures: { 409: 'recordChanged (Someone else changed this after you opened it. Load their version, or save yours over it: details name who and when)' },
  },
  'POST /v1/cycle/:cycleid/initiate': {
    failures: { 409: "formsProgressed; the cycle's state does not allow the step (errorCode names the refusal, e.g. wrongState)" },
    summary: 'Initiate the accreditation forms of every active school',
    privileges: [PRIV.cycle],
  },
  'POST /v1/cycle/:cycleid/initiate/audit': {
    failures: { 409: "formsProgressed; the cycle's state does not allow the step (errorCode names the refusal, e.g. wrongState)" },
    summary: 'Initiate the external evaluation',
    privileges: [PRIV.cycle],
  },
  'POST /v1/cycle/:cycleid/initiate/schools': {
    failures: {
      409: "noSchoolWithoutForm (Every active school already has a form in this cycle); schoolsHaveForm (Some of the chosen schools already have a form in this cycle, so no form was initiated. Reload the list and try again); the cycle's state does not allow the step (errorCode names the refusal, e.g. wrongState)",
      422: 'initiateConsentRequired (Please accept the declaration before initiating the forms); schoolsNotEligible (Some of the chosen schools are unknown or inactive, so no form was initiated)',
    },
    summary: 'Initiate a running cycle for schools that have no form in it yet (added since): the ones chosen, or all',
    description:
      'Body: schoolCodes (the chosen schools) or all: true (every active school without a form), and consent: true (the declaration; 422 initiateConsentRequired without it). All or nothing: an unknown or inactive school refuses the call (422 schoolsNotEligible), so does one that already has a form (409 schoolsHaveForm), each listed in details; 409 noSchoolWithoutForm when none is left. Refused before the first initiation (409 notInitiated) and once the cycle is closed (409 closed). The cycle keeps its status; a cycle history row (cycle.initiateSchools) records who did it. The value says how many forms were created (initiated) and the message says it in words.',
    privileges: [PRIV.cycle],
    requestSchema: initiateSchoolsSchema,
    value: {
      type: 'object',
      required: ['cycleid', 'name', 'status', 'statusLabel', 'initiated'],
      properties: {
        cycleid: { type: 'integer' },
        name: { type: 'string' },
        status: { type: 'string' },
        statusLabel: { type: 'string' },
        initiated: { type: 'integer', description: 'Forms created.' },
      },
    },
    example: { schoolCodes: ['99999999999'], consent: true },
  },
  'POST /v1/cycle/:cycleid/schools/without-form': {
    summary: 'Active schools in scope that have no form in the cycle (paged, by name; search from 3 characters)',
    description: `${keysetPaging} Past 1,000 schools the total is an estimate (totalIsEstimate).`,
    privileges: [PRIV.cycle],
    requestSchema: schoolsWithoutFormSchema,
    example: {},
  },
  'POST /v1/cycle/:cycleid/close': {
    failures: { 409: "formsProgressed; the cycle's state does not allow the step (errorCode names the refusal, e.g. wrongState)" },
    summary: 'Close a cycle',
    privileges: [PRIV.cycle],
  },
  'POST /v1/cycle/:cycleid/delete': {
    failures: { 409: "formsProgressed; the cycle's state does not allow the step (errorCode names the refusal, e.g. wrongState)" },
    summary: 'Delete a cycle',
    privileges: [PRIV.cycle],
  },
  'GET /v1/cycle/versions': { summary: 'Published versions of the question catalogue a new cycle may use, newest first', privileges: [PRIV.cycle] },
  'GET /v1/cycle/:cycleid/download': {
    summary: "Download the cycle's data (csv or xlsx): one row per form in scope, with the domain scores of approved forms",
    privileges: [PRIV.cycle],
    query: downloadQuerySchema,
    produces: 'binary',
    contentTypes: ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  },

  // Exports for analysts (docs/export.md)
  'GET /v1/export/forms': {
    failures: { 404: 'noRecords (No records found)' },
    summary: "Export a cycle's forms for analysis (csv or xlsx): one row per school with every answer as codes, evidence counts and scores, labels in the chosen language",
    description:
      'Headers and values are codes that never change with the language (question ids, option codes, status codes, district and block ids). CSV: row 1 the codes, row 2 their labels. XLSX: sheet "data", and sheet "labels" (column, code, label, label_en, label_hi). X-Total-Count gives the number of forms that follow. A DQA gets their district only (another district: 403).',
    privileges: EXPORT_PRIVILEGES,
    query: exportQuerySchema,
    produces: 'binary',
    contentTypes: ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  },

  // Complaints
  'POST /v1/complaint/create': {
    failures: { 404: 'noRecords (No records found)' },
    summary: 'Raise a complaint',
    privileges: [PRIV.complaints],
    requestSchema: createComplaintSchema,
    successStatus: 201,
  },
  'POST /v1/complaint/list': { summary: 'Complaints in scope (paged)', description: keysetPaging, privileges: [PRIV.complaints], requestSchema: listComplaintsSchema },
  'POST /v1/complaint/status': {
    failures: {
      404: 'noRecords (No records found)',
      409: "recordChanged (Someone else changed this after you opened it. Load their version, or save yours over it: details name who and when); wrongState (This action is not allowed in the form's current status); the complaint's state does not allow the change (errorCode names the refusal)",
    },
    summary: "Change a complaint's status with a comment",
    privileges: [PRIV.complaints],
    requestSchema: complaintStatusSchema,
  },
  'POST /v1/complaint/:complaintid/comment/list': { summary: 'Comments on a complaint', privileges: [PRIV.complaints] },
  'POST /v1/complaint/comment': {
    failures: { 404: 'noRecords (No records found)', 409: 'complaintClosed (This complaint is closed)' },
    summary: 'Comment on a complaint',
    privileges: [PRIV.complaints],
    requestSchema: complaintCommentSchema,
    successStatus: 201,
  },
  'GET /v1/complaint/:complaintid': { summary: 'One complaint, as the list shows it', privileges: [PRIV.complaints] },
  'GET /v1/complaint/:complaintid/document/list': { summary: 'Documents of a complaint', privileges: [PRIV.complaints] },
  'POST /v1/complaint/document/upload': {
    failures: {
      404: 'noRecords (No records found)',
      409: 'complaintClosed (This complaint is closed)',
      413: 'fileTooLarge (The file is larger than 10 MB); invalidRequest (The request is not valid); tooManyFilesInUpload (At most 10 files can be uploaded at a time)',
      415: 'fileTypeNotAllowed (Only PDF, JPEG, PNG, WebP, DOCX and XLSX files can be uploaded)',
      429: 'uploadQuotaReached (You have uploaded 500 MB in the last hour. Please try again later)',
    },
    summary: 'Upload documents to a complaint (multipart)',
    privileges: [PRIV.complaints],
    multipart: complaintUploadFieldsSchema,
    successStatus: 201,
  },
  'GET /v1/complaint/:complaintid/document/:documentid': {
    summary: 'Download a complaint document',
    privileges: [PRIV.complaints],
    produces: 'binary',
    contentTypes: evidenceTypes,
  },

  // Reports
  'POST /v1/report/overall': {
    failures: { 404: 'noRecords (No records found)' },
    summary: 'Report cards in scope (paged), filtered by cycle, district, block and grade',
    privileges: report,
    requestSchema: overallReportsSchema,
    value: ref('ReportCardPage'),
    example: {},
  },
  'GET /v1/report/:accrid/score': {
    failures: { 409: 'reportNotReady (The report card has not been generated yet)' },
    summary: 'Score, grade and domain scores of an approved form',
    privileges: report,
    value: ref('ReportScore'),
  },
  'GET /v1/report/:accrid/pdf': {
    failures: { 409: 'reportNotReady (The report card has not been generated yet)' },
    summary: 'The report card as an A4 PDF (Hindi or English, embedded Devanagari font) with a QR code that verifies its report code',
    privileges: report,
    query: reportPdfQuerySchema,
    produces: 'binary',
    contentTypes: ['application/pdf'],
  },
  'POST /v1/verify/report': {
    failures: { 404: 'reportNotFound (No report card has this code. Check the code and the address)' },
    summary: "Check a report card's code and key (printed under its QR code): the school, cycle, grade and date the department issued, or 404",
    tag: 'report',
    public: true,
    privileges: [],
    requestSchema: verifyReportSchema,
  },
  'GET /v1/report/:accrid/domain/score': {
    failures: { 409: 'reportNotReady (The report card has not been generated yet)' },
    summary: 'Domain scores of an approved form',
    privileges: report,
    value: listOf('ReportDomainScore', 'One row per domain'),
  },
  'GET /v1/report/:schoolAccrId/chart': {
    failures: { 409: 'reportNotReady (The report card has not been generated yet)' },
    summary: 'Report card chart: domain scores, self against external',
    privileges: report,
    value: listOf('DomainSeriesRow', 'One row per domain and series (self, and external when an external evaluation was entered)'),
  },

  // Dashboards: filter lookups
  'GET /v1/dashboard/accryear': { summary: 'Accreditation years (cycles) to filter by', privileges: dash, value: listOf('AccrYear', 'Newest first') },
  'GET /v1/dashboard/districts/user': { summary: 'Districts the caller may filter by', privileges: dash, value: listOf('LookupItem', 'Sorted by name') },
  'GET /v1/dashboard/blocks': {
    failures: { 404: 'noRecords (No records found)' },
    summary: 'Blocks of a district',
    privileges: dash,
    query: blocksQuerySchema,
    value: listOf('LookupItem', 'Sorted by name'),
  },
  'GET /v1/dashboard/status': { summary: 'The ten form statuses with their labels', privileges: dash, value: listOf('FormStatusItem', 'Codes 1 to 10') },
  'GET /v1/dashboard/freshness': {
    summary: 'How far behind the charts may be',
    description:
      'The charts read kept counts, recounted for the districts where forms, schools or school information changed: before a chart answers when few districts wait, otherwise within seconds. pendingSince is the oldest change not counted yet (null: the charts count every change).',
    privileges: dash,
    value: ref('DashboardFreshness'),
  },

  // Dashboards: charts. Every one takes the same filters and is scoped to the caller.
  'POST /v1/dashboard/classification/school': chart(
    'Schools by management type',
    listOf('ChartCategoryRow', 'key: stateGovernment, centralGovernment, nonGovernmentAided, nonGovernmentUnaided'),
  ),
  'POST /v1/dashboard/classification/area': chart(
    'State government schools by category and by area',
    listOf('ChartCategoryRow', 'group gender (coEducation, girls, boys) and group location (urban, rural, notApplicable)'),
  ),
  'POST /v1/dashboard/classwise/enrollment': chart(
    'Students enrolled per class (11 and 12 by stream)',
    listOf('EnrolmentRow', 'Classes in order; empty when no school in scope saved its information'),
  ),
  'POST /v1/dashboard/chart/statuswise': chart('Forms per status', listOf('ChartCategoryRow', 'key: the status code; statuses without forms are left out')),
  'POST /v1/dashboard/chart/statescore': chart(
    'State-level scores: overall and per domain',
    listOf('ScoreRow', 'The overall row first, then D1..D7'),
    'Approved forms (status 9) only. The overall score is averaged in the database; domain scores are not stored, so each form is scored by the engine (cached per form).',
  ),
  'POST /v1/dashboard/progress/district/domain': chart(
    'District comparison of domain scores',
    listOf('ScoreRow', 'One row per district in scope and domain: districtId, districtLabel, districtText, key (D1..D7), label, text, value, forms'),
    'Approved forms (status 9) only; domain scores from the engine, cached per form.',
  ),
  'POST /v1/dashboard/progress/district/status': chart('Forms per district and status', listOf('DistrictStatusRow', 'Pairs without forms are left out')),
  'POST /v1/dashboard/progress/district/heat': chart(
    'District × status matrix for the heat chart',
    listOf('DistrictStatusRow', 'Every district in scope × statuses 1..10, zeros included, with percent'),
  ),
  'POST /v1/dashboard/progress/district/complaint': chart(
    'Complaints per district and complaint status',
    listOf('DistrictStatusRow', 'status: a complaint status code'),
    'Complaints belong to no cycle and have no form status: only the district and block filters apply.',
  ),
  'POST /v1/dashboard/analysis/domain/schoolowner': chart('Domain scores by school owner (management type)', listOf('DomainSeriesRow', 'series: the management type')),
  'POST /v1/dashboard/analysis/domain/privategovt': chart('Domain scores of government against private schools', listOf('DomainSeriesRow', 'series: government or private')),
  'POST /v1/dashboard/analysis/district/selfvsexternal': chart(
    'Per district, average self score against external score',
    listOf('DistrictSeriesRow', 'series: self, and external where forms have an external score'),
  ),
  'POST /v1/dashboard/analysis/domain/selfvsexternal': chart(
    'Per domain, average self score against external score, and the gap',
    listOf('SelfVsExternalRow', 'D1..D7; empty while no approved form in scope has an external evaluation'),
    'Approved forms (status 9) with an external evaluation (the answers recorded during the audit) only: both means are over the same forms, gap = external - self.',
  ),
  'POST /v1/dashboard/schools': {
    failures: { 404: 'noRecords (No records found)' },
    summary: 'The schools behind a chart bar or cell (drill-down)',
    description:
      "The chart filters, narrowed by the clicked category (status, district, cycle, domain, management, sector, evaluation; with basis schools: management, school category, area, enrolment class), same scope as the charts: the total equals the bar's count. basis schools lists schools of the school master, each with its form in the cycle if it has one. Sorted by school name.",
    tag: 'dashboard',
    privileges: dash,
    requestSchema: drillDownSchema,
    value: ref('DrillDownPage'),
    example: { status: 9, domainId: 'D1', page: 1, pageSize: 25 },
  },
  'POST /v1/dashboard/cycle/data': chart('Cycle-wise state performance: forms, approved forms, average score', listOf('CycleDataRow', 'Oldest cycle first')),
  ...testSchoolDocs,
};
