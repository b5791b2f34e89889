import { PRIV } from '../auth/privileges';
import { schoolListSchema, schoolManageSchema } from './schools-master.routes';
import { keysetPaging, type RouteDoc } from '../openapi/route-doc';

/** The API document's entries for the routes of schools-master.routes.ts, keyed by `METHOD /path` as the app mounts them. */
export const schoolsMasterDocs: Record<string, RouteDoc> = {
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
};
