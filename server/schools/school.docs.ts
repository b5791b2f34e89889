import { PRIV } from '../auth/privileges';
import { schoolDetailsSchema, schoolUpdateSchema } from './school.routes';
import { type RouteDoc } from '../openapi/route-doc';

/** The API document's entries for the routes of school.routes.ts, keyed by `METHOD /path` as the app mounts them. */
export const schoolDocs: Record<string, RouteDoc> = {
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
};
