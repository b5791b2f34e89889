/**
 * JSON Schemas of the success values this feature area designs (dashboards in
 * dashboard-value-schemas.ts, reports here), for the OpenAPI document. Request schemas are not here: they are
 * the routes' own `requestSchema(...)` exports.
 */
import { arrayOf, nullableNumber, text, type Schema } from './schema-parts';
import { dashboardValueSchemas } from './dashboard-value-schemas';
export const BilingualText = text;

export const FormStatusItem: Schema = {
  type: 'object',
  required: ['code', 'label', 'text'],
  properties: { code: { type: 'integer', minimum: 1, maximum: 10 }, label: { $ref: '#/components/schemas/BilingualText' }, text: { type: 'string' } },
};

export const ReportScore: Schema = {
  type: 'object',
  required: ['accrid', 'score', 'grade', 'domains', 'changeNotice'],
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
    changeNotice: { type: 'boolean', description: "Whether the version's change notice is published and compares with an earlier version: the card links to it" },
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
  ...dashboardValueSchemas,
  FormStatusItem,
  ReportScore,
  ReviewSummary,
  ReportDomainScore,
  ReportCardItem,
  ReportCardPage,
  SessionValue,
};
