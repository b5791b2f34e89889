import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, type BrowserContext, type Page } from 'playwright-core';
import { launchChromium, openPage, appHasPage } from './browser';
import { apiCall, startServer, type RunningServer } from './server';

/*
 * The head on a slow phone (CPU throttled 6×) retypes a count and closes the tab the very moment
 * the label says the answer is kept ("Saved on this device"), twenty times, offline and online
 * (eight on PostgreSQL, see ROUNDS).
 * Each next visit must send what was typed, and no other answer may be erased on the way.
 */

const PASSWORD = 'Demo@1234';
const SCHOOL = '06010100101';
// The walk finds races in the page (the tab closed at each moment of a save), the same whatever the
// database: on PostgreSQL (the second browser run in CI) fewer rounds check the server's part and
// keep CI's time down; the embedded run walks all twenty.
const ROUNDS = process.env.E2E_DATABASE_ADMIN_URL ? 8 : 20;
const distIndex = fileURLToPath(new URL('../../dist/web/index.html', import.meta.url));

let server: RunningServer;
let browser: Browser;
let accrid = 0;
let token = '';

const call = <T>(method: string, path: string, body?: unknown) => apiCall<T>(server.baseUrl, token, method, path, body);
const onServer = async () => (await call<{ answers: Record<string, unknown> }>('POST', '/v1/form/json', { accrid, domainId: 'D6' })).answers;

beforeAll(async () => {
  if (!existsSync(distIndex)) throw new Error('dist/web is missing: run `npm run build` before the e2e tests');
  // Not behind the API scanner's proxy: its hop lets a closed tab's last save reach the server
  // later than the next visit's first read, the two tabs this test rules out (its answers are
  // scanned in form-data, offline and journey).
  server = await startServer({ scan: false });
  browser = await launchChromium();
  token = (await apiCall<{ jwtToken: string }>(server.baseUrl, null, 'POST', '/v1/identity/web/auth', { loginId: 'head', loginKey: PASSWORD, ipAddress: '', sourceApp: 'web' }))
    .jwtToken;
  const details = await call<{ schema: { properties: Record<string, { type: string }> } }>('POST', '/v1/school/details', { schoolCode: SCHOOL });
  const info = Object.fromEntries(Object.entries(details.schema.properties).map(([k, p]) => [k, p.type === 'number' ? 62.5 : 3]));
  await call('POST', '/v1/school/update', { schoolCode: SCHOOL, info });
  accrid = (await call<{ items: { accrid: number }[] }>('POST', '/v1/form/search', {})).items[0].accrid;
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function signIn(page: Page): Promise<void> {
  await page.goto('/session/signin');
  await page.locator('#loginId').fill('head');
  await page.locator('#password').fill(PASSWORD);
  await page.locator('form button[type=submit]').click();
  await page.waitForURL(/\/dashboard\/accreditationhm$/);
  await page.evaluate(() => localStorage.setItem('welcomePopup', '1'));
}

/** Opens D6 as a next visit does, and waits until whatever an earlier visit left has gone to the server. */
async function visit(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  page.setDefaultTimeout(60_000);
  // A new page may share the closed one's renderer: the next visit runs at full speed.
  await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 1 });
  try {
    // The closed tab is gone only once its save path has let go of its lock: a loaded machine can
    // return from page.close() while that page still runs (it then sent its answer itself, after
    // this visit had read the server, which is two tabs, not a next visit).
    await page.goto('/healthz');
    await page.waitForFunction(async () => !((await navigator.locks.query()).held ?? []).some((l) => l.name?.startsWith('answer-sync:')), undefined, { timeout: 30_000 });
    await page.goto(`/forms/domain?accrid=${accrid}&domain=D6`);
    await appHasPage(page);
    await page.locator('form.domain-form #root_Q183').waitFor();
    await page.waitForFunction(() => document.querySelector('[data-testid="sync-status"]')?.getAttribute('data-phase') === 'saved');
  } catch (e) {
    // What the head would have seen, for the report.
    const seen = await page
      .evaluate(() => ({
        url: location.href,
        // Whether the app took over the server's drawing, and each status on the page (the drawing has its own).
        firstView: !!document.getElementById('first-view'),
        main: document.querySelector('main, #root')?.textContent?.slice(0, 400),
        phases: [...document.querySelectorAll('[data-testid="sync-status"]')].map((el) => `${el.closest('#first-view') ? 'drawing' : 'app'}: ${el.getAttribute('data-phase')}`),
      }))
      .catch((err: unknown) => ({ unreadable: String(err) }));
    const shot = `/tmp/save-path-visit-${Date.now()}.png`;
    await page.screenshot({ path: shot }).catch(() => undefined);
    const error = new Error(`${(e as Error).message}\nthe page showed: ${JSON.stringify(seen)}`);
    // Printed as well as thrown: a try that CI's retry then passes leaves no error in the report, only this.
    console.error(`save-path visit failed (screenshot ${shot}): ${error.message}`);
    throw error;
  }
  return page;
}

/** Retypes the count as a head does (select, delete, type) on a 6× slower CPU, and closes the tab the moment the label claims it is kept. */
async function typeAndClose(page: Page, context: BrowserContext, value: number, offline: boolean): Promise<string> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  if (offline) await context.setOffline(true);
  const field = page.locator('#root_Q183');
  await field.click();
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Backspace');
  await page.keyboard.type(String(value));
  const claim = await page.waitForFunction(
    () => {
      const phase = document.querySelector('[data-testid="sync-status"]')?.getAttribute('data-phase');
      return phase === 'device' || phase === 'offline' ? document.querySelector('[data-testid="sync-status"] .sync-text')?.textContent : null;
    },
    undefined,
    { polling: 'raf', timeout: 30_000 },
  );
  const text = String(await claim.jsonValue());
  await page.close();
  if (offline) await context.setOffline(false);
  return text;
}

describe('a head who closes the tab the moment the label says the answer is kept (CPU 6× slower)', () => {
  for (const offline of [true, false]) {
    // Under load this once showed the previous value while the server held the new one: the
    // domain read paired the answer before the visit's own save with that save's time
    // (tests/api/read-snapshot.test.ts). CI's one retry of a browser test applies here too: a try
    // that fails prints what its visit saw (above), so a retry that passes still leaves the cause
    // in the log. At stop 53 one embedded try timed out in a visit with the form on screen.
    it(`${offline ? 'offline' : 'online'}: ${ROUNDS} times, the next visit sends every value, shows it and erases no other answer`, { timeout: 600_000 }, async () => {
      // Answers already on the server that no round may touch.
      await call('POST', '/v1/form/answers', { accrid, answers: [{ questionid: 'Q184', value: 1 }] });
      const before = await onServer();
      expect(before.Q184).toBe(1);
      const { context, page: first } = await openPage(browser, server.baseUrl, { viewport: { width: 360, height: 780 } });
      await signIn(first);
      await first.close();
      let page = await visit(context);
      const start = offline ? 100 : 300;
      for (let round = 0; round < ROUNDS; round++) {
        const value = start + round;
        const label = await typeAndClose(page, context, value, offline);
        expect(label).toBe('Saved on this device');
        page = await visit(context);
        const answers = await onServer();
        expect({ round, Q183: answers.Q183 }).toEqual({ round, Q183: value });
        for (const [q, v] of Object.entries(before)) if (q !== 'Q183' && q !== 'Q185') expect({ round, [q]: answers[q] }).toEqual({ round, [q]: v });
        expect(await page.locator('#root_Q183').inputValue()).toBe(String(value));
      }
      await context.close();
    });
  }
});
