import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app';
import { testDatabases } from '../support/test-db';

/** A request the schema refuses still answers with the spec's words where they fit (§5, §8). */
describe.each(testDatabases)('messages for refused requests on %s', (kind) => {
  let t: TestApp;
  let dqa: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    dqa = await t.login('dqa');
  });
  afterAll(async () => t?.close());

  it('asks for a reason when a reject comes without one', async () => {
    const en = await t.call('POST', '/v1/workflow/form/dqa/status/reject', { token: dqa, body: { accrid: 1, comment: 'Evidence missing' } });
    expect(en.status).toBe(400);
    expect(en.body).toMatchObject({ status: 'FAILURE', errorMessage: 'Please select a reason', details: [expect.objectContaining({ field: 'reasonId', problem: 'required' })] });
    const hi = await t.call('POST', '/v1/workflow/form/dqa/status/reject', { token: dqa, body: { accrid: 1 }, lang: 'hi' });
    expect(hi.body.errorMessage).toBe('कृपया कारण चुनें');
  });

  it('asks for the comment, on its field, when the reason is "Other", and takes a reason without a comment otherwise', async () => {
    const reasons = await t.call<{ id: number; needsComment: boolean }[]>('GET', '/v1/form/reject/reason/list', { token: dqa });
    const other = reasons.body.value.find((r) => r.needsComment)!;
    expect(reasons.body.value.filter((r) => r.needsComment).map((r) => r.id)).toEqual([other.id]);
    for (const comment of [undefined, null, '   ']) {
      const res = await t.call('POST', '/v1/workflow/form/dqa/status/reject', {
        token: dqa,
        body: { accrid: 1, reasonId: other.id, ...(comment === undefined ? {} : { comment }) },
        lang: 'hi',
      });
      expect(res.status, String(comment)).toBe(400);
      expect(res.body).toMatchObject({ errorMessage: 'कृपया टिप्पणी जोड़ें', details: [{ field: 'comment', problem: 'required' }] });
    }
    // Another reason with a null comment is no longer "The request is not valid": the form's state decides (409 here, at status 1).
    const plain = await t.call('POST', '/v1/workflow/form/dqa/status/reject', { token: dqa, body: { accrid: 1, reasonId: 1, comment: null } });
    expect(plain.status).not.toBe(400);
  });

  it('says "This is required" for an empty login name or password, and keeps the generic message for a wrong type', async () => {
    const empty = await t.call('POST', '/v1/identity/web/auth', { body: { loginId: '', loginKey: 'x', ipAddress: '', sourceApp: 'web' } });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ errorMessage: 'This is required', details: [expect.objectContaining({ field: 'loginId' })] });
    const missing = await t.call('POST', '/v1/identity/web/auth', { body: { loginId: 'head' }, lang: 'hi' });
    expect(missing.body.errorMessage).toBe('यह आवश्यक है');
    const wrongType = await t.call('POST', '/v1/identity/web/auth', { body: { loginId: 5, loginKey: 'x' } });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.errorMessage).toBe('The request is not valid');
  });
});
