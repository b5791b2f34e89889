import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRIV } from '../../server/auth/privileges';
import { WEB_SESSION_COOKIE } from '../../server/auth/web-cookie';
import { forms } from '../../server/db/schema';
import { domainFormFirstView, type FirstViewInput } from '../../server/form';
import { scriptSafeJson } from '../../server/form/first-view';
import { serveWebApp } from '../../server/http/web-app';
import { DEMO_SCHOOL } from '../../server/seed/demo';
import { fillSchoolInfo } from '../support/fill';
import { startTestApp, type TestApp } from '../support/test-app';
import { testDatabases } from '../support/test-db';

/** The built page's shape where it matters: the charset, the inline script, the app's element with its frame. */
const INDEX =
  '<!doctype html>\n<html lang="en">\n  <head>\n    <meta charset="UTF-8" />\n    <script>early()</script>\n  </head>\n  <body>\n' +
  '    <div id="root"><div class="topbar boot-bar" aria-busy="true"><span class="brand">School Accreditation</span></div></div>\n  </body>\n</html>\n';

type Opened = Record<string, unknown>;

/** The cookie a response sets, by name: its value and attributes (lower case). */
function setCookie(res: Response, name: string): { value: string; attrs: string[] } | null {
  const line = res.headers.getSetCookie().find((c) => c.startsWith(`${name}=`));
  if (!line) return null;
  const [pair, ...attrs] = line.split(';').map((s) => s.trim());
  return { value: decodeURIComponent(pair.slice(name.length + 1)), attrs: attrs.map((a) => a.toLowerCase()) };
}

/**
 * The web session's cookie (server/auth/web-cookie.ts) and the page the server draws with it
 * (server/form/first-view.ts, issue 29): set and cleared with the session, never honoured by the
 * API (a page of another site cannot make the browser call it), and the drawn page only ever the
 * caller's own form, in their language, never stored by a cache.
 */
