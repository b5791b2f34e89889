import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forms } from '../../server/db/schema';
import { DEMO_SCHOOL } from '../../server/seed/demo';
import { fillSchoolInfo } from '../support/fill';
import { startTestApp, type TestApp } from '../support/test-app';
import { testDatabases } from '../support/test-db';

type Opened = { form: unknown; domains: unknown; status: unknown; comments: unknown; documents: unknown };

/**
 * POST /v1/form/open answers in one call what the domain form's five calls answer (issue 29):
 * each part must be exactly what its own call gives, and its refusals must be the form's.
 */
describe.each(testDatabases)('the domain form opened in one call on %s', (kind) => {
  let t: TestApp;
  let head = '';
  let accrid = 0;
  const open = (body: unknown, lang = 'en', token = head) => t.call<Opened>('POST', '/v1/form/open', { token, body, lang });
  const value = async <T>(method: string, path: string, body?: unknown, lang = 'en') => {
    const res = await t.call<T>(method, path, { token: head, body, lang });
    expect(res.status, path).toBe(200);
    return res.body.value;
  };

  beforeAll(async () => {
    t = await startTestApp(kind);
    head = await t.login('head');
    const [form] = await t.deps.db.select({ id: forms.id }).from(forms).where(eq(forms.schoolCode, DEMO_SCHOOL)).limit(1);
    accrid = form.id;
  });
  afterAll(async () => t?.close());

  it('refuses as POST /v1/form/json does before the school information is saved, and for a bad body', async () => {
    for (const body of [{ accrid, domainId: 'D5' }, { accrid }, { accrid, domainId: 'D5; drop' }, { accrid: 'x', domainId: 'D5' }]) {
      const one = await open(body);
      const json = await t.call('POST', '/v1/form/json', { token: head, body });
      expect(one.status, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect({ status: one.status, message: (one.body as { message?: string }).message }).toEqual({ status: json.status, message: (json.body as { message?: string }).message });
    }
    // Not yet saved: the head is told to save the school information first.
    expect((await open({ accrid, domainId: 'D5' })).status).toBe(422);
  });

  it('answers each part exactly as its own call does, in both languages', async () => {
    const schema = (await value<{ schema: Record<string, unknown> }>('POST', '/v1/school/details', { schoolCode: DEMO_SCHOOL })).schema;
    await value('POST', '/v1/school/update', { schoolCode: DEMO_SCHOOL, info: fillSchoolInfo(schema) });
    await value('POST', '/v1/form/answers', { accrid, answers: [{ questionid: 'Q183', value: 40, base: null }] });
    for (const lang of ['en', 'hi']) {
      const res = await open({ accrid, domainId: 'D6' }, lang);
      expect(res.status).toBe(200);
      expect(res.body.value).toEqual({
        form: await value('POST', '/v1/form/json', { accrid, domainId: 'D6' }, lang),
        domains: await value('GET', `/v1/form/${accrid}/domain`, undefined, lang),
        status: await value('GET', `/v1/form/${accrid}/status`, undefined, lang),
        comments: await value('GET', `/v1/form/${accrid}/comments`, undefined, lang),
        documents: await value('GET', `/v1/form/${accrid}/documents?domainId=D6`, undefined, lang),
      });
      expect((res.body.value.form as { answers: Record<string, unknown> }).answers.Q183).toBe(40);
    }
  });

  it('answers every other role as its own calls do: refused where the form is, and a part null where that part is refused', async () => {
    const seen: Record<string, number> = {};
    for (const role of ['dqa', 'sqa', 'dept', 'admin']) {
      const token = await t.login(role);
      const own = async (method: string, path: string, body?: unknown) => {
        const res = await t.call(method, path, { token, body });
        return res.status === 200 ? (res.body as { value: unknown }).value : res.status === 403 ? null : `status ${res.status}`;
      };
      const json = await t.call('POST', '/v1/form/json', { token, body: { accrid, domainId: 'D6' } });
      const one = await open({ accrid, domainId: 'D6' }, 'en', token);
      seen[role] = one.status;
      expect(one.status, role).toBe(json.status);
      if (one.status !== 200) continue;
      expect(one.body.value, role).toEqual({
        form: (json.body as { value: unknown }).value,
        domains: await own('GET', `/v1/form/${accrid}/domain`),
        status: await own('GET', `/v1/form/${accrid}/status`),
        comments: await own('GET', `/v1/form/${accrid}/comments`),
        documents: await own('GET', `/v1/form/${accrid}/documents?domainId=D6`),
      });
    }
    // Both kinds are walked: a reviewer of the district reads the form, a role without privilege 18 is refused.
    expect(Object.values(seen)).toContain(200);
    expect(Object.values(seen)).toContain(403);
  });
});
