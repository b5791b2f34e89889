/** JSON Schemas of the dashboards' success values, for the OpenAPI document (value-schemas.ts gathers them). */
import { labelled, nullableNumber, type Schema } from './schema-parts';

export const ChartCategoryRow: Schema = {
  type: 'object',
  description: "One bar or slice: a category, its label in both languages and in the caller's, and its value.",
  required: ['key', 'label', 'text', 'value'],
  properties: {
    group: { type: 'string', description: 'Which chart of a combined answer the row belongs to (e.g. gender, location).' },
    key: { type: ['string', 'integer'] },
    label: { $ref: '#/components/schemas/BilingualText' },
    text: { type: 'string' },
    value: { type: 'number' },
  },
};

export const EnrolmentRow: Schema = {
  type: 'object',
  required: ['key', 'classNo', 'stream', 'label', 'text', 'value', 'schools'],
  properties: {
    key: { type: 'string', examples: ['class1', 'class11Science'] },
    classNo: { type: 'integer', minimum: 1, maximum: 12 },
    stream: { type: ['string', 'null'], enum: ['Science', 'Arts', 'Commerce', null] },
    label: { $ref: '#/components/schemas/BilingualText' },
    text: { type: 'string' },
    value: { type: 'number', description: 'Students enrolled, summed over the schools in scope.' },
    schools: { type: 'integer', description: 'Schools whose school information gave this class.' },
  },
};

export const ScoreRow: Schema = {
  type: 'object',
  required: ['group', 'key', 'label', 'text', 'value', 'forms'],
  properties: {
    group: { enum: ['overall', 'domain'] },
    key: { type: 'string', examples: ['overall', 'D1'] },
    label: { $ref: '#/components/schemas/BilingualText' },
    text: { type: 'string' },
    value: nullableNumber,
    forms: { type: 'integer', description: 'Approved forms averaged.' },
    districtId: { type: 'integer', description: 'District comparison only: the district of the row.' },
    ...labelled('district'),
  },
};

export const DomainSeriesRow: Schema = {
  type: 'object',
  description: 'Long format for a grouped bar chart: one row per domain and series.',
  required: ['key', 'label', 'text', 'series', 'seriesLabel', 'seriesText', 'value'],
  properties: {
    key: { type: 'string', description: 'Domain id', examples: ['D1'] },
    label: { $ref: '#/components/schemas/BilingualText' },
    text: { type: 'string' },
    series: { type: 'string', description: 'self | external, a management type, or government | private' },
    ...labelled('series'),
    value: nullableNumber,
    forms: { type: 'integer' },
  },
};

export const SelfVsExternalRow: Schema = {
  type: 'object',
  description: 'One domain: self and external means over the same approved forms (those with an external evaluation), and external minus self.',
  required: ['key', 'label', 'text', 'self', 'external', 'gap', 'forms'],
  properties: {
    key: { type: 'string', description: 'Domain id', examples: ['D1'] },
    label: { $ref: '#/components/schemas/BilingualText' },
    text: { type: 'string' },
    self: { type: 'number' },
    external: { type: 'number' },
    gap: { type: 'number', description: 'external - self; negative when the school rated itself higher than the evaluator.' },
    forms: { type: 'integer', description: 'Forms with both scores in this domain.' },
  },
};

export const DrillDownItem: Schema = {
  type: 'object',
  required: [
    'accrid',
    'cycleId',
    'schoolCode',
    'udise',
    'schoolName',
    'districtId',
    'districtLabel',
    'blockLabel',
    'status',
    'statusLabel',
    'statusText',
    'score',
    'externalScore',
    'grade',
  ],
  description: 'Form fields (accrid, cycleId, status and its label) are null for a school without a form, listed by a school chart (basis schools).',
  properties: {
    accrid: { type: ['integer', 'null'] },
    cycleId: { type: ['integer', 'null'] },
    schoolCode: { type: 'string' },
    udise: { type: 'string' },
    schoolName: { type: 'string' },
    districtId: { type: 'integer' },
    districtLabel: { $ref: '#/components/schemas/BilingualText' },
    blockLabel: { $ref: '#/components/schemas/BilingualText' },
    status: { type: ['integer', 'null'] },
    statusLabel: { oneOf: [{ $ref: '#/components/schemas/BilingualText' }, { type: 'null' }] },
    statusText: { type: ['string', 'null'], description: "The status label in the caller's language (Accept-Language)." },
    score: { ...nullableNumber, description: "Self score (the asked domain's, else overall); null before approval." },
    externalScore: nullableNumber,
    grade: { type: ['string', 'null'] },
  },
};

