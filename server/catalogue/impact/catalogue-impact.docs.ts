import { IMPACT_PRIVILEGES, impactQuerySchema, impactRequestSchema, impactVersionParamSchema } from './catalogue-impact.routes';
import type { RouteDoc } from '../../openapi/route-doc';

/** An object whose every property is there (the answers always carry them all). */
const obj = (properties: Record<string, unknown>, optional: string[] = []) => ({
  type: 'object',
  additionalProperties: false,
  required: Object.keys(properties).filter((k) => !optional.includes(k)),
  properties,
});
const text = obj({ en: { type: 'string' }, hi: { type: 'string' } });
const nullableNumber = { type: ['number', 'null'] };
const moves = { up: { type: 'integer' }, down: { type: 'integer' }, same: { type: 'integer' } };

/** The figures of a finished report (server/catalogue/impact/catalogue-impact-tally.ts ImpactResult). */
const result = obj({
  cycleId: { type: 'integer' },
  cycleName: { type: 'string' },
  fromVersions: { type: 'array', items: { type: 'string' } },
  forms: { type: 'integer', description: 'Approved forms of the cycle looked at' },
  scored: { type: 'integer', description: 'Of them, re-scored under the draft' },
  totals: obj(moves),
  byDistrict: { type: 'array', items: obj({ districtId: { type: 'integer' }, name: text, ...moves }) },
  byManagement: { type: 'array', items: obj({ management: { type: 'string' }, ...moves }) },
  movers: {
    type: 'array',
    description: 'The 20 schools whose overall score changes most, either way',
    items: obj({
      accrid: { type: 'integer' },
      schoolCode: { type: 'string' },
      schoolName: { type: 'string' },
      district: text,
      management: { type: 'string' },
      oldScore: nullableNumber,
      newScore: { type: 'number' },
      oldGrade: { type: 'string' },
      newGrade: { type: 'string' },
      change: { type: 'number' },
    }),
  },
  domains: {
    type: 'array',
    items: obj({
      domainId: { type: 'string' },
      name: text,
      pointsBefore: nullableNumber,
      pointsAfter: nullableNumber,
      meanBefore: nullableNumber,
      meanAfter: nullableNumber,
    }),
  },
  unscored: {
    type: 'array',
    items: obj(
      {
        accrid: { type: 'integer' },
        schoolCode: { type: 'string' },
        schoolName: { type: 'string' },
        reason: { enum: ['versionUnknown', 'noGradeBefore', 'nothingScored', 'error'] },
        detail: { type: 'string' },
      },
      ['detail'],
    ),
  },
});

const report = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'version', 'revision', 'cycleId', 'status', 'done', 'total', 'result', 'error', 'requestedBy', 'requestedAt', 'startedAt', 'finishedAt', 'outOfDate'],
  properties: {
    id: { type: 'integer' },
    version: { type: 'string' },
    revision: { type: 'integer', description: "The draft's newest change when the report was asked for" },
    cycleId: { type: 'integer' },
    status: { enum: ['queued', 'running', 'done', 'failed'] },
    done: { type: 'integer', description: 'Forms re-scored so far (the progress bar)' },
    total: { type: 'integer' },
    result: { oneOf: [result, { type: 'null' }] },
    error: { type: ['string', 'null'] },
    requestedBy: { type: ['string', 'null'] },
    requestedAt: { type: 'string', format: 'date-time' },
    startedAt: { type: ['string', 'null'] },
    finishedAt: { type: ['string', 'null'] },
    outOfDate: { type: 'boolean', description: 'The draft was edited after this report was asked for' },
  },
};

/** The impact routes' entries of the API document (server/catalogue/impact/catalogue-impact.routes.ts). */
export const catalogueImpactDocs: Record<string, RouteDoc> = {
  'POST /v1/catalogue/drafts/:version/impact': {
    params: { version: impactVersionParamSchema },
    summary: "Work out a draft's impact on a cycle's approved forms, in the background: 202 with the queued report, or 200 with the one already asked for this draft revision",
    description:
      'Every approved form of the cycle has its self and external answers carried to the draft (kept where the question is kept) and is scored as the report card scores. One report per draft revision and cycle: asking again for an unchanged draft answers the same report; a failed one is queued again. Progress and figures: GET on the same path.',
    privileges: IMPACT_PRIVILEGES,
    requestSchema: impactRequestSchema,
    successStatus: [200, 202],
    failures: { 409: 'catalogueVersionPublished (This version is published and can no longer be changed. Start a draft from it)' },
    value: report,
    example: {},
  },
  'GET /v1/catalogue/drafts/:version/impact': {
    params: { version: impactVersionParamSchema },
    summary:
      'The newest impact report of a draft for a cycle (default: the newest cycle with approved forms): progress while it runs, the figures once done, and whether the draft changed since',
    privileges: IMPACT_PRIVILEGES,
    query: impactQuerySchema,
    value: {
      type: 'object',
      additionalProperties: false,
      required: ['version', 'versionStatus', 'revision', 'cycleId', 'cycles', 'report'],
      properties: {
        version: { type: 'string' },
        versionStatus: { enum: ['draft', 'published'] },
        revision: { type: 'integer' },
        cycleId: { type: ['integer', 'null'] },
        cycles: {
          type: 'array',
          items: {
            type: 'object',
            additionalProperties: false,
            required: ['id', 'name', 'catalogueVersion', 'approved'],
            properties: { id: { type: 'integer' }, name: { type: 'string' }, catalogueVersion: { type: 'string' }, approved: { type: 'integer' } },
          },
        },
        report: { oneOf: [report, { type: 'null' }] },
      },
    },
  },
};
