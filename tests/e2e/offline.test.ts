import { existsSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, type BrowserContext, type Page } from 'playwright-core';
import { launchChromium, openPage } from './browser';
import { apiCall, startServer, type RunningServer } from './server';
import { seriousViolations } from './axe';

const SHOTS = '/tmp/shots';
const PASSWORD = 'Demo@1234';
const SCHOOL = '06010100101';
const distIndex = fileURLToPath(new URL('../../dist/web/index.html', import.meta.url));

let server: RunningServer;
let browser: Browser;
let accrid = 0;

/** Calls the API as a user would, outside the browser (another device, or test setup). */
const call = <T>(token: string | null, method: string, path: string, body?: unknown) => apiCall<T>(server.baseUrl, token, method, path, body);

const login = async (loginId: string) =>
  (await call<{ jwtToken: string }>(null, 'POST', '/v1/identity/web/auth', { loginId, loginKey: PASSWORD, ipAddress: '', sourceApp: 'web' })).jwtToken;

function newPage(width = 1280, height = 900): Promise<{ context: BrowserContext; page: Page }> {
  return openPage(browser, server.baseUrl, { viewport: { width, height } });
}

async function shot(page: Page, name: string, fullPage = false): Promise<void> {
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage });
}

async function signInHead(page: Page, lang: 'en' | 'hi' = 'en'): Promise<void> {
  await page.goto('/session/signin');
  if (lang === 'hi') await page.getByRole('button', { name: 'हिन्दी' }).click();
  await page.locator('#loginId').fill('head');
  await page.locator('#password').fill(PASSWORD);
  await page.locator('form button[type=submit]').click();
  await page.waitForURL(/\/dashboard\/accreditationhm$/);
}

async function acknowledgeWelcome(page: Page): Promise<void> {
  const popup = page.getByTestId('welcome-popup');
  await popup.getByRole('checkbox').check();
  await page.getByRole('dialog').getByRole('button').click();
  await popup.waitFor({ state: 'detached' });
}

async function openDomain(page: Page, domain: string): Promise<void> {
  await page.goto(`/forms/domain?accrid=${accrid}&domain=${domain}`);
  await page.locator('form.domain-form').waitFor();
  await page.waitForFunction(() => !document.querySelector('form.domain-form .evidence[data-docs="pending"]'));
}

const syncText = (page: Page) => page.getByTestId('sync-status');

