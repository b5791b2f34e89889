import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forms } from '../../server/db/schema';
import { DEMO_SCHOOL } from '../../server/seed/demo';
import { approveForm } from '../support/approved-forms';
import { fillSchoolInfo } from '../support/fill';
import { startTestApp, type TestApp } from '../support/test-app';
import { testDatabases } from '../support/test-db';

type Notice = { status: string; from: string | null };

/**
 * The form and the report card say whether their version's change notice has a link
 * (`changeNotice`), so the pages draw it without asking for the notice, a catalogue diff built per
 * call (issue 29). The flag must be the notice's own condition: published, with a base to compare.
 */
describe.each(testDatabases)('the change notice link carried by the form and the report card on %s', (kind) => {
  let t: TestApp;
  let head = '';
  let dept = '';
  let accrid = 0;
  const value = async <T>(token: string, method: string, path: string, body?: unknown) => {
    const res = await t.call<T>(method, path, { token, body });
    expect(res.status, `${path} ${JSON.stringify(res.body)}`).toBe(200);
    return res.body.value;
  };
  const linkShown = async (version: string) => {
    const n = await value<Notice>(head, 'GET', `/v1/catalogue/${version}/notice`);
    return n.status === 'published' && n.from !== null;
  };
  const setVersion = (version: string) => t.deps.db.update(forms).set({ catalogueVersion: version }).where(eq(forms.id, accrid));

  beforeAll(async () => {
    t = await startTestApp(kind);
    head = await t.login('head');
    dept = await t.login('dept');
    const [form] = await t.deps.db.select({ id: forms.id }).from(forms).where(eq(forms.schoolCode, DEMO_SCHOOL)).limit(1);
    accrid = form.id;
    const schema = (await value<{ schema: Record<string, unknown> }>(head, 'POST', '/v1/school/details', { schoolCode: DEMO_SCHOOL })).schema;
    await value(head, 'POST', '/v1/school/update', { schoolCode: DEMO_SCHOOL, info: fillSchoolInfo(schema) });
  });
  afterAll(async () => t?.close());

  it("is true on a version based on another and false on the first version, as the notice's own `from` says", async () => {
    const seen: Record<string, boolean> = {};
    for (const version of ['v4', 'v1']) {
      await setVersion(version);
      const form = await value<{ changeNotice: boolean; catalogueVersion: string }>(head, 'POST', '/v1/form/json', { accrid, domainId: 'D1' });
      expect(form.catalogueVersion).toBe(version);
      const opened = await value<{ form: { changeNotice: boolean } }>(head, 'POST', '/v1/form/open', { accrid, domainId: 'D1' });
      expect(opened.form.changeNotice).toBe(form.changeNotice);
      expect(form.changeNotice).toBe(await linkShown(version));
      seen[version] = form.changeNotice;
    }
    expect(seen).toEqual({ v4: true, v1: false });
  });

  it("is false for a draft, whose notice is for the department's editors, not a link on a school's page", async () => {
    const made = await t.call<{ version: string }>('POST', '/v1/catalogue/drafts', { token: dept, body: { from: 'v4' } });
    expect(made.status).toBe(201);
    const draft = made.body.value.version;
    // The head may not read a draft's notice at all: no link.
    expect((await t.call('GET', `/v1/catalogue/${draft}/notice`, { token: head })).status).toBe(403);
    const { changeNoticeShown } = await import('../../server/catalogue');
    expect(await changeNoticeShown(t.deps.db, draft)).toBe(false);
    expect(await changeNoticeShown(t.deps.db, 'v4')).toBe(true);
  });

  it("is on the report card too, the same as the form's", async () => {
    await setVersion('v4');
    await approveForm(t, DEMO_SCHOOL);
    const card = await value<{ changeNotice: boolean; catalogueVersion: string }>(head, 'GET', `/v1/report/${accrid}/score`);
    expect(card).toMatchObject({ catalogueVersion: 'v4', changeNotice: true });
  });
});
