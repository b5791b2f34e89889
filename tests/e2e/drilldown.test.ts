// Chart drill-down in Chromium against the real server: a bar of the progress
// dashboard (or a number of its table, for keyboard users) opens the list of
// the schools behind it, with the dashboard's filters in the address, and Back
// returns to the dashboard as it was. The demo data (SEED_DEMO=1) has the 45
// forms of cycle 2026-27 at status 1, 9 per district.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, openPage } from './browser';
import { seriousViolations } from './axe';
import { startServer, type RunningServer } from './server';

const PASSWORD = 'Demo@1234';
// WEB_ROOT: the build the server serves (it inherits the variable), dist/web unless said.
const distAssets = process.env.WEB_ROOT ? join(process.env.WEB_ROOT, 'assets') : fileURLToPath(new URL('../../dist/web/assets', import.meta.url));

let server: RunningServer;
let browser: Browser;

/** Signs in through the API and keeps the session where the app keeps it. */
async function signedIn(loginId: string) {
  const res = await fetch(`${server.baseUrl}/v1/identity/web/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ loginId, loginKey: PASSWORD, ipAddress: '', sourceApp: 'web' }),
  });
  const { value } = (await res.json()) as { value: unknown };
  const { context, page } = await openPage(browser, server.baseUrl, { viewport: { width: 1280, height: 900 } });
  await context.addInitScript(
    ([session]) => {
      if (!localStorage.getItem('session')) localStorage.setItem('session', session);
      if (!localStorage.getItem('lang')) localStorage.setItem('lang', 'en');
    },
    [JSON.stringify(value)],
  );
  return { context, page };
}

/** Waits until the status chart is drawn. */
async function statusChartDrawn(page: Page) {
  await page.locator('[data-chart="status"] .vega-view svg .role-mark path').first().waitFor();
}

/** The count the status chart's table gives a status. */
async function barValue(page: Page, status: string): Promise<number> {
  return chartValue(page, 'status', status);
}

/** The count a chart's table gives a category. */
async function chartValue(page: Page, chart: string, category: string): Promise<number> {
  const card = page.locator(`[data-chart="${chart}"]`);
  await card.getByRole('button', { name: 'Show as table' }).click();
  const row = card.locator('tbody tr', { has: page.locator('th', { hasText: category }) });
  const value = Number((await row.locator('td').first().textContent())?.replace(/,/g, ''));
  await card.getByRole('button', { name: 'Hide table' }).click();
  return value;
}

/** The list's count of schools, as it says it, and its rows on the page. */
async function listed(page: Page): Promise<{ total: number; rows: string[][] }> {
  const total = page.getByTestId('drill-total');
  await total.waitFor();
  const rows = await page.locator('main tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.children].map((c) => c.textContent ?? '')));
  return { total: Number((await total.textContent())!.replace(/\D/g, '')), rows };
}

beforeAll(async () => {
  if (!existsSync(distAssets)) throw new Error('dist/web is missing: run `npm run build` before the e2e tests');
  server = await startServer();
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('chart drill-down', () => {
  it('opens the schools behind a clicked bar with the filters carried over, and Back restores the dashboard', async () => {
    const { context, page } = await signedIn('dept');
    await page.goto('/dashboard/progress?district=2');
    await statusChartDrawn(page);
    const expected = await barValue(page, 'School Head Initiated');
    expect(expected).toBe(9);

    await page.locator('[data-chart="status"] .vega-view svg .role-mark path').first().click();
    await page.waitForURL(/\/dashboard\/schools\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get('district')).toBe('2');
    expect(url.searchParams.get('at.status')).toBe('1');
    expect(url.searchParams.get('from')).toBe('progress');

    const list = await listed(page);
    expect(list.total).toBe(expected);
    expect(list.rows).toHaveLength(expected);
    // Columns: school, UDISE, district, block, status, self score, grade.
    expect(new Set(list.rows.map((r) => r[2]))).toEqual(new Set(['Karnal']));
    expect(new Set(list.rows.map((r) => r[4]))).toEqual(new Set(['School Head Initiated']));
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('link', { name: /Back to the dashboard/ }).click();
    await page.waitForURL(/\/dashboard\/progress\?district=2$/);
    await expect.poll(() => page.getByLabel('District', { exact: true }).inputValue()).toBe('2');
    await context.close();
  });

  it('lets a keyboard user reach the same list from the chart table', async () => {
    const { context, page } = await signedIn('dept');
    await page.goto('/dashboard/progress');
    await statusChartDrawn(page);
    const card = page.locator('[data-chart="status"]');
    await card.getByRole('button', { name: 'Show as table' }).click();
    const link = card.locator('tbody tr', { has: page.locator('th', { hasText: 'School Head Initiated' }) }).getByRole('link');
    const expected = Number(await link.textContent());
    await link.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/dashboard\/schools\?.*at\.status=1/);
    const list = await listed(page);
    expect(list.total).toBe(expected);
    expect(list.rows).toHaveLength(Math.min(25, expected));
    await context.close();
  });

  it('opens the schools behind a donut slice (state government schools of a category), counted as the slice', async () => {
    const { context, page } = await signedIn('dept');
    await page.goto('/dashboard/progress?district=2');
    // A slice's number sits on the slice (an arc's box centre may fall in the donut's hole): clicking it opens the slice.
    const slices = page.locator('[data-chart="gender"] .vega-view svg .mark-text.role-mark text');
    await slices.first().waitFor();
    await slices.first().click();
    await page.waitForURL(/\/dashboard\/schools\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get('district')).toBe('2');
    expect(url.searchParams.get('at.basis')).toBe('schools');
    expect(url.searchParams.get('at.management')).toBe('stateGovernment');
    const category = url.searchParams.get('at.category')!;
    const names: Record<string, string> = { coEducation: 'Co-education', girls: 'Girls', boys: 'Boys' };
    expect(Object.keys(names)).toContain(category);
    await expect.poll(() => page.locator('.drill-summary dd', { hasText: names[category] }).count()).toBe(1);

    const list = await listed(page);
    expect(list.total).toBeGreaterThan(0);
    // Columns: school, UDISE, district, block, status (every demo school has its form in the current cycle), self score, grade.
    expect(new Set(list.rows.map((r) => r[2]))).toEqual(new Set(['Karnal']));
    expect(new Set(list.rows.map((r) => r[4]))).toEqual(new Set(['School Head Initiated']));
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('link', { name: /Back to the dashboard/ }).click();
    await page.waitForURL(/\/dashboard\/progress\?district=2$/);
    await page.locator('[data-chart="gender"] .vega-view svg .mark-text.role-mark text').first().waitFor();
    expect(await chartValue(page, 'gender', names[category])).toBe(list.total);
    await context.close();
  });

  it('keeps a DQA to their own district', async () => {
    const { context, page } = await signedIn('dqa');
    await page.goto('/dashboard/progress');
    await statusChartDrawn(page);
    const expected = await barValue(page, 'School Head Initiated');
    await page.locator('[data-chart="status"] .vega-view svg .role-mark path').first().click();
    await page.waitForURL(/\/dashboard\/schools\?/);
    const list = await listed(page);
    expect(list.total).toBe(expected);
    expect(new Set(list.rows.map((r) => r[2]))).toEqual(new Set(['Ambala']));
    await context.close();
  });
});
