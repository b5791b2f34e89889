import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, openPage } from './browser';
import { apiCall, startServer, type RunningServer } from './server';
import { signIn } from './signin';

/*
 * One officer, two tabs, on a slowed CPU: the same complaint open in both, its status changed in
 * the first. The second tab still shows the old status; its change must not pass over the first
 * silently, and what the officer typed there must still be there to keep or drop.
 */
const distIndex = fileURLToPath(new URL('../../dist/web/index.html', import.meta.url));
let server: RunningServer;
let browser: Browser;

const tokenOf = async (loginId: string) =>
  (await apiCall<{ jwtToken: string }>(server.baseUrl, null, 'POST', '/v1/identity/web/auth', { loginId, loginKey: 'Demo@1234', ipAddress: '127.0.0.1', sourceApp: 'web' }))
    .jwtToken;

beforeAll(async () => {
  if (!process.env.WEB_ROOT && !existsSync(distIndex)) throw new Error('dist/web is missing: run `npm run build` before the e2e tests');
  server = await startServer();
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('a complaint whose status is changed in two tabs (CPU 4× slower)', () => {
  it('stops the stale tab with who changed it, keeps its comment, and loads theirs on request', async () => {
    const subject = `Two tabs ${Date.now()}`;
    await apiCall(server.baseUrl, await tokenOf('head'), 'POST', '/v1/complaint/create', { subject, description: 'The handpump has not worked for a week.' });

    const { context, page: first } = await openPage(browser, server.baseUrl, { viewport: { width: 1280, height: 900 } });
    await signIn(first, 'dqa');
    const second = await context.newPage();
    for (const page of [first, second]) await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 4 });

    const openComplaint = async (page: Page) => {
      await page.goto('/complaintmanagement/complaintlist');
      const row = page.locator('[data-testid="complaint-table"] tbody tr', { hasText: subject });
      await row.getByRole('button', { name: /View complaint/ }).click();
      const view = page.getByRole('dialog');
      await view.locator('.facts-grid .status-chip').waitFor();
      return view;
    };
    const ask = async (page: Page, label: string, comment: string) => {
      const view = page.getByRole('dialog').first();
      await view.getByLabel('New status').selectOption({ label });
      await view.locator('[name="statusComment"], textarea').last().fill(comment);
      await view.getByRole('button', { name: 'Update status' }).click();
      await page.getByRole('dialog', { name: 'Update status' }).getByRole('button', { name: 'Update status' }).click();
    };

    const firstView = await openComplaint(first);
    const secondView = await openComplaint(second);
    const before = await secondView.locator('.facts-grid .status-chip').textContent();

    await ask(first, 'Under Review', 'Forwarded to the block office.');
    await firstView.locator('[data-testid="notice-success"]', { hasText: 'Complaint status updated' }).waitFor();

    // The second tab has not reloaded: it still shows the old status and acts on it.
    expect(await secondView.locator('.facts-grid .status-chip').textContent()).toBe(before);
    const comment = 'Rejected: the handpump belongs to the gram panchayat, not the school.';
    await ask(second, 'Rejected', comment);
    const conflict = secondView.getByTestId('record-conflict');
    await conflict.waitFor();
    expect(await conflict.textContent()).toMatch(/changed this at .+, after you opened it\./);
    // Nothing the officer typed in the stale tab is gone.
    expect(await secondView.locator('textarea').last().inputValue()).toBe(comment);
    const token = await tokenOf('dqa');
    const { items } = await apiCall<{ items: { subject: string; status: string }[] }>(server.baseUrl, token, 'POST', '/v1/complaint/list', {});
    expect(items.find((i) => i.subject === subject)?.status).toBe('UNDER_REVIEW');

    await secondView.getByRole('button', { name: 'Load theirs' }).click();
    await secondView.locator('.facts-grid .status-chip', { hasText: 'Under Review' }).waitFor();
    expect(await secondView.getByTestId('record-conflict').count()).toBe(0);
    await context.close();
  });
});

describe('a school edited in two tabs (CPU 6× slower)', () => {
  it('locks the stale tab on the choice, so "Save mine over it" saves exactly what it shows', async () => {
    const token = await tokenOf('admin');
    const { items } = await apiCall<{ items: { schoolCode: string; name: string }[] }>(server.baseUrl, token, 'POST', '/v1/school/master/list', {});
    const school = items[0]!;

    const { context, page: first } = await openPage(browser, server.baseUrl, { viewport: { width: 1280, height: 900 } });
    await signIn(first, 'admin');
    const second = await context.newPage();
    for (const page of [first, second]) await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 6 });
    const headName = (page: Page) => page.getByLabel('School head name');
    for (const page of [first, second]) {
      await page.goto(`/forms/addnewschool?schoolCode=${school.schoolCode}`);
      await headName(page).waitFor();
    }

    await headName(first).fill('Sunita Devi');
    await first.getByRole('button', { name: 'Update' }).click();
    await first.getByText('Data updated successfully').waitFor();

    await headName(second).fill('Kavita Rani');
    await second.getByRole('button', { name: 'Update' }).click();
    const conflict = second.getByTestId('record-conflict');
    await conflict.waitFor();
    // The choice is open: nothing can be typed, so what shows is what "Save mine over it" sends.
    expect(await headName(second).isDisabled()).toBe(true);
    expect(await second.getByRole('button', { name: 'Update' }).isDisabled()).toBe(true);
    expect(await headName(second).inputValue()).toBe('Kavita Rani');

    await second.getByRole('button', { name: 'Save mine over it' }).click();
    await second.getByText('Data updated successfully').waitFor();
    expect(await conflict.count()).toBe(0);
    expect(await headName(second).isEnabled()).toBe(true);
    const saved = await apiCall<{ headName: string }>(server.baseUrl, token, 'GET', `/v1/school/${school.schoolCode}`);
    expect(saved.headName).toBe('Kavita Rani');
    await context.close();
  });
});
