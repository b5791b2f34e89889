import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { CatalogueVersion, Question } from '../../engine';
import { launchChromium, openPage } from './browser';
import { apiCall, startServer, type RunningServer } from './server';
import { signIn } from './signin';

// Issue 28, items 1, 4 and 9, as a department officer: find a question by a Hindi word, see a
// question no answer can show flagged in the logic map, and a refused move said beside its button.
const distIndex = fileURLToPath(new URL('../../dist/web/index.html', import.meta.url));
let server: RunningServer;
let browser: Browser;

// The project's own API helper (server.ts).
const api = <T>(token: string, method: string, path: string, body?: unknown) => apiCall<T>(server.baseUrl, token || null, method, path, body);

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

describe('the catalogue editor outline, logic map and moves', () => {
  it('finds a question by a Hindi word, flags a question no answer can show, and refuses a move above what a condition uses', async () => {
    const token = (await api<{ jwtToken: string }>('', 'POST', '/v1/identity/web/auth', { loginId: 'dept', loginKey: 'Demo@1234', ipAddress: '127.0.0.1', sourceApp: 'web' }))
      .jwtToken;
    const { version } = await api<{ version: string }>(token, 'POST', '/v1/catalogue/drafts', { from: 'v4' });
    const draft = (await api<{ catalogue: CatalogueVersion }>(token, 'GET', `/v1/catalogue/versions/${version}`)).catalogue;
    // Q003 is shown when Q001 is "Yes": made to wait for an answer Q001 never gives.
    const q3 = questionsOf(draft).find((q) => q.id === 'Q003')!;
    await api(token, 'PUT', `/v1/catalogue/drafts/${version}/questions/Q003`, { question: { ...q3, showIf: { question: 'Q001', in: ['PB1'] } }, revision: 0 });

    // A Hindi word of one question only (the longest word of a question's Hindi text found in no other).
    const all = questionsOf(draft);
    let target = '';
    let word = '';
    for (const q of all) {
      const found = q.label.hi
        .split(/[\s,।?()]+/)
        .filter((w) => w.length >= 5)
        .find((w) => all.filter((x) => x.label.hi.includes(w) || (x.help?.hi ?? '').includes(w)).length === 1);
      if (found) {
        target = q.id;
        word = found;
        break;
      }
    }
    expect(word).not.toBe('');

    const { context, page } = await openPage(browser, server.baseUrl, { viewport: { width: 1400, height: 1000 } });
    await signIn(page);
    await page.goto(`/catalogue/${version}`);
    await page.getByRole('heading', { name: new RegExp(`^Draft ${version}`) }).waitFor();

    // Search by a Hindi word: the question stays in its tree, the others leave, the count says one.
    await page.locator('#outline-query').fill(word);
    const outline = page.getByRole('navigation', { name: 'Outline of the draft' });
    await expect.poll(() => outline.locator('li.outline-row:visible .qid').allTextContents()).toEqual([target]);
    await expect.poll(() => page.locator('.outline-count').textContent()).toContain('1 question matches');
    await page.locator('#outline-query').fill('कोई ऐसा शब्द नहीं zzz');
    await page.getByText('No question matches.').waitFor();
    await page.getByRole('button', { name: 'Clear search and filters' }).click();
    // Cleared: every domain is back (folded as before), the box is empty and the count gone.
    await expect.poll(() => outline.locator('details[hidden], li[hidden]').count()).toBe(0);
    await expect(page.locator('#outline-query').inputValue()).resolves.toBe('');
    await expect.poll(() => page.locator('.outline-count').count()).toBe(0);

    // The logic map of the draft flags Q003.
    await page.getByRole('link', { name: 'Logic and scoring map' }).click();
    await page.waitForURL(new RegExp(`/catalogue/${version}/logic`));
    const row = page.locator('tr[data-question="Q003"]');
    await row.waitFor();
    await expect(row.getAttribute('class')).resolves.toContain('never-shown');
    await expect(row.getByTestId('never-shown').textContent()).resolves.toContain('Q001 has none of the answers PB1');
    await expect(page.getByTestId('never-shown-summary').textContent()).resolves.toContain('Q003');
    await expect(page.locator('tr[data-question="Q002"]').getAttribute('class')).resolves.toBeNull();
    // Printed: the domain picker and the Print button stay off the paper; title, version, date and domain stay on it.
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('button', { name: 'Print' }).isVisible()).resolves.toBe(false);
    const head = await page.locator('.logic-map-head').textContent();
    expect(head).toMatch(new RegExp(`D1 · .*Draft ${version}.*printed on \\d{4}-\\d{2}-\\d{2}`));
    await expect(page.locator('.logic-map-sign').isVisible()).resolves.toBe(true);
    await page.emulateMedia({ media: 'screen' });

    // Moving Q002 above Q001 (its condition's question) is refused beside the button; nothing moves.
    await page.goto(`/catalogue/${version}?q=Q002`);
    const up = page.getByRole('button', { name: 'Move Q002 up' });
    await up.click();
    const refusal = page.getByTestId('move-refusal');
    await refusal.waitFor();
    await expect(refusal.textContent()).resolves.toContain('Q002 cannot come before Q001');
    const [b, r] = [await up.boundingBox(), await refusal.boundingBox()];
    expect(Math.abs((r?.y ?? 9999) - (b?.y ?? 0))).toBeLessThan(150);
    await expect(refusal.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    const after = (await api<{ catalogue: CatalogueVersion }>(token, 'GET', `/v1/catalogue/versions/${version}`)).catalogue;
    expect(after.domains[0].subdomains[0].questions.map((q) => q.id).slice(0, 2)).toEqual(['Q001', 'Q002']);
    await context.close();
  });

  it('on a 390 px phone, in Hindi, the search box fits and finds by a Hindi word', async () => {
    const { context, page } = await openPage(browser, server.baseUrl, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await page.goto('/session/signin');
    await page.getByRole('button', { name: 'हिन्दी' }).click();
    await signIn(page);
    await page.goto('/catalogue/v4');
    const box = page.locator('#outline-query');
    await box.waitFor();
    const at = await box.boundingBox();
    expect((at?.x ?? 0) + (at?.width ?? 999)).toBeLessThanOrEqual(390);
    await box.fill('शिक्षक');
    // The count follows the typing: wait for it, as a reader on a loaded phone would (it read too early once under CI load).
    await expect.poll(() => page.locator('.outline-count').textContent()).toMatch(/प्रश्न मिल/);
    await context.close();
  });
});
