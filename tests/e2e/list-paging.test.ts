// Next and Previous of the reviewers' list and of a chart's drill-down in Chromium against the real
// server: each sends the cursor of the answer on screen (the keyset protocol), the address keeps the
// page number, and a page opened from the address alone is asked for by its number. The demo data
// (SEED_DEMO=1) has 45 forms at status 1: three pages of 20, two of 25.
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, openPage } from './browser';
import { signIn } from './signin';
import { apiCall, startServer, type RunningServer } from './server';

const SHOTS = '/tmp/shots';
let server: RunningServer;
let browser: Browser;

type Page20 = { items: { accrid: number }[]; nextCursor: string | null; prevCursor: string | null };

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  server = await startServer();
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The bodies the page sends to a list route, in order. */
function listRequests(page: Page, route: string): Record<string, unknown>[] {
  const sent: Record<string, unknown>[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith(route)) sent.push(JSON.parse(r.postData() ?? '{}') as Record<string, unknown>);
  });
  return sent;
}

const rowIds = (page: Page, prefix: string) =>
  page.locator(`tbody tr[data-testid^="${prefix}"]`).evaluateAll((rows, p) => rows.map((r) => Number(r.getAttribute('data-testid')!.slice(p.length))), prefix);

describe('paging the reviewers’ list', () => {
  it.each(['en', 'hi'] as const)('moves by cursor with Next and Previous, keeps the page in the address and reopens it by number (%s)', async (lang) => {
    const token = (
      await apiCall<{ jwtToken: string }>(server.baseUrl, null, 'POST', '/v1/identity/web/auth', { loginId: 'sqa', loginKey: 'Demo@1234', ipAddress: '', sourceApp: 'web' })
    ).jwtToken;
    const pages: Page20[] = [];
    for (const n of [1, 2, 3]) pages.push(await apiCall<Page20>(server.baseUrl, token, 'POST', '/v1/form/search', { page: n, pageSize: 20 }));
    const ids = pages.map((p) => p.items.map((i) => i.accrid));

    const { context, page } = await openPage(browser, server.baseUrl, { viewport: { width: 1280, height: 900 } });
    await signIn(page, 'sqa', lang);
    const sent = listRequests(page, '/v1/form/search');
    await page.goto('/dashboard/accreditation');
    await page.locator('table.forms-table').waitFor();
    await expect.poll(() => rowIds(page, 'form-row-')).toEqual(ids[0]);
    const next = page.locator('.pager button').last();
    const previous = page.locator('.pager button').first();
    expect(await previous.isDisabled()).toBe(true);

    await next.click();
    await expect.poll(() => page.url()).toContain('page=2');
    await expect.poll(() => rowIds(page, 'form-row-')).toEqual(ids[1]);
    expect(sent[sent.length - 1]).toMatchObject({ page: 2, after: pages[0].nextCursor });
    await next.click();
    await expect.poll(() => rowIds(page, 'form-row-')).toEqual(ids[2]);
    expect(sent[sent.length - 1]).toMatchObject({ page: 3, after: pages[1].nextCursor });
    // The last page: nothing after it.
    expect(await next.isDisabled()).toBe(true);
    await expect.poll(() => page.locator('.pager').textContent()).toContain(lang === 'hi' ? 'पृष्ठ 3 / 3' : 'Page 3 of 3');
    await page.screenshot({ path: `${SHOTS}/list-paging-last-${lang}.png`, fullPage: true });

    await previous.click();
    await expect.poll(() => page.url()).toContain('page=2');
    await expect.poll(() => rowIds(page, 'form-row-')).toEqual(ids[1]);
    expect(sent[sent.length - 1]).toMatchObject({ page: 2, before: pages[2].prevCursor });

    // Reopened from the address alone: asked for by its number, the same rows.
    const before = sent.length;
    await page.reload();
    await page.locator('table.forms-table').waitFor();
    await expect.poll(() => rowIds(page, 'form-row-')).toEqual(ids[1]);
    const reopened = sent.slice(before).find((b) => b.page === 2)!;
    expect(reopened).not.toHaveProperty('after');
    expect(reopened).not.toHaveProperty('before');

    // A total the server only estimates (a word most names share) is said to be about so many.
    await page.route('**/v1/form/search', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { value: Record<string, unknown> };
      await route.fulfill({ response, json: { ...body, value: { ...body.value, total: 45, totalIsEstimate: true } } });
    });
    await page.reload();
    await page.locator('table.forms-table').waitFor();
    await expect.poll(() => page.locator('.pager').textContent()).toContain(lang === 'hi' ? 'लगभग 45 में से 21–40' : '21–40 of about 45');
    await expect.poll(() => page.locator('.pager').textContent()).toContain(lang === 'hi' ? 'पृष्ठ 2 / लगभग 3' : 'Page 2 of about 3');
    await page.screenshot({ path: `${SHOTS}/list-paging-about-${lang}.png`, fullPage: true });
    await context.close();
  });
});