describe.each(testDatabases)('the web session cookie on %s', (kind) => {
  let t: TestApp;
  let webRoot: string;
  let accrid = 0;
  let head = '';
  let headCookie = '';
  const drawn: FirstViewInput[] = [];

  const signIn = async (loginId: string) => {
    const res = await t.app.request('/v1/identity/web/auth', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ loginId, loginKey: 'Demo@1234', sourceApp: 'web' }),
    });
    const body = (await res.json()) as { value: { jwtToken: string } };
    return { token: body.value.jwtToken, cookie: setCookie(res, WEB_SESSION_COOKIE) };
  };
  const page = (path: string, cookie?: string) => t.app.request(path, { headers: cookie ? { cookie } : {} });
  const drawnData = (html: string) => {
    const m = /<script type="application\/json" id="first-view-data">([\s\S]*?)<\/script>/.exec(html);
    return m ? (JSON.parse(m[1]) as { loginId: string; lang: string; accrid: number; domainId: string; answer: { status: string; value: Opened } }) : null;
  };

  beforeAll(async () => {
    t = await startTestApp(kind);
    webRoot = mkdtempSync(join(tmpdir(), 'first-view-'));
    writeFileSync(join(webRoot, 'index.html'), INDEX);
    // A renderer that says what it was given: the server's part is tested here, the drawing itself in the browser (tests/e2e/first-view.test.ts).
    const render = async (input: FirstViewInput) => {
      drawn.push(input);
      return `<p class="drawn">${input.domainId} for ${JSON.parse(input.session).logInUser.loginId} in ${input.lang}</p>`;
    };
    serveWebApp(t.app, webRoot, { firstView: domainFormFirstView(t.deps, render) });
    const signedIn = await signIn('head');
    head = signedIn.token;
    headCookie = `${WEB_SESSION_COOKIE}=${signedIn.cookie!.value}`;
    const [form] = await t.deps.db.select({ id: forms.id }).from(forms).where(eq(forms.schoolCode, DEMO_SCHOOL)).limit(1);
    accrid = form.id;
    const schema = (await t.call<{ schema: Record<string, unknown> }>('POST', '/v1/school/details', { token: head, body: { schoolCode: DEMO_SCHOOL } })).body.value.schema;
    await t.call('POST', '/v1/school/update', { token: head, body: { schoolCode: DEMO_SCHOOL, info: fillSchoolInfo(schema) } });
  });
  afterAll(async () => {
    await t?.close();
    if (webRoot) rmSync(webRoot, { recursive: true, force: true });
  });

  it("is set with the token at sign-in and refresh (HttpOnly, SameSite=Lax, for the token's life) and cleared at logout", async () => {
    const { token, cookie } = await signIn('head');
    expect(cookie?.value).toBe(token);
    expect(cookie?.attrs).toEqual(expect.arrayContaining(['httponly', 'samesite=lax', 'path=/', 'max-age=1800']));
    const refreshed = await t.app.request('/v1/identity/token/refresh', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: '{}',
    });
    const fresh = ((await refreshed.json()) as { value: { jwtToken: string } }).value.jwtToken;
    expect(setCookie(refreshed, WEB_SESSION_COOKIE)?.value).toBe(fresh);
    const out = await t.app.request('/v1/identity/logout', { method: 'POST', headers: { authorization: `Bearer ${fresh}` } });
    expect(out.status).toBe(200);
    const cleared = setCookie(out, WEB_SESSION_COOKIE);
    expect(cleared?.value).toBe('');
    expect(cleared?.attrs).toContain('max-age=0');
    // The page drawn with the cookie of the ended session is the plain one.
    const after = await page(`/forms/domain?accrid=${accrid}&domain=D5`, `${WEB_SESSION_COOKIE}=${fresh}`);
    expect(await after.text()).not.toContain('first-view');
  });

  it('opens no API call: a request that carries only the cookie (another site posting with the browser) is refused and changes nothing', async () => {
    const before = (await t.call<{ answers: Record<string, unknown> }>('POST', '/v1/form/json', { token: head, body: { accrid, domainId: 'D6' } })).body.value.answers.Q183;
    for (const [method, path, body] of [
      ['POST', '/v1/form/answers', { accrid, answers: [{ questionid: 'Q183', value: 17, base: null }] }],
      ['POST', '/v1/form/open', { accrid, domainId: 'D5' }],
      ['GET', `/v1/form/${accrid}/status`, undefined],
    ] as const) {
      const res = await t.app.request(path, {
        method,
        headers: { cookie: headCookie, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      expect(res.status, path).toBe(401);
    }
    const after = (await t.call<{ answers: Record<string, unknown> }>('POST', '/v1/form/json', { token: head, body: { accrid, domainId: 'D6' } })).body.value.answers.Q183;
    expect(after).toEqual(before);
  });

  it("draws a head's domain form from its link with the opening call's answer, in the language chosen, never to be stored", async () => {
    for (const lang of ['en', 'hi'] as const) {
      drawn.length = 0;
      const res = await page(`/forms/domain?accrid=${accrid}&domain=D5`, `${headCookie}; lang=${lang}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      expect(res.headers.get('vary')).toContain('Cookie');
      const html = await res.text();
      // At once: the mark (who and which language it is drawn for) before the page's inline script, the
      // app's element hidden and the frame; then the drawing, its data and the script that takes it.
      expect(html).toContain(`<meta name="first-view" content="head ${lang}" /><script>early()</script>`);
      expect(html).toContain(
        `<div id="root" hidden></div><div id="first-view"><div class="topbar boot-bar first-view-wait" aria-busy="true"><span class="brand">School Accreditation</span></div><p class="drawn">D5 for head in ${lang}</p><i class="first-view-whole" hidden></i></div><script type="application/json" id="first-view-data">`,
      );
      expect(html).toMatch(/<\/script><script>__firstViewTake\(\)<\/script>\n {2}<\/body>/);
      // Both inline scripts are allowed by their hashes, nothing else inline.
      const policy = res.headers.get('content-security-policy') ?? '';
      for (const script of ['early()', '__firstViewTake()']) expect(policy).toContain(`'sha256-${createHash('sha256').update(script).digest('base64')}'`);
      expect(policy).not.toContain("unsafe-inline' 'sha");
      const data = drawnData(html)!;
      const open = await t.call<Opened>('POST', '/v1/form/open', { token: head, body: { accrid, domainId: 'D5' }, lang });
      expect(data).toEqual({ loginId: 'head', lang, accrid, domainId: 'D5', answer: { status: 'SUCCESS', value: open.body.value } });
      expect(drawn).toHaveLength(1);
      expect(drawn[0]).toMatchObject({ url: `/forms/domain?accrid=${accrid}&domain=D5`, lang, accrid: String(accrid), domainId: 'D5' });
      // The token stays in the cookie: the page's HTML never holds it.
      expect(html).not.toContain(headCookie.split('=')[1]);
      expect(JSON.parse(drawn[0].session).jwtToken).toBe('');
    }
  });

  it("draws nothing but the plain page for anyone or anything else: no cookie, a bad one, a role the form is not for, another page, no domain named, a form not the caller's", async () => {
    const [other] = await t.deps.db.select({ id: forms.id }).from(forms).where(ne(forms.schoolCode, DEMO_SCHOOL)).limit(1);
    // A role whose privileges do not open the domain form (the administrator's): its page is the plain one.
    const admin = await signIn('admin');
    const adminPrivileges = (await t.call<{ allowedPrivilege: string }>('POST', '/v1/identity/token/refresh', { token: admin.token, body: {} })).body.value.allowedPrivilege;
    expect(adminPrivileges.split(',').map(Number)).not.toContain(PRIV.domainForm);
    const adminCookie = (await signIn('admin')).cookie!.value;
    drawn.length = 0;
    const cases: [string, string | undefined][] = [
      [`/forms/domain?accrid=${accrid}&domain=D5`, undefined],
      [`/forms/domain?accrid=${accrid}&domain=D5`, `${WEB_SESSION_COOKIE}=not-a-token`],
      [`/forms/domain?accrid=${accrid}&domain=D5`, `${WEB_SESSION_COOKIE}=${adminCookie}`],
      [`/dashboard/accreditationhm`, headCookie],
      [`/forms/domain?accrid=${accrid}`, headCookie],
      [`/forms/domain?accrid=${accrid}&domain=D5%3Cscript%3E`, headCookie],
    ];
    for (const [path, cookie] of cases) {
      const res = await page(path, cookie);
      const html = await res.text();
      expect(res.status, path).toBe(200);
      expect(html, `${path} ${cookie}`).toBe(INDEX);
      expect(res.headers.get('cache-control')).toBe('no-cache');
    }
    // The head's cookie on a form the head may not open (another school's, an unknown one): the frame
    // and the drawing's script, no drawing and no data; the app then asks and shows the refusal.
    for (const id of [other?.id ?? 999_998, 999_999]) {
      const res = await page(`/forms/domain?accrid=${id}&domain=D5`, headCookie);
      const html = await res.text();
      expect(html).toContain(
        '<div id="first-view"><div class="topbar boot-bar first-view-wait" aria-busy="true"><span class="brand">School Accreditation</span></div></div><script>__firstViewTake()</script>',
      );
      expect(html).not.toContain('first-view-data');
      expect(res.headers.get('cache-control')).toBe('private, no-store');
    }
    expect(drawn).toEqual([]);
  });

  it('writes the data so that no answer can end its script element', () => {
    const text = scriptSafeJson({ reason: '</script><script>alert(1)</script><!--', line: '\u2028' });
    expect(text).not.toMatch(/<\/script|<!--/i);
    expect(JSON.parse(text)).toEqual({ reason: '</script><script>alert(1)</script><!--', line: '\u2028' });
  });
});
