import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { seriousViolations } from './axe';
import { launchChromium, openPage } from './browser';
import { apiCall, startServer, type RunningServer } from './server';
import { signIn } from './signin';

// Issue 27, item 1: a draft one department officer wrote is approved by another. The screenshots
// go to SHOTS for the docs and for looking at the screens.
const distIndex = fileURLToPath(new URL('../../dist/web/index.html', import.meta.url));
const SHOTS = process.env.SHOTS ?? '/tmp/shots';
let server: RunningServer;
let browser: Browser;

const api = <T>(token: string, method: string, path: string, body?: unknown) => apiCall<T>(server.baseUrl, token || null, method, path, body);
const tokenOf = async (loginId: string) =>
  (await api<{ jwtToken: string }>('', 'POST', '/v1/identity/web/auth', { loginId, loginKey: 'Demo@1234', ipAddress: '127.0.0.1', sourceApp: 'web' })).jwtToken;
async function newDraft(token: string): Promise<string> {
  const from = (await api<{ version: string; status: string }[]>(token, 'GET', '/v1/catalogue/versions')).find((v) => v.status === 'published')!.version;
  return (await api<{ version: string }>(token, 'POST', '/v1/catalogue/drafts', { from })).version;
}

beforeAll(async () => {
  if (!process.env.WEB_ROOT && !existsSync(distIndex)) throw new Error('dist/web is missing: run `npm run build` before the e2e tests');
  server = await startServer();
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('approval of a catalogue draft by a second officer', () => {
  it('dept sends a draft for approval with the office order (CPU 4x slower); dept2, in another browser, approves and publishes it', async () => {
    const dept = await tokenOf('dept');
    const version = await newDraft(dept);
    // An English text changed and its Hindi not: the approver is told before publishing.
    const draft = await api<{ catalogue: { domains: { subdomains: { questions: { id: string; label: { en: string } }[] }[] }[] } }>(
      dept,
      'GET',
      `/v1/catalogue/versions/${version}`,
    );
    const q5 = draft.catalogue.domains.flatMap((d) => d.subdomains.flatMap((s) => s.questions)).find((q) => q.id === 'Q005')!;
    await api(dept, 'PATCH', `/v1/catalogue/drafts/${version}`, {
      target: 'question:Q005',
      revision: 0,
      changes: [{ path: ['label', 'en'], from: q5.label.en, to: 'Does the school keep a complete admission register?' }],
    });

    const author = await openPage(browser, server.baseUrl, { viewport: { width: 1280, height: 900 } });
    await (await author.context.newCDPSession(author.page)).send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await signIn(author.page, 'dept');
    await author.page.goto(`/catalogue/${version}?q=Q005`);
    await author.page.getByRole('button', { name: 'Send for approval' }).click();
    const ask = author.page.getByRole('dialog');
    await ask.getByRole('button', { name: 'Send for approval' }).click();
    await ask.getByText('Write why this version is needed.').waitFor();
    await ask.getByText('Enter the office order number.').waitFor();
    await ask.getByLabel('Reason for this version').fill('Admission register wording agreed with district officers');
    await ask.getByLabel('Office order number').fill('SED/QA/2026/114');
    await ask.getByLabel('Date of the office order').fill('2026-11-20');
    await author.page.screenshot({ path: `${SHOTS}/catalogue-approval-send-en.png` });
    await ask.getByRole('button', { name: 'Send for approval' }).click();
    await author.page.getByTestId('approval-message').getByText('Sent for approval.').waitFor();
    const banner = author.page.getByTestId('approval-banner');
    await banner.waitFor();
    expect(await banner.textContent()).toContain('Sent for approval by Vikram Singh');
    expect(await banner.textContent()).toContain('Admission register wording agreed with district officers, order no. SED/QA/2026/114, dated 2026-11-20.');
    // Read-only now: nothing to save, nothing to discard.
    expect(await author.page.getByRole('button', { name: 'Discard the draft' }).count()).toBe(0);
    expect(await author.page.getByRole('button', { name: 'Approve and publish' }).count()).toBe(0);
    expect(await seriousViolations(author.page)).toEqual([]);
    await author.page.screenshot({ path: `${SHOTS}/catalogue-approval-awaiting-en.png`, fullPage: true });

    const approver = await openPage(browser, server.baseUrl, { viewport: { width: 1280, height: 900 } });
    await signIn(approver.page, 'dept2');
    await approver.page.goto(`/catalogue/${version}`);
    expect(await approver.page.getByTestId('approval-banner').textContent()).toContain('Read it, then approve and publish it');
    await approver.page.getByRole('button', { name: 'Approve and publish' }).click();
    const confirm = approver.page.getByRole('dialog');
    expect(await confirm.getByTestId('publish-recheck').textContent()).toContain('Hindi to re-check: 1.');
    await confirm.getByTestId('publish-open-cycles').waitFor();
    expect(await confirm.getByTestId('publish-open-cycles').textContent()).toMatch(/2026-27 \(on v\d+, no last day\)/);
    await approver.page.screenshot({ path: `${SHOTS}/catalogue-approval-approve-en.png` });
    await confirm.getByRole('button', { name: 'Approve and publish' }).click();
    await approver.page.getByText(`Published. New cycles can use version ${version} now.`).waitFor();

    await approver.page.goto('/catalogue');
    const row = approver.page.getByTestId('catalogue-versions').locator('tr', { hasText: `${version} ·` });
    await expect.poll(() => row.getByTestId('version-approval').textContent()).toContain('Approved by Kavita Rathore');
    expect(await row.getByTestId('version-approval').textContent()).toContain('Sent for approval by Vikram Singh');
    expect(await seriousViolations(approver.page)).toEqual([]);
    await approver.page.screenshot({ path: `${SHOTS}/catalogue-approval-versions-en.png`, fullPage: true });
    await author.context.close();
    await approver.context.close();
  });

  it('dept2 sends a draft back in Hindi on a phone, and dept reads the comment', async () => {
    const dept = await tokenOf('dept');
    const version = await newDraft(dept);
    await api(dept, 'POST', `/v1/catalogue/drafts/${version}/send-for-approval`, { reason: 'वार्षिक संशोधन', orderNumber: 'SED/QA/2026/130' });

    const approver = await openPage(browser, server.baseUrl, { viewport: { width: 390, height: 844 }, isMobile: true });
    await signIn(approver.page, 'dept2', 'hi');
    await approver.page.goto(`/catalogue/${version}`);
    await approver.page.getByTestId('approval-banner').waitFor();
    await approver.page.getByRole('button', { name: 'वापस भेजें', exact: true }).click();
    const back = approver.page.getByRole('dialog');
    await back.getByRole('button', { name: 'वापस भेजें', exact: true }).click();
    await back.getByText('लिखें कि प्रारूप अनुमोदित होने से पहले क्या बदलना है।').waitFor();
    await back.getByLabel('लेखक के लिए टिप्पणी').fill('कृपया प्रश्न Q005 का हिन्दी पाठ जाँचें।');
    await approver.page.screenshot({ path: `${SHOTS}/catalogue-approval-send-back-hi-phone.png` });
    await back.getByRole('button', { name: 'वापस भेजें', exact: true }).click();
    await approver.page.getByTestId('approval-message').getByText('प्रारूप उसके लेखक को वापस भेजा गया।').waitFor();
    await approver.context.close();

    const author = await openPage(browser, server.baseUrl, { viewport: { width: 390, height: 844 }, isMobile: true });
    await signIn(author.page, 'dept', 'hi');
    await author.page.goto(`/catalogue/${version}`);
    const returned = author.page.getByTestId('approval-returned');
    await returned.waitFor();
    expect(await returned.textContent()).toContain('Kavita Rathore द्वारा');
    expect(await returned.textContent()).toContain('कृपया प्रश्न Q005 का हिन्दी पाठ जाँचें।');
    // Editable again, and offered for approval again.
    await author.page.getByRole('button', { name: 'अनुमोदन के लिए भेजें' }).waitFor();
    expect(await seriousViolations(author.page)).toEqual([]);
    await author.page.screenshot({ path: `${SHOTS}/catalogue-approval-returned-hi-phone.png`, fullPage: true });
    await author.context.close();
  });
});
