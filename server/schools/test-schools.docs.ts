import type { RouteDoc } from '../openapi/route-doc';
import {
  TEST_SCHOOL_READERS,
  TEST_SCHOOL_WRITERS,
  testSchoolAcceptSchema,
  testSchoolCreateSchema,
  testSchoolDeleteQuerySchema,
  testSchoolFormsQuerySchema,
  testSchoolListQuerySchema,
  testSchoolUpdateSchema,
  testSchoolVersionParamSchema,
} from './test-schools.routes';

const stale = 'recordChanged (Someone else changed this after you opened it; details name who (by) and when (at), and the revision now)';

/** The OpenAPI entries of the test schools' routes (server/schools/test-schools.routes.ts). */
export const testSchoolsDocs: Record<string, RouteDoc> = {
  'GET /v1/test-schools': {
    summary:
      'Every test school with its result under a version (a draft or a published one): the grade it gets, pass, fail or accepted (with the reason), and the grades the version gives',
    query: testSchoolListQuerySchema,
    privileges: TEST_SCHOOL_READERS,
  },
  'GET /v1/test-schools/forms': {
    summary: 'Approved forms (report card generated) the caller may read, by school name or code, to copy a test school from',
    query: testSchoolFormsQuerySchema,
    privileges: TEST_SCHOOL_WRITERS,
  },
  'POST /v1/test-schools': {
    summary:
      'Save a test school: its answers given here (with the version they were given against) or copied from a form the caller may read (fromForm), and the grade it should get',
    requestSchema: testSchoolCreateSchema,
    successStatus: 201,
    failures: { 400: 'testSchoolGradeUnknown (not a grade of the version); testSchoolAnswersInvalid (answers the version does not take); testSchoolAnswersMissing' },
    privileges: TEST_SCHOOL_WRITERS,
    example: {
      name: { en: 'Small rural primary, no lab', hi: 'बिना प्रयोगशाला वाला छोटा ग्रामीण प्राथमिक विद्यालय' },
      description: 'Few facilities: should stay in a low grade.',
      descriptionHi: 'सुविधाएँ कम हैं: इसे निम्न ग्रेड में ही रहना चाहिए।',
      expectedGrade: 'B',
      fromForm: 1,
    },
  },
  'PUT /v1/test-schools/:testschoolid': {
    summary: "Change a test school's name, description (English and Hindi), expected grade or answers, against the revision read; new answers withdraw its acceptances",
    requestSchema: testSchoolUpdateSchema,
    failures: { 409: stale, 400: 'testSchoolGradeUnknown; testSchoolAnswersInvalid' },
    privileges: TEST_SCHOOL_WRITERS,
    example: { revision: 1, expectedGrade: 'B' },
  },
  'DELETE /v1/test-schools/:testschoolid': {
    summary: 'Delete a test school and its acceptances, against the revision read',
    query: testSchoolDeleteQuerySchema,
    failures: { 409: stale },
    privileges: TEST_SCHOOL_WRITERS,
  },
  'POST /v1/test-schools/:testschoolid/acceptances': {
    summary: "Accept a test school's failing result under a draft, with a reason: publishing is no longer refused for it while the draft gives it that grade",
    requestSchema: testSchoolAcceptSchema,
    successStatus: 201,
    failures: {
      409: 'testSchoolPasses (it gets the grade it should: nothing to accept); testSchoolResultChanged (the draft moved its grade since the caller looked: read the list again); catalogueVersionPublished',
    },
    privileges: TEST_SCHOOL_WRITERS,
    example: { version: 'v5', grade: 'C', reason: 'The new lab question is meant to lower schools without a lab.' },
  },
  'DELETE /v1/test-schools/:testschoolid/acceptances/:version': {
    summary: "Withdraw the acceptance of a test school's result under a draft",
    params: { version: testSchoolVersionParamSchema },
    failures: { 409: 'catalogueVersionPublished' },
    privileges: TEST_SCHOOL_WRITERS,
  },
};
