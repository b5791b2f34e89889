import { PRIV } from '../auth/privileges';
import { rejectSchema, submitSchema } from './workflow.routes';
import { type RouteDoc } from '../openapi/route-doc';

/** The API document's entries for the routes of workflow.routes.ts, keyed by `METHOD /path` as the app mounts them. */
export const workflowDocs: Record<string, RouteDoc> = {
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
};
