import { existsSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, type Page } from 'playwright-core';
import { launchChromium, openPage, appHasPage } from './browser';
import { apiCall, startServer, type RunningServer } from './server';

// A refused answer never scrambles the form nor saves wrong data (issue 12, defect 1).
const SHOTS = '/tmp/shots';
const PASSWORD = 'Demo@1234';
const SCHOOL = '06010100101';
const distIndex = fileURLToPath(new URL('../../dist/web/index.html', import.meta.url));

let server: RunningServer;
let browser: Browser;
let accrid = 0;
let head = '';

const call = <T>(token: string | null, method: string, path: string, body?: unknown) => apiCall<T>(server.baseUrl, token, method, path, body);

const login = async (loginId: string) =>
  (await call<{ jwtToken: string }>(null, 'POST', '/v1/identity/web/auth', { loginId, loginKey: PASSWORD, ipAddress: '', sourceApp: 'web' })).jwtToken;
const serverAnswers = async () => (await call<{ answers: Record<string, unknown> }>(head, 'POST', '/v1/form/json', { accrid, domainId: 'D1' })).answers;

async function signInHead(page: Page): Promise<void> {
  await page.goto('/session/signin');
  await page.locator('#loginId').fill('head');
  await page.locator('#password').fill(PASSWORD);
  await page.locator('form button[type=submit]').click();
  await page.waitForURL(/\/dashboard\/accreditationhm$/);
  const popup = page.getByTestId('welcome-popup');
  await popup.getByRole('checkbox').check();
  await page.getByRole('dialog').getByRole('button').click();
  await popup.waitFor({ state: 'detached' });
}

async function openD1(page: Page): Promise<void> {
  await page.goto(`/forms/domain?accrid=${accrid}&domain=D1`);
  // Evidence and buttons are the app's: a page the server drew first is waited out.
  await appHasPage(page);
  await page.locator('form.domain-form').waitFor();
}

const saved = (page: Page) => expect.poll(() => page.getByTestId('sync-status').getAttribute('data-phase'), { timeout: 15_000 }).toBe('saved');

