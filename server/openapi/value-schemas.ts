/**
 * JSON Schemas of the success values this feature area designs (dashboards,
 * reports), for the OpenAPI document. Request schemas are not here: they are
 * the routes' own `requestSchema(...)` exports.
 */
type Schema = Record<string, unknown>;

const text: Schema = { type: 'object', required: ['en', 'hi'], properties: { en: { type: 'string' }, hi: { type: 'string' } }, description: 'A label in English and Hindi.' };
const labelled = (name: string): Record<string, Schema> => ({
  [`${name}Label`]: { $ref: '#/components/schemas/BilingualText' },
  [`${name}Text`]: { type: 'string', description: `The ${name} label in the caller's language (Accept-Language).` },
});
const nullableNumber: Schema = { type: ['number', 'null'] };
const arrayOf = (items: Schema, description: string): Schema => ({ type: 'array', items, description });

export const BilingualText = text;

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

export const FormStatusItem: Schema = {
  type: 'object',
  required: ['code', 'label', 'text'],
  properties: { code: { type: 'integer', minimum: 1, maximum: 10 }, label: { $ref: '#/components/schemas/BilingualText' }, text: { type: 'string' } },
};

export const ReportScore: Schema = {
  type: 'object',
  required: ['accrid', 'score', 'grade', 'domains'],
  properties: {
    accrid: { type: 'integer' },
    schoolCode: { type: 'string' },
    schoolName: { type: 'string' },
    udise: { type: 'string' },
    district: { type: 'string', description: "The school's district, in the caller's language" },
    block: { type: 'string', description: "The school's block, in the caller's language" },
    approvedBy: {
      description: "Who approved the report card (the last move to status 9): a person and a role in the caller's language; null when no approval is recorded",
      oneOf: [{ type: 'object', required: ['name', 'role'], properties: { name: { type: 'string' }, role: { type: 'string' } } }, { type: 'null' }],
    },
    cycleName: { type: 'string' },
    reportCode: { type: ['string', 'null'] },
    accreditedAt: { type: ['string', 'null'], format: 'date-time' },
    score: nullableNumber,
    grade: { type: ['string', 'null'] },
    gradeLabel: { oneOf: [{ $ref: '#/components/schemas/BilingualText' }, { type: 'null' }] },
    gradeText: { type: ['string', 'null'] },
    externalScore: nullableNumber,
    domains: { type: 'array', items: { $ref: '#/components/schemas/ReportDomainScore' } },
    catalogueVersion: { type: 'string' },
    gradeScale: {
      type: 'array',
      items: { type: 'object', required: ['grade', 'min', 'label'], properties: { grade: { type: 'string' }, min: { type: 'number' }, label: { type: 'string' } } },
    },
    method: { type: ['string', 'null'], description: "How the score is made, in plain words (the catalogue version's grading description)" },
    uncappedGrade: { type: ['string', 'null'], description: 'The grade the score alone gives, when a failed critical question lowered it' },
    critical: {
      type: 'array',
      items: {
        type: 'object',
        required: ['questionid', 'label', 'percent', 'passed', 'maxGrade'],
        properties: { questionid: { type: 'string' }, label: { type: 'string' }, percent: nullableNumber, passed: { type: 'boolean' }, maxGrade: { type: 'string' } },
      },
    },
    notApplicable: {
      type: 'array',
      items: {
        type: 'object',
        required: ['questionid', 'label', 'computed'],
        properties: {
          questionid: { type: 'string' },
          label: { type: 'string' },
          computed: { type: 'boolean', description: 'Made Not Applicable by a zero base, not by the school' },
          reason: { type: ['string', 'null'], description: "The school's reason, where the catalogue version asks for one (null: none given)" },
        },
      },
    },
    priorities: {
      type: 'array',
      description: 'Improvement priorities: the weakest subdomains below the top band',
      items: {
        type: 'object',
        required: ['domainId', 'subdomainId', 'name', 'score', 'nextGrade', 'advice', 'questions'],
        properties: {
          domainId: { type: 'string' },
          subdomainId: { type: 'string' },
          name: { type: 'string' },
          score: { type: 'number' },
          nextGrade: { type: ['string', 'null'] },
          advice: { type: 'string' },
          questions: {
            type: 'array',
            items: {
              type: 'object',
              required: ['questionid', 'label', 'percent'],
              properties: { questionid: { type: 'string' }, label: { type: 'string' }, percent: { type: 'number' } },
            },
          },
        },
      },
    },
  },
};

