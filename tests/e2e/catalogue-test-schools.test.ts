import { existsSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { indexCatalogue, isVisible, scoreQuestion, type Answers, type CatalogueVersion } from '../../engine';
import { seriousViolations } from './axe';
import { launchChromium, openPage } from './browser';
import { apiCall, startServer, type RunningServer } from './server';
import { signIn } from './signin';

// Issue 27, item 6, as a department officer: a test school copied from a school's approved form,
// a change to the draft that moves its grade, the failure in the check, and its acceptance with a reason.
const distIndex = fileURLToPath(new URL('../../dist/web/index.html', import.meta.url));
const SHOTS = process.env.SHOTS_DIR ?? '';
let server: RunningServer;
let browser: Browser;
let token: string;

const api = <T>(method: string, path: string, body?: unknown) => apiCall<T>(server.baseUrl, token, method, path, body);
type Item = { id: number; name: { en: string }; expectedGrade: string; answers: Answers; catalogueVersion: string; result: { grade: string | null; state: string } };

beforeAll(async () => {
  if (!process.env.WEB_ROOT && !existsSync(distIndex)) throw new Error('dist/web is missing: run `npm run build` before the e2e tests');
  if (SHOTS) mkdirSync(SHOTS, { recursive: true });
  // The full demo: approved forms to copy a test school from.
  server = await startServer({ seed: 'full' });
  browser = await launchChromium();
  token = (
    await apiCall<{ jwtToken: string }>(server.baseUrl, null, 'POST', '/v1/identity/web/auth', { loginId: 'dept', loginKey: 'Demo@1234', ipAddress: '127.0.0.1', sourceApp: 'web' })
  ).jwtToken;
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Serious accessibility findings in the test schools' panel and its dialogs (the outline's own are not this test's). */
async function panelViolations(page: Page) {
  return (await seriousViolations(page)).filter((v) => v.nodes.some((n) => /test-school|dialog/.test(n)));
}

/** A question the school answered and failed (under half its points), which the draft can make critical. */
function failedQuestion(c: CatalogueVersion, answers: Answers): string {
  const index = indexCatalogue(c);
  const id = index.order.find((q) => {
    const entry = index.questions.get(q)!;
    if (entry.question.critical || !(q in answers) || !isVisible(index, q, answers)) return false;
    const s = scoreQuestion(entry, answers[q]);
    return s !== null && s.max > 0 && s.score / s.max < 0.5;
  });
  if (!id) throw new Error('the copied school failed no question');
  return id;
}

describe('test schools in the catalogue editor', () => {
  it('adds one from a form, fails it by a change to the draft, shows it in the check and accepts it with a reason (CPU 4x slower)', async () => {
    const { version } = await api<{ version: string }>('POST', '/v1/catalogue/drafts', { from: 'v4' });
    // A school graded above C, so a critical question capped at C lowers it.
    const forms = await api<{ accrid: number; schoolCode: string; schoolName: string; grade: string | null }[]>('GET', '/v1/test-schools/forms');
    const form = forms.find((f) => f.grade && ['A+', 'A', 'B'].includes(f.grade));
    if (!form) throw new Error('no approved demo form above grade C');

    const { context, page } = await openPage(browser, server.baseUrl);
    await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await signIn(page);
    await page.goto(`/catalogue/${version}`);
    const panel = page.getByTestId('test-schools');
    // The demo's test schools pass under a fresh draft.
    await expect.poll(() => panel.locator('.test-school-pass').count(), { timeout: 20000 }).toBeGreaterThanOrEqual(2);
    expect(await panel.locator('.test-school-fail').count()).toBe(0);

    await panel.getByRole('button', { name: "Add from a school's form" }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('School name or code').fill(form.schoolCode);
    await dialog.locator('li', { hasText: form.schoolName }).getByRole('radio').check({ timeout: 20000 });
    await dialog.getByLabel('Name (English)').fill('Copied test school');
    await dialog.getByLabel('Name (Hindi)').fill('प्रति से बना परीक्षण विद्यालय');
    expect(await dialog.getByLabel('Grade it should get').inputValue()).toBe(form.grade);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/test-schools-add-en.png` });
    await dialog.getByRole('button', { name: 'Save the test school' }).click();
    await panel.getByText('Test school Copied test school saved.').waitFor();
    const row = panel.locator('li.test-school', { hasText: 'Copied test school' });
    expect(await row.textContent()).toContain('Passes');

    // Making a question this school failed critical, capped at C, moves its grade.
    const list = await api<{ items: Item[] }>('GET', `/v1/test-schools?version=${version}`);
    const mine = list.items.find((s) => s.name.en === 'Copied test school')!;
    const draft = await api<{ catalogue: CatalogueVersion }>('GET', `/v1/catalogue/versions/${version}`);
    const q = failedQuestion(draft.catalogue, mine.answers);
    await page.goto(`/catalogue/${version}?q=${q}`);
    await page.getByText('Critical question: a school that fails it cannot get above a chosen grade').click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Saved.').waitFor();
    await expect.poll(() => row.locator('.test-school-state-fail').count(), { timeout: 20000 }).toBe(1);
    expect(await row.textContent()).toContain('Under this draft: C');

    // The check lists it as a problem, linked to the panel.
    await page.getByRole('button', { name: 'Check', exact: true }).click();
    const check = page.getByTestId('check-panel');
    await check.getByText(`Test school 'Copied test school' should be ${form.grade}, gets C under this draft.`).waitFor();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/test-schools-failing-en.png`, fullPage: true });

    // Accepted with a reason: it leaves the problems and stays as a warning with the reason.
    await row.getByRole('button', { name: 'Accept with a reason' }).click();
    await page.getByRole('dialog').getByLabel('Reason').fill(`Schools that fail ${q} should not rank above C.`);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/test-schools-accept-en.png` });
    await page.getByRole('dialog').getByRole('button', { name: 'Accept with this reason' }).click();
    await panel.getByText('Accepted. Publishing is no longer stopped by this test school.').waitFor();
    await expect.poll(() => row.textContent(), { timeout: 20000 }).toContain(`Schools that fail ${q} should not rank above C.`);
    await check.getByTestId('check-warnings').getByText(`Schools that fail ${q} should not rank above C.`, { exact: false }).waitFor();
    expect(await check.textContent()).not.toContain('problems to fix');
    expect(await panelViolations(page)).toEqual([]);
    if (SHOTS) {
      await page.screenshot({ path: `${SHOTS}/test-schools-accepted-en.png`, fullPage: true });
      await check.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/test-schools-accepted-view-en.png` });
    }
    await context.close();
  });

  it('reads on a 390 px phone, in Hindi', async () => {
    const { version } = await api<{ version: string }>('POST', '/v1/catalogue/drafts', { from: 'v4' });
    const { context, page } = await openPage(browser, server.baseUrl, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await signIn(page, 'dept', 'hi');
    await page.goto(`/catalogue/${version}`);
    const panel = page.getByTestId('test-schools');
    await panel.locator('li.test-school').first().waitFor({ timeout: 20000 });
    expect(await panel.locator('h2').textContent()).toContain('परीक्षण विद्यालय');
    expect(await panel.textContent()).toContain('अपेक्षित');
    await panel.scrollIntoViewIfNeeded();
    const box = await panel.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 999)).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await panelViolations(page)).toEqual([]);
    if (SHOTS) {
      // Below the sticky top bar: the panel's heading and its first schools.
      await page.evaluate(() => {
        const el = document.getElementById('test-schools');
        if (el) window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 80);
      });
      await page.screenshot({ path: `${SHOTS}/test-schools-hi-phone.png` });
      await panel.getByRole('button', { name: 'किसी विद्यालय के फ़ॉर्म से जोड़ें' }).click();
      await page.getByRole('dialog').getByRole('radio').first().waitFor({ timeout: 20000 });
      await page.screenshot({ path: `${SHOTS}/test-schools-add-hi-phone.png` });
    }
    await context.close();
  });
});
