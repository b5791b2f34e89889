// The domain form opened from a link: its data is asked for while its code loads, and the service
// worker keeps the app's code, so the next visit opens without the connection.
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium, openPage } from './browser';
import { apiCall, startServer, type RunningServer } from './server';

const SHOTS = '/tmp/shots';
const PASSWORD = 'Demo@1234';
const webRoot = process.env.WEB_ROOT ?? fileURLToPath(new URL('../../dist/web', import.meta.url));

let server: RunningServer;
let browser: Browser;
let accrid = 0;
let session: Record<string, unknown> = {};

const call = <T>(token: string | null, method: string, path: string, body?: unknown) => apiCall<T>(server.baseUrl, token, method, path, body);

/** A browser profile where the head is signed in, as after a sign-in on this device. */
async function signedIn(lang: 'en' | 'hi', width = 1280): Promise<{ context: BrowserContext; page: Page }> {
  const opened = await openPage(browser, server.baseUrl, { viewport: { width, height: 844 } });
  await opened.context.addInitScript(
    ([value, lang]) => {
      if (localStorage.getItem('session')) return;
      localStorage.setItem('session', value);
      localStorage.setItem('tokenTime', String(Date.now()));
      localStorage.setItem('welcomePopup', '1');
      localStorage.setItem('lang', lang);
    },
    [JSON.stringify(session), lang],
  );
  return opened;
}

beforeAll(async () => {
  if (!existsSync(join(webRoot, 'index.html'))) throw new Error(`${webRoot} has no build: run \`npm run build\` before the e2e tests`);
  mkdirSync(SHOTS, { recursive: true });
  server = await startServer();
  browser = await launchChromium();
  session = await call<Record<string, unknown> & { jwtToken: string }>(null, 'POST', '/v1/identity/web/auth', { loginId: 'head', loginKey: PASSWORD, sourceApp: 'web' });
  const token = session.jwtToken as string;
  const school = session.schoolCode as string;
  const details = await call<{ schema: { properties: Record<string, { type: string }> } }>(token, 'POST', '/v1/school/details', { schoolCode: school });
  const info = Object.fromEntries(Object.entries(details.schema.properties).map(([k, p]) => [k, p.type === 'number' ? 62.5 : 3]));
  await call(token, 'POST', '/v1/school/update', { schoolCode: school, info });
  accrid = (await call<{ items: { accrid: number }[] }>(token, 'POST', '/v1/form/search', {})).items[0].accrid;
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('the domain form opened from a link', () => {
  it('asks for its data and evidence lists in one call while its code is still loading', async () => {
    const { context, page } = await signedIn('en');
    const sent: string[] = [];
    let formCodeDone = -1;
    page.on('request', (r) => sent.push(new URL(r.url()).pathname + new URL(r.url()).search));
    // Who sent the opening call: the script at the top of the page, or a script file.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const openedBy: string[] = [];
    cdp.on('Network.requestWillBeSent', (e) => {
      if (e.request.url.endsWith('/v1/form/open')) openedBy.push(new URL(e.initiator.stack?.callFrames[0]?.url ?? 'about:none').pathname);
    });
    page.on('requestfinished', (r) => {
      if (/\/assets\/form-[^/]+\.js$/.test(r.url()) && formCodeDone < 0) formCodeDone = sent.length;
    });
    await page.goto(`/forms/domain?accrid=${accrid}&domain=D5`);
    await page.locator('form.domain-form').waitFor();
    await page.waitForFunction(() => !document.querySelector('form.domain-form .evidence[data-docs="pending"]'));
    // One call brings the domain, the domains, the status, comments and evidence lists (POST /v1/form/open),
    // sent before the form's own code had arrived: the page takes the answers already on their way.
    expect(sent.filter((s) => s === '/v1/form/open')).toHaveLength(1);
    expect(sent.indexOf('/v1/form/open')).toBeLessThan(formCodeDone);
    // Sent by the page's inline script (web/app/earliestCall.ts), not by a script file, and taken
    // by the app: no second one above.
    expect(openedBy).toEqual(['/forms/domain']);
    // The change notice's link comes with the form (v4 compares with v3): no notice is asked for.
    await page.getByTestId('change-notice-link').waitFor();
    expect(sent.filter((s) => s.startsWith('/v1/catalogue/'))).toEqual([]);
    // None of the five is asked for again by the page.
    const calls = [`/v1/form/${accrid}/domain`, `/v1/form/${accrid}/status`, '/v1/form/json', `/v1/form/${accrid}/comments`, `/v1/form/${accrid}/documents?domainId=D5`];
    for (const c of calls)
      expect(
        sent.filter((s) => s === c),
        c,
      ).toHaveLength(0);
    // Only the messages the page draws: the app's and the session's English catalogs; not the Hindi
    // ones, and not the admin and dashboards areas' (they load with their screens).
    const messages = sent.filter((s) => /\/assets\/messages-/.test(s));
    expect(messages.length).toBe(2);
    await context.close();
  });

  it('keeps working in Hindi: the language switch loads the other messages and the form follows', async () => {
    const { context, page } = await signedIn('en', 390);
    await page.goto(`/forms/domain?accrid=${accrid}&domain=D5`);
    await page.locator('form.domain-form').waitFor();
    await page.getByRole('button', { name: 'हिन्दी' }).first().click();
    await page.waitForFunction(() => document.documentElement.lang === 'hi');
    await page.locator('form.domain-form').waitFor();
    await expect.poll(() => page.locator('.page-title').innerText()).toMatch(/D5 · [\u0900-\u097F]/);
    await page.screenshot({ path: `${SHOTS}/formload-d5-hi-390.png` });
    await context.close();
  });
});

describe('the service worker', () => {
  it('keeps the app code, so the form page opens again without the connection', async () => {
    const { context, page } = await signedIn('en');
    await page.goto(`/forms/domain?accrid=${accrid}&domain=D5`);
    await page.locator('form.domain-form').waitFor();
    await page.waitForFunction(() => !!navigator.serviceWorker.controller, undefined, { timeout: 30_000 });
    const kept = await page.evaluate(async () => {
      const names = await caches.keys();
      const assets = names.find((n) => n.startsWith('assets-'));
      const urls = assets ? (await (await caches.open(assets)).keys()).map((r) => new URL(r.url).pathname) : [];
      return { names, urls };
    });
    // The form's code and rjsf (vite.config.ts groups the app's code into a few chunks).
    expect(kept.urls.some((u) => /\/assets\/form-/.test(u))).toBe(true);
    expect(kept.urls.some((u) => /\/assets\/rjsf-/.test(u))).toBe(true);
    expect(kept.urls.some((u) => u.endsWith('.woff2'))).toBe(true);
    // The API is never kept by the service worker.
    expect(kept.urls.some((u) => u.startsWith('/v1/'))).toBe(false);

    await context.setOffline(true);
    const fromWorker: string[] = [];
    page.on('response', (r) => {
      if (r.fromServiceWorker()) fromWorker.push(new URL(r.url()).pathname);
    });
    await page.reload();
    // The shell and the page come up from the kept code; the form's own data needs the connection.
    await page.locator('#sidenav').waitFor();
    await expect.poll(() => page.locator('.domain-page').count()).toBe(1);
    expect(fromWorker.some((u) => /\/assets\/index-/.test(u))).toBe(true);
    await context.setOffline(false);
    await page.reload();
    await page.locator('form.domain-form').waitFor();
    await context.close();
  });
});
