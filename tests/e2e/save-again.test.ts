import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { CatalogueVersion } from '../../engine';
import { formDrawn, launchChromium, openPage } from './browser';
import { apiCall, startServer, type RunningServer } from './server';
import { signIn } from './signin';

/*
 * Saving twice in a row on a slow machine and link, before the page has read back the first save:
 * a department officer in the catalogue editor, a school head on the school information page.
 * A department officer saves a question, goes on typing before the draft has reloaded, and saves again. The second save used to carry the revision the part was opened at,
 * so the server refused it as "changed in another tab" by the officer themself, offering to load
 * "theirs" over what they had just typed.
 */
const distIndex = fileURLToPath(new URL('../../dist/web/index.html', import.meta.url));
let server: RunningServer;
let browser: Browser;
let token = '';

// The project's own API helper (server.ts), with this file's officer.
const api = <T>(method: string, path: string, body?: unknown) => apiCall<T>(server.baseUrl, token || null, method, path, body);

const englishOf = async (v: string, id: string) =>
  (await api<{ catalogue: CatalogueVersion }>('GET', `/v1/catalogue/versions/${v}`)).catalogue.domains
    .flatMap((d) => d.subdomains.flatMap((s) => s.questions))
    .find((q) => q.id === id)?.label.en;

beforeAll(async () => {
  if (!process.env.WEB_ROOT && !existsSync(distIndex)) throw new Error('dist/web is missing: run `npm run build` before the e2e tests');
  server = await startServer();
  browser = await launchChromium();
  token = (await api<{ jwtToken: string }>('POST', '/v1/identity/web/auth', { loginId: 'dept', loginKey: 'Demo@1234', ipAddress: '127.0.0.1', sourceApp: 'web' })).jwtToken;
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('an officer who saves and goes on typing (CPU 4× slower)', () => {
  it('saves again without a conflict with their own save before the draft has reloaded', async () => {
    const { version: v } = await api<{ version: string }>('POST', '/v1/catalogue/drafts', { from: 'v4' });
    const { context, page } = await openPage(browser, server.baseUrl, { viewport: { width: 1400, height: 1000 } });
    await signIn(page);
    await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 4 });
    // The draft's reload after a save is held back (a slow link), so everything below happens before it lands.
    let hold = false;
    const held: (() => void)[] = [];
    await page.route(`**/v1/catalogue/versions/${v}`, async (route) => {
      if (hold && route.request().method() === 'GET') await new Promise<void>((resolve) => held.push(resolve));
      await route.continue();
    });
    await page.goto(`/catalogue/${v}?q=Q005`);
    const english = page.getByRole('group', { name: 'Question text' }).getByLabel('English');
    await english.waitFor();
    const save = page.getByRole('button', { name: 'Save', exact: true });
    const saved = page.getByText('Saved.', { exact: true });
    hold = true;

    // Save, then type on before the draft reloads, and save again: twice.
    await english.fill('Is there an admission register?');
    await save.click();
    await saved.waitFor();
    expect(await englishOf(v, 'Q005')).toBe('Is there an admission register?');
    await english.fill('Is there a full admission register?');
    await save.click();
    await expect.poll(() => englishOf(v, 'Q005')).toBe('Is there a full admission register?');
    await saved.waitFor();
    expect(await page.getByText(/changed this part/).count()).toBe(0);

    hold = false;
    held.splice(0).forEach((go) => go());
    await context.close();
  });
});

describe('a school head who saves the school information twice on a slow link (CPU 4× slower)', () => {
  it('saves again without being told they changed it in another tab', async () => {
    const { context, page } = await openPage(browser, server.baseUrl, { viewport: { width: 390, height: 780 } });
    await signIn(page, 'head');
    // The first-visit welcome is not what this test is about.
    await page.evaluate(() => localStorage.setItem('welcomePopup', '1'));
    await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto('/forms/schoolinfo');
    const form = page.locator('form.school-form');
    await formDrawn(form);
    const fields = form.locator('input:not([type=radio]):not([type=checkbox]):not([type=file]):not([readonly]):not([disabled])');
    const fillAll = async (value: string) => {
      const n = await fields.count();
      expect(n).toBeGreaterThan(3);
      for (let i = 0; i < n; i++) await fields.nth(i).fill(value);
    };
    // After the first save, the page's read of the new revision is held for two seconds (a slow link).
    let hold = false;
    await page.route('**/v1/school/details', async (route) => {
      if (hold) await new Promise((resolve) => setTimeout(resolve, 2000));
      await route.continue();
    });
    const save = page.getByRole('button', { name: 'Save', exact: true });
    await fillAll('5');
    hold = true;
    await save.click();
    await page.getByText('Data saved successfully').waitFor();
    await fillAll('6');
    await save.click();
    await expect.poll(async () => (await page.getByText('Data saved successfully').count()) > 0 && !(await save.isDisabled())).toBe(true);
    expect(await page.getByTestId('record-conflict').count()).toBe(0);
    hold = false;
    await page.reload();
    await formDrawn(form);
    await expect.poll(() => fields.first().inputValue()).toBe('6');
    await context.close();
  });
});
