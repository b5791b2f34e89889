import { Hono } from 'hono';
import { requireAuth, requirePrivilege } from '../auth/middleware';
import { CATALOGUE_REVIEWERS, PRIV, type PrivilegeCode } from '../auth/privileges';
import type { AppEnv } from '../http/env';
import { langOf, ok } from '../http/envelope';
import { check, jsonBody, requestSchema } from '../http/validate';
import type { Deps } from '../deps';
import {
  acceptTestSchool,
  createTestSchool,
  deleteTestSchool,
  formsToCopy,
  listTestSchools,
  updateTestSchool,
  withdrawAcceptance,
  type NewTestSchool,
  type TestSchoolChange,
} from './test-schools';
import { idParam } from '../http/params';

/** Who may read test schools and their results: the catalogue's editors and its approvers. */
export const TEST_SCHOOL_READERS = CATALOGUE_REVIEWERS;
/** Who may create, change, delete and accept them: the catalogue's editors. */
export const TEST_SCHOOL_WRITERS: readonly PrivilegeCode[] = [PRIV.catalogue];

const version = { type: 'string', pattern: '^v[0-9]+$', maxLength: 12 } as const;
const grade = { type: 'string', minLength: 1, maxLength: 10, pattern: '^[A-Za-z0-9+-]+$', description: "A grade of the version's grading (A, B …)" } as const;
const name = {
  type: 'object',
  additionalProperties: false,
  required: ['en'],
  properties: { en: { type: 'string', minLength: 1, maxLength: 200, pattern: '\\S' }, hi: { type: 'string', maxLength: 200 } },
  description: 'The name in English (required) and Hindi',
} as const;
const description = { type: 'string', maxLength: 2000, description: 'What the school stands for, in English ("a small rural primary with no lab")' } as const;
const descriptionHi = { type: 'string', maxLength: 2000, description: 'What the school stands for, in Hindi ("बिना प्रयोगशाला वाला छोटा ग्रामीण प्राथमिक विद्यालय")' } as const;
const answers = {
  type: 'object',
  maxProperties: 2000,
  propertyNames: { pattern: '^Q[0-9]{3,}$', maxLength: 8 },
  additionalProperties: {
    anyOf: [{ type: 'string', maxLength: 100 }, { type: 'number' }, { type: 'array', maxItems: 100, items: { type: 'string', maxLength: 100 } }, { type: 'null' }],
  },
  description: 'Self answers by question id, as a form keeps them; checked against the version they were given against',
} as const;
const totals = {
  type: 'object',
  additionalProperties: false,
  properties: Object.fromEntries(
    ['enrolmentTotal', 'teachersInPosition', 'classroomsInUse', 'cwsnIdentified', 'remedialStudents'].map((k) => [k, { type: 'number', minimum: 0, maximum: 1000000 }]),
  ),
  description: "The school's totals counts per student or per teacher are scored on",
} as const;

export const testSchoolListQuerySchema = requestSchema<{ version: string }>({ type: 'object', additionalProperties: false, required: ['version'], properties: { version } });
export const testSchoolFormsQuerySchema = requestSchema<{ search?: string }>({
  type: 'object',
  additionalProperties: false,
  properties: { search: { type: 'string', maxLength: 100 } },
});
// What a test school is made of, the same whether it is made or changed.
const testSchoolFields = { name, description, descriptionHi, expectedGrade: grade, answers, totals } as const;
export const testSchoolCreateSchema = requestSchema<NewTestSchool>({
  type: 'object',
  additionalProperties: false,
  required: ['name', 'expectedGrade'],
  properties: {
    ...testSchoolFields,
    catalogueVersion: { ...version, description: 'The version the answers were given against (with `answers`)' },
    fromForm: { type: 'integer', minimum: 1, maximum: 2147483647, description: 'Copy the self answers and school totals of this form (accrid); only a form the caller may read' },
  },
  dependentRequired: { answers: ['catalogueVersion'], catalogueVersion: ['answers'] },
});
export const testSchoolUpdateSchema = requestSchema<TestSchoolChange>({
  type: 'object',
  additionalProperties: false,
  required: ['revision'],
  properties: {
    revision: {
      type: 'integer',
      minimum: 1,
      maximum: 2147483647,
      description: "The test school's revision as read: refused (409 recordChanged, naming who and when) if it changed since",
    },
    ...testSchoolFields,
    catalogueVersion: version,
  },
});
export const testSchoolDeleteQuerySchema = requestSchema<{ revision: string }>({
  type: 'object',
  additionalProperties: false,
  required: ['revision'],
  properties: { revision: { type: 'string', pattern: '^[1-9][0-9]{0,9}$', description: 'The revision as read (409 when changed since)' } },
});
export const testSchoolAcceptSchema = requestSchema<{ version: string; grade: string | null; reason: string }>({
  type: 'object',
  additionalProperties: false,
  required: ['version', 'grade', 'reason'],
  properties: {
    version,
    grade: { anyOf: [grade, { type: 'null' }], description: 'The grade the school gets under the draft, as the caller saw it (409 when it has moved since)' },
    reason: { type: 'string', minLength: 1, maxLength: 1000, pattern: '\\S', description: 'Why this result is right for the draft' },
  },
});
export const testSchoolVersionParamSchema = requestSchema<string>(version);

/** Test schools (issue 27): answer sets with the grade each should get, re-scored under every draft. */
export function testSchoolRoutes(deps: Deps) {
  const read = [requireAuth(deps), requirePrivilege(...TEST_SCHOOL_READERS)] as const;
  const write = [requireAuth(deps), requirePrivilege(...TEST_SCHOOL_WRITERS)] as const;
  return new Hono<AppEnv>()
    .get('/', ...read, async (c) => ok(c, await listTestSchools(deps, check(testSchoolListQuerySchema, c.req.query()).version)))
    .get('/forms', ...write, async (c) => ok(c, await formsToCopy(deps, c.get('user'), check(testSchoolFormsQuerySchema, c.req.query()).search, langOf(c))))
    .post('/', ...write, jsonBody(testSchoolCreateSchema), async (c) => ok(c, await createTestSchool(deps, c.get('user'), c.req.valid('json')), undefined, 201))
    .put('/:testschoolid', ...write, jsonBody(testSchoolUpdateSchema), async (c) =>
      ok(c, await updateTestSchool(deps, c.get('user'), idParam(c.req.param('testschoolid'), 'testschoolid'), c.req.valid('json'))),
    )
    .delete('/:testschoolid', ...write, async (c) =>
      ok(c, await deleteTestSchool(deps, idParam(c.req.param('testschoolid'), 'testschoolid'), Number(check(testSchoolDeleteQuerySchema, c.req.query()).revision))),
    )
    .post('/:testschoolid/acceptances', ...write, jsonBody(testSchoolAcceptSchema), async (c) =>
      ok(c, await acceptTestSchool(deps, c.get('user'), idParam(c.req.param('testschoolid'), 'testschoolid'), c.req.valid('json')), undefined, 201),
    )
    .delete('/:testschoolid/acceptances/:version', ...write, async (c) =>
      ok(c, await withdrawAcceptance(deps, idParam(c.req.param('testschoolid'), 'testschoolid'), check(testSchoolVersionParamSchema, c.req.param('version')))),
    );
}
