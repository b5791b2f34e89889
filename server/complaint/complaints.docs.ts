import { PRIV } from '../auth/privileges';
import { complaintCommentSchema, complaintStatusSchema, complaintUploadFieldsSchema, createComplaintSchema, listComplaintsSchema } from './complaints.routes';
import { evidenceTypes, keysetPaging, type RouteDoc } from '../openapi/route-doc';

/** The API document's entries for the routes of complaints.routes.ts, keyed by `METHOD /path` as the app mounts them. */
export const complaintsDocs: Record<string, RouteDoc> = {
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
};