beforeAll(async () => {
  if (!existsSync(distIndex)) throw new Error('dist/web is missing: run `npm run build` before the e2e tests');
  mkdirSync(SHOTS, { recursive: true });
  server = await startServer();
  browser = await launchChromium();
  head = await login('head');
  const details = await call<{ schema: { properties: Record<string, { type: string }> } }>(head, 'POST', '/v1/school/details', { schoolCode: SCHOOL });
  const info = Object.fromEntries(Object.entries(details.schema.properties).map(([k, p]) => [k, p.type === 'number' ? 62.5 : 3]));
  await call(head, 'POST', '/v1/school/update', { schoolCode: SCHOOL, info });
  accrid = (await call<{ items: { accrid: number }[] }>(head, 'POST', '/v1/form/search', {})).items[0].accrid;
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('a part above its whole', () => {
  it('is marked on the field as it is typed, keeps every value on screen, and saves nothing wrong', async () => {
    const { context, page } = await openPage(browser, server.baseUrl, { viewport: { width: 1280, height: 900 } });
    await signInHead(page);
    await openD1(page);
    await page.locator('#root_Q006').fill('1200');
    await page.locator('#root_Q004-0').check();
    await saved(page);

    await page.locator('#root_Q007').fill('1500');
    const q007 = page.locator('[data-question="Q007"]');
    await expect.poll(() => q007.textContent()).toContain('Cannot be more than the answer to Q006');
    await page.locator('#root_Q009-1').check();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.screenshot({ path: `${SHOTS}/form-data-limit.png` });
    await page.getByText('Correct the answers marked in red').waitFor({ timeout: 10_000 });

    // Everything the head typed is still on screen, the broken rule still marked.
    expect(await page.locator('#root_Q006').inputValue()).toBe('1200');
    expect(await page.locator('#root_Q007').inputValue()).toBe('1500');
    expect(await page.locator('#root_Q004-0').isChecked()).toBe(true);
    expect(await page.locator('#root_Q009-1').isChecked()).toBe(true);
    expect(await q007.textContent()).toContain('Cannot be more than the answer to Q006');

    // The server has the good answers and not the broken one.
    const onServer = await serverAnswers();
    expect(onServer.Q006).toBe(1200);
    expect(onServer.Q004).toBe('YN1');
    expect(onServer.Q009).toBeTruthy();
    expect(onServer.Q007 ?? null).toBeNull();

    // Mended, it is sent; after a reload every value is what the head left.
    await page.locator('#root_Q007').fill('1100');
    await expect.poll(() => q007.textContent()).not.toContain('Cannot be more than');
    await saved(page);
    await page.reload();
    await page.locator('form.domain-form').waitFor();
    expect(await page.locator('#root_Q006').inputValue()).toBe('1200');
    expect(await page.locator('#root_Q007').inputValue()).toBe('1100');
    expect(await page.locator('#root_Q004-0').isChecked()).toBe(true);
    expect((await serverAnswers()).Q007).toBe(1100);
    await context.close();
  });

  it('refused by the server (the whole changed on another device) shows the server’s message and overwrites nothing', async () => {
    await call(head, 'POST', '/v1/form/answers', {
      accrid,
      answers: [
        { questionid: 'Q020', value: 40 },
        { questionid: 'Q021', value: null },
      ],
    });
    const { context, page } = await openPage(browser, server.baseUrl, { viewport: { width: 1280, height: 900 } });
    await signInHead(page);
    await openD1(page);
    expect(await page.locator('#root_Q020').inputValue()).toBe('40');
    // Another device lowers the whole after this page read it.
    await call(head, 'POST', '/v1/form/answers', { accrid, answers: [{ questionid: 'Q020', value: 10 }] });

    await page.locator('#root_Q021').fill('30');
    const q021 = page.locator('[data-question="Q021"]');
    await expect.poll(() => q021.textContent(), { timeout: 15_000 }).toContain('Cannot be more than the answer to Q020');
    await expect.poll(() => page.getByTestId('sync-status').getAttribute('data-phase')).toBe('error');
    expect(await page.locator('#root_Q021').inputValue()).toBe('30');
    expect(await page.locator('#root_Q020').inputValue()).toBe('40');
    expect(await page.locator('#root_Q006').inputValue()).toBe('1200');
    expect(await page.locator('#root_Q007').inputValue()).toBe('1100');

    const onServer = await serverAnswers();
    expect(onServer.Q020).toBe(10);
    expect(onServer.Q021 ?? null).toBeNull();
    expect(onServer.Q006).toBe(1200);
    expect(onServer.Q007).toBe(1100);
    await context.close();
  });

  it('takes numbers typed with Devanagari digits, on the form and in the profile', async () => {
    const { context, page } = await openPage(browser, server.baseUrl, { viewport: { width: 360, height: 800 } });
    await signInHead(page);
    await openD1(page);
    await page.locator('#root_Q020').fill('१२');
    await page.locator('#root_Q021').fill('९');
    await saved(page);
    await expect.poll(() => page.locator('#root_Q022').textContent()).toBe('75 %');
    const onServer = await serverAnswers();
    expect(onServer.Q020).toBe(12);
    expect(onServer.Q021).toBe(9);
    await page.goto('/user/UserProfile');
    await page.getByRole('button', { name: 'Edit profile' }).click();
    const mobile = page.locator('#profile-mobile');
    await mobile.fill('९८७६५४३२१०');
    expect(await mobile.inputValue()).toBe('9876543210');
    await context.close();
  });

  it('keeps evidence and comments made offline on the device, across a closed tab, and sends them when the connection returns', async () => {
    const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: Buffer.from(`%PDF-1.4\n% ${name}\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n`) });
    const docs = async () => (await call<{ fileName: string }[]>(head, 'POST', `/v1/form/${accrid}/question/Q001/documents`, {})).map((d) => d.fileName);
    const comments = async () => (await call<{ comments: { comment: string }[] }>(head, 'GET', `/v1/form/${accrid}/comments`)).comments.map((c) => c.comment);
    const { context, page } = await openPage(browser, server.baseUrl, { viewport: { width: 360, height: 800 } });
    await signInHead(page);
    await openD1(page);
    const evidence = page.getByTestId('evidence-Q001');
    const q001 = page.locator('[data-question="Q001"]');

    // Offline on the page, then back: the queued file goes by itself.
    await context.setOffline(true);
    await evidence.locator('input[type=file]').setInputFiles(pdf('plan-one.pdf'));
    await evidence.getByRole('button', { name: 'Upload all' }).click();
    await expect.poll(() => evidence.getByTestId('outbox-list').textContent()).toContain('plan-one.pdf');
    expect(await evidence.locator('.outbox-item').getAttribute('data-state')).toBe('queued');
    await page.screenshot({ path: `${SHOTS}/outbox-offline.png`, fullPage: false });
    await context.setOffline(false);
    await expect.poll(() => evidence.locator('.outbox-item').count(), { timeout: 15_000 }).toBe(0);
    await expect.poll(() => evidence.locator('.evidence-list').textContent()).toContain('plan-one.pdf');
    expect(await docs()).toContain('plan-one.pdf');

    // Offline again: a file and a comment wait, the tab is closed, and the next visit sends them.
    await context.setOffline(true);
    await evidence.locator('input[type=file]').setInputFiles(pdf('plan-two.pdf'));
    await evidence.getByRole('button', { name: 'Upload all' }).click();
    await q001.getByRole('button', { name: 'Add a comment' }).click();
    await q001.getByLabel('Your comment').fill('The register is with the SMC secretary.');
    await q001.getByRole('button', { name: 'Add comment' }).click();
    await expect.poll(() => q001.getByTestId('outbox-list').last().textContent()).toContain('The register is with the SMC secretary.');
    await page.screenshot({ path: `${SHOTS}/outbox-two.png`, fullPage: false });
    expect(await q001.locator('.outbox-item').count()).toBe(2);
    // Closed only once the page says both are kept on the device.
    await expect.poll(() => q001.locator('.outbox-item[data-stored="true"]').count(), { timeout: 10_000 }).toBe(2);
    await page.close();
    expect(await docs()).not.toContain('plan-two.pdf');
    expect(await comments()).not.toContain('The register is with the SMC secretary.');

    await context.setOffline(false);
    const again = await context.newPage();
    await again.goto(`/forms/domain?accrid=${accrid}&domain=D1`);
    await appHasPage(again);
    await again.locator('form.domain-form').waitFor();
    await expect.poll(docs, { timeout: 15_000 }).toContain('plan-two.pdf');
    await expect.poll(comments, { timeout: 15_000 }).toContain('The register is with the SMC secretary.');
    await expect.poll(() => again.locator('.outbox-item').count()).toBe(0);
    await context.close();
  });
});

