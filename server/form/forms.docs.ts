import { PRIV, FORM_READERS } from '../auth/privileges';
import { accridSchema, answersSchema, formJsonSchema, searchSchema, statusChangeSchema } from './forms.routes';
import { ref } from '../openapi/value-schemas';
import { type RouteDoc } from '../openapi/route-doc';

/** The API document's entries for the routes of forms.routes.ts, keyed by `METHOD /path` as the app mounts them. */
export const formsDocs: Record<string, RouteDoc> = {
  // Forms
  'POST /v1/form/search': { summary: 'Search the forms in scope (paged)', privileges: FORM_READERS, requestSchema: searchSchema },
  'GET /v1/form/reject/reason/list': { summary: 'Reasons a reviewer may give for a reject', privileges: FORM_READERS },
  'GET /v1/form/:accrid/domain': { summary: 'Domains of a form with answered and total counts', privileges: FORM_READERS },
  'POST /v1/form/json': {
    failures: { 404: 'noRecords (No records found)', 422: 'updateSchoolInfoFirst (Please Update School Information First)' },
    summary: 'JSON Schema, UI schema and saved answers of one domain',
    privileges: [PRIV.domainForm],
    requestSchema: formJsonSchema,
  },
  'POST /v1/form/open': {
    failures: { 404: 'noRecords (No records found)', 422: 'updateSchoolInfoFirst (Please Update School Information First)' },
    summary:
      "Everything the domain form draws when it opens, in one call: the domain (as POST /v1/form/json), the domains with their counts, the status, the question comments and the domain's evidence lists (null where the caller lacks that call's privilege)",
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
    privileges: FORM_READERS,
    requestSchema: accridSchema,
  },
  'GET /v1/form/:accrid/review-summary': {
    summary:
      'For reviewers beside the answers: the school information the form was filled against, and the score as the answers stand with critical questions, Not Applicable answers and improvement priorities',
    privileges: FORM_READERS,
    value: ref('ReviewSummary'),
  },
  'GET /v1/form/:accrid/status': { summary: 'Status of a form and its next available statuses', privileges: FORM_READERS },
  'GET /v1/form/:accrid/status/history': { summary: 'Status history of a form', privileges: FORM_READERS },
  'POST /v1/form/history': {
    failures: { 404: 'noRecords (No records found)' },
    summary: 'Status history of a form (form id in the body)',
    privileges: FORM_READERS,
    requestSchema: accridSchema,
  },
  'POST /v1/form/status/change': {
    failures: {
      404: 'noRecords (No records found)',
      409: "formClosed (This cycle is closed; its forms can no longer be changed); statusNotAllowed (This status cannot be selected for the form now); wrongState (This action is not allowed in the form's current status)",
      422: 'attachmentMandatory (Attachment is mandatory); consentRequired (Please accept the declaration before submitting); incomplete (Please answer all required questions before submitting); naReasonRequired (Please give a reason for each "Not Applicable" answer); updateSchoolInfoFirst (Please Update School Information First)',
    },
    summary: 'Generic status change: a next status with a comment',
    privileges: FORM_READERS,
    requestSchema: statusChangeSchema,
  },
};
