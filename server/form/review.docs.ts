import { PRIV } from '../auth/privileges';
import { questionCommentListSchema, questionCommentSchema, questionStatusSchema, selfInitSchema } from './review.routes';
import { type RouteDoc } from '../openapi/route-doc';

/** The API document's entries for the routes of review.routes.ts, keyed by `METHOD /path` as the app mounts them. */
export const reviewDocs: Record<string, RouteDoc> = {
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
};
