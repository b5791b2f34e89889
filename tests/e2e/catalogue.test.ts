import { existsSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, openPage } from './browser';
import { startServer, type RunningServer } from './server';

const SHOTS = '/tmp/shots';
const distIndex = fileURLToPath(new URL('../../dist/web/index.html', import.meta.url));
let server: RunningServer;
let browser: Browser;

async function signIn(page: Page, loginId: string, lang: 'en' | 'hi'): Promise<void> {
  await page.goto('/session/signin');
  if (lang === 'hi') await page.getByRole('button', { name: 'हिन्दी' }).click();
  await page.locator('#loginId').fill(loginId);
  await page.locator('#password').fill('Demo@1234');
  await page.locator('form button[type=submit]').click();
  await page.waitForURL(/\/dashboard\//);
}

beforeAll(async () => {
  if (!existsSync(distIndex)) throw new Error('dist/web is missing: run `npm run build` before the e2e tests');
  mkdirSync(SHOTS, { recursive: true });
  server = await startServer();
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('the question catalogue, for the department', () => {
  it('lists the versions, compares v1 with v2 word by word in Hindi, and a new cycle picks its version', async () => {
    const { context, page } = await openPage(browser, server.baseUrl, { viewport: { width: 360, height: 800 } });
    await signIn(page, 'dept', 'hi');
    await page.goto('/catalogue');
    const versions = page.getByTestId('catalogue-versions');
    await expect.poll(() => versions.textContent()).toContain('v2');
    expect(await versions.textContent()).toContain('v1');

    // v1 against v2, the version that changed the scoring (v3 only takes totals from the school information, v4 asks why an answer is Not Applicable).
    const compareForm = page.locator('form.admin-inline-form').first();
    await compareForm.locator('select[name="from"]').selectOption('v1');
    await compareForm.locator('select[name="to"]').selectOption('v2');
    await page.getByRole('button', { name: 'तुलना करें' }).click();
    await expect.poll(() => page.url()).toContain('from=v1');
    expect(page.url()).toContain('to=v2');
    const diff = page.getByTestId('catalogue-diff');
    await diff.waitFor();
    // Q115: "व्यवसायी" (traders) gave way to "पेशेवर" (professionals).
    const q115 = diff.locator('li', { hasText: 'Q115' });
    await expect.poll(() => q115.locator('del').first().textContent()).toContain('व्यवसायी');
    expect(await q115.locator('ins').first().textContent()).toContain('पेशेवर');
    expect(await diff.textContent()).toContain('1 → 1.5');
    await page.screenshot({ path: `${SHOTS}/catalogue-diff-hi.png` });
    await context.close();

    const admin = await openPage(browser, server.baseUrl, { viewport: { width: 1280, height: 900 } });
    await signIn(admin.page, 'dept', 'en');
    await admin.page.goto('/dashboard/cycle');
    await admin.page.getByLabel('Cycle name').fill('Pilot 2027 on v1');
    const picker = admin.page.getByLabel('Question catalogue version');
    await expect.poll(() => picker.inputValue()).toBe('v4');
    await picker.selectOption('v1');
    await admin.page.getByRole('button', { name: 'Create cycle' }).click();
    const row = admin.page.getByTestId('cycle-table').locator('tr', { hasText: 'Pilot 2027 on v1' });
    await expect.poll(() => row.textContent()).toContain('Question catalogue v1');

    // Its forms are initiated on v1, then the department moves them to v2 after reading the report.
    await row.getByRole('button', { name: /^Initiate accreditation forms/ }).click();
    await admin.page.getByRole('dialog').getByRole('button', { name: 'Initiate accreditation forms' }).click();
    await expect.poll(() => row.textContent()).toContain('Total: 45');
    await admin.page.goto('/catalogue');
    const migration = admin.page.getByTestId('cycle-migration');
    await migration.getByLabel('Cycle').selectOption({ label: 'Pilot 2027 on v1 (v1)' });
    await migration.getByLabel('To version').selectOption('v2');
    await migration.getByRole('button', { name: 'Show the migration report' }).click();
    const report = admin.page.getByTestId('migration-report');
    await expect.poll(() => report.textContent()).toContain('45 forms of Pilot 2027 on v1 would move from v1 to v2');
    await admin.page.screenshot({ path: `${SHOTS}/catalogue-migration-en.png`, fullPage: true });
    // The cycle was just created, so schools are answering it: the move needs an approving officer's reason (issue 27, freeze windows).
    await admin.page.getByTestId('migration-window').waitFor();
    await migration.getByLabel('Reason for moving the forms while schools are answering').fill('Pilot moved to v2 by order SED/QA/2026/118');
    await report.getByRole('button', { name: 'Move 45 forms to v2' }).click();
    await admin.page.getByRole('dialog').getByRole('button', { name: 'Move', exact: true }).click();
    await migration.getByText('The forms were moved to the new version of the question catalogue').waitFor();
    await expect.poll(() => admin.page.getByTestId('catalogue-versions').locator('tr', { hasText: 'v2 ·' }).textContent()).toContain('Pilot 2027 on v1');
    await admin.context.close();
  });
});
