import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forms } from '../../server/db/schema';
import { tinyPdf } from '../support/fill';
import { startTestApp, type TestApp } from '../support/test-app';
import { testDatabases } from '../support/test-db';

/**
 * A file that is a PDF and HTML at once (audit, issue 31 finding 6) is kept, since its first bytes
 * make it a PDF and a PDF may hold any bytes after them; it is served inert: as a PDF, never
 * sniffed, under the page's CSP, and only to a signed-in caller (no link a victim could be sent).
 */
describe.each(testDatabases)('a PDF that is also HTML, on %s', (kind) => {
  let t: TestApp;
  let head = '';
  let accrid = 0;
  let question = '';

  beforeAll(async () => {
    t = await startTestApp(kind);
    head = await t.login('head');
    accrid = (await t.call<{ items: { accrid: number }[] }>('POST', '/v1/form/search', { token: head, body: {} })).body.value.items[0].accrid;
    const [row] = await t.deps.db.select().from(forms).where(eq(forms.id, accrid));
    const index = t.deps.catalogues.get(row.catalogueVersion);
    question = index.order.find((q) => index.questions.get(q)!.question.evidence !== 'none')!;
  });
  afterAll(async () => t?.close());

  it('is stored as a PDF and served as one, with nosniff and the CSP, never as a page', async () => {
    const html = new TextEncoder().encode('\n<html><body><script>fetch("/v1/user/profile")</script></body></html>\n');
    const polyglot = new Uint8Array([...tinyPdf, ...html]);
    const form = new FormData();
    form.set('accrid', String(accrid));
    form.set('questionid', question);
    form.append('files', new File([polyglot], 'plan.html', { type: 'text/html' }));
    const stored = await t.call<{ documentid: number; fileName?: string }[]>('POST', '/v1/form/question/document', { token: head, raw: form });
    expect(stored.status).toBe(201);
    const { documentid } = stored.body.value[0];
    const path = `/v1/form/${accrid}/question/${question}/documents/${documentid}`;
    const served = await t.app.request(path, { headers: { authorization: `Bearer ${head}` } });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(served.headers.get('content-disposition')).toMatch(/\.html\.pdf$/);
    expect((await t.app.request(path)).status).toBe(401);
  });
});
