import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { pdfText, squeeze } from '../support/pdf-text';
import { seriousViolations } from './axe';
import { launchChromium, openPage } from './browser';
import { apiCall, startServer, type RunningServer } from './server';
import { signIn } from './signin';

// Issue 27, item 3: the change notice for schools. An officer opens a draft's notice from the
// version list, writes a reason for an added question and downloads the PDF (on a slow machine);
// a school head reads a published notice in Hindi on a phone.
const distIndex = fileURLToPath(new URL('../../dist/web/index.html', import.meta.url));
const SHOTS = process.env.SHOTS_DIR;
let server: RunningServer;
let browser: Browser;

const api = <T>(token: string, method: string, path: string, body?: unknown) => apiCall<T>(server.baseUrl, token || null, method, path, body);
const login = async (loginId: string) =>
  (await api<{ jwtToken: string }>('', 'POST', '/v1/identity/web/auth', { loginId, loginKey: 'Demo@1234', ipAddress: '127.0.0.1', sourceApp: 'web' })).jwtToken;

beforeAll(async () => {
  if (!process.env.WEB_ROOT && !existsSync(distIndex)) throw new Error('dist/web is missing: run `npm run build` before the e2e tests');
  server = await startServer();
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('the change notice for schools', () => {
  it("opens a draft's notice from the version list, saves a reason and downloads the PDF (CPU 4x slower)", async () => {
    const token = await login('dept');
    const { version } = await api<{ version: string }>(token, 'POST', '/v1/catalogue/drafts', { from: 'v4' });
    const { questionid } = await api<{ questionid: string }>(token, 'POST', `/v1/catalogue/drafts/${version}/questions`, {
      subdomain: 'SD1',
      question: {
        label: { en: 'Are the fans in every classroom working?', hi: 'क्या कक्षा-कक्ष के पंखे चालू हैं?' },
        type: 'yesNo',
        optionGroup: 'yesNo',
        required: true,
        evidence: 'none',
        allowNotApplicable: false,
      },
    });
    const { context, page } = await openPage(browser, server.baseUrl, { viewport: { width: 1280, height: 900 } });
    await signIn(page);
    await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto('/catalogue');
    await page.getByRole('link', { name: `Change notice of version ${version}` }).click();
    await page.waitForURL(new RegExp(`/catalogue/${version}/notice$`));
    const item = page.getByTestId(`notice-${questionid}`);
    await item.waitFor();
    expect(await item.textContent()).toContain('Are the fans in every classroom working?');
    expect(await page.getByTestId('notice-order').textContent()).toBe('not given yet');

    await item.getByLabel('Reason for schools (English)').fill('Classrooms get hot in summer');
    await page.getByTestId('needs-hindi').waitFor();
    await item.getByRole('button', { name: 'Save reason' }).click();
    await item.getByRole('status').filter({ hasText: 'Reason saved' }).waitFor();
    await page.getByTestId('notice-needs-hindi').waitFor();
    await item.getByLabel('Reason for schools (Hindi)').fill('गर्मी में कक्षा-कक्ष बहुत गरम होते हैं');
    await item.getByRole('button', { name: 'Save reason' }).click();
    await page.getByTestId('notice-needs-hindi').waitFor({ state: 'detached' });
    expect(await seriousViolations(page)).toEqual([]);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/notice-draft-en-desktop.png`, fullPage: true });

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download PDF' }).click()]);
    expect(download.suggestedFilename()).toBe(`change-notice-${version}-en.pdf`);
    const text = squeeze(await pdfText(new Uint8Array(await readFile((await download.path())!))));
    expect(text).toContain('Classroomsgethotinsummer');
    expect(text).toContain(questionid);

    // The notice in Hindi, the screen still in English.
    await page.getByRole('group', { name: 'Language of the notice' }).getByRole('button', { name: 'हिन्दी' }).click();
    await page.getByRole('heading', { name: /जोड़े गए प्रश्न/ }).waitFor();
    expect(await page.getByRole('button', { name: 'Download PDF' }).count()).toBe(1);
    await context.close();
  });

  it('shows a school head the published notice in Hindi on a phone', async () => {
    const { context, page } = await openPage(browser, server.baseUrl, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await signIn(page, 'head', 'hi');
    await page.evaluate(() => localStorage.setItem('welcomePopup', '1'));
    await page.goto('/catalogue/v4/notice');
    const notice = page.getByTestId('change-notice');
    await notice.waitFor();
    expect(await notice.textContent()).toContain('परिवर्तन सूचना');
    expect(await notice.textContent()).toContain('संस्करण v3 की तुलना में');
    // Read only: no reason boxes for a school head.
    expect(await page.getByRole('textbox').count()).toBe(0);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
    if (SHOTS) {
      await page.screenshot({ path: `${SHOTS}/notice-published-hi-390.png` });
      await page
        .getByTestId('change-notice')
        .locator('section')
        .first()
        .screenshot({ path: `${SHOTS}/notice-published-hi-390-section.png` });
    }
    await context.close();
  });
});
