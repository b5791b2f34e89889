// The analysts' export in Chromium against the real server: a DQA exports their district's
// forms from the export page, in English and in Hindi labels, as CSV and as XLSX; the files are
// parsed and compared. Codes (headers and values) must not change with the language.
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { parseCsv } from '../support/csv';
import { seriousViolations } from './axe';
import { launchChromium, openPage } from './browser';
import { startServer, type RunningServer } from './server';

const SHOTS = '/tmp/shots';
const PASSWORD = 'Demo@1234';
const distAssets = fileURLToPath(new URL('../../dist/web/assets', import.meta.url));

let server: RunningServer;
let browser: Browser;

/** Signs in through the API and keeps the session (and language) where the app keeps them. */
async function signedIn(loginId: string, opts: { width?: number; lang?: 'en' | 'hi' } = {}) {
  const res = await fetch(`${server.baseUrl}/v1/identity/web/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ loginId, loginKey: PASSWORD, ipAddress: '', sourceApp: 'web' }),
  });
  const { value } = (await res.json()) as { value: { jwtToken: string } };
  const { context, page } = await openPage(browser, server.baseUrl, { viewport: { width: opts.width ?? 1280, height: 900 }, acceptDownloads: true });
  await context.addInitScript(
    ([session, lang]) => {
      if (!localStorage.getItem('session')) localStorage.setItem('session', session);
      if (!localStorage.getItem('lang')) localStorage.setItem('lang', lang);
    },
    [JSON.stringify(value), opts.lang ?? 'en'],
  );
  return { context, page, token: value.jwtToken };
}

/** Chooses the file format and label language, clicks Export and answers the saved file's path and name. */
async function exportFile(page: Page, format: 'csv' | 'xlsx', lang: 'en' | 'hi'): Promise<{ path: string; name: string }> {
  await page.locator('#export-format').selectOption(format);
  await page.locator('#export-lang').selectOption(lang);
  const [download] = await Promise.all([page.waitForEvent('download'), page.locator('.export-panel button[type="submit"]').click()]);
  await page.getByTestId('export-done').waitFor();
  return { path: (await download.path())!, name: download.suggestedFilename() };
}

beforeAll(async () => {
  if (!existsSync(distAssets)) throw new Error('dist/web is missing: run `npm run build` before the e2e tests');
  mkdirSync(SHOTS, { recursive: true });
  server = await startServer();
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('export for analysts', () => {
  it('gives a DQA their district only, with the same codes whether the labels are English or Hindi', async () => {
    const { context, page, token } = await signedIn('dqa');
    await page.goto('/dashboard/progress');
    await page.getByRole('link', { name: 'Export data' }).click();
    await page.waitForURL(/\/dashboard\/export/);
    // A DQA's district is fixed: no district to choose, their own named.
    await expect.poll(() => page.getByTestId('export-district-fixed').textContent()).toBe('Ambala');
    expect(await page.locator('#export-district').count()).toBe(0);
    await page.locator('#export-cycle option').first().waitFor({ state: 'attached' });
    expect(await seriousViolations(page)).toEqual([]);

    const en = await exportFile(page, 'csv', 'en');
    expect(en.name).toMatch(/^export-2026-27\.csv$/);
    const hi = await exportFile(page, 'csv', 'hi');
    const [enHeader, enLabels, ...enRows] = parseCsv(readFileSync(en.path, 'utf8'));
    const [hiHeader, hiLabels, ...hiRows] = parseCsv(readFileSync(hi.path, 'utf8'));
    expect(hiHeader).toEqual(enHeader);
    expect(hiRows).toEqual(enRows);
    expect(hiLabels).not.toEqual(enLabels);
    expect(enLabels[enHeader.indexOf('district_id')]).toBe('District');
    expect(hiLabels[hiHeader.indexOf('district_id')]).toBe('जिला');

    // Only Ambala (district 1), and every form of it: the API, asked for the district by name, agrees.
    const district = enHeader.indexOf('district_id');
    expect(enRows.length).toBeGreaterThan(0);
    expect(new Set(enRows.map((r) => r[district]))).toEqual(new Set(['1']));
    const api = await fetch(`${server.baseUrl}/v1/export/forms?cycleId=${enRows[0][enHeader.indexOf('cycle_id')]}&districtId=1`, { headers: { authorization: `Bearer ${token}` } });
    expect(Number(api.headers.get('x-total-count'))).toBe(enRows.length);
    const other = await fetch(`${server.baseUrl}/v1/export/forms?cycleId=1&districtId=2`, { headers: { authorization: `Bearer ${token}` } });
    expect(other.status).toBe(403);

    // The workbook: the same codes on sheet "data", the labels on sheet "labels".
    const xlsx = await exportFile(page, 'xlsx', 'hi');
    const book = new ExcelJS.Workbook();
    const bytes = readFileSync(xlsx.path);
    await book.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
    expect(book.worksheets.map((s) => s.name)).toEqual(['data', 'labels']);
    const data = book.getWorksheet('data')!;
    expect((data.getRow(1).values as unknown[]).slice(1)).toEqual(enHeader);
    expect(data.actualRowCount).toBe(enRows.length + 1);
    const labels = book.getWorksheet('labels')!;
    expect((labels.getRow(1).values as unknown[]).slice(1)).toEqual(['column', 'code', 'label', 'label_en', 'label_hi']);
    await context.close();
  });

  it('fits a phone in Hindi', async () => {
    const { context, page } = await signedIn('dqa', { width: 360, lang: 'hi' });
    await page.goto('/dashboard/export');
    await page.getByTestId('export-district-fixed').waitFor();
    await expect.poll(() => page.getByTestId('export-district-fixed').textContent()).toBe('अंबाला');
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.screenshot({ path: `${SHOTS}/export-dqa-hi-360.png`, fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});