describe('a Not Applicable answer', () => {
  const naReasons = async () => (await call<{ naReasons: Record<string, string> }>(head, 'POST', '/v1/form/json', { accrid, domainId: 'D1' })).naReasons;

  it('asks why under the answer, keeps the reason with it, and counts it as missing on the home page until given', async () => {
    const { context, page } = await openPage(browser, server.baseUrl, { viewport: { width: 1280, height: 900 } });
    await signInHead(page);
    await openD1(page);
    const q = page.locator('[data-question="Q028"]');
    await q.getByLabel('Not Applicable').check();
    const box = page.getByTestId('na-reason-input-Q028');
    await box.waitFor();
    await expect.poll(() => q.textContent()).toContain('Please give a reason for "Not Applicable"');
    await saved(page);

    // Home: the domain and the submit button say what is missing, the same way the submit would.
    await page.goto('/dashboard/accreditationhm');
    await expect.poll(() => page.getByTestId('domain-status-D1').textContent()).toContain('1 reason for Not Applicable');
    const notReady = page.getByTestId('submit-not-ready');
    await expect.poll(() => notReady.textContent()).toContain('Not ready to submit.');
    await notReady.getByRole('button', { name: 'Show where' }).click();
    const missing = page.getByTestId('missing-list');
    await expect.poll(() => missing.textContent()).toContain('Give the reason for each "Not Applicable" answer to proceed:');
    await page.screenshot({ path: `${SHOTS}/form-na-home-en-1280.png`, fullPage: true });
    await missing.getByRole('link', { name: /Q028/ }).click();

    await box.waitFor();
    await box.fill('The school has no biometric device; attendance is kept in the register.');
    await saved(page);
    expect(await q.textContent()).not.toContain('Please give a reason');
    await expect.poll(naReasons).toEqual({ Q028: 'The school has no biometric device; attendance is kept in the register.' });
    await page.reload();
    await box.waitFor();
    expect(await box.inputValue()).toBe('The school has no biometric device; attendance is kept in the register.');

    // Another answer drops the reason, on screen and on the server.
    await q.locator('input[type=radio]').first().check();
    await box.waitFor({ state: 'detached' });
    await saved(page);
    await expect.poll(naReasons).toEqual({});
    await q.getByLabel('Not Applicable').check();
    await box.waitFor();
    expect(await box.inputValue()).toBe('');
    await box.fill('No device.');
    await saved(page);
    await context.close();
  });

  it('reads in Hindi on a phone', async () => {
    const { context, page } = await openPage(browser, server.baseUrl, { viewport: { width: 390, height: 844 } });
    await page.goto('/session/signin');
    await page.getByRole('button', { name: 'हिन्दी' }).click();
    await page.locator('#loginId').fill('head');
    await page.locator('#password').fill(PASSWORD);
    await page.locator('form button[type=submit]').click();
    await page.waitForURL(/\/dashboard\/accreditationhm$/);
    const popup = page.getByTestId('welcome-popup');
    await popup.getByRole('checkbox').check();
    await page.getByRole('dialog').getByRole('button').click();
    await openD1(page);
    const q = page.locator('[data-question="Q028"]');
    await q.scrollIntoViewIfNeeded();
    await expect.poll(() => q.textContent()).toContain('यह प्रश्न आपके विद्यालय पर लागू क्यों नहीं होता?');
    await q.screenshot({ path: `${SHOTS}/form-na-reason-hi-390.png` });
    await page.goto('/dashboard/accreditationhm');
    await expect.poll(() => page.getByTestId('domain-status-D1').textContent()).not.toContain('कारण');
    await page.screenshot({ path: `${SHOTS}/form-na-home-hi-390.png`, fullPage: true });
    await context.close();
  });
});

