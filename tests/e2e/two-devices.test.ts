import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, type BrowserContext, type Page } from 'playwright-core';
import { launchChromium, openPage, appHasPage } from './browser';
import { apiCall, startServer, type RunningServer } from './server';
import { signIn } from './signin';

/*
 * One school head on two devices at once (the phone and the office computer), both 4× slower,
 * answering the same domain turn about. A save reads the form without a lock and writes only if
 * nothing it read has changed since (server/form/save-answers.ts), so each device's saves keep
 * meeting the other's and must fall back to the locked save: every answer of both devices has to
 * reach the server and show on a fresh visit, and the form's count has to include them all.
 */

const SCHOOL = '06010100101';
const distIndex = fileURLToPath(new URL('../../dist/web/index.html', import.meta.url));

let server: RunningServer;
let browser: Browser;
let accrid = 0;
let token = '';

const call = <T>(method: string, path: string, body?: unknown) => apiCall<T>(server.baseUrl, token, method, path, body);

beforeAll(async () => {
  if (!existsSync(distIndex)) throw new Error('dist/web is missing: run `npm run build` before the e2e tests');
  server = await startServer({ scan: false });
  browser = await launchChromium();
  token = (await apiCall<{ jwtToken: string }>(server.baseUrl, null, 'POST', '/v1/identity/web/auth', { loginId: 'head', loginKey: 'Demo@1234', ipAddress: '', sourceApp: 'web' }))
    .jwtToken;
  const details = await call<{ schema: { properties: Record<string, { type: string }> } }>('POST', '/v1/school/details', { schoolCode: SCHOOL });
  await call('POST', '/v1/school/update', {
    schoolCode: SCHOOL,
    info: Object.fromEntries(Object.entries(details.schema.properties).map(([k, p]) => [k, p.type === 'number' ? 62.5 : 3])),
  });
  accrid = (await call<{ items: { accrid: number }[] }>('POST', '/v1/form/search', {})).items[0].accrid;
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** A device: its own browser, signed in as the head, with D1 open on a CPU 4× slower. */
async function device(): Promise<{ context: BrowserContext; page: Page }> {
  const { context, page } = await openPage(browser, server.baseUrl, { viewport: { width: 1280, height: 900 } });
  page.setDefaultTimeout(60_000);
  await signIn(page, 'head');
  await page.evaluate(() => localStorage.setItem('welcomePopup', '1'));
  await page.goto(`/forms/domain?accrid=${accrid}&domain=D1`);
  await appHasPage(page);
  await page.locator('form.domain-form [data-question] input[type=radio]').first().waitFor();
  await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return { context, page };
}

const saved = (page: Page) =>
  page.waitForFunction(() => document.querySelector('[data-testid="sync-status"]')?.getAttribute('data-phase') === 'saved', undefined, { polling: 200, timeout: 60_000 });

describe('one head answering one domain on two devices at once (CPU 4× slower)', () => {
  it('keeps every answer of both devices, on the server and on a fresh visit', async () => {
    const phone = await device();
    const office = await device();
    // The questions each device shows with choices, in order; the two take turns down the list.
    const questions = await phone.page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('form.domain-form [data-question]')].filter((q) => q.querySelector('input[type=radio]')).map((q) => q.dataset.question!),
    );
    const asked = questions.slice(0, 12);
    expect(asked.length).toBe(12);
    const chosen: Record<string, string> = {};
    for (const [i, q] of asked.entries()) {
      const { page } = i % 2 === 0 ? phone : office;
      const radio = page.locator(`form.domain-form [data-question="${q}"] input[type=radio]`).last();
      chosen[q] = (await radio.getAttribute('value'))!;
      await radio.click();
    }
    await Promise.all([saved(phone.page), saved(office.page)]);

    const onServer = (await call<{ answers: Record<string, unknown> }>('POST', '/v1/form/json', { accrid, domainId: 'D1' })).answers;
    for (const q of asked) expect(onServer[q], q).toBe(chosen[q]);
    const form = (await call<{ items: { accrid: number; attempted: number }[] }>('POST', '/v1/form/search', {})).items.find((f) => f.accrid === accrid)!;
    expect(form.attempted).toBeGreaterThanOrEqual(asked.length);

    const fresh = await openPage(browser, server.baseUrl, { viewport: { width: 1280, height: 900 } });
    await signIn(fresh.page, 'head');
    await fresh.page.evaluate(() => localStorage.setItem('welcomePopup', '1'));
    await fresh.page.goto(`/forms/domain?accrid=${accrid}&domain=D1`);
    await appHasPage(fresh.page);
    for (const q of asked)
      await expect.poll(() => fresh.page.locator(`form.domain-form [data-question="${q}"] input[type=radio][value="${chosen[q]}"]`).isChecked(), { timeout: 30_000 }).toBe(true);
    await Promise.all([phone.context.close(), office.context.close(), fresh.context.close()]);
  });
});