beforeAll(async () => {
  if (!existsSync(distIndex)) throw new Error('dist/web is missing: run `npm run build` before the e2e tests');
  mkdirSync(SHOTS, { recursive: true });
  server = await startServer();
  browser = await launchChromium();
  // The school information is saved (the domain form needs it); the head does the rest in the browser.
  const head = await login('head');
  const details = await call<{ schema: { properties: Record<string, { type: string }> } }>(head, 'POST', '/v1/school/details', { schoolCode: SCHOOL });
  const info = Object.fromEntries(Object.entries(details.schema.properties).map(([k, p]) => [k, p.type === 'number' ? 62.5 : 3]));
  await call(head, 'POST', '/v1/school/update', { schoolCode: SCHOOL, info });
  accrid = (await call<{ items: { accrid: number }[] }>(head, 'POST', '/v1/form/search', {})).items[0].accrid;
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('the head works offline', () => {
  it('shows the welcome after login, keeps answers on the device while offline and sends them when the connection returns', async () => {
    const { context, page } = await newPage();
    await signInHead(page);
    await page.getByTestId('welcome-popup').waitFor();
    await shot(page, 'form-welcome-en-1280');
    expect(await seriousViolations(page)).toEqual([]);
    expect(await page.getByRole('dialog').getByRole('button').isDisabled()).toBe(true);
    await acknowledgeWelcome(page);
    expect(await page.evaluate(() => localStorage.getItem('welcomePopup'))).toBe('1');

    await openDomain(page, 'D6');
    await shot(page, 'form-D6-en-1280');
    expect(await seriousViolations(page)).toEqual([]);

    // Offline: the answers stay on this device.
    await context.setOffline(true);
    await page.locator('#root_Q183').fill('12');
    await page.locator('#root_Q184').fill('9');
    await page.locator('form.domain-form input[type=radio]').first().check();
    // The computed share follows live, in the browser.
    await expect.poll(() => page.locator('#root_Q185').textContent()).toBe('75 %');
    await syncText(page).getByText('Saved on this device').waitFor();
    await page.waitForTimeout(2500); // past the autosave pause: still nothing can be sent
    await expect.poll(() => syncText(page).textContent()).toContain('Saved on this device');
    await shot(page, 'form-offline-en-1280');

    // Back online: sent without a click.
    await context.setOffline(false);
    await syncText(page).getByText('Saved on server').waitFor({ timeout: 30_000 });
    await page.reload();
    await page.locator('form.domain-form').waitFor();
    expect(await page.locator('#root_Q183').inputValue()).toBe('12');
    expect(await page.locator('#root_Q184').inputValue()).toBe('9');
    expect(await page.locator('form.domain-form input[type=radio]').first().isChecked()).toBe(true);

    // "Save and next" needs the domain complete: it stays, says why and shows the first unanswered question.
    await page.getByRole('button', { name: 'Save and next' }).click();
    await page.getByText('Please answer all the questions of this domain before moving to the next one.').waitFor();
    expect(page.url()).toContain('domain=D6');
    expect(await page.locator('form.domain-form .question.has-error').count()).toBeGreaterThan(0);
    await context.close();
  });

  it('loses nothing when the page is closed while offline: the next visit sends it', async () => {
    const { context, page } = await newPage();
    await signInHead(page);
    await acknowledgeWelcome(page);
    await openDomain(page, 'D6');
    await context.setOffline(true);
    await page.locator('#root_Q183').fill('40');
    await syncText(page).getByText('Saved on this device').waitFor();
    await page.waitForTimeout(300); // written to IndexedDB
    await page.close();

    await context.setOffline(false);
    const again = await context.newPage();
    await again.goto(`/forms/domain?accrid=${accrid}&domain=D6`);
    await again.locator('form.domain-form').waitFor();
    expect(await again.locator('#root_Q183').inputValue()).toBe('40');
    await again.getByTestId('sync-status').getByText('Saved on server').waitFor({ timeout: 30_000 });
    const head = await login('head');
    const onServer = await call<{ answers: Record<string, unknown> }>(head, 'POST', '/v1/form/json', { accrid, domainId: 'D6' });
    expect(onServer.answers.Q183).toBe(40);
    await context.close();
  });

  it('shows an answer changed on the server since the page was opened, and overwrites nothing until the head chooses', async () => {
    const { context, page } = await newPage();
    await signInHead(page);
    await acknowledgeWelcome(page);
    await openDomain(page, 'D6');
    // Another device saves Q183 after this page read it.
    const head = await login('head');
    const read = await call<{ updatedAt: Record<string, string> }>(head, 'POST', '/v1/form/json', { accrid, domainId: 'D6' });
    await call(head, 'POST', '/v1/form/answers', { accrid, answers: [{ questionid: 'Q183', value: 30, base: read.updatedAt.Q183 ?? null }] });

    await page.locator('#root_Q183').fill('15');
    await page.getByTestId('conflicts').waitFor({ timeout: 15_000 });
    await shot(page, 'form-conflict-en-1280');
    expect(await seriousViolations(page)).toEqual([]);
    let onServer = await call<{ answers: Record<string, unknown> }>(head, 'POST', '/v1/form/json', { accrid, domainId: 'D6' });
    expect(onServer.answers.Q183).toBe(30);

    await page.getByTestId('conflicts').getByRole('button', { name: 'Keep mine' }).click();
    await page.getByTestId('conflicts').waitFor({ state: 'detached' });
    await syncText(page).getByText('Saved on server').waitFor();
    onServer = await call<{ answers: Record<string, unknown> }>(head, 'POST', '/v1/form/json', { accrid, domainId: 'D6' });
    expect(onServer.answers.Q183).toBe(15);
    await context.close();
  });

  it('checks evidence files before upload, uploads with a bar per file, deletes after a confirmation, and takes comments', async () => {
    const { context, page } = await newPage();
    await signInHead(page);
    await acknowledgeWelcome(page);
    await openDomain(page, 'D1');
    await page.locator('#root_Q001-0').check();
    const box = page.getByTestId('evidence-Q001');
    await box.locator('.evidence-missing, .evidence-warn').first().waitFor();
    const pdf = { name: 'plan.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n') };
    const exe = { name: 'setup.exe', mimeType: 'application/x-msdownload', buffer: Buffer.from('MZ') };
    const big = { name: 'survey.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(10 * 1024 * 1024 + 1, 0x25) };
    await box.locator('input[type=file]').setInputFiles([pdf, exe, big]);
    await box.locator('.upload-queue li').nth(2).waitFor();
    await expect.poll(() => box.locator('.upload-queue .field-error').count()).toBe(2);
    await box.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await shot(page, 'form-evidence-en-1280');
    expect(await seriousViolations(page)).toEqual([]);
    // Remove one, then upload all: only the good file goes.
    await box.getByRole('button', { name: 'Remove setup.exe' }).click();
    await box.getByRole('button', { name: 'Upload all' }).click();
    await box.locator('.evidence-list li', { hasText: 'plan.pdf' }).waitFor();
    await box.getByText('Files uploaded successfully').waitFor();
    await box.getByRole('button', { name: 'Remove all' }).click();
    await expect.poll(() => box.locator('.upload-queue li').count()).toBe(0);

    // Delete asks first.
    await box.getByRole('button', { name: 'Delete plan.pdf' }).click();
    const confirm = page.getByRole('dialog');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await box.getByText('Document deleted successfully').waitFor();
    await expect.poll(() => box.locator('.evidence-list li').count()).toBe(0);

    // A comment on the question.
    const q = page.locator('[data-question="Q001"]');
    await q.getByRole('button', { name: 'Add a comment' }).click();
    await q.getByRole('button', { name: 'Add comment' }).click();
    await q.getByText('Please add comment').waitFor();
    await q.getByLabel('Your comment').fill('The plan is in the office register.');
    await q.getByRole('button', { name: 'Add comment' }).click();
    await q.locator('.comment-list li', { hasText: 'office register' }).waitFor();
    await context.close();
  });

  it('words problems in Hindi as the server would: a count that is not a whole number, and unanswered questions', async () => {
    const { context, page } = await newPage(360, 780);
    await signInHead(page, 'hi');
    await acknowledgeWelcome(page);
    await openDomain(page, 'D6');
    await page.locator('#root_Q183').fill('12a');
    await page.locator('.number-field .field-error', { hasText: 'पूर्ण संख्या दर्ज करें' }).waitFor();
    await page.locator('#root_Q183').fill('12');
    await page.getByRole('button', { name: 'सहेजें और आगे बढ़ें' }).click();
    await page.locator('form.domain-form .question.has-error').first().waitFor();
    expect(await page.locator('form.domain-form .question.has-error').first().textContent()).toContain('यह आवश्यक है');
    await page
      .locator('form.domain-form .question.has-error')
      .first()
      .evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await shot(page, 'form-D6-errors-hi-360');
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it("says so in both languages when a screen's code cannot be fetched, and a reload recovers", async () => {
    // Service workers blocked: a worker's cache would answer the chunk the test refuses.
    const options = { viewport: { width: 1280, height: 900 }, serviceWorkers: 'block' as const };
    const { context, page } = await openPage(browser, server.baseUrl, options);
    await signInHead(page);
    // A first visit offline, or a tab left open across a deploy: the report card's chunk never arrives.
    const reportChunk = '**/assets/ReportCard-*.js';
    await page.route(reportChunk, (route) => route.abort('internetdisconnected'));
    await page.goto('/dashboard/ReportCard');
    const screen = page.getByTestId('route-error');
    await screen.getByRole('heading', { name: 'This page could not be loaded' }).waitFor();
    expect(await page.getByText('Unexpected Application Error').count()).toBe(0);
    // Inside the shell: the menu and the language switch stay usable.
    expect(await page.locator('.sidenav').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'हिन्दी' }).click();
    await screen.getByRole('heading', { name: 'यह पृष्ठ लोड नहीं हो सका' }).waitFor();
    expect(await screen.textContent()).toContain('सुरक्षित हैं');
    await shot(page, 'route-error-hi-1280');
    expect(await seriousViolations(page)).toEqual([]);
    await page.unroute(reportChunk);
    await screen.getByRole('button', { name: 'पृष्ठ फिर से लोड करें' }).click();
    await page.waitForLoadState('load');
    // The report card itself (a head without an approved form sees it is not available yet).
    await page.locator('h1.page-title').waitFor();
    expect(await page.getByTestId('route-error').count()).toBe(0);
    expect(page.url()).toMatch(/\/dashboard\/ReportCard$/);
    await context.close();

    // Outside the shell (the sign-in page) the same screen fills the window, with its own language switch.
    const signedOut = await openPage(browser, server.baseUrl, options);
    await signedOut.page.route('**/assets/SignIn-*.js', (route) => route.abort('internetdisconnected'));
    await signedOut.page.goto('/session/signin');
    await signedOut.page.getByRole('heading', { name: 'This page could not be loaded' }).waitFor();
    expect(await signedOut.page.getByRole('button', { name: 'Reload page' }).isVisible()).toBe(true);
    expect(await signedOut.page.getByRole('button', { name: 'हिन्दी' }).isVisible()).toBe(true);
    await shot(signedOut.page, 'route-error-signin-en-1280');
    await signedOut.context.close();
  });

  it('looks right at 1280 and 360 px, in English and Hindi', async () => {
    for (const [width, height] of [
      [1280, 900],
      [360, 780],
    ] as const) {
      for (const lang of ['en', 'hi'] as const) {
        const { context, page } = await newPage(width, height);
        await signInHead(page, lang);
        await acknowledgeWelcome(page);
        await page.locator('.domain-list').waitFor();
        await shot(page, `form-head-${lang}-${width}`, true);
        await openDomain(page, 'D1');
        await shot(page, `form-D1-${lang}-${width}`);
        expect(await seriousViolations(page)).toEqual([]);
        await page.locator('#root_Q001-0').check();
        const box = page.getByTestId('evidence-Q001');
        await box.evaluate((el) => el.scrollIntoView({ block: 'center' }));
        await shot(page, `form-D1-evidence-${lang}-${width}`);
        await context.close();
      }
    }
  });
});