const explained = ReportScore.properties as Record<string, Schema>;
export const ReviewSummary: Schema = {
  type: 'object',
  required: ['schoolInfo', 'totals', 'score'],
  properties: {
    schoolInfo: {
      description: "The school information the form is filled against, in groups, labelled in the caller's language; null before the head saved it",
      oneOf: [
        {
          type: 'object',
          required: ['updatedAt', 'groups'],
          properties: {
            updatedAt: { type: 'string', format: 'date-time' },
            groups: {
              type: 'array',
              items: {
                type: 'object',
                required: ['id', 'title', 'fields'],
                properties: {
                  id: { type: 'string' },
                  title: { type: 'string' },
                  fields: {
                    type: 'array',
                    items: {
                      type: 'object',
                      required: ['key', 'label', 'value'],
                      properties: { key: { type: 'string' }, label: { type: 'string' }, value: { type: ['number', 'null'] } },
                    },
                  },
                },
              },
            },
          },
        },
        { type: 'null' },
      ],
    },
    totals: {
      type: ['object', 'null'],
      description: 'Enrolment, teachers in position and the other totals the catalogue may score against',
      additionalProperties: { type: 'number' },
    },
    score: {
      type: 'object',
      description: "The score as the school's answers stand now (not final until the department approves)",
      required: ['score', 'grade', 'gradeText', 'gradeScale', 'method', 'uncappedGrade', 'critical', 'notApplicable', 'priorities'],
      properties: Object.fromEntries(
        ['score', 'grade', 'gradeLabel', 'gradeText', 'gradeScale', 'method', 'uncappedGrade', 'critical', 'notApplicable', 'priorities'].map((k) => [k, explained[k]]),
      ),
    },
  },
};

export const ReportDomainScore: Schema = {
  type: 'object',
  required: ['domainId', 'name', 'score', 'externalScore'],
  properties: {
    domainId: { type: 'string' },
    name: { $ref: '#/components/schemas/BilingualText' },
    weight: { type: 'number' },
    score: nullableNumber,
    externalScore: nullableNumber,
  },
};

export const ReportCardItem: Schema = {
  type: 'object',
  properties: {
    accrid: { type: 'integer' },
    schoolCode: { type: 'string' },
    schoolName: { type: 'string' },
    districtId: { type: 'integer' },
    districtText: { type: 'string' },
    cycleid: { type: 'integer' },
    cycleName: { type: 'string' },
    reportCode: { type: ['string', 'null'] },
    accreditedAt: { type: ['string', 'null'], format: 'date-time' },
    score: nullableNumber,
    externalScore: nullableNumber,
    grade: { type: ['string', 'null'] },
    gradeLabel: { oneOf: [{ $ref: '#/components/schemas/BilingualText' }, { type: 'null' }] },
    gradeText: { type: ['string', 'null'] },
  },
};

export const ReportCardPage: Schema = {
  type: 'object',
  required: ['items', 'total', 'totalIsEstimate', 'page', 'pageSize', 'nextCursor', 'prevCursor'],
  properties: {
    items: { type: 'array', items: { $ref: '#/components/schemas/ReportCardItem' } },
    total: { type: 'integer' },
    totalIsEstimate: { type: 'boolean', description: "true when total is the database's estimate (a school name most names share was searched): the screen says about N." },
    page: { type: 'integer' },
    pageSize: { type: 'integer' },
    nextCursor: { type: ['string', 'null'], description: 'Send as after for the next page; null on the last page.' },
    prevCursor: { type: ['string', 'null'], description: 'Send as before for the previous page; null on the first page.' },
  },
};

export const SessionValue: Schema = {
  type: 'object',
  description: 'Sign-in and token refresh answer alike: the token, and who the user is now (a refresh carries the privileges the role holds at that moment).',
  required: ['jwtToken', 'allowedPrivilege', 'logInUser', 'schoolCode', 'idleTimeoutSeconds'],
  properties: {
    jwtToken: { type: 'string' },
    allowedPrivilege: { type: 'string', description: 'Privilege codes, ascending, comma-separated.', examples: ['1,7,8,10,18,40'] },
    logInUser: {
      type: 'object',
      required: ['userId', 'loginId', 'firstName', 'lastName', 'role', 'roleName', 'scopeLevel'],
      properties: {
        userId: { type: 'integer' },
        loginId: { type: 'string' },
        firstName: { type: 'string' },
        lastName: { type: 'string' },
        role: { type: 'string', description: "The role code (SCHOOL_HEAD, DQA, … or a custom role's)." },
        roleName: {
          type: 'object',
          required: ['en', 'hi'],
          properties: { en: { type: 'string' }, hi: { type: 'string' } },
          description: "The role's name in both languages: what a screen shows.",
        },
        scopeLevel: { enum: ['school', 'block', 'district', 'state'], description: "How far the role reaches: the user's school, block, district, or the whole state." },
      },
    },
    schoolCode: { type: ['string', 'null'] },
    idleTimeoutSeconds: { type: 'integer', description: 'A session without activity this long ends (SESSION_IDLE_MINUTES); the web app warns a minute before.' },
    mustChangePassword: {
      type: 'boolean',
      description:
        'Sign-in only: someone else chose the password (an administrator made the account, reset or set the password). Until the user changes it (POST /v1/user/profile), every call but the profile, token refresh and logout answers 403 passwordChangeRequired.',
    },
  },
};

/** References to the schemas above, for the registry. */
export const ref = (name: keyof typeof valueSchemas): Schema => ({ $ref: `#/components/schemas/${name}` });
export const listOf = (name: keyof typeof valueSchemas, description: string): Schema => arrayOf(ref(name), description);

export const valueSchemas = {
  BilingualText,
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
  FormStatusItem,
  ReportScore,
  ReviewSummary,
  ReportDomainScore,
  ReportCardItem,
  ReportCardPage,
  SessionValue,
};
