import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator } from 'playwright-core';
import type { CatalogueVersion, Question } from '../../engine';
import { launchChromium, openPage } from './browser';
import { apiCall, startServer, type RunningServer } from './server';
import { signIn } from './signin';

// Issue 28, items 6 to 8, on a 390 × 780 phone in Hindi: a refused save is said beside the Save
// button, in view, naming the field, in Hindi only; a letter typed as a score is said on the
// field and kept; a 100 among scores of 0 and 1 is warned about in the check.
const distIndex = fileURLToPath(new URL('../../dist/web/index.html', import.meta.url));
const VIEWPORT = { width: 390, height: 780 };
let server: RunningServer;
let browser: Browser;

// The project's own API helper (server.ts).
const api = <T>(token: string, method: string, path: string, body?: unknown) => apiCall<T>(server.baseUrl, token || null, method, path, body);

/** Latin letters in a message, once the ids it names (Q003, SD1, D1) are taken out: ids are not English. */
const latinBesidesIds = (text: string) => text.replace(/\b(?:Q|SD|D)\d+\b/g, '').match(/[A-Za-z]+/g);

/** Whether an element is wholly inside the viewport (the reader sees it without scrolling). */
async function inView(el: Locator): Promise<boolean> {
  const box = await el.boundingBox();
  return !!box && box.y >= 0 && box.x >= 0 && box.y + box.height <= VIEWPORT.height && box.x + box.width <= VIEWPORT.width;
}

const questionsOf = (c: CatalogueVersion): Question[] => c.domains.flatMap((d) => d.subdomains.flatMap((s) => s.questions));

beforeAll(async () => {
  if (!process.env.WEB_ROOT && !existsSync(distIndex)) throw new Error('dist/web is missing: run `npm run build` before the e2e tests');
  server = await startServer();
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('the catalogue editor’s messages on a phone, in Hindi', () => {
  it('says a refused save beside Save, in view, naming the field in Hindi; keeps a typed letter as a score with a word; warns on a score outlier', async () => {
    const token = (await api<{ jwtToken: string }>('', 'POST', '/v1/identity/web/auth', { loginId: 'dept', loginKey: 'Demo@1234', ipAddress: '127.0.0.1', sourceApp: 'web' }))
      .jwtToken;
    const { version } = await api<{ version: string }>(token, 'POST', '/v1/catalogue/drafts', { from: 'v4' });
    const draft = (await api<{ catalogue: CatalogueVersion }>(token, 'GET', `/v1/catalogue/versions/${version}`)).catalogue;
    const q3 = questionsOf(draft).find((q) => q.id === 'Q003')!;

    const { context, page } = await openPage(browser, server.baseUrl, { viewport: VIEWPORT, isMobile: true, hasTouch: true });
    try {
      await signIn(page, 'dept', 'hi');
      await page.goto(`/catalogue/${version}?q=Q003`);
      const editor = page.getByTestId('question-editor');
      await editor.waitFor();

      // An emptied English text: the server refuses the save.
      const english = editor.locator('fieldset.bilingual').first().locator('[lang=en]');
      await english.fill('');
      const save = page.getByRole('button', { name: 'सहेजें', exact: true });
      await save.click();
      const refusal = page.getByTestId('save-message');
      await refusal.waitFor();
      expect(await refusal.getAttribute('role')).toBe('alert');
      const said = (await refusal.textContent()) ?? '';
      // It names the question and the field, in Hindi only.
      expect(said).toContain('प्रश्न Q003 में पाठ (अंग्रेज़ी) खाली नहीं हो सकता');
      expect(latinBesidesIds(said), said).toBeNull();
      // Beside the button, in view after the click, and the focus is on it.
      expect(await inView(refusal)).toBe(true);
      expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('save-message');
      // And on the field itself.
      expect(await editor.getByTestId('field-error').first().textContent()).toContain('पाठ (अंग्रेज़ी)');
      expect(await english.getAttribute('aria-invalid')).toBe('true');

      // Written again, the save goes through: "saved" is said beside the button too.
      await english.fill(`${q3.label.en} (revised)`);
      await save.click();
      await expect.poll(async () => (await page.getByTestId('save-message').getAttribute('data-kind')) ?? '').toBe('success');
      expect(await inView(page.getByTestId('save-message'))).toBe(true);

      // Q002: a multi-choice question scored 1, 1, 1, 1, 1, 0.
      await page.goto(`/catalogue/${version}?q=Q002`);
      await editor.waitFor();
      const second = page.getByRole('textbox', { name: 'विकल्प 2 के अंक' });
      await second.fill('क1');
      // The letter is kept and said on the field, not dropped.
      expect(await second.inputValue()).toBe('क1');
      await expect.poll(() => page.getByTestId('score-error').textContent()).toBe('विकल्प 2 के अंक संख्या होनी चाहिए।');
      expect(await second.getAttribute('aria-invalid')).toBe('true');
      await second.fill('1');
      await expect.poll(() => page.getByTestId('score-error').count()).toBe(0);
      // A 100 among scores of 0 and 1 saves, and the check warns about it.
      await page.getByRole('textbox', { name: 'विकल्प 1 के अंक' }).fill('100');
      await save.click();
      await expect.poll(async () => (await page.getByTestId('save-message').getAttribute('data-kind')) ?? '').toBe('success');
      await page.getByRole('button', { name: 'जाँचें', exact: true }).click();
      const warnings = page.getByTestId('check-warnings');
      await warnings.waitFor();
      const warned = (await warnings.textContent()) ?? '';
      expect(warned).toContain('Q002');
      expect(warned).toContain('का अंक 100 है, बाकी विकल्पों (1, 1, 1, 1, 0) से बहुत अधिक');
    } finally {
      await context.close();
    }
  });
});
