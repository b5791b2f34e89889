import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(__dirname, '../..');

/** The web app's source files: not its tests, not generated files, not the client that defines the old calls. */
function webSources(dir = join(root, 'web')): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'locales' ? [] : webSources(path);
    if (!/\.(ts|tsx)$/.test(name) || /\.test\.tsx?$/.test(name) || name.includes('.generated.')) return [];
    return relative(root, path) === 'web/api/client.ts' ? [] : [path];
  });
}

/**
 * Calls that pick their answer type by hand: `api<T>(`, `apiAction<T>(`, `takeCall<T>(`, `apiUpload<T>(`.
 * Comments are left out (a reason may name the old call); a declaration (`function takeCall<M`) is not a call.
 */
export function handTypedCalls(text: string): string[] {
  const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');
  return code.match(/(?<!function\s+)(?<![\w.])(?:api|apiAction|takeCall|apiUpload)<[^(]*\(\s*(?:'[A-Z]+',\s*)?['`]?[^'`,)]*/g) ?? [];
}

/**
 * The calls left on the old client, each because the OpenAPI document (or a caller's type) cannot type
 * it yet; the call by path (web/api/call.ts) takes over when the reason goes.
 */
const left: { file: string; call: string; reason: string }[] = [
  { file: 'web/admin/catalogue/editor/draftApi.ts', call: '/v1/catalogue/drafts/', reason: 'the PATCH answer is typed unknown in the document' },
  { file: 'web/admin/catalogue/CatalogueScreen.tsx', call: '/v1/catalogue/import', reason: 'the import body (importSchema) is an empty object in the document' },
  { file: 'web/admin/users/UsersScreen.tsx', call: '/v1/user/set', reason: 'the fresh jwtToken of a user setting their own password is not in the document' },
  { file: 'web/admin/users/UsersScreen.tsx', call: '/v1/user/create', reason: 'one expression with /v1/user/set, on one body builder' },
  { file: 'web/admin/schools/SchoolFormScreen.tsx', call: '/v1/school/manage', reason: 'the form holds its choices as strings, the schema enums' },
  { file: 'web/form/useFormSync.ts', call: '/v1/form/answers', reason: 'answer values are unknown through the answer sync' },
  { file: 'web/form/AccreditationHm.tsx', call: '/v1/form/domain/details/validate', reason: 'its cache-busting `_` query is not in the document' },
  { file: 'web/form/SchoolInfo.tsx', call: '/v1/school/update', reason: 'the school information (info) is an empty object in the document' },
];

describe('the web app calls the API by path (web/api/call.ts)', () => {
  const found = webSources().flatMap((file) => handTypedCalls(readFileSync(file, 'utf8')).map((call) => ({ file: relative(root, file), call })));
  const isLeft = (f: { file: string; call: string }) => left.some((l) => l.file === f.file && f.call.includes(l.call));

  it('never with an answer type chosen by hand, but for the calls left with their reason', () => {
    expect(found.filter((f) => !isLeft(f)).map((f) => `${f.file}: ${f.call}`)).toEqual([]);
  });

  it('each call left is still there (the list does not outlive its reasons)', () => {
    expect(left.filter((l) => !found.some((f) => f.file === l.file && f.call.includes(l.call))).map((l) => `${l.file}: ${l.call}`)).toEqual([]);
  });

  it('the check above finds each way a call was typed by hand', () => {
    const before = [
      "api<FormSearch>('POST', '/v1/form/search', { page: 1 })",
      "const x = await apiAction<User & { jwtToken?: string }>('POST', `/v1/user/${id}/inactive`)",
      'takeCall<DomainSummary[]>(...formCalls.domains(accrid))',
      "apiUpload<StoredDocument[]>('/v1/complaint/document/upload', form)",
    ];
    for (const text of before) expect(handTypedCalls(text), text).not.toEqual([]);
    for (const text of [
      "apiCall('post', '/v1/form/search', { body: { page: 1 } })",
      '// Left on api<T>: a reason',
      'export function takeCall<M extends Method, P extends ApiPath<M>>(method: M) {}',
      "api('POST', '/v1/identity/logout', {})",
    ])
      expect(handTypedCalls(text), text).toEqual([]);
  });
});
