import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH, MAX_JSON_KEYS, MAX_JSON_VALUES } from '../../server/http/json-bounds';
import { startTestApp, type TestApp } from '../support/test-app';
import { testDatabases } from '../support/test-db';

// Issue 31, finding 2: 9,000 levels of nesting overflowed the stack of the NUL check and answered
// 500 on every JSON route, before sign-in too. Now such a body is refused at the door with 400, in
// the caller's language, and the server goes on serving.

const deepArray = (depth: number): string => '['.repeat(depth) + ']'.repeat(depth);
const json = { 'content-type': 'application/json' };

describe.each(testDatabases)('deeply nested and very wide JSON on %s', (kind) => {
  let t: TestApp;
  let head: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    head = await t.login('head');
  });
  afterAll(async () => t?.close());

  it('answers 400 "The request is not valid" to 10,000 levels on a public route, in English and in Hindi, and still signs people in', async () => {
    const raw = `{"loginId":${deepArray(10_000)},"loginKey":"x"}`;
    const en = await t.call('POST', '/v1/identity/web/auth', { raw, headers: json });
    expect(en.status).toBe(400);
    expect(en.body).toMatchObject({
      status: 'FAILURE',
      errorCode: 'invalidRequest',
      errorMessage: 'The request is not valid',
      details: [{ problem: 'tooDeep', limit: MAX_JSON_DEPTH }],
    });
    const hi = await t.call('POST', '/v1/identity/web/auth', { raw: deepArray(10_000), headers: json, lang: 'hi' });
    expect(hi.status).toBe(400);
    expect(hi.body).toMatchObject({ errorMessage: 'अनुरोध मान्य नहीं है', details: [{ problem: 'tooDeep' }] });
    expect(await t.login('dqa')).toBeTruthy();
  });

  it('answers 400 to 10,000 levels on a signed-in route, in both languages, and the next call is served', async () => {
    const raw = `{"accrid":1,"answers":[{"questionid":"Q001","value":${deepArray(10_000)}}]}`;
    const en = await t.call('POST', '/v1/form/answers', { token: head, raw, headers: json });
    expect(en.status).toBe(400);
    expect(en.body).toMatchObject({ errorMessage: 'The request is not valid', details: [{ problem: 'tooDeep', limit: MAX_JSON_DEPTH }] });
    const hi = await t.call('POST', '/v1/form/answers', { token: head, raw, headers: json, lang: 'hi' });
    expect(hi.status).toBe(400);
    expect(hi.body.errorMessage).toBe('अनुरोध मान्य नहीं है');
    expect((await t.call('GET', '/v1/user/profile', { token: head })).status).toBe(200);
  });

  it('takes nesting up to the limit to the schema check, and refuses one level more at the door', async () => {
    const at = (depth: number) => t.call('POST', '/v1/form/answers', { token: head, raw: `{"accrid":1,"answers":${deepArray(depth - 1)}}`, headers: json });
    const within = await at(MAX_JSON_DEPTH);
    expect(within.status).toBe(400);
    expect(within.body.details?.[0]).not.toMatchObject({ problem: 'tooDeep' });
    expect((await at(MAX_JSON_DEPTH + 1)).body.details).toEqual([{ problem: 'tooDeep', limit: MAX_JSON_DEPTH }]);
  });

  it('refuses a text of 900,000 blanks and a letter in a field with a pattern at once, as too long', async () => {
    // The shared e-mail and phone patterns backtrack quadratically on such a text: it must never reach them.
    const started = performance.now();
    const res = await t.call('POST', '/v1/user/profile', { token: head, body: { email: `${' '.repeat(900_000)}x` } });
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(res.status).toBe(400);
    expect(res.body.details).toContainEqual(expect.objectContaining({ field: 'email', problem: 'maxLength' }));
  });

  it('answers a body of more values, or an object of more keys, than the limits with one short 400', async () => {
    const wide = `{"accrid":1,"answers":[${new Array(MAX_JSON_VALUES).fill(0).join(',')}]}`;
    const values = await t.call('POST', '/v1/form/answers', { token: head, raw: wide, headers: json });
    expect(values.status).toBe(400);
    expect(values.body.details).toEqual([{ problem: 'tooManyValues', limit: MAX_JSON_VALUES }]);
    const keys = (n: number) => `{${Array.from({ length: n }, (_, i) => `"k${i}":1`).join(',')}}`;
    const many = await t.call('POST', '/v1/identity/web/auth', { raw: keys(60_000), headers: json });
    expect(many.status).toBe(400);
    expect(many.body.details).toEqual([{ problem: 'tooManyKeys', limit: MAX_JSON_KEYS }]);
    // Within the bound, every unknown key is a problem of its own: the answer lists the first hundred and the count.
    const unknown = await t.call('POST', '/v1/identity/web/auth', { raw: keys(MAX_JSON_KEYS), headers: json, lang: 'hi' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errorMessage).toBe('अनुरोध मान्य नहीं है');
    expect(unknown.body.details).toHaveLength(101);
    expect(unknown.body.details!.at(-1)).toEqual({ problem: 'moreProblems', limit: 100, current: MAX_JSON_KEYS + 2 });
    expect((await t.call('GET', '/v1/user/profile', { token: head })).status).toBe(200);
  });
});
