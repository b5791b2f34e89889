import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogueVersion, Question } from '../../engine';
import { cycleMigrations, cycles, formHistory, forms, rolePrivileges, roles, users } from '../../server/db/schema';
import { hashPassword } from '../../server/auth/password';
import { DEMO_SCHOOL } from '../../server/seed/demo';
import { DEMO_APPROVAL } from '../support/approve';
import { startTestApp, type TestApp } from '../support/test-app';
import { testDatabases } from '../support/test-db';

interface Approval {
  state: string;
  authors: string[];
  reason: string | null;
  orderNumber: string | null;
  orderDate: string | null;
  sentBy: string | null;
  sentAt: string | null;
  returnedBy: string | null;
  returnComment: string | null;
  approvedBy: string | null;
  youWrote: boolean;
  mayApprove: boolean;
}
interface OpenCycle {
  cycleid: number;
  name: string;
  catalogueVersion: string;
  endsOn: string | null;
}

const findQuestion = (c: CatalogueVersion, id: string): Question => c.domains.flatMap((d) => d.subdomains.flatMap((s) => s.questions)).find((q) => q.id === id)!;
const OWN_DRAFT = {
  en: 'You wrote or changed this draft; another officer must approve it.',
  hi: 'यह प्रारूप आपने लिखा या बदला है; इसे किसी अन्य अधिकारी को अनुमोदित करना होगा।',
};

