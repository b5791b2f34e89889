import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app';
import { testDatabases } from '../support/test-db';

/** Sign-up step 1: a head checks, without an account, that a UDISE number is their school. */
describe.each(testDatabases)('the school of a UDISE number, for sign-up, on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => t?.close());

  it("answers the school, its district and block, in the caller's language, with no token", async () => {
    const en = await t.call<{ udise: string; schoolName: string; districtName: string; blockName: string }>('POST', '/v1/user/register/school', {
      body: { udise: '0601 0100 101' },
    });
    expect(en.status).toBe(200);
    expect(en.body.value).toEqual({ udise: '06010100101', schoolName: 'Government Senior Secondary School, Mullana (Ambala-I)', districtName: 'Ambala', blockName: 'Ambala-I' });
    const hi = await t.call<{ districtName: string }>('POST', '/v1/user/register/school', { body: { udise: '06010100101' }, lang: 'hi' });
    expect(hi.body.value.districtName).toBe('अंबाला');
  });

  it('says so for an unknown or malformed number, and tells nothing else', async () => {
    const unknown = await t.call('POST', '/v1/user/register/school', { body: { udise: '06999999999' }, lang: 'hi' });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ status: 'FAILURE', errorMessage: 'इस यूडाइस (UDISE) संख्या का कोई विद्यालय नहीं मिला', details: [{ field: 'udise' }] });
    const short = await t.call('POST', '/v1/user/register/school', { body: { udise: '0601' } });
    expect(short.status).toBe(400);
    expect(short.body.errorMessage).toBe('UDISE number must be 11 digits');
    const missing = await t.call('POST', '/v1/user/register/school', { body: {} });
    expect(missing.body.errorMessage).toBe('UDISE number must be 11 digits');
  });
});
