import { existsSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, type Page } from 'playwright-core';
import { launchChromium, openPage } from './browser';
import { apiCall, startServer, type RunningServer } from './server';

// Issue 28, item 10: with two cycles open at once, the head could reach only one form from home.
const SHOTS = '/tmp/shots';
const PASSWORD = 'Demo@1234';
const SCHOOL = '06010100101';
const distIndex = fileURLToPath(new URL('../../dist/web/index.html', import.meta.url));

let server: RunningServer;
let browser: Browser;
let head = '';
let forms: { accrid: number; cycleid: number; cycleName: string }[] = [];

const call = <T>(token: string | null, method: string, path: string, body?: unknown) => apiCall<T>(server.baseUrl, token, method, path, body);
const login = async (loginId: string) =>
  (await call<{ jwtToken: string }>(null, 'POST', '/v1/identity/web/auth', { loginId, loginKey: PASSWORD, ipAddress: '', sourceApp: 'web' })).jwtToken;
const answerOnServer = async (accrid: number) => (await call<{ answers: Record<string, unknown> }>(head, 'POST', '/v1/form/json', { accrid, domainId: 'D1' })).answers.Q006;

async function signInHead(page: Page): Promise<void> {
  await page.goto('/session/signin');
  await page.locator('#loginId').fill('head');
  await page.locator('#password').fill(PASSWORD);
  await page.locator('form button[type=submit]').click();
  await page.waitForURL(/\/dashboard\/accreditationhm$/);
  const popup = page.getByTestId('welcome-popup');
  await popup.getByRole('checkbox').check();
  await page.getByRole('dialog').getByRole('button').click();
  await popup.waitFor({ state: 'detached' });
}

beforeAll(async () => {
  if (!existsSync(distIndex)) throw new Error('dist/web is missing: run `npm run build` before the e2e tests');
  mkdirSync(SHOTS, { recursive: true });
  server = await startServer();
  browser = await launchChromium();
  head = await login('head');
  const details = await call<{ schema: { properties: Record<string, { type: string }> } }>(head, 'POST', '/v1/school/details', { schoolCode: SCHOOL });
  const info = Object.fromEntries(Object.entries(details.schema.properties).map(([k, p]) => [k, p.type === 'number' ? 62.5 : 3]));
  await call(head, 'POST', '/v1/school/update', { schoolCode: SCHOOL, info });
  const dept = await login('dept');
  const { cycleid } = await call<{ cycleid: number }>(dept, 'POST', '/v1/cycle/create', { name: 'Second cycle 2027' });
  await call(dept, 'POST', `/v1/cycle/${cycleid}/initiate`);
  forms = (await call<{ items: { accrid: number; cycleid: number; cycleName: string }[] }>(head, 'POST', '/v1/form/search', { pageSize: 100 })).items;
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('a school head with two cycles open', () => {
  it('opens and answers each form from the home page', async () => {
    expect(forms).toHaveLength(2);
    const newest = [...forms].sort((a, b) => b.cycleid - a.cycleid);
    const { context, page } = await openPage(browser, server.baseUrl, { viewport: { width: 390, height: 844 } });
    await signInHead(page);
    const switcher = page.getByRole('navigation', { name: 'Forms of your school' });
    // Home opens on the newest cycle's form and lists both.
    await expect.poll(() => page.locator('.form-card').textContent()).toContain(newest[0].cycleName);
    expect(await switcher.getByRole('link').count()).toBe(2);
    await page.screenshot({ path: `${SHOTS}/two-cycles-home-390.png`, fullPage: true });

    for (const [i, form] of newest.entries()) {
      await switcher.getByTestId(`head-form-${form.accrid}`).click();
      await page.waitForURL(new RegExp(`accrid=${form.accrid}$`));
      await expect.poll(() => page.locator('.form-card').textContent()).toContain(form.cycleName);
      expect(await switcher.getByTestId(`head-form-${form.accrid}`).getAttribute('aria-current')).toBe('page');
      await page.locator('.domain-list a').first().click();
      await page.locator('form.domain-form').waitFor();
      expect(page.url()).toContain(`accrid=${form.accrid}`);
      expect(await page.getByText('This form cannot be changed now').count()).toBe(0);
      await page.locator('#root_Q006').fill(String(301 + i));
      await expect.poll(() => page.getByTestId('sync-status').getAttribute('data-phase'), { timeout: 15_000 }).toBe('saved');
      await expect.poll(() => answerOnServer(form.accrid)).toBe(301 + i);
      await page.goto('/dashboard/accreditationhm');
    }
    // Each form kept its own answer.
    expect(await answerOnServer(newest[0].accrid)).toBe(301);
    expect(await answerOnServer(newest[1].accrid)).toBe(302);
    await context.close();
  });

  it('lists each form with its cycle in Hindi on a phone', async () => {
    const { context, page } = await openPage(browser, server.baseUrl, { viewport: { width: 390, height: 844 } });
    await page.addInitScript(() => localStorage.setItem('lang', 'hi'));
    await signInHead(page);
    const switcher = page.getByRole('navigation', { name: 'आपके विद्यालय के फ़ॉर्म' });
    await switcher.waitFor();
    for (const form of forms) await switcher.getByText(form.cycleName).waitFor();
    await page.screenshot({ path: `${SHOTS}/two-cycles-home-hi-390.png`, fullPage: true });
    await context.close();
  });
});
