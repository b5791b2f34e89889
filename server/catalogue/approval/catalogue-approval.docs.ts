import { CATALOGUE_REVIEWERS, PRIV } from '../../auth/privileges';
import { returnDraftSchema, sendForApprovalSchema } from './catalogue-approval-schemas';
import { type RouteDoc } from '../../openapi/route-doc';
import { catalogueParams } from '../drafts/catalogue.docs';


/** The API document's entries for the routes of catalogue-approval.routes.ts, keyed by `METHOD /path` as the app mounts them. */
export const catalogueApprovalDocs: Record<string, RouteDoc> = {
  'GET /v1/catalogue/versions/:version/approval': {
    params: catalogueParams,
    summary:
      "Where a draft's approval stands: editing, awaitingApproval, returned or published; reason, office order, who wrote, sent, sent back and approved it, when; whether the caller wrote it and may approve it",
    privileges: CATALOGUE_REVIEWERS,
  },
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
};
