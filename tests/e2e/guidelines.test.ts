import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, openPage } from './browser';
import { apiCall, startServer, type RunningServer } from './server';

// Issue 28, item 11: the guidelines page describes the scoring of the reader's own catalogue
// version (the demo cycle is on v4: weighted domains, an A from 80), not v1's (equal domains, an A from 75).
const distIndex = fileURLToPath(new URL('../../dist/web/index.html', import.meta.url));
let server: RunningServer;
let browser: Browser;

async function signIn(page: Page, loginId: 'head' | 'dept', lang: 'en' | 'hi' = 'en'): Promise<void> {
  await page.goto('/session/signin');
  if (lang === 'hi') await page.getByRole('button', { name: 'हिन्दी' }).click();
  await page.locator('#loginId').fill(loginId);
  await page.locator('#password').fill('Demo@1234');
  await page.locator('form button[type=submit]').click();
  await page.waitForURL(/\/dashboard\//);
  if (loginId === 'head') {
    const popup = page.getByTestId('welcome-popup');
    await popup.waitFor();
    await popup.getByRole('checkbox').check();
    await page.getByRole('dialog').getByRole('button').click();
    await popup.waitFor({ state: 'detached' });
  }
}

// The project's own API helper (server.ts).
const api = <T>(token: string, method: string, path: string, body?: unknown) => apiCall<T>(server.baseUrl, token || null, method, path, body);
const login = async (loginId: string) =>
  (await api<{ jwtToken: string }>('', 'POST', '/v1/identity/web/auth', { loginId, loginKey: 'Demo@1234', ipAddress: '127.0.0.1', sourceApp: 'web' })).jwtToken;

/** The rows of a table as the reader sees them, cell texts joined by " | ". */
const rows = (page: Page, testId: string) =>
  page
    .getByTestId(testId)
    .locator('tbody tr')
    .evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent?.trim()).join(' | ')));

beforeAll(async () => {
  if (!process.env.WEB_ROOT && !existsSync(distIndex)) throw new Error('dist/web is missing: run `npm run build` before the e2e tests');
  server = await startServer();
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('the guidelines page', () => {
  it("shows a head the bands, weights and grade names of their cycle's version, in English and Hindi, and follows the school's newest cycle", async () => {
    const { context, page } = await openPage(browser, server.baseUrl);
    await signIn(page, 'head');
    await page.goto('/dashboard/help#scoring');
    const scoring = page.getByTestId('help-scoring');
    await scoring.waitFor();
    expect(await scoring.getAttribute('data-version')).toBe('v4');
    expect(await page.getByTestId('scoring-version').textContent()).toContain('question catalogue v4');
    expect(await rows(page, 'grade-bands')).toEqual([
      'A+ | 90 and above | Exemplary',
      'A | 80 to below 90 | Very good',
      'B | 65 to below 80 | Good',
      'C | 50 to below 65 | Satisfactory',
      'D | below 50 | Needs improvement',
    ]);
    const weights = (await rows(page, 'domain-weights')).map((r) => r.split(' | ')[1]);
    expect(weights).toEqual(['1', '1.5', '1', '1', '1.25', '1', '1']);
    expect(await scoring.textContent()).not.toContain('each domain counting equally');
    expect(await scoring.textContent()).toContain('weighted average of the 7 domains');
    // The worked example is v4's: (82 + 1.5×64 + 75 + 58 + 1.25×70 + 86 + 61) ÷ 7.75 = 70.4, a B ("Good").
    expect(await page.getByTestId('scoring-example').textContent()).toContain('the overall score is 70.4, so this school gets grade B (Good)');

    // In Hindi: the same version's grade names in Hindi.
    await page.getByRole('button', { name: 'हिन्दी' }).click();
    await expect.poll(async () => (await rows(page, 'grade-bands'))[1]).toBe('A | 80 या अधिक, पर 90 से कम | बहुत अच्छा');
    expect(await page.getByTestId('scoring-version').textContent()).toContain('प्रश्न सूची v4');

    // A new cycle on v1 makes the school's newest form a v1 form: the page follows it.
    const dept = await login('dept');
    const { cycleid } = await api<{ cycleid: number }>(dept, 'POST', '/v1/cycle/create', { name: 'Guidelines cycle on v1', catalogueVersion: 'v1' });
    await api(dept, 'POST', `/v1/cycle/${cycleid}/initiate`);
    await page.getByRole('button', { name: 'English' }).click();
    await page.reload();
    await page.getByTestId('help-scoring').waitFor();
    expect(await page.getByTestId('help-scoring').getAttribute('data-version')).toBe('v1');
    expect((await rows(page, 'grade-bands'))[1]).toBe('A | 75 to below 90 | Very good');
    expect(await page.getByTestId('help-scoring').textContent()).toContain('each domain counting equally');
    await context.close();
  });

  it('tells a reader without a form that it shows the newest published version', async () => {
    const { context, page } = await openPage(browser, server.baseUrl);
    await signIn(page, 'dept');
    await page.goto('/dashboard/help#scoring');
    await page.getByTestId('help-scoring').waitFor();
    expect(await page.getByTestId('help-scoring').getAttribute('data-version')).toBe('v4');
    expect(await page.getByTestId('scoring-version').textContent()).toContain('You have no form of a cycle, so this describes the newest published question catalogue, v4');
    await context.close();
  });
});
