import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app';
import { sendAndApprove } from '../support/approve';
import { testDatabases } from '../support/test-db';

interface Line {
  id: number;
  kind: 'comment' | 'resolve' | 'reopen';
  text: string | null;
  by: string | null;
  at: string;
}
interface Thread {
  id: number;
  target: string;
  state: 'open' | 'resolved';
  createdBy: string | null;
  resolvedBy: string | null;
  resolvedAt: string | null;
  lines: Line[];
}
interface Counts {
  open: number;
  resolved: number;
  byTarget: Record<string, { open: number; resolved: number }>;
}

/**
 * Comments on a draft's parts (issue 27, item 2): threads on a question, an option group or the
 * grading; replies, resolve and reopen with who and when; counts for the outline; publishing
 * asks for a confirmation while threads are open; kept read-only once published.
 */
describe.each(testDatabases)('comments on a draft on %s', (kind) => {
  let t: TestApp;
  let token: string;
  let v: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    token = await t.login('dept');
    v = (await t.call<{ version: string }>('POST', '/v1/catalogue/drafts', { token, body: { from: 'v4' } })).body.value.version;
  });
  afterAll(async () => t?.close());

  // Published as the department does: dept sends it for approval, dept2 approves and publishes.
  const publish = (body?: Record<string, unknown>, lang?: string) => sendAndApprove(t, v, { body, lang });
  const start = (target: string, text: string, as = token) => t.call<Thread>('POST', `/v1/catalogue/drafts/${v}/comments`, { token: as, body: { target, text } });
  const reply = (id: number, text: string) => t.call<Thread>('POST', `/v1/catalogue/drafts/${v}/comments/${id}/replies`, { token, body: { text } });
  const resolve = (id: number) => t.call<Thread>('POST', `/v1/catalogue/drafts/${v}/comments/${id}/resolve`, { token });
  const reopen = (id: number) => t.call<Thread>('POST', `/v1/catalogue/drafts/${v}/comments/${id}/reopen`, { token });
  const counts = async () => (await t.call<Counts>('GET', `/v1/catalogue/versions/${v}/comments/counts`, { token })).body.value;
  const threads = async (target?: string) =>
    (await t.call<{ threads: Thread[]; counts: Counts }>('GET', `/v1/catalogue/versions/${v}/comments${target ? `?target=${encodeURIComponent(target)}` : ''}`, { token })).body
      .value;

  it('starts a thread on a question, keeps replies with who and when, and counts it open', async () => {
    expect(await counts()).toEqual({ open: 0, resolved: 0, byTarget: {} });
    const started = await start('question:Q012', '  Should this ask for the last two years?  ');
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    expect(started.body.value).toMatchObject({ target: 'question:Q012', state: 'open', resolvedBy: null });
    expect(started.body.value.lines).toHaveLength(1);
    expect(started.body.value.lines[0]).toMatchObject({ kind: 'comment', text: 'Should this ask for the last two years?' });
    expect(started.body.value.lines[0].by).toBeTruthy();
    const id = started.body.value.id;
    const replied = await reply(id, 'Yes, two years.');
    expect(replied.status).toBe(201);
    expect(replied.body.value.lines.map((l) => l.text)).toEqual(['Should this ask for the last two years?', 'Yes, two years.']);
    expect(await counts()).toEqual({ open: 1, resolved: 0, byTarget: { 'question:Q012': { open: 1, resolved: 0 } } });
    // Listed by part; another part has none.
    expect((await threads('question:Q012')).threads.map((x) => x.id)).toEqual([id]);
    expect((await threads('question:Q013')).threads).toEqual([]);
  });

  it('keeps both replies when two officers reply at once', async () => {
    const { id } = (await start('optionGroup:yesNo', 'Add "Partly"?')).body.value;
    const other = await t.login('admin');
    const [a, b] = await Promise.all([
      reply(id, 'From the first officer'),
      t.call<Thread>('POST', `/v1/catalogue/drafts/${v}/comments/${id}/replies`, { token: other, body: { text: 'From the second officer' } }),
    ]);
    expect([a.status, b.status]).toEqual([201, 201]);
    const [thread] = (await threads('optionGroup:yesNo')).threads;
    expect(thread.lines.map((l) => l.text).sort()).toEqual(['Add "Partly"?', 'From the first officer', 'From the second officer'].sort());
  });

  it('resolves and reopens with who and when recorded; a second resolve answers the thread as the first left it', async () => {
    const { id } = (await start('grading', 'Is 85 too high for A?')).body.value;
    const resolved = await resolve(id);
    expect(resolved.status).toBe(200);
    expect(resolved.body.value).toMatchObject({ state: 'resolved' });
    expect(resolved.body.value.resolvedBy).toBeTruthy();
    const firstAt = resolved.body.value.resolvedAt;
    const again = await resolve(id);
    expect(again.status).toBe(200);
    expect(again.body.value.resolvedAt).toBe(firstAt);
    expect(again.body.value.lines.filter((l) => l.kind === 'resolve')).toHaveLength(1);
    expect((await counts()).byTarget.grading).toEqual({ open: 0, resolved: 1 });
    const reopened = await reopen(id);
    expect(reopened.body.value).toMatchObject({ state: 'open', resolvedBy: null, resolvedAt: null });
    expect(reopened.body.value.lines.map((l) => l.kind)).toEqual(['comment', 'resolve', 'reopen']);
    expect(reopened.body.value.lines.every((l) => l.by && l.at)).toBe(true);
    expect((await counts()).byTarget.grading).toEqual({ open: 1, resolved: 0 });
    await resolve(id);
  });

  it('refuses empty or too long text, unknown parts, threads and versions', async () => {
    for (const text of ['', '   ', 'x'.repeat(2001)]) {
      const res = await start('question:Q012', text);
      expect(res.status, text).toBe(400);
      expect(res.body.errorCode).toBe('catalogueCommentText');
    }
    const longest = await start('question:Q012', 'x'.repeat(2000));
    expect(longest.status, JSON.stringify(longest.body)).toBe(201);
    const hi = await t.call('POST', `/v1/catalogue/drafts/${v}/comments`, { token, lang: 'hi', body: { target: 'question:Q012', text: '' } });
    expect(hi.body.errorMessage).toBe('टिप्पणी में 1 से 2000 अक्षर होने चाहिए।');
    expect((await start('question:Q999', 'No such question')).status).toBe(404);
    expect((await start('optionGroup:nope', 'No such group')).status).toBe(404);
    expect((await start('version', 'Not a part comments take')).status).toBe(400);
    expect((await reply(987654, 'Nobody')).status).toBe(404);
    expect((await t.call('GET', '/v1/catalogue/versions/v99/comments', { token })).status).toBe(404);
    expect((await t.call('POST', '/v1/catalogue/drafts/v99/comments', { token, body: { target: 'grading', text: 'x' } })).status).toBe(404);
  });

  it('is not open to a school head', async () => {
    const head = await t.login('head');
    expect((await t.call('GET', `/v1/catalogue/versions/${v}/comments`, { token: head })).status).toBe(403);
    expect((await t.call('GET', `/v1/catalogue/versions/${v}/comments/counts`, { token: head })).status).toBe(403);
    expect((await start('question:Q012', 'From a head', head)).status).toBe(403);
  });

  it('refuses to publish while threads are open, saying how many in both languages, and publishes when the officer confirms', async () => {
    const open = (await counts()).open;
    expect(open).toBe(3);
    for (const lang of ['en', 'hi']) {
      const refused = await publish(undefined, lang);
      expect(refused.status).toBe(409);
      expect(refused.body.errorCode).toBe('catalogueOpenComments');
      expect(refused.body.errorMessage).toBe(
        lang === 'hi'
          ? 'इस प्रारूप पर 3 टिप्पणी-चर्चाएँ अभी खुली हैं। उन्हें हल करें, या फिर भी प्रकाशित करें।'
          : '3 comment threads on this draft are still open. Resolve them, or publish anyway.',
      );
      expect(refused.body.details!.map((d) => d.field).sort()).toEqual(['question:Q012', 'question:Q012', 'optionGroup:yesNo'].sort());
    }
    // Resolving all but one: the message says one, in the singular.
    const { threads: all } = await threads();
    for (const x of all.filter((x) => x.state === 'open').slice(1)) await resolve(x.id);
    const one = await publish();
    expect(one.body.errorMessage).toBe('1 comment thread on this draft is still open. Resolve it, or publish anyway.');
    const published = await publish({ evenWithOpenComments: true });
    expect(published.status, JSON.stringify(published.body)).toBe(200);
  });

  it('keeps the threads of a published version, read-only', async () => {
    const { threads: kept, counts: c } = await threads();
    expect(kept.length).toBe(4);
    expect(c.open).toBe(1);
    const late = await start('question:Q012', 'Too late');
    expect(late.status).toBe(409);
    expect(late.body.errorCode).toBe('catalogueVersionPublished');
    expect((await reply(kept[0].id, 'Too late')).status).toBe(409);
    expect((await resolve(kept[0].id)).status).toBe(409);
  });
});
