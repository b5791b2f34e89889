import { PRIV } from '../auth/privileges';
import { createCycleSchema, cycleEndSchema, downloadQuerySchema, initiateSchoolsSchema, listCyclesSchema, schoolsWithoutFormSchema } from './cycles.routes';
import { keysetPaging, type RouteDoc } from '../openapi/route-doc';

/** The API document's entries for the routes of cycles.routes.ts, keyed by `METHOD /path` as the app mounts them. */
export const cyclesDocs: Record<string, RouteDoc> = {
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
};
