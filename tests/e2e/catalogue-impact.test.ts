import { existsSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { CatalogueVersion, Question } from '../../engine';
import { seriousViolations } from './axe';
import { launchChromium, openPage } from './browser';
import { apiCall, startServer, type RunningServer } from './server';
import { signIn } from './signin';

// Issue 27, item 5, as a department officer: a draft with a rescored question is tried on the demo's
// approved forms; the officer watches the progress and reads the figures by district, in English on
// a slow desktop and in Hindi on a phone.
const distIndex = fileURLToPath(new URL('../../dist/web/index.html', import.meta.url));
const shots = process.env.SHOTS_DIR;
let server: RunningServer;
let browser: Browser;
let token: string;
let version: string;

const api = <T>(method: string, path: string, body?: unknown) => apiCall<T>(server.baseUrl, token, method, path, body);
type Draft = { catalogue: CatalogueVersion; revisions: Record<string, number> };

/** Raises the scored options of a single-choice question by one (and, with `bands`, every grade's minimum by 5), as an officer would in the editor. */
async function rescore(id: string | null, bands: boolean): Promise<string> {
  const draft = await api<Draft>('GET', `/v1/catalogue/versions/${version}`);
  const all: Question[] = draft.catalogue.domains.flatMap((d) => d.subdomains.flatMap((s) => s.questions));
  const own = all.find((q) => (id ? q.id === id : q.type !== 'multi' && q.options?.some((o) => o.score > 0)))!;
  const question = { ...own, options: own.options!.map((o) => (o.score > 0 ? { ...o, score: o.score + 1 } : o)) };
  await api('PUT', `/v1/catalogue/drafts/${version}/questions/${own.id}`, { question, revision: draft.revisions[`question:${own.id}`] ?? 0 });
  if (bands) {
    const grading = { ...draft.catalogue.grading, bands: draft.catalogue.grading.bands.map((b) => ({ ...b, min: b.min > 0 ? Math.min(99, b.min + 5) : 0 })) };
    await api('PUT', `/v1/catalogue/drafts/${version}/grading`, { grading, revision: draft.revisions.grading ?? 0 });
  }
  return own.id;
}

beforeAll(async () => {
  if (!process.env.WEB_ROOT && !existsSync(distIndex)) throw new Error('dist/web is missing: run `npm run build` before the e2e tests');
  // The full demo: its approved forms are what the impact is worked out on. The queue is polled every second.
  process.env.MAIL_POLL_SECONDS = '1';
  server = await startServer({ seed: 'full' });
  browser = await launchChromium();
  token = (
    await apiCall<{ jwtToken: string }>(server.baseUrl, null, 'POST', '/v1/identity/web/auth', { loginId: 'dept', loginKey: 'Demo@1234', ipAddress: '127.0.0.1', sourceApp: 'web' })
  ).jwtToken;
  version = (await api<{ version: string }>('POST', '/v1/catalogue/drafts', { from: 'v4' })).version;
  if (shots) mkdirSync(shots, { recursive: true });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('Impact on schools', () => {
  let rescored: string;

  it('works out the impact of a rescored draft with a progress bar, then shows the grade changes by district (4x slower CPU)', async () => {
    rescored = await rescore(null, true);
    const { context, page } = await openPage(browser, server.baseUrl, { viewport: { width: 1280, height: 1000 } });
    await signIn(page);
    await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(`/catalogue/${version}`);
    await page.getByRole('link', { name: 'Impact on schools' }).click();
    await page.getByRole('heading', { name: `Impact of ${version} on schools` }).waitFor();
    // The newest cycle with approved forms is chosen.
    expect(await page.getByLabel('Cycle').locator('option:checked').textContent()).toMatch(/approved forms/);
    await page.getByRole('button', { name: 'Work out the impact' }).click();
    await page.getByTestId('impact-progress').waitFor();
    if (shots) await page.screenshot({ path: `${shots}/impact-en-progress.png` });
    await page.getByTestId('impact-figures').waitFor({ timeout: 60_000 });
    const summary = await page.getByTestId('impact-summary').textContent();
    expect(summary).toMatch(/approved forms of .*schools would change grade/);
    // By district: one row per district of the approved forms, each with its counts.
    const rows = page.getByTestId('impact-by-district-table').locator('tbody tr');
    expect(await rows.count()).toBeGreaterThan(0);
    expect(await page.getByTestId('impact-by-management').locator('tbody tr').count()).toBeGreaterThan(0);
    expect(await page.getByTestId('impact-domains').textContent()).toContain('D');
    await page.locator('[data-chart=impact-by-district]').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    if (shots) await page.screenshot({ path: `${shots}/impact-en-desktop.png`, fullPage: true });

    // A reload finds the same report: nothing is queued again.
    const before = await api<{ report: { id: number } }>('GET', `/v1/catalogue/drafts/${version}/impact`);
    await page.reload();
    await page.getByTestId('impact-figures').waitFor();
    expect((await api<{ report: { id: number } }>('GET', `/v1/catalogue/drafts/${version}/impact`)).report.id).toBe(before.report.id);

    // An edit since makes it out of date; working it out again gives a new report.
    await rescore(rescored, false);
    await page.reload();
    await page.getByTestId('impact-out-of-date').waitFor();
    await page.getByRole('button', { name: 'Work it out again' }).click();
    await page.getByTestId('impact-out-of-date').waitFor({ state: 'detached', timeout: 60_000 });
    await page.getByTestId('impact-figures').waitFor({ timeout: 60_000 });
    expect((await api<{ report: { id: number } }>('GET', `/v1/catalogue/drafts/${version}/impact`)).report.id).not.toBe(before.report.id);
    await context.close();
  });

  it('reads the same figures in Hindi on a phone', async () => {
    const { context, page } = await openPage(browser, server.baseUrl, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await signIn(page, 'dept', 'hi');
    await page.goto(`/catalogue/${version}/impact`);
    await page.getByRole('heading', { name: `विद्यालयों पर ${version} का प्रभाव` }).waitFor();
    await page.getByTestId('impact-figures').waitFor({ timeout: 60_000 });
    expect(await page.getByTestId('impact-summary').textContent()).toContain('विद्यालयों का ग्रेड बदलेगा');
    expect(await page.getByRole('heading', { name: 'जिलेवार', exact: true }).count()).toBe(1);
    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousViolations(page)).toEqual([]);
    if (shots) {
      await page.screenshot({ path: `${shots}/impact-hi-phone.png`, fullPage: true });
      await page.screenshot({ path: `${shots}/impact-hi-phone-top.png` });
      await page.getByTestId('impact-by-district-table').scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${shots}/impact-hi-phone-districts.png` });
      await page.getByTestId('impact-movers').scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${shots}/impact-hi-phone-movers.png` });
    }
    await context.close();
  });
});