describe('addresses people bookmark and share', () => {
  it('restores a filtered, sorted list from its address, after a reload and on Back; a review page opened from a link names its school', async () => {
    const { context, page } = await openPage(browser, server.baseUrl, { viewport: { width: 1280, height: 900 } });
    await page.goto('/session/signin');
    await page.locator('#loginId').fill('dqa');
    await page.locator('#password').fill(PASSWORD);
    await page.locator('form button[type=submit]').click();
    await page.locator('table.forms-table').waitFor();

    const rows = page.locator('table.forms-table tbody tr');
    const firstSchool = () => rows.first().locator('.cell-strong').textContent();
    await page.getByLabel('Status', { exact: true }).selectOption('1');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect.poll(() => page.url()).toContain('status=1');
    await page.locator('th', { hasText: 'School' }).getByRole('button').click();
    const sortedDesc = page.waitForResponse((r) => r.url().includes('/v1/form/search') && (r.request().postData() ?? '').includes('"order":"desc"'));
    await page.locator('th', { hasText: 'School' }).getByRole('button').click();
    await expect.poll(() => page.url()).toContain('sort=school.desc');
    await sortedDesc;
    const dqa = await login('dqa');
    const expected = (
      await call<{ items: { schoolName: string }[]; total: number }>(dqa, 'POST', '/v1/form/search', { status: 1, sort: 'schoolName', order: 'desc', page: 1, pageSize: 20 })
    ).items;
    await expect.poll(firstSchool).toBe(expected[0].schoolName);
    const listed = await rows.count();
    expect(listed).toBe(expected.length);
    const first = expected[0].schoolName;

    await page.reload();
    await page.locator('table.forms-table').waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.getByLabel('Status', { exact: true }).inputValue()).toBe('1');
    await expect.poll(() => rows.count()).toBe(listed);
    expect(await firstSchool()).toBe(first);
    expect(await page.locator('th[aria-sort="descending"]').textContent()).toContain('School');

    await rows
      .first()
      .getByRole('link', { name: /Open the form/ })
      .click();
    await page.locator('.review-page h1.page-title').waitFor();
    expect(await page.locator('.review-page h1.page-title').textContent()).toBe(first);
    await page.goBack();
    await page.locator('table.forms-table').waitFor();
    expect(page.url()).toContain('status=1');
    await expect.poll(firstSchool).toBe(first);

    // A link to a form under review, opened fresh: the school's name comes from the server.
    const school = (await call<{ items: { schoolName: string }[] }>(head, 'POST', '/v1/form/search', {})).items[0].schoolName;
    const fresh = await context.newPage();
    await fresh.goto(`/dashboard/accreditation?accrid=${accrid}&domain=D2`);
    await fresh.locator('form.review-form').waitFor();
    await expect.poll(() => fresh.locator('h1.page-title').textContent()).toBe(school);
    expect(await fresh.locator('h2.section-title').textContent()).toContain('D2');
    await context.close();
  });
});
