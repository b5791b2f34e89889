import { PRIV } from '../auth/privileges';
import { deleteDocumentSchema, formDocumentsQuerySchema, uploadFieldsSchema } from './documents.routes';
import { evidenceTypes, type RouteDoc } from '../openapi/route-doc';

/** The API document's entries for the routes of documents.routes.ts, keyed by `METHOD /path` as the app mounts them. */
export const documentsDocs: Record<string, RouteDoc> = {
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
};
