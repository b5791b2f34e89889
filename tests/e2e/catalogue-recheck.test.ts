import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchChromium, openPage } from './browser';
import { apiCall, startServer, type RunningServer } from './server';
import { signIn } from './signin';

// Issue 28, item 5, as a department officer: an English text changed in the editor puts its Hindi
// in "to re-check" (on the field, in the list, under the outline's filter, in the approver's publish dialog)
// until the officer confirms it.
const distIndex = fileURLToPath(new URL('../../dist/web/index.html', import.meta.url));
let server: RunningServer;
let browser: Browser;

// The project's own API helper (server.ts).
const api = <T>(token: string, method: string, path: string, body?: unknown) => apiCall<T>(server.baseUrl, token || null, method, path, body);

beforeAll(async () => {
  if (!process.env.WEB_ROOT && !existsSync(distIndex)) throw new Error('dist/web is missing: run `npm run build` before the e2e tests');
  server = await startServer();
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('Hindi to re-check in the catalogue editor', () => {
  it('marks the Hindi of an English text the officer changes, lists and filters it, asks at publish, and clears it when confirmed', async () => {
    const token = (await api<{ jwtToken: string }>('', 'POST', '/v1/identity/web/auth', { loginId: 'dept', loginKey: 'Demo@1234', ipAddress: '127.0.0.1', sourceApp: 'web' }))
      .jwtToken;
    const { version } = await api<{ version: string }>(token, 'POST', '/v1/catalogue/drafts', { from: 'v4' });
    const { context, page } = await openPage(browser, server.baseUrl);
    await signIn(page);
    await page.goto(`/catalogue/${version}?q=Q005`);
    const text = page.getByRole('group', { name: 'Question text' });
    await text.getByLabel('English').waitFor();
    expect(await text.getByTestId('recheck-mark').count()).toBe(0);
    expect(await page.getByTestId('recheck-panel').count()).toBe(0);

    await text.getByLabel('English').fill('Does the school keep a complete, up-to-date admission register?');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Saved.').waitFor();

    // On the field: the Hindi is marked, with its action.
    await text.getByTestId('recheck-mark').waitFor();
    expect(await text.getByTestId('recheck-mark').textContent()).toContain('to re-check');
    // In the list above the outline, with its new English.
    const panel = page.getByTestId('recheck-panel');
    expect(await panel.locator('summary').textContent()).toContain('Hindi to re-check: 1');
    await panel.locator('summary').click();
    expect(await panel.textContent()).toContain('Question Q005 · Text');
    expect(await panel.textContent()).toContain('Does the school keep a complete, up-to-date admission register?');
    // The outline's filter keeps only that question.
    await page.getByRole('checkbox', { name: /Hindi to re-check/ }).check();
    const outline = page.getByRole('navigation', { name: 'Outline of the draft' });
    await expect.poll(() => outline.locator('li.outline-row:not([hidden]) .qid').allTextContents()).toEqual(['Q005']);

    // The approver's publish dialog lists it too (tests/e2e/catalogue-approval.test.ts).

    // Confirmed where it is marked: it leaves the field, the list and the filter.
    await text.getByRole('button', { name: 'Hindi checked' }).click();
    await text.getByTestId('recheck-mark').waitFor({ state: 'detached' });
    await panel.waitFor({ state: 'detached' });
    await expect.poll(() => outline.locator('li.outline-row:not([hidden]) .qid').count()).toBe(0);
    expect(await api<unknown[]>(token, 'GET', `/v1/catalogue/versions/${version}/hindi-recheck`)).toEqual([]);
    const history = await api<{ action: string }[]>(token, 'GET', `/v1/catalogue/versions/${version}/history?target=question:Q005`);
    expect(history[0].action).toBe('hindiChecked');
    await context.close();
  });
});
