// Editing a role in a real browser (names, descriptions, level; a built-in role's level read-only; a
// refused level change shown in the form) and the privilege switches refusing a mix of duties, at
// 1280 and 360 px, in English and Hindi, with axe-core on each dialog.
import { existsSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, type Page } from 'playwright-core';
import { launchChromium, openPage } from './browser';
import { startServer, type RunningServer } from './server';
import { seriousViolations } from './axe';

const SHOTS = '/tmp/shots';
const PASSWORD = 'Demo@1234';
const distIndex = fileURLToPath(new URL('../../dist/web/index.html', import.meta.url));

let server: RunningServer;
let browser: Browser;

async function apiCall<T>(method: string, path: string, body?: unknown, token?: string): Promise<T> {
  const res = await fetch(`${server.baseUrl}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as { status: string; value: T; errorMessage?: string };
  if (json.status !== 'SUCCESS') throw new Error(`${method} ${path}: ${res.status} ${json.errorMessage}`);
  return json.value;
}

async function signIn(page: Page, loginId: string): Promise<void> {
  await page.goto('/session/signin');
  await page.locator('#loginId').fill(loginId);
  await page.locator('#password').fill(PASSWORD);
  await page.locator('form button[type=submit]').click();
  await page.waitForURL((url) => !url.pathname.startsWith('/session'));
}

/** The roles screen in `lang`, loaded. */
async function rolesScreen(page: Page, lang: 'en' | 'hi'): Promise<void> {
  await page.evaluate((l) => localStorage.setItem('lang', l), lang);
  await page.goto('/dashboard/roles');
  await page.waitForFunction((l) => document.documentElement.lang === l, lang);
  await page.getByTestId('role-list').waitFor();
  await page.waitForFunction(() => !document.querySelector('main .loading'));
}

beforeAll(async () => {
  if (!existsSync(distIndex)) throw new Error('dist/web is missing: run `npm run build` before the e2e tests');
  mkdirSync(SHOTS, { recursive: true });
  server = await startServer();
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('editing a role', () => {
  let blockReviewer: number;

  beforeAll(async () => {
    const { jwtToken: admin } = await apiCall<{ jwtToken: string }>('POST', '/v1/identity/web/auth', { loginId: 'admin', loginKey: PASSWORD });
    const districts = await apiCall<{ id: number; name: { en: string } }[]>('GET', '/v1/reference/districts', undefined, admin);
    const [block] = await apiCall<{ id: number }[]>('GET', `/v1/reference/districts/${districts[0].id}/blocks`, undefined, admin);
    ({ roleId: blockReviewer } = await apiCall<{ roleId: number }>('POST', '/v1/roles', { name: 'Block Reviewer', nameHi: 'खंड समीक्षक', scopeLevel: 'block' }, admin));
    await apiCall('POST', `/v1/roles/${blockReviewer}/42/true`, undefined, admin);
    await apiCall('POST', '/v1/user/create', { loginId: 'block.reviewer', password: 'Reviewer#2026', firstName: 'Asha', roleId: blockReviewer, blockId: block.id }, admin);
  });

  it("changes a custom role's description and level; a level its user has no place at is refused in the form, with what to do", async () => {
    const { context, page } = await openPage(browser, server.baseUrl, { viewport: { width: 1280, height: 900 } });
    await signIn(page, 'admin');
    await rolesScreen(page, 'en');
    await page.getByRole('button', { name: 'Edit Block Reviewer' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Edit role' }).waitFor();
    expect(await dialog.locator('[name="name"]').inputValue()).toBe('Block Reviewer');
    expect(await dialog.locator('[name="nameHi"]').inputValue()).toBe('खंड समीक्षक');
    await dialog.locator('[name="descriptionHi"]').fill('खंड के फ़ॉर्म की समीक्षा करता है');
    await dialog.getByRole('radio', { name: /One school/ }).check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByRole('alert').filter({ hasText: '1 user of this role has no place at the new scope level: give them one first, or choose another level' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/role-edit-refused-1280-en.png` });

    // The user has a block, so a district: that level is open.
    await dialog.getByRole('radio', { name: /One district/ }).check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.locator('main [data-testid="notice-success"]', { hasText: 'Role updated' }).waitFor();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await page.getByTestId('role-list').locator('li', { hasText: 'Block Reviewer' }).getByText('Scope: One district').waitFor();
    await context.close();
  });

  it("shows a built-in role's level read-only with the reason; Escape closes and gives the focus back to Edit", async () => {
    const { context, page } = await openPage(browser, server.baseUrl, { viewport: { width: 1280, height: 900 } });
    await signIn(page, 'admin');
    await rolesScreen(page, 'en');
    const edit = page.getByRole('button', { name: 'Edit Administrator' });
    await edit.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.getByText('A built-in role keeps its scope level').waitFor();
    for (const radio of await dialog.getByRole('radio').all()) expect(await radio.isDisabled()).toBe(true);
    expect(await dialog.getByRole('radio', { name: /Whole state/ }).isChecked()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/role-edit-builtin-1280-en.png` });
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Edit Administrator');
    await context.close();
  });

  it('works at phone width in Hindi', async () => {
    const { context, page } = await openPage(browser, server.baseUrl, { viewport: { width: 360, height: 780 } });
    await signIn(page, 'admin');
    await rolesScreen(page, 'hi');
    await page.getByRole('button', { name: 'खंड समीक्षक संपादित करें' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'भूमिका संपादित करें' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/role-edit-360-hi.png` });
    await dialog.getByRole('button', { name: 'रद्द करें' }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await page.screenshot({ path: `${SHOTS}/roles-360-hi.png`, fullPage: true });
    await context.close();
  });
});

describe('separation of duties on the privilege switches', () => {
  it('refuses the administrator an approval privilege for their own role, and user management for a reviewing role, each switch put back with the reason', async () => {
    const { context, page } = await openPage(browser, server.baseUrl, { viewport: { width: 1280, height: 900 } });
    await signIn(page, 'admin');
    await rolesScreen(page, 'en');
    await page.getByRole('link', { name: /Administrator/ }).click();
    await page.getByRole('heading', { name: 'Privileges of Administrator' }).waitFor();
    const approve = page.getByRole('switch', { name: 'Department approval (approve or reject)' });
    await approve.click();
    await page.getByTestId('role-message-error').filter({ hasText: 'You cannot give your own role a privilege to submit, review or approve forms' }).waitFor();
    await expect.poll(() => approve.getAttribute('aria-checked')).toBe('false');

    await page.getByRole('link', { name: /District Quality Assurance/ }).click();
    await page.getByRole('heading', { name: /Privileges of District Quality Assurance/ }).waitFor();
    const users = page.getByRole('switch', { name: 'Users', exact: true });
    await users.click();
    await page.getByTestId('role-message-error').filter({ hasText: 'One role cannot both manage users or roles and submit, review or approve forms' }).waitFor();
    await expect.poll(() => users.getAttribute('aria-checked')).toBe('false');
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/role-duties-refused-1280-en.png` });

    await rolesScreen(page, 'hi');
    await page.getByRole('link', { name: /प्रशासक/ }).click();
    await page.getByRole('switch', { name: 'विभागीय अनुमोदन (अनुमोदित या अस्वीकार)' }).click();
    await page.getByTestId('role-message-error').filter({ hasText: 'आप अपनी ही भूमिका को फ़ॉर्म प्रस्तुत करने' }).waitFor();
    await context.close();
  });
});