export const DrillDownPage: Schema = {
  type: 'object',
  required: ['items', 'total', 'page', 'pageSize', 'nextCursor', 'prevCursor'],
  properties: {
    items: { type: 'array', items: { $ref: '#/components/schemas/DrillDownItem' } },
    total: { type: 'integer' },
    page: { type: 'integer' },
    pageSize: { type: 'integer' },
    nextCursor: { type: ['string', 'null'], description: 'Send as after for the next page; null on the last page.' },
    prevCursor: { type: ['string', 'null'], description: 'Send as before for the previous page; null on the first page.' },
    domainLabel: { $ref: '#/components/schemas/BilingualText', description: 'The name of the domain asked for, when one was.' },
  },
};

export const DistrictStatusRow: Schema = {
  type: 'object',
  required: ['districtId', 'districtLabel', 'districtText', 'status', 'statusLabel', 'statusText', 'count'],
  properties: {
    districtId: { type: ['integer', 'null'] },
    ...labelled('district'),
    status: { type: ['integer', 'string'], description: 'Form status 1..10, or a complaint status code for the complaint chart.' },
    ...labelled('status'),
    count: { type: 'integer' },
    percent: { type: 'number', description: "Heat chart only: the share of the district's forms, 0..100." },
  },
};

export const DistrictSeriesRow: Schema = {
  type: 'object',
  required: ['districtId', 'districtLabel', 'districtText', 'series', 'seriesLabel', 'seriesText', 'value', 'forms'],
  properties: {
    districtId: { type: 'integer' },
    ...labelled('district'),
    series: { enum: ['self', 'external'] },
    ...labelled('series'),
    value: nullableNumber,
    forms: { type: 'integer' },
  },
};

export const CycleDataRow: Schema = {
  type: 'object',
  required: ['cycleId', 'name', 'status', 'forms', 'approved', 'averageScore'],
  properties: {
    cycleId: { type: 'integer' },
    name: { type: 'string' },
    status: { type: 'string' },
    forms: { type: 'integer' },
    approved: { type: 'integer' },
    averageScore: nullableNumber,
  },
};

export const LookupItem: Schema = {
  type: 'object',
  required: ['id', 'label', 'text'],
  properties: { id: { type: 'integer' }, districtId: { type: 'integer' }, label: { $ref: '#/components/schemas/BilingualText' }, text: { type: 'string' } },
};

export const AccrYear: Schema = {
  type: 'object',
  required: ['id', 'name', 'status'],
  properties: { id: { type: 'integer', description: 'Cycle id: the accrYear filter' }, name: { type: 'string' }, status: { type: 'string' }, ...labelled('status') },
};

export const DashboardFreshness: Schema = {
  type: 'object',
  required: ['pendingSince', 'behindSeconds'],
  properties: {
    pendingSince: { type: ['string', 'null'], format: 'date-time', description: 'When the oldest change the charts do not count yet was made; null when they count every change.' },
    behindSeconds: { type: ['integer', 'null'], minimum: 0, description: 'Seconds since then, by the database clock; null with pendingSince.' },
  },
};

/** In the order the OpenAPI document lists them. */
export const dashboardValueSchemas = {
  ChartCategoryRow,
  EnrolmentRow,
  ScoreRow,
  DomainSeriesRow,
  SelfVsExternalRow,
  DrillDownItem,
  DrillDownPage,
  DistrictStatusRow,
  DistrictSeriesRow,
  CycleDataRow,
  LookupItem,
  AccrYear,
  DashboardFreshness,
};
