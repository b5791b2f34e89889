import type { Answers } from '../../../../engine';
import { api } from '../../../api/client';
import type { ApiValue } from '../../../api/types';

/** Every test school with its result under one version, and the grades that version gives. */
export type TestSchoolList = ApiValue<'/v1/test-schools', 'get'>;
export type TestSchool = TestSchoolList['items'][number];
export type CopyableForm = ApiValue<'/v1/test-schools/forms', 'get'>[number];
export type TestSchoolFields = { name: { en: string; hi?: string }; description?: string; descriptionHi?: string; expectedGrade: string };

/** The query key of a draft's test schools: under the draft's key, so every reload of the draft re-scores them. */
export const testSchoolsKey = (version: string) => ['catalogue', 'version', version, 'test-schools'] as const;

const one = (id: number) => `/v1/test-schools/${id}`;

export const testSchoolsApi = {
  list: (version: string) => api<TestSchoolList>('GET', `/v1/test-schools?version=${encodeURIComponent(version)}`),
  forms: (search: string) => api<CopyableForm[]>('GET', `/v1/test-schools/forms${search ? `?search=${encodeURIComponent(search)}` : ''}`),
  fromForm: (fields: TestSchoolFields, accrid: number) => api<ApiValue<'/v1/test-schools', 'post'>>('POST', '/v1/test-schools', { ...fields, fromForm: accrid }),
  fromAnswers: (fields: TestSchoolFields, answers: Answers, catalogueVersion: string) =>
    api<ApiValue<'/v1/test-schools', 'post'>>('POST', '/v1/test-schools', { ...fields, answers, catalogueVersion }),
  update: (id: number, revision: number, fields: TestSchoolFields) => api<ApiValue<'/v1/test-schools/{testschoolid}', 'put'>>('PUT', one(id), { revision, ...fields }),
  remove: (id: number, revision: number) => api<ApiValue<'/v1/test-schools/{testschoolid}', 'delete'>>('DELETE', `${one(id)}?revision=${revision}`),
  accept: (id: number, version: string, grade: string | null, reason: string) =>
    api<ApiValue<'/v1/test-schools/{testschoolid}/acceptances', 'post'>>('POST', `${one(id)}/acceptances`, { version, grade, reason }),
  withdraw: (id: number, version: string) => api<ApiValue<'/v1/test-schools/{testschoolid}/acceptances/{version}', 'delete'>>('DELETE', `${one(id)}/acceptances/${encodeURIComponent(version)}`),
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
