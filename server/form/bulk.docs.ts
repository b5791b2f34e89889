import { PRIV } from '../auth/privileges';
import { districtBulkSchema } from './bulk.routes';
import { type RouteDoc } from '../openapi/route-doc';

/** The API document's entries for the routes of bulk.routes.ts, keyed by `METHOD /path` as the app mounts them. */
export const bulkDocs: Record<string, RouteDoc> = {
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
};
