import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { CatalogueVersion, Question } from '../../engine';
import { pdfText, squeeze } from '../support/pdf-text';
import { launchChromium, openPage } from './browser';
import { apiCall, startServer, type RunningServer } from './server';
import { signIn } from './signin';

/*
 * Issue 27's annual revision as a department team does it, in two browsers on a slowed CPU: Vikram
 * (dept) starts a draft, rescores a question, comments on it and sends the draft for approval with
 * the office order; Kavita (dept2) reads its impact on the demo's approved forms by district and the
 * change notice as PDFs in both languages, approves and publishes it, and opens a cycle on it.
 */
const distIndex = fileURLToPath(new URL('../../dist/web/index.html', import.meta.url));
const ORDER = 'SED/QA/2026/207';
let server: RunningServer;
let browser: Browser;

const tokenOf = async (loginId: string) =>
  (await apiCall<{ jwtToken: string }>(server.baseUrl, null, 'POST', '/v1/identity/web/auth', { loginId, loginKey: 'Demo@1234', ipAddress: '127.0.0.1', sourceApp: 'web' }))
    .jwtToken;

async function slowed(loginId: string, lang: 'en' | 'hi' = 'en') {
  const opened = await openPage(browser, server.baseUrl, { viewport: { width: 1280, height: 900 }, acceptDownloads: true });
  await (await opened.context.newCDPSession(opened.page)).send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await signIn(opened.page, loginId, lang);
  return opened;
}

async function downloadedText(page: Page): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /^(Download PDF|PDF डाउनलोड करें)$/ }).click()]);
  return squeeze(await pdfText(new Uint8Array(await readFile((await download.path())!))));
}

beforeAll(async () => {
  if (!process.env.WEB_ROOT && !existsSync(distIndex)) throw new Error('dist/web is missing: run `npm run build` before the e2e tests');
  // The full demo: approved forms for the impact, open cycles for the freeze window.
  server = await startServer({ seed: 'full' });
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('the annual revision by two department officers (CPU 4x slower)', () => {
  it('is drafted with a comment, sent with the office order, weighed by impact and notice, approved, and a cycle opened on it', async () => {
    // Vikram starts a draft from the newest version on the versions list.
    const author = await slowed('dept');
    await author.page.goto('/catalogue');
    await author.page.getByTestId('catalogue-versions').locator('tr', { hasText: 'v4 ·' }).getByRole('button', { name: 'Start a draft' }).click();
    await author.page.waitForURL(/\/catalogue\/v\d+$/);
    const version = author.page.url().split('/').pop()!;

    // A scored question raised by one point per option (through the API: the editor's own tests click it).
    const dept = await tokenOf('dept');
    const draft = await apiCall<{ catalogue: CatalogueVersion; revisions: Record<string, number> }>(server.baseUrl, dept, 'GET', `/v1/catalogue/versions/${version}`);
    const questions: Question[] = draft.catalogue.domains.flatMap((d) => d.subdomains.flatMap((s) => s.questions));
    const own = questions.find((q) => q.type !== 'multi' && q.options?.some((o) => o.score > 0))!;
    const rescored = { ...own, options: own.options!.map((o) => (o.score > 0 ? { ...o, score: o.score + 1 } : o)) };
    await apiCall(server.baseUrl, dept, 'PUT', `/v1/catalogue/drafts/${version}/questions/${own.id}`, { question: rescored, revision: draft.revisions[`question:${own.id}`] ?? 0 });

    // He comments on that question in the editor.
    await author.page.goto(`/catalogue/${version}?q=${own.id}`);
    const panel = author.page.getByTestId('comments-panel');
    await panel.getByLabel(`New comment on Question ${own.id}`).fill('One more point for each answer: the district asked for it.');
    await panel.getByRole('button', { name: 'Add comment' }).click();
    await panel.getByTestId('comment-thread').waitFor();

    // And sends the draft for approval with the office order.
    await author.page.getByRole('button', { name: 'Send for approval', exact: true }).click();
    const send = author.page.getByRole('dialog');
    await send.getByLabel('Reason for this version').fill('Annual revision 2027: scores agreed with the districts');
    await send.getByLabel('Office order number').fill(ORDER);
    await send.getByLabel('Date of the office order').fill('2026-11-25');
    await send.getByRole('button', { name: 'Send for approval', exact: true }).click();
    await author.page.getByTestId('approval-banner').waitFor();
    // He cannot approve his own draft.
    expect(await author.page.getByRole('button', { name: 'Approve and publish' }).count()).toBe(0);
    await author.context.close();

    // Kavita reads the impact on the demo's approved forms, by district.
    const approver = await slowed('dept2');
    const page = approver.page;
    await page.goto(`/catalogue/${version}`);
    await page.getByRole('link', { name: 'Impact on schools' }).first().click();
    await page.getByRole('button', { name: 'Work out the impact' }).click();
    await page.getByTestId('impact-figures').waitFor({ timeout: 90_000 });
    expect(await page.getByTestId('impact-summary').textContent()).toMatch(/\d/);
    expect(await page.getByTestId('impact-by-district-table').locator('tbody tr').count()).toBeGreaterThan(0);

    // The change notice, as PDFs in both languages: the order number, the rescored question, the Hindi words.
    await page.goto(`/catalogue/${version}/notice`);
    await page.getByTestId('change-notice').waitFor();
    expect(await page.getByTestId('notice-order').textContent()).toContain(ORDER);
    const english = await downloadedText(page);
    expect(english).toContain(squeeze(ORDER));
    expect(english).toContain(own.id);
    await page.getByRole('group', { name: 'Language of the notice' }).getByRole('button', { name: 'हिन्दी' }).click();
    await page
      .getByRole('heading', { name: /परिवर्तन सूचना/ })
      .first()
      .waitFor();
    const hindi = await downloadedText(page);
    expect(hindi).toContain(squeeze(ORDER));
    expect(hindi).toMatch(/[\u0900-\u097F]/);
    expect(hindi).not.toEqual(english);

    // She approves and publishes: the dialog names the open comment and the cycles that keep their version.
    await page.goto(`/catalogue/${version}`);
    await page.getByRole('button', { name: 'Approve and publish' }).click();
    const confirm = page.getByRole('dialog');
    await confirm.getByTestId('publish-comments').locator('li').first().waitFor();
    await confirm.getByTestId('publish-open-cycles').waitFor();
    await confirm.getByRole('button', { name: 'Approve and publish' }).click();
    await page.getByText(`Published. New cycles can use version ${version} now.`).waitFor();
    const versions = await apiCall<{ version: string; status: string; approval?: { approvedBy?: string | null } }[]>(server.baseUrl, dept, 'GET', '/v1/catalogue/versions');
    expect(versions.find((v) => v.version === version)?.status).toBe('published');

    // A cycle on the new version: the newest published one is chosen for her.
    await page.goto('/dashboard/cycle');
    await page.getByLabel('Cycle name').fill('2027-28');
    const picker = page.getByLabel('Question catalogue version');
    await expect.poll(() => picker.inputValue()).toBe(version);
    await page.getByRole('button', { name: 'Create cycle' }).click();
    const row = page.getByTestId('cycle-table').locator('tr', { hasText: '2027-28' });
    await expect.poll(() => row.textContent()).toContain(`Question catalogue ${version}`);
    await approver.context.close();
  });
});