/** Issue 27, items 1 and 4: a draft approved by a second officer, and cycles frozen while schools answer. */
describe.each(testDatabases)('approval of catalogue drafts and freeze windows on %s', (kind) => {
  let t: TestApp;
  const token: Record<string, string> = {};

  beforeAll(async () => {
    t = await startTestApp(kind);
    for (const who of ['dept', 'dept2', 'admin', 'head']) token[who] = await t.login(who);
  });
  afterAll(async () => t?.close());

  const newest = async () =>
    (await t.call<{ version: string; status: string }[]>('GET', '/v1/catalogue/versions', { token: token.dept })).body.value.find((v) => v.status === 'published')!.version;
  const startDraft = async (who = 'dept') =>
    (await t.call<{ version: string }>('POST', '/v1/catalogue/drafts', { token: token[who], body: { from: await newest() } })).body.value.version;
  const approval = async (v: string, who = 'dept') => (await t.call<Approval>('GET', `/v1/catalogue/versions/${v}/approval`, { token: token[who] })).body.value;
  const send = (v: string, body: unknown = DEMO_APPROVAL, lang?: string, who = 'dept') =>
    t.call<Approval>('POST', `/v1/catalogue/drafts/${v}/send-for-approval`, { token: token[who], body, lang });
  const publish = (v: string, who: string, body: Record<string, unknown> = {}, lang?: string) =>
    t.call<{ version: string; openCycles: OpenCycle[] }>('POST', `/v1/catalogue/drafts/${v}/publish`, { token: token[who], body, lang });
  const open = async (v: string) =>
    (await t.call<{ catalogue: CatalogueVersion; revisions: Record<string, number> }>('GET', `/v1/catalogue/versions/${v}`, { token: token.dept })).body.value;
  const retitle = async (v: string, who = 'dept') => {
    const view = await open(v);
    return t.call('PUT', `/v1/catalogue/drafts/${v}/title`, {
      token: token[who],
      body: { title: { en: `${view.catalogue.title.en}.`, hi: view.catalogue.title.hi }, revision: view.revisions.version ?? 0, overwrite: true },
    });
  };

  it('checks what is sent for approval: a reason, an office order number, a real date, nothing else', async () => {
    const v = await startDraft();
    const cases: [unknown, string][] = [
      [{ orderNumber: 'X/1' }, 'Write why this version is needed (up to 1000 characters).'],
      [{ reason: '   ', orderNumber: 'X/1' }, 'Write why this version is needed (up to 1000 characters).'],
      [{ reason: 'r'.repeat(1001), orderNumber: 'X/1' }, 'Write why this version is needed (up to 1000 characters).'],
      [{ reason: 'Revision', orderNumber: '' }, 'Enter the office order number (up to 100 characters).'],
      [{ reason: 'Revision', orderNumber: 'n'.repeat(101) }, 'Enter the office order number (up to 100 characters).'],
      [{ reason: 'Revision', orderNumber: 'X/1', orderDate: '2026-02-31' }, 'The date of the office order must be a calendar date (YYYY-MM-DD).'],
      [{ reason: 'Revision', orderNumber: 'X/1', orderDate: '20 Nov' }, 'The date of the office order must be a calendar date (YYYY-MM-DD).'],
    ];
    for (const [body, message] of cases) {
      const res = await send(v, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.errorMessage, JSON.stringify(body)).toBe(message);
    }
    const hi = await send(v, { orderNumber: 'X/1' }, 'hi');
    expect(hi.body.errorMessage).toBe('लिखें कि इस संस्करण की आवश्यकता क्यों है (अधिकतम 1000 अक्षर)।');
    expect((await send(v, { ...DEMO_APPROVAL, extra: 1 })).status).toBe(400);
    expect((await approval(v)).state).toBe('editing');
    // A 60-less user is refused at the door.
    expect((await send(v, DEMO_APPROVAL, undefined, 'head')).status).toBe(403);
    await t.call('DELETE', `/v1/catalogue/drafts/${v}`, { token: token.dept });
  });

  it('refuses to send a draft with problems that stop publishing, listing them', async () => {
    const v = await startDraft();
    const sd = await t.call('POST', `/v1/catalogue/drafts/${v}/subdomains`, { token: token.dept, body: { domain: 'D1', name: { en: 'Road safety', hi: '' } } });
    expect(sd.status).toBe(201);
    for (const [lang, text] of [
      ['en', 'The draft cannot be sent for approval until the problems listed are fixed.'],
      ['hi', 'सूची में दी गई समस्याएँ ठीक होने तक प्रारूप अनुमोदन के लिए नहीं भेजा जा सकता।'],
    ]) {
      const refused = await send(v, DEMO_APPROVAL, lang);
      expect(refused.status).toBe(409);
      expect(refused.body.errorMessage).toBe(text);
      expect(refused.body.details!.length).toBeGreaterThan(0);
    }
    expect((await approval(v)).state).toBe('editing');
    await t.call('DELETE', `/v1/catalogue/drafts/${v}`, { token: token.dept });
  });

  it('freezes a draft sent for approval: every write is refused until it is sent back, then it is edited and sent again', async () => {
    const v = await startDraft();
    const titled = await retitle(v);
    expect(titled.status).toBe(200);
    const titleChange = (titled.body.value as { revision: number }).revision;
    const sent = await send(v);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.message).toBe('Sent for approval.');
    expect(sent.body.value).toMatchObject({
      state: 'awaitingApproval',
      reason: DEMO_APPROVAL.reason,
      orderNumber: DEMO_APPROVAL.orderNumber,
      orderDate: '2026-11-20',
      sentBy: 'Vikram Singh',
    });
    expect((await send(v)).status).toBe(409);

    const view = await open(v);
    const q = findQuestion(view.catalogue, 'Q005');
    const sheet = new FormData();
    sheet.set('apply', 'true');
    sheet.set('file', new File([`id,field,English,हिन्दी\nQ005,label,${q.label.en},नया पाठ`], 'texts.csv'));
    const writes: [string, string, unknown][] = [
      ['PUT', `/v1/catalogue/drafts/${v}/questions/Q005`, { question: { ...q, label: { ...q.label, en: 'New' } }, revision: 0, overwrite: true }],
      ['PATCH', `/v1/catalogue/drafts/${v}`, { target: 'question:Q005', revision: 0, changes: [{ path: ['label', 'en'], from: q.label.en, to: 'New' }] }],
      ['PUT', `/v1/catalogue/drafts/${v}/title`, { title: view.catalogue.title, revision: 0, overwrite: true }],
      ['POST', `/v1/catalogue/drafts/${v}/questions`, { subdomain: 'SD1', question: { ...q, id: undefined } }],
      ['POST', `/v1/catalogue/drafts/${v}/questions/Q005/copy`, undefined],
      ['POST', `/v1/catalogue/drafts/${v}/questions/Q005/retire`, undefined],
      ['POST', `/v1/catalogue/drafts/${v}/questions/Q005/move`, { subdomain: 'SD1', index: 0 }],
      ['POST', `/v1/catalogue/drafts/${v}/revert`, { change: titleChange, revision: view.revisions.version }],
      ['POST', `/v1/catalogue/drafts/${v}/hindi-checked`, { texts: [{ id: 'Q005', field: 'label' }] }],
      ['POST', `/v1/catalogue/drafts/${v}/rebase`, { onto: await newest(), choices: [] }],
      ['DELETE', `/v1/catalogue/drafts/${v}`, undefined],
    ];
    for (const [method, path, body] of writes) {
      const res = await t.call(method, path, { token: token.dept, body: body === undefined ? undefined : JSON.parse(JSON.stringify(body)) });
      expect(res.status, `${method} ${path} ${JSON.stringify(res.body).slice(0, 200)}`).toBe(409);
      expect(res.body.errorCode, `${method} ${path}`).toBe('catalogueAwaitingApproval');
      expect(res.body.details![0]).toMatchObject({ problem: 'awaitingApproval', by: 'Vikram Singh' });
    }
    const upload = await t.app.request(`/v1/catalogue/drafts/${v}/texts`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token.dept}`, 'accept-language': 'hi' },
      body: sheet,
    });
    expect(upload.status).toBe(409);
    expect(((await upload.json()) as { errorMessage: string }).errorMessage).toBe(
      'यह प्रारूप अनुमोदन के लिए भेजा जा चुका है और अनुमोदन करने वाले अधिकारी द्वारा वापस भेजे जाने तक बदला नहीं जा सकता।',
    );
    // The approver cannot change it either: it is read as it was sent.
    expect((await retitle(v, 'dept2')).status).toBe(409);
    expect((await open(v)).catalogue).toEqual(view.catalogue);

    // Sent back with a comment: the author edits and sends it again.
    expect((await t.call('POST', `/v1/catalogue/drafts/${v}/return`, { token: token.dept2, body: { comment: '  ' } })).status).toBe(400);
    const back = await t.call<Approval>('POST', `/v1/catalogue/drafts/${v}/return`, { token: token.dept2, body: { comment: 'Say which order this follows.' } });
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    expect(back.body.value).toMatchObject({ state: 'returned', returnedBy: 'Kavita Rathore', returnComment: 'Say which order this follows.' });
    expect((await approval(v)).returnComment).toBe('Say which order this follows.');
    expect((await retitle(v)).status).toBe(200);
    const again = await send(v, { ...DEMO_APPROVAL, orderNumber: 'SED/QA/2026/115' });
    expect(again.status).toBe(200);
    expect(again.body.value).toMatchObject({ state: 'awaitingApproval', orderNumber: 'SED/QA/2026/115', returnedBy: null, returnComment: null });

    // Approved by the second officer; who and when are kept, and the history says it in order.
    const stale = (await approval(v, 'dept2')).sentAt!;
    const published = await publish(v, 'dept2', { sentAt: stale, evenWithHindiToRecheck: true });
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    const after = await approval(v, 'dept2');
    expect(after).toMatchObject({ state: 'published', approvedBy: 'Kavita Rathore', sentBy: 'Vikram Singh', orderNumber: 'SED/QA/2026/115' });
    const history = (await t.call<{ action: string; target: string; by: string }[]>('GET', `/v1/catalogue/versions/${v}/history`, { token: token.dept })).body.value;
    expect(history.filter((h) => h.target === 'version').map((h) => `${h.action} ${h.by}`)).toEqual([
      'publish Kavita Rathore',
      'sendForApproval Vikram Singh',
      'update Vikram Singh',
      'return Kavita Rathore',
      'sendForApproval Vikram Singh',
      'update Vikram Singh',
      'create Vikram Singh',
    ]);
    const listed = (await t.call<{ version: string; approval: Approval }[]>('GET', '/v1/catalogue/versions', { token: token.dept })).body.value.find((x) => x.version === v)!;
    expect(listed.approval).toMatchObject({ sentBy: 'Vikram Singh', approvedBy: 'Kavita Rathore', orderNumber: 'SED/QA/2026/115' });
  });

  it('does not let the author, nor anyone who changed the draft, approve it or send it back', async () => {
    const v = await startDraft();
    expect((await send(v)).status).toBe(200);
    expect(await approval(v)).toMatchObject({ youWrote: true, mayApprove: false });
    expect(await approval(v, 'dept2')).toMatchObject({ youWrote: false, mayApprove: true });
    for (const lang of ['en', 'hi'] as const) {
      const own = await publish(v, 'dept', {}, lang);
      expect(own.status).toBe(403);
      expect(own.body.errorMessage).toBe(OWN_DRAFT[lang]);
    }
    expect((await t.call('POST', `/v1/catalogue/drafts/${v}/return`, { token: token.dept, body: { comment: 'Mine' } })).status).toBe(403);
    // A privilege-60 holder without 61 may not publish at all.
    expect((await publish(v, 'admin')).status).toBe(403);
    expect((await t.call('POST', `/v1/catalogue/drafts/${v}/return`, { token: token.dept2, body: { comment: 'Let Kavita add a line' } })).status).toBe(200);

    // The second officer edits the draft: now an author too, so she cannot approve it after dept sends it again.
    expect((await retitle(v, 'dept2')).status).toBe(200);
    expect((await send(v)).status).toBe(200);
    expect((await approval(v, 'dept2')).authors.sort()).toEqual(['Kavita Rathore', 'Vikram Singh']);
    const edited = await publish(v, 'dept2');
    expect(edited.status).toBe(403);
    expect(edited.body.errorCode).toBe('catalogueOwnDraft');
    expect((await approval(v)).state).toBe('awaitingApproval');
    // A draft not sent is not approved.
    const unsent = await startDraft('dept2');
    expect((await publish(unsent, 'dept')).body.errorCode).toBe('catalogueNotAwaitingApproval');
    for (const d of [unsent]) await t.call('DELETE', `/v1/catalogue/drafts/${d}`, { token: token.dept2 });
  });

  it('lets an approving officer who holds 61 alone read the draft, comment on it, send it back and publish it, never edit it', async () => {
    // A director who approves revisions and does not write them: a role with privilege 61 only.
    const [role] = await t.deps.db.insert(roles).values({ code: 'APPROVER_ONLY', name: 'Catalogue approver', nameHi: 'प्रश्न सूची अनुमोदक' }).returning({ id: roles.id });
    await t.deps.db.insert(rolePrivileges).values({ roleId: role.id, privilegeId: 61 });
    await t.deps.db.insert(users).values({ loginId: 'director', passwordHash: await hashPassword('Demo@1234'), firstName: 'Meena', lastName: 'Director', roleId: role.id });
    token.director = await t.login('director');
    const call = (method: string, path: string, body?: unknown) => t.call(method, path, { token: token.director, body });

    const v = await startDraft();
    // Everything a reader of the draft needs answers 200: the versions, the draft, its check, history, comparison, approval and notice.
    for (const path of [
      '/v1/catalogue/versions',
      `/v1/catalogue/versions/${v}`,
      `/v1/catalogue/versions/${v}/check`,
      `/v1/catalogue/versions/${v}/history`,
      `/v1/catalogue/versions/${v}/approval`,
      `/v1/catalogue/versions/${v}/hindi-recheck`,
      `/v1/catalogue/versions/${v}/comments/counts`,
      `/v1/catalogue/diff?from=${await newest()}&to=${v}`,
      `/v1/catalogue/${v}/notice`,
      `/v1/catalogue/drafts/${v}/impact`,
      '/v1/catalogue/open-cycles',
    ])
      expect([path, (await call('GET', path)).status]).toEqual([path, 200]);
    // Writing the draft is the editors': retitle, discard, start another draft, import are refused.
    const view = await open(v);
    expect((await call('PUT', `/v1/catalogue/drafts/${v}/title`, { title: { en: 'Mine now', hi: 'अब मेरा' }, revision: view.revisions.version ?? 0, overwrite: true })).status).toBe(
      403,
    );
    expect((await call('DELETE', `/v1/catalogue/drafts/${v}`)).status).toBe(403);
    expect((await call('POST', '/v1/catalogue/drafts', { from: await newest() })).status).toBe(403);
    expect((await call('POST', `/v1/catalogue/drafts/${v}/send-for-approval`, DEMO_APPROVAL)).status).toBe(403);

    // A comment on the draft, then a send-back: both the approver's to give.
    expect((await call('POST', `/v1/catalogue/drafts/${v}/comments`, { target: 'grading', text: 'Why did the B band move?' })).status).toBe(201);
    expect((await send(v)).status).toBe(200);
    expect(await approval(v, 'director')).toMatchObject({ youWrote: false, mayApprove: true });
    expect((await call('POST', `/v1/catalogue/drafts/${v}/return`, { comment: 'Answer the comment on the grading first.' })).status).toBe(200);
    expect((await send(v)).status).toBe(200);
    const published = await call('POST', `/v1/catalogue/drafts/${v}/publish`, { evenWithOpenComments: true, evenWithHindiToRecheck: true });
    expect(published.status).toBe(200);
    expect(await approval(v, 'director')).toMatchObject({ state: 'published', approvedBy: 'Meena Director' });
  });

  it('refuses an approval of a sending the approver did not read (sent back and sent again since)', async () => {
    const v = await startDraft();
    expect((await send(v)).status).toBe(200);
    const read = (await approval(v, 'dept2')).sentAt!;
    expect((await t.call('POST', `/v1/catalogue/drafts/${v}/return`, { token: token.dept2, body: { comment: 'One more look' } })).status).toBe(200);
    expect((await send(v)).status).toBe(200);
    const late = await publish(v, 'dept2', { sentAt: read });
    expect(late.status).toBe(409);
    expect(late.body.errorCode).toBe('catalogueSentAgain');
    expect(late.body.details![0]).toMatchObject({ by: 'Vikram Singh' });
  });

  describe('freeze windows', () => {
    let cycleid = 0;
    let accrid = 0;
    const inAMonth = new Date(Date.now() + 30 * 86400_000).toISOString().slice(0, 10);

    beforeAll(async () => {
      const created = await t.call<{ cycleid: number }>('POST', '/v1/cycle/create', {
        token: token.dept,
        body: { name: 'Window on v1', catalogueVersion: 'v1', endsOn: inAMonth },
      });
      cycleid = created.body.value.cycleid;
      expect((await t.call('POST', `/v1/cycle/${cycleid}/initiate`, { token: token.dept })).status).toBe(200);
      const [form] = await t.deps.db
        .select()
        .from(forms)
        .where(and(eq(forms.cycleId, cycleid), eq(forms.schoolCode, DEMO_SCHOOL)));
      accrid = form.id;
    });

    const migrate = (who: string, body: Record<string, unknown>, lang?: string) => t.call('POST', `/v1/catalogue/cycles/${cycleid}/migrate`, { token: token[who], body, lang });

    it('does not move a cycle inside its window without a reason, nor for an officer who may not approve', async () => {
      const preview = await t.call<{ window: { open: boolean; endsOn: string; mayMove: boolean } }>('GET', `/v1/catalogue/cycles/${cycleid}/migration?to=v2`, {
        token: token.dept,
      });
      expect(preview.body.value.window).toEqual({ open: true, endsOn: inAMonth, mayMove: true });
      const adminPreview = await t.call<{ window: { mayMove: boolean } }>('GET', `/v1/catalogue/cycles/${cycleid}/migration?to=v2`, { token: token.admin });
      expect(adminPreview.body.value.window.mayMove).toBe(false);

      const en = await migrate('dept', { to: 'v2' });
      expect(en.status).toBe(409);
      expect(en.body.errorCode).toBe('cycleWindowOpen');
      expect(en.body.errorMessage).toBe(
        `Cycle “Window on v1” takes answers until its last day, ${inAMonth}, so its forms stay on their version unless you give a reason for moving them now.`,
      );
      const hi = await migrate('dept', { to: 'v2' }, 'hi');
      expect(hi.body.errorMessage).toContain(`चक्र “Window on v1” अपने अंतिम दिन, ${inAMonth} तक उत्तर लेता है`);
      expect((await migrate('dept', { to: 'v2', reason: ' ' })).status).toBe(400);
      const admin = await migrate('admin', { to: 'v2', reason: 'Urgent correction' });
      expect(admin.status).toBe(403);
      expect(admin.body.errorCode).toBe('cycleWindowOpenApprover');
      const [form] = await t.deps.db.select().from(forms).where(eq(forms.id, accrid));
      expect(form.catalogueVersion).toBe('v1');
    });

    it('moves it with a reason from an approving officer, kept in each form’s history and the record of moves', async () => {
      const moved = await migrate('dept', { to: 'v2', reason: 'Q004 misled schools; order SED/QA/2026/120' });
      expect(moved.status, JSON.stringify(moved.body)).toBe(200);
      const [form] = await t.deps.db.select().from(forms).where(eq(forms.id, accrid));
      expect(form.catalogueVersion).toBe('v2');
      const history = await t.call<{ event: string; comment: string | null }[]>('GET', `/v1/form/${accrid}/status/history`, { token: token.head });
      expect(history.body.value.find((h) => h.event === 'catalogue.migrate')?.comment).toMatch(/^v1 → v2: .*\. Reason: Q004 misled schools; order SED\/QA\/2026\/120$/);
      const record = await t.deps.db.select().from(cycleMigrations).where(eq(cycleMigrations.cycleId, cycleid));
      expect(record).toEqual([expect.objectContaining({ fromVersion: 'v1', toVersion: 'v2', windowOpen: true, reason: 'Q004 misled schools; order SED/QA/2026/120' })]);
      const rows = await t.deps.db
        .select()
        .from(formHistory)
        .where(and(eq(formHistory.formId, accrid), eq(formHistory.event, 'catalogue.migrate')));
      expect(rows).toHaveLength(1);
    });

    it('moves a cycle past its last day without a reason', async () => {
      await t.deps.db.update(cycles).set({ endsOn: '2025-03-31' }).where(eq(cycles.id, cycleid));
      const moved = await migrate('admin', { to: 'v3' });
      expect(moved.status, JSON.stringify(moved.body)).toBe(200);
      const record = await t.deps.db.select().from(cycleMigrations).where(eq(cycleMigrations.cycleId, cycleid));
      expect(record.find((r) => r.toVersion === 'v3')).toMatchObject({ windowOpen: false, reason: null });
      await t.deps.db.update(cycles).set({ endsOn: inAMonth }).where(eq(cycles.id, cycleid));
    });

    it('says, on publishing, which cycles are open and stay on their version', async () => {
      const listed = (await t.call<OpenCycle[]>('GET', '/v1/catalogue/open-cycles', { token: token.dept })).body.value;
      expect(listed).toEqual([
        expect.objectContaining({ name: '2026-27', endsOn: null }),
        expect.objectContaining({ cycleid, name: 'Window on v1', catalogueVersion: 'v3', endsOn: inAMonth }),
      ]);
      const v = await startDraft();
      expect((await send(v)).status).toBe(200);
      const published = await publish(v, 'dept2');
      expect(published.status, JSON.stringify(published.body)).toBe(200);
      expect(published.body.value.openCycles).toEqual(listed);
      const [cycle] = await t.deps.db.select().from(cycles).where(eq(cycles.id, cycleid));
      expect(cycle.catalogueVersion).toBe('v3');
    });
  });
});
