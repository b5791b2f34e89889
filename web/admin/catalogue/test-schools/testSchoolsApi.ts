import type { Answers } from '../../../../engine';
import { apiCall } from '../../../api/call';
import type { ApiValue } from '../../../api/types';

/** Every test school with its result under one version, and the grades that version gives. */
export type TestSchoolList = ApiValue<'/v1/test-schools', 'get'>;
export type TestSchool = TestSchoolList['items'][number];
export type CopyableForm = ApiValue<'/v1/test-schools/forms', 'get'>[number];
export type TestSchoolFields = { name: { en: string; hi?: string }; description?: string; descriptionHi?: string; expectedGrade: string };

/** The query key of a draft's test schools: under the draft's key, so every reload of the draft re-scores them. */
export const testSchoolsKey = (version: string) => ['catalogue', 'version', version, 'test-schools'] as const;

export const testSchoolsApi = {
  list: (version: string) => apiCall('get', '/v1/test-schools', { query: { version } }),
  forms: (search: string) => apiCall('get', '/v1/test-schools/forms', { query: { search: search || undefined } }),
  fromForm: (fields: TestSchoolFields, accrid: number) => apiCall('post', '/v1/test-schools', { body: { ...fields, fromForm: accrid } }),
  fromAnswers: (fields: TestSchoolFields, answers: Answers, catalogueVersion: string) =>
    apiCall('post', '/v1/test-schools', { body: { ...fields, answers, catalogueVersion } }),
  update: (id: number, revision: number, fields: TestSchoolFields) =>
    apiCall('put', '/v1/test-schools/{testschoolid}', { path: { testschoolid: id }, body: { revision, ...fields } }),
  remove: (id: number, revision: number) => apiCall('delete', '/v1/test-schools/{testschoolid}', { path: { testschoolid: id }, query: { revision: String(revision) } }),
  accept: (id: number, version: string, grade: string | null, reason: string) =>
    apiCall('post', '/v1/test-schools/{testschoolid}/acceptances', { path: { testschoolid: id }, body: { version, grade, reason } }),
  withdraw: (id: number, version: string) => apiCall('delete', '/v1/test-schools/{testschoolid}/acceptances/{version}', { path: { testschoolid: id, version } }),
};

/** The answers picked in the preview that say something: an empty choice or text is no answer. */
export function givenAnswers(answers: Record<string, unknown>): Answers {
  const out: Answers = {};
  for (const [id, v] of Object.entries(answers)) {
    if (!/^Q\d{3,}$/.test(id) || v === undefined || v === null || v === '' || (Array.isArray(v) && !v.length)) continue;
    out[id] = v as Answers[string];
  }
  return out;
}
