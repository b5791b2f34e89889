import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { CatalogueVersion, Question } from '../../engine';
import { launchChromium, openPage } from './browser';
import { apiCall, startServer, type RunningServer } from './server';
import { signIn } from './signin';

// Issue 28, items 2 and 3, as a department officer: copy a question, undo the copy and redo it
// (button and keyboard), retire one and bring it back, revert one part from its history, and
// read that history in plain words, in English and in Hindi.
const distIndex = fileURLToPath(new URL('../../dist/web/index.html', import.meta.url));
let server: RunningServer;
let browser: Browser;
let token = '';

// The project's own API helper (server.ts), as this file's officer.
const api = <T>(method: string, path: string, body?: unknown) => apiCall<T>(server.baseUrl, token || null, method, path, body);

const questions = (c: CatalogueVersion) => c.domains.flatMap((d) => d.subdomains.flatMap((s) => s.questions));
const draft = async (v: string) => (await api<{ catalogue: CatalogueVersion; nextQuestionId: string }>('GET', `/v1/catalogue/versions/${v}`)).catalogue;
const question = async (v: string, id: string): Promise<Question | undefined> => questions(await draft(v)).find((q) => q.id === id);

beforeAll(async () => {
  if (!process.env.WEB_ROOT && !existsSync(distIndex)) throw new Error('dist/web is missing: run `npm run build` before the e2e tests');
  server = await startServer();
  browser = await launchChromium();
  token = (await api<{ jwtToken: string }>('POST', '/v1/identity/web/auth', { loginId: 'dept', loginKey: 'Demo@1234', ipAddress: '127.0.0.1', sourceApp: 'web' })).jwtToken;
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('copy, undo, redo, restore and revert in the catalogue editor', () => {
  it('copies a question, undoes and redoes the copy, retires and brings back one, and reverts a part from its plain-word history', async () => {
    const { version: v } = await api<{ version: string }>('POST', '/v1/catalogue/drafts', { from: 'v4' });
    const { nextQuestionId: copyId } = await api<{ nextQuestionId: string }>('GET', `/v1/catalogue/versions/${v}`);
    const { context, page } = await openPage(browser, server.baseUrl, { viewport: { width: 1400, height: 1000 } });
    await signIn(page);
    await page.goto(`/catalogue/${v}?q=Q004`);
    const text = page.getByRole('group', { name: 'Question text' });
    await text.getByLabel('English').waitFor();
    const bar = page.getByTestId('undo-redo');
    expect(await bar.getByRole('button', { name: 'Nothing to undo' }).isDisabled()).toBe(true);

    // Copy: the copy opens, right after the original, its text marked for review.
    const original = (await question(v, 'Q004'))!;
    await page.getByRole('button', { name: 'Copy this question' }).click();
    await page.waitForURL(new RegExp(`q=${copyId}$`));
    await expect.poll(() => text.getByLabel('English').inputValue()).toBe(`[Copy of Q004] ${original.label.en}`);
    const undoCopy = bar.getByRole('button', { name: 'Undo: copy of Q004' });
    await undoCopy.waitFor();

    // Undo the copy: it leaves the draft, and the redo button offers it again.
    await undoCopy.click();
    await bar.getByRole('button', { name: 'Redo: copy of Q004' }).waitFor();
    expect(await question(v, copyId)).toBeUndefined();
    // Redo with the keyboard (outside a text field): the copy is back after Q004.
    await page.locator('h1').click();
    await page.keyboard.press('Control+Shift+Z');
    await undoCopy.waitFor();
    await expect.poll(async () => (await question(v, copyId))?.label.en).toBe(`[Copy of Q004] ${original.label.en}`);
    const sd = (await draft(v)).domains.flatMap((d) => d.subdomains).find((s) => s.questions.some((q) => q.id === 'Q004'))!;
    expect(sd.questions[sd.questions.findIndex((q) => q.id === 'Q004') + 1].id).toBe(copyId);

    // Retire the copy and bring it back from the list of questions retired in this draft.
    await page.goto(`/catalogue/${v}?q=${copyId}`);
    await text.getByLabel('English').waitFor();
    await page.getByRole('button', { name: 'Retire this question' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Retire', exact: true }).click();
    const retired = page.getByTestId('retired-questions');
    await retired.getByRole('button', { name: `Bring back ${copyId}` }).click();
    await retired.getByText(`${copyId} is back where it was.`).waitFor();
    await expect.poll(async () => (await question(v, copyId))?.id).toBe(copyId);
    // The undo stack heard both: the newest is the return.
    await bar.getByRole('button', { name: `Undo: bringing back Question ${copyId}` }).waitFor();

    // Two saves of Q005's English, then back to the first from the part's history.
    await page.goto(`/catalogue/${v}?q=Q005`);
    await text.getByLabel('English').waitFor();
    const before = (await question(v, 'Q005'))!.label.en;
    for (const wording of ['Is there an admission register?', 'Is there a full admission register?']) {
      // Each save from a freshly opened part (the page keeps its undo stack only while it stays open, so the stack is not needed here).
      await page.goto(`/catalogue/${v}?q=Q005`);
      await expect.poll(() => text.getByLabel('English').inputValue()).toBe((await question(v, 'Q005'))!.label.en);
      await text.getByLabel('English').fill(wording);
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect.poll(async () => (await question(v, 'Q005'))?.label.en).toBe(wording);
    }
    const history = page.getByTestId('change-history').first();
    await history.locator('summary').click();
    const rows = history.getByTestId('history-row');
    await expect.poll(() => rows.count()).toBeGreaterThanOrEqual(2);
    // Plain words with before → after, not field codes.
    const newest = await rows.nth(0).textContent();
    expect(newest).toContain('Text (English): “Is there an admission register?” → “Is there a full admission register?”');
    expect(newest).not.toContain('label');
    expect(await rows.nth(1).textContent()).toContain(`Text (English): “${before.length > 40 ? before.slice(0, 39) + '…' : before}” → “Is there an admission register?”`);
    await rows.nth(1).getByRole('button', { name: 'Restore this version' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Restore this version' }).click();
    await expect.poll(async () => (await question(v, 'Q005'))?.label.en).toBe('Is there an admission register?');
    await history.getByText(/Restored the version of/).waitFor();
    await bar.getByRole('button', { name: 'Undo: earlier version of Question Q005' }).waitFor();
    // Undo the revert: the second wording is back.
    await bar.getByRole('button', { name: 'Undo: earlier version of Question Q005' }).click();
    await expect.poll(async () => (await question(v, 'Q005'))?.label.en).toBe('Is there a full admission register?');
    // Someone else changes Q005; redoing the revert is refused, says so, and keeps their text.
    const mine = token;
    token = (await api<{ jwtToken: string }>('POST', '/v1/identity/web/auth', { loginId: 'admin', loginKey: 'Demo@1234', ipAddress: '127.0.0.1', sourceApp: 'web' })).jwtToken;
    const { revisions } = await api<{ revisions: Record<string, number> }>('GET', `/v1/catalogue/versions/${v}`);
    await api('PATCH', `/v1/catalogue/drafts/${v}`, {
      target: 'question:Q005',
      revision: revisions['question:Q005'],
      changes: [{ path: ['label', 'en'], from: 'Is there a full admission register?', to: 'Admission register kept?' }],
    });
    token = mine;
    await bar.getByRole('button', { name: 'Redo: earlier version of Question Q005' }).click();
    await bar.getByRole('alert').waitFor();
    expect(await bar.getByRole('alert').textContent()).toMatch(
      /Could not redo the earlier version of Question Q005: .+ changed this part at .+ Nothing was changed, and it left the list\./,
    );
    expect(await bar.getByRole('button', { name: 'Nothing to redo' }).isDisabled()).toBe(true);
    expect((await question(v, 'Q005'))?.label.en).toBe('Admission register kept?');
    await context.close();

    // The same history in Hindi.
    const hindi = await openPage(browser, server.baseUrl, { viewport: { width: 1400, height: 1000 } });
    await signIn(hindi.page, 'dept', 'hi');
    await hindi.page.goto(`/catalogue/${v}?q=Q005`);
    const hiHistory = hindi.page.getByTestId('change-history').first();
    await hiHistory.locator('summary').click();
    const hiRows = hiHistory.getByTestId('history-row');
    await expect.poll(() => hiRows.count()).toBeGreaterThanOrEqual(4);
    const all = (await hiHistory.textContent()) ?? '';
    expect(all).toContain('ने एक परिवर्तन पूर्ववत किया');
    expect(all).toContain('ने पहले का संस्करण वापस लाया');
    expect(all).toMatch(/पाठ \(अंग्रेज़ी\): “Is there a full admission register\?” → “Admission register kept\?”/);
    expect(all).toMatch(/पाठ \(अंग्रेज़ी\): “Is there an admission register\?” → “Is there a full admission register\?”/);
    await expect.poll(() => hiRows.nth(1).getByRole('button', { name: 'यह संस्करण वापस लाएँ' }).count()).toBe(1);
    expect(await hindi.page.getByTestId('undo-redo').getByRole('button', { name: 'पूर्ववत करने को कुछ नहीं' }).isDisabled()).toBe(true);
    await hindi.context.close();
  });
});