describe('paging the schools behind a chart bar', () => {
  it('moves by cursor with Next and Previous and reopens a page by number', async () => {
    const token = (
      await apiCall<{ jwtToken: string }>(server.baseUrl, null, 'POST', '/v1/identity/web/auth', { loginId: 'dept', loginKey: 'Demo@1234', ipAddress: '', sourceApp: 'web' })
    ).jwtToken;
    const [cycle] = await apiCall<{ id: number }[]>(server.baseUrl, token, 'GET', '/v1/dashboard/accryear');
    const body = { status: 1, accrYear: cycle.id, pageSize: 25 };
    const first = await apiCall<Page20>(server.baseUrl, token, 'POST', '/v1/dashboard/schools', { ...body, page: 1 });
    const second = await apiCall<Page20>(server.baseUrl, token, 'POST', '/v1/dashboard/schools', { ...body, page: 2 });

    const { context, page } = await openPage(browser, server.baseUrl, { viewport: { width: 1280, height: 900 } });
    await signIn(page, 'dept');
    const sent = listRequests(page, '/v1/dashboard/schools');
    await page.goto(`/dashboard/schools?from=progress&year=${cycle.id}&at.status=1`);
    await page.locator('table.drill-table').waitFor();
    await expect.poll(() => rowIds(page, 'drill-row-')).toEqual(first.items.map((i) => i.accrid));
    const next = page.locator('.pager button').last();
    const previous = page.locator('.pager button').first();
    await next.click();
    await expect.poll(() => page.url()).toContain('page=2');
    await expect.poll(() => rowIds(page, 'drill-row-')).toEqual(second.items.map((i) => i.accrid));
    expect(sent[sent.length - 1]).toMatchObject({ page: 2, after: first.nextCursor });
    expect(await next.isDisabled()).toBe(true);
    await previous.click();
    await expect.poll(() => rowIds(page, 'drill-row-')).toEqual(first.items.map((i) => i.accrid));
    expect(sent[sent.length - 1]).toMatchObject({ page: 1, before: second.prevCursor });
    expect(await previous.isDisabled()).toBe(true);
    await page.goto(`/dashboard/schools?from=progress&year=${cycle.id}&at.status=1&page=2&size=25`);
    await expect.poll(() => rowIds(page, 'drill-row-')).toEqual(second.items.map((i) => i.accrid));
    expect(sent[sent.length - 1]).not.toHaveProperty('after');
    await context.close();
  });
});

type SchoolPage = { items: { schoolCode: string }[]; total: number; nextCursor: string | null; prevCursor: string | null };

describe('paging the school master list', () => {
  it.each(['en', 'hi'] as const)('moves by cursor, reopens by number, and reads a refused cursor’s page by number (%s, phone width)', async (lang) => {
    const token = (
      await apiCall<{ jwtToken: string }>(server.baseUrl, null, 'POST', '/v1/identity/web/auth', { loginId: 'admin', loginKey: 'Demo@1234', ipAddress: '', sourceApp: 'web' })
    ).jwtToken;
    const first = await apiCall<SchoolPage>(server.baseUrl, token, 'POST', '/v1/school/master/list', { page: 1, pageSize: 20 });
    const second = await apiCall<SchoolPage>(server.baseUrl, token, 'POST', '/v1/school/master/list', { page: 2, pageSize: 20 });
    expect(first.nextCursor).not.toBeNull();
    const codes = (p: SchoolPage) => p.items.map((s) => s.schoolCode);
    const shown = (page: Page) => page.locator('[data-testid="school-table"] tbody tr[data-row]').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-row')));

    const { context, page } = await openPage(browser, server.baseUrl, { viewport: { width: 390, height: 844 } });
    await signIn(page, 'admin', lang);
    const sent = listRequests(page, '/v1/school/master/list');
    await page.goto('/dashboard/school');
    await expect.poll(() => shown(page)).toEqual(codes(first));
    const next = page.locator('.pager button').last();
    const previous = page.locator('.pager button').first();
    expect(await previous.isDisabled()).toBe(true);
    await next.click();
    await expect.poll(() => page.url()).toContain('page=2');
    await expect.poll(() => shown(page)).toEqual(codes(second));
    expect(sent[sent.length - 1]).toMatchObject({ page: 2, after: first.nextCursor });
    await page.locator('.pager').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/school-list-page2-${lang}.png` });
    await previous.click();
    await expect.poll(() => shown(page)).toEqual(codes(first));
    expect(sent[sent.length - 1]).toMatchObject({ page: 1, before: second.prevCursor });

    // A cursor the server refuses (the list changed under it): the page is read by its number instead, not an error.
    await page.route('**/v1/school/master/list', async (route) => {
      const body = JSON.parse(route.request().postData() ?? '{}') as Record<string, unknown>;
      await route.continue({ postData: JSON.stringify(body.after ? { ...body, after: 'stale' } : body) });
    });
    await next.click();
    await expect.poll(() => shown(page)).toEqual(codes(second));
    await expect.poll(() => sent.slice(-2)).toEqual([expect.objectContaining({ page: 2, after: first.nextCursor }), expect.not.objectContaining({ after: expect.anything() })]);
    expect(await page.locator('[role="alert"]').count()).toBe(0);
    await context.close();
  });
});
