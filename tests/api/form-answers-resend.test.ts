import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forms } from '../../server/db/schema';
import { DEMO_SCHOOL } from '../../server/seed/demo';
import { fillSchoolInfo } from '../support/fill';
import { startTestApp, type TestApp } from '../support/test-app';
import { testDatabases } from '../support/test-db';

type FormJson = { answers: Record<string, unknown>; updatedAt: Record<string, string> };

/**
 * An answer sent again unchanged (a retry whose first answer was lost on the way back, or a
 * second tab sending what the first left on the device) is not a new save: it keeps its time, so
 * the head's next edit, based on that time, is no conflict with their own earlier save. A change
 * made by someone else since is still refused.
 */
describe.each(testDatabases)('an answer sent again unchanged on %s', (kind) => {
  let t: TestApp;
  let token = '';
  let accrid = 0;
  const q = 'Q183';
  const read = async () => (await t.call<FormJson>('POST', '/v1/form/json', { token, body: { accrid, domainId: 'D6' } })).body.value;
  const save = (answers: unknown[]) => t.call<{ updatedAt: string }>('POST', '/v1/form/answers', { token, body: { accrid, answers } });

  beforeAll(async () => {
    t = await startTestApp(kind);
    token = await t.login('head');
    const [form] = await t.deps.db.select({ id: forms.id }).from(forms).where(eq(forms.schoolCode, DEMO_SCHOOL)).limit(1);
    accrid = form.id;
    const schema = (await t.call<{ schema: Record<string, unknown> }>('POST', '/v1/school/details', { token, body: { schoolCode: DEMO_SCHOOL } })).body.value.schema;
    expect((await t.call('POST', '/v1/school/update', { token, body: { schoolCode: DEMO_SCHOOL, info: fillSchoolInfo(schema) } })).status).toBe(200);
  });
  afterAll(async () => t?.close());

  it('keeps the time of the first save, so the next edit based on it is saved', async () => {
    const first = await save([{ questionid: q, value: 40, base: null }]);
    expect(first.status).toBe(200);
    const savedAt = (await read()).updatedAt[q];
    // The same value again, from a device that never heard the first answer (its base is still null).
    expect((await save([{ questionid: q, value: 40, base: null }])).status).toBe(200);
    expect((await read()).updatedAt[q]).toBe(savedAt);
    // The next edit starts from the first save's time: no conflict.
    expect((await save([{ questionid: q, value: 41, base: savedAt }])).status).toBe(200);
    expect((await read()).answers[q]).toBe(41);
  });

  it('still refuses an edit based on a copy older than a change made since', async () => {
    const before = (await read()).updatedAt[q];
    expect((await save([{ questionid: q, value: 50, base: before }])).status).toBe(200);
    const stale = await save([{ questionid: q, value: 60, base: before }]);
    expect(stale.status).toBe(409);
    expect(stale.body.details?.[0]).toMatchObject({ questionid: q, problem: 'conflict', serverValue: 50 });
    expect((await read()).answers[q]).toBe(50);
  });
});
