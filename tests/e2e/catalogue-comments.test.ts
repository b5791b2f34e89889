import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { CatalogueVersion } from '../../engine';
import { seriousViolations } from './axe';
import { launchChromium, openPage } from './browser';
import { apiCall, startServer, type RunningServer } from './server';
import { signIn } from './signin';

// Issue 27, item 2, as a department officer: a comment on a question shows in the editor's outline
// (a mark, a filter), in a second tab after a reload, in the publish dialog and in the comparison;
// resolving it takes the mark away.
const distIndex = fileURLToPath(new URL('../../dist/web/index.html', import.meta.url));
let server: RunningServer;
let browser: Browser;

const api = <T>(token: string, method: string, path: string, body?: unknown) => apiCall<T>(server.baseUrl, token || null, method, path, body);
const signInApi = async () =>
  (await api<{ jwtToken: string }>('', 'POST', '/v1/identity/web/auth', { loginId: 'dept', loginKey: 'Demo@1234', ipAddress: '127.0.0.1', sourceApp: 'web' })).jwtToken;
/** Screenshots for the docs and the reviewer, when SHOTS_DIR names a folder. */
const shot = async (page: Page, name: string) => {
  if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png`, fullPage: false });
};

beforeAll(async () => {
  if (!process.env.WEB_ROOT && !existsSync(distIndex)) throw new Error('dist/web is missing: run `npm run build` before the e2e tests');
  server = await startServer();
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('comments on a draft in the catalogue editor', () => {
  it('comments on a question, marks it in the outline, shows it in a second tab and at publish, and the mark goes once resolved (CPU slowed 4x)', async () => {
    const token = await signInApi();
    const { version } = await api<{ version: string }>(token, 'POST', '/v1/catalogue/drafts', { from: 'v4' });
    // Q012 reworded, so the comparison lists it as changed.
    const draft = await api<{ catalogue: CatalogueVersion; revisions: Record<string, number> }>(token, 'GET', `/v1/catalogue/versions/${version}`);
    const q12 = draft.catalogue.domains.flatMap((d) => d.subdomains.flatMap((s) => s.questions)).find((q) => q.id === 'Q012')!;
    await api(token, 'PATCH', `/v1/catalogue/drafts/${version}`, {
      target: 'question:Q012',
      revision: 0,
      changes: [{ path: ['label', 'en'], from: q12.label.en, to: `${q12.label.en} (two years)` }],
    });

    const { context, page } = await openPage(browser, server.baseUrl, { viewport: { width: 1280, height: 900 } });
    await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await signIn(page);
    await page.goto(`/catalogue/${version}?q=Q012`);
    const panel = page.getByTestId('comments-panel');
    await panel.getByText('No comments yet').waitFor();
    const outline = page.getByRole('navigation', { name: 'Outline of the draft' });
    const q12Row = outline.locator('li.outline-row', { has: page.locator('.qid', { hasText: 'Q012' }) });
    expect(await q12Row.getByTestId('comment-mark').count()).toBe(0);

    await panel.getByLabel('New comment on Question Q012').fill('Should this ask for the register of the last two years?');
    await panel.getByRole('button', { name: 'Add comment' }).click();
    await panel.getByTestId('comment-thread').waitFor();
    await expect.poll(() => panel.getByLabel('New comment on Question Q012').inputValue()).toBe('');
    // The outline marks the question, and its filter keeps only it.
    await expect.poll(() => q12Row.getByTestId('comment-mark').textContent()).toBe('open comments: 1');
    await page.getByRole('checkbox', { name: /Questions with open comments/ }).check();
    await expect.poll(() => outline.locator('li.outline-row:not([hidden]) .qid').allTextContents()).toEqual(['Q012']);
    await page.getByRole('checkbox', { name: /Questions with open comments/ }).uncheck();
    expect(await seriousViolations(page)).toEqual([]);
    await panel.scrollIntoViewIfNeeded();
    await shot(page, 'comments-editor-en');

    // A second officer's tab replies; the first sees it on reload.
    const other = await context.newPage();
    await other.goto(`/catalogue/${version}?q=Q012`);
    const otherPanel = other.getByTestId('comments-panel');
    await otherPanel.getByTestId('comment-thread').waitFor();
    await otherPanel.getByLabel('Reply').fill('Yes: two years, as the district asked.');
    await otherPanel.getByRole('button', { name: 'Send reply' }).click();
    await otherPanel.getByText('Yes: two years, as the district asked.').waitFor();
    await other.close();
    await page.reload();
    await panel.getByText('Yes: two years, as the district asked.').waitFor();
    await q12Row.scrollIntoViewIfNeeded();
    await shot(page, 'comments-outline-en');

    // Sent for approval, the second officer's publish dialog lists the open thread and asks first.
    await api(token, 'POST', `/v1/catalogue/drafts/${version}/send-for-approval`, { reason: 'Registers asked for two years', orderNumber: 'SED/QA/2026/121' });
    const approver = await openPage(browser, server.baseUrl, { viewport: { width: 1280, height: 900 } });
    await signIn(approver.page, 'dept2');
    await approver.page.goto(`/catalogue/${version}`);
    await approver.page.getByRole('button', { name: 'Approve and publish' }).click();
    const dialog = approver.page.getByRole('dialog');
    await dialog.getByTestId('publish-comments').locator('li').first().waitFor();
    expect(await dialog.getByTestId('publish-comments').textContent()).toContain('Open comment threads: 1.');
    expect(await dialog.getByTestId('publish-comments').textContent()).toContain('Question Q012');
    await shot(approver.page, 'comments-publish-en');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await approver.page.getByRole('button', { name: 'Send back', exact: true }).click();
    await approver.page.getByRole('dialog').getByRole('textbox').fill('Resolve the open comment first.');
    await approver.page.getByRole('dialog').getByRole('button', { name: 'Send back', exact: true }).click();
    await approver.page.getByTestId('approval-message').getByText('The draft was sent back to its author.').waitFor();
    await approver.context.close();
    await page.reload();
    await page.getByTestId('approval-returned').waitFor();

    // Resolved: the mark leaves the outline; the thread stays, closed, with who resolved it.
    await panel.getByRole('button', { name: 'Resolve' }).click();
    await q12Row.getByTestId('comment-mark').waitFor({ state: 'detached' });
    await expect.poll(() => panel.locator('.comment-state').textContent()).toBe('Resolved');
    expect(await api<{ open: number; resolved: number }>(token, 'GET', `/v1/catalogue/versions/${version}/comments/counts`)).toMatchObject({ open: 0, resolved: 1 });

    // The comparison counts the question's threads and shows them on demand.
    await page.goto(`/catalogue?from=v4&to=${version}`);
    const diff = page.getByTestId('diff-comments');
    await diff.waitFor();
    expect(await diff.textContent()).toContain('Comments: 0 open, 1 resolved');
    await diff.getByRole('button').click();
    await diff.getByText('Should this ask for the register of the last two years?').first().waitFor();
    await diff.scrollIntoViewIfNeeded();
    await shot(page, 'comments-diff-en');
    await context.close();
  });

  it('on a 390 px phone, in Hindi, a comment is written, marked and resolved, and the panel fits', async () => {
    const token = await signInApi();
    const { version } = await api<{ version: string }>(token, 'POST', '/v1/catalogue/drafts', { from: 'v4' });
    const { context, page } = await openPage(browser, server.baseUrl, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await signIn(page, 'dept', 'hi');
    await page.goto(`/catalogue/${version}?part=grading`);
    const panel = page.getByTestId('comments-panel');
    await panel.getByText('अभी कोई टिप्पणी नहीं').waitFor();
    await panel.locator('textarea').fill('क्या A ग्रेड के लिए 85 अंक अधिक हैं?');
    await panel.getByRole('button', { name: 'टिप्पणी जोड़ें' }).click();
    await panel.getByTestId('comment-thread').waitFor();
    const outline = page.getByRole('navigation');
    const mark = outline.getByTestId('comment-mark');
    await expect.poll(() => mark.textContent()).toBe('खुली टिप्पणियाँ: 1');
    const box = await panel.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 999)).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await mark.scrollIntoViewIfNeeded();
    await shot(page, 'comments-outline-hi-phone');
    await panel.scrollIntoViewIfNeeded();
    await shot(page, 'comments-panel-hi-phone');
    expect(await seriousViolations(page)).toEqual([]);
    await panel.getByRole('button', { name: 'हल करें' }).click();
    await mark.waitFor({ state: 'detached' });
    await expect.poll(() => panel.locator('.comment-state').textContent()).toBe('हल हुई');
    await context.close();
  });
});
