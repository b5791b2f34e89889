import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogueVersion, Question } from '../../engine';
import { startTestApp, type TestApp } from '../support/test-app';
import { sendAndApprove } from '../support/approve';
import { testDatabases } from '../support/test-db';

interface VersionView {
  catalogue: CatalogueVersion;
  revisions: Record<string, number>;
}
interface Detail {
  field: string;
  problem: string;
  part?: string;
  path?: string;
  keyword?: string;
  limit?: number;
  type?: string;
  message?: string;
}
interface Problem {
  path: string;
  message: string;
  questionid: string | null;
  kind: string;
}

const findQuestion = (c: CatalogueVersion, id: string): Question => c.domains.flatMap((d) => d.subdomains.flatMap((s) => s.questions)).find((q) => q.id === id)!;

/** A refused draft save names its part and field for the editor's words; the check warns on score outliers without refusing publication (issue 28, items 7 and 8). */
describe.each(testDatabases)('catalogue draft messages on %s', (kind) => {
  let t: TestApp;
  let token = '';
  let v = '';
  beforeAll(async () => {
    t = await startTestApp(kind);
    token = await t.login('dept');
    v = (await t.call<{ version: string }>('POST', '/v1/catalogue/drafts', { token, body: { from: 'v4' } })).body.value.version;
  });
  afterAll(async () => t?.close());

  const open = async () => (await t.call<VersionView>('GET', `/v1/catalogue/versions/${v}`, { token })).body.value;
  const patch = (body: unknown) => t.call<unknown>('PATCH', `/v1/catalogue/drafts/${v}`, { token, body, lang: 'hi' });

  it('refuses an emptied English text naming the question and the field, and changes nothing', async () => {
    const view = await open();
    const q = findQuestion(view.catalogue, 'Q003');
    const res = await patch({ target: 'question:Q003', revision: view.revisions['question:Q003'] ?? 0, changes: [{ path: ['label', 'en'], from: q.label.en, to: '' }] });
    expect(res.status).toBe(400);
    const details = (res.body as unknown as { details: Detail[] }).details;
    expect(details[0]).toMatchObject({ field: 'question:Q003', problem: 'format', part: 'question:Q003', path: 'label.en', keyword: 'minLength', limit: 1 });
    expect(findQuestion((await open()).catalogue, 'Q003').label.en).toBe(q.label.en);
  });

  it('refuses a score that is not a number, or below 0, naming the option', async () => {
    const view = await open();
    const q = findQuestion(view.catalogue, 'Q003');
    const revision = view.revisions['question:Q003'] ?? 0;
    // A list is one field: the editor sends the options whole.
    const withScore = (score: unknown) => q.options!.map((o, i) => (i === 1 ? { ...o, score } : o));
    const letter = await patch({ target: 'question:Q003', revision, changes: [{ path: ['options'], from: q.options, to: withScore('x') }] });
    expect(letter.status).toBe(400);
    expect((letter.body as unknown as { details: Detail[] }).details[0]).toMatchObject({ part: 'question:Q003', path: 'options.1.score', keyword: 'type', type: 'number' });
    const minus = await patch({ target: 'question:Q003', revision, changes: [{ path: ['options'], from: q.options, to: withScore(-1) }] });
    expect(minus.status).toBe(400);
    expect((minus.body as unknown as { details: Detail[] }).details[0]).toMatchObject({ path: 'options.1.score', keyword: 'minimum', limit: 0 });
  });

  it('warns in the check on a 100 among scores of 0 and 1, in the reader’s language, without refusing publication', async () => {
    const view = await open();
    const q = findQuestion(view.catalogue, 'Q002');
    const to = q.options!.map((o, i) => (i === 0 ? { ...o, score: 100 } : o));
    const saved = await patch({ target: 'question:Q002', revision: view.revisions['question:Q002'] ?? 0, changes: [{ path: ['options'], from: q.options, to }] });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const check = (await t.call<Problem[]>('GET', `/v1/catalogue/versions/${v}/check`, { token, lang: 'hi' })).body.value;
    const warnings = check.filter((p) => p.kind === 'warning');
    expect(warnings).toEqual([
      expect.objectContaining({ questionid: 'Q002', path: expect.stringMatching(/options\[0\]\.score$/), message: expect.stringContaining('विकल्प SDP2_1 का अंक 100 है') }),
    ]);
    // The draft has Hindi still to write, so it cannot be published; its refusal lists no warning.
    const publish = await sendAndApprove<unknown>(t, v);
    const refused = (publish.body as unknown as { details?: Detail[] }).details ?? [];
    expect(refused.some((d) => d.field.endsWith('options[0].score'))).toBe(false);
  });
});
