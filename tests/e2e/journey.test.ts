import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, type BrowserContext, type Page } from 'playwright-core';
import { formDrawn, launchChromium, openPage, appHasPage } from './browser';
import { startServer, type RunningServer } from './server';
import { pdfText, squeeze } from '../support/pdf-text';

const SHOTS = '/tmp/shots';
const PASSWORD = 'Demo@1234';
const distIndex = fileURLToPath(new URL('../../dist/web/index.html', import.meta.url));

let server: RunningServer;
let browser: Browser;

function newPage(width = 1280, height = 900): Promise<{ context: BrowserContext; page: Page }> {
  return openPage(browser, server.baseUrl, { viewport: { width, height } });
}

async function shot(page: Page, name: string, fullPage = true): Promise<void> {
  // Sticky bars would otherwise be painted in the middle of a full-page picture.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage });
}

/** The welcome popup after each login of a school head: tick the consent, continue (any language). */
async function acknowledgeWelcome(page: Page): Promise<void> {
  const popup = page.getByTestId('welcome-popup');
  await popup.waitFor();
  await popup.getByRole('checkbox').check();
  await page.getByRole('dialog').getByRole('button').click();
  await popup.waitFor({ state: 'detached' });
}

async function signIn(page: Page, loginId: string): Promise<void> {
  // A fresh page: after a logout the sign-in page still carries the last user's page as the place to return to.
  await page.goto('about:blank');
  await page.goto('/session/signin');
  await page.getByLabel('Login name').fill(loginId);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/dashboard\/accreditation/);
  if (loginId === 'head') await acknowledgeWelcome(page);
}

async function signOut(page: Page): Promise<void> {
  await page.locator('.topbar').getByRole('button', { name: 'Log out' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Log out' }).click();
  await page.waitForURL(/\/session\/signin/);
}

/** Answers every visible, unanswered question of the open domain; repeats while conditions reveal more. */
async function answerVisibleQuestions(page: Page): Promise<number> {
  let answered = 0;
  for (let round = 0; round < 8; round++) {
    let changed = 0;
    await formDrawn(page.locator('form.domain-form'));
    const questions = page.locator('form.domain-form .question');
    const count = await questions.count();
    for (let i = 0; i < count; i++) {
      const q = questions.nth(i);
      const radios = q.locator('input[type=radio]:not([disabled])');
      if ((await radios.count()) > 0) {
        if ((await q.locator('input[type=radio]:checked').count()) === 0) {
          await radios.first().check();
          changed++;
        }
        continue;
      }
      const boxes = q.locator('input[type=checkbox]:not([disabled])');
      if ((await boxes.count()) > 0) {
        if ((await q.locator('input[type=checkbox]:checked').count()) === 0) {
          await boxes.first().check();
          changed++;
        }
        continue;
      }
      const inputs = q.locator('input:not([type=radio]):not([type=checkbox]):not([type=file]):not([readonly]):not([disabled])');
      if ((await inputs.count()) > 0 && (await inputs.first().inputValue()) === '') {
        await inputs.first().fill('5');
        changed++;
      }
    }
    answered += changed;
    if (changed === 0) break;
  }
  return answered;
}

/** A tiny valid PDF: the server recognises evidence by its first bytes. */
const EVIDENCE_PDF = {
  name: 'evidence.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n'),
};

/** Attaches the test PDF to every visible question whose evidence is mandatory and still missing: choose, then upload all. */
async function attachMandatoryEvidence(page: Page): Promise<number> {
  await page.waitForFunction(() => !document.querySelector('form.domain-form .evidence[data-docs="pending"]'));
  const ids = await page.locator('form.domain-form .evidence-missing').evaluateAll((els) => els.map((e) => e.getAttribute('data-testid') ?? ''));
  for (const id of ids) {
    const box = page.getByTestId(id);
    await box.locator('input[type=file]').setInputFiles(EVIDENCE_PDF);
    await box.locator('.upload-queue li').first().waitFor();
    await box.getByRole('button', { name: 'Upload all' }).click();
    await box.locator('.evidence-list li').first().waitFor();
  }
  return ids.length;
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

describe('web app', () => {
  it('switches the sign-in page to Hindi and remembers it', async () => {
    const { context, page } = await newPage();
    await page.goto('/session/signin');
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    await shot(page, 'signin-en');
    await page.getByRole('button', { name: 'हिन्दी' }).click();
    await page.getByRole('button', { name: 'साइन इन करें' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('hi');
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('hi');
    await shot(page, 'signin-hi');

    // The server's message comes back in Hindi too.
    await page.getByLabel('लॉगिन नाम').fill('nobody-here');
    await page.getByLabel('पासवर्ड').fill('wrong-password');
    await page.getByRole('button', { name: 'साइन इन करें' }).click();
    const alert = page.getByRole('alert');
    await alert.waitFor();
    await shot(page, 'signin-hi-error');

    await page.reload();
    await page.getByRole('button', { name: 'साइन इन करें' }).waitFor();
    await page.goto('/no/such/page');
    await page.getByRole('button', { name: 'वापस जाएँ' }).waitFor();
    await shot(page, 'notfound-hi');
    await context.close();
  });

  // The whole journey, every domain answered, about 75 s alone on a 2-core machine: beside another
  // browser test it came within reach of the default 120 s.
  it('takes a form from the school head to the report card', { timeout: 240_000 }, async () => {
    const { context, page } = await newPage();

    // School head: school information
    await signIn(page, 'head');
    await page.waitForURL(/\/dashboard\/accreditationhm$/);
    const schoolName = (await page.locator('#form-card-title').textContent())?.trim() ?? '';
    expect(schoolName.length).toBeGreaterThan(2);
    await shot(page, 'head-dashboard-en');

    await page.getByRole('main').getByRole('link', { name: 'School information' }).first().click();
    await page.waitForURL(/\/forms\/schoolinfo/);
    const form = page.locator('form.school-form');
    await formDrawn(form);
    const fields = form.locator('input:not([type=radio]):not([type=checkbox]):not([type=file]):not([readonly]):not([disabled])');
    const n = await fields.count();
    expect(n).toBeGreaterThan(5);
    for (let i = 0; i < n; i++) await fields.nth(i).fill('5');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Data saved successfully').waitFor();
    await shot(page, 'schoolinfo-en', false);

    // The seven domains
    await page.goto('/dashboard/accreditationhm');
    const firstDomain = page.locator('.domain-list a').first();
    await firstDomain.waitFor();
    const href = (await firstDomain.getAttribute('href')) ?? '';
    const accrid = new URL(href, server.baseUrl).searchParams.get('accrid');
    expect(accrid).toBeTruthy();

    for (const domain of ['D1', 'D2', 'D3', 'D4', 'D5', 'D6', 'D7']) {
      await page.goto(`/forms/domain?accrid=${accrid}&domain=${domain}`);
      await appHasPage(page);
      await page.locator('form.domain-form').waitFor();
      if (domain === 'D1') {
        // Changes not yet on the server hold the user back before switching tabs (offline, so they stay unsent).
        await context.setOffline(true);
        await page.locator('form.domain-form input[type=radio]').first().check();
        await page.getByTestId('sync-status').getByText('Saved on this device').waitFor();
        await page.getByTestId('tab-D2').click();
        const confirm = page.getByRole('dialog');
        await confirm.getByRole('button', { name: 'Leave without saving' }).waitFor();
        await confirm.getByRole('button', { name: 'Cancel' }).click();
        expect(page.url()).toContain('domain=D1');
        await context.setOffline(false);
        await page.getByTestId('sync-status').getByText('Saved on server').waitFor();
      }
      const answered = await answerVisibleQuestions(page);
      if (answered > 0) {
        await page.getByRole('button', { name: 'Save', exact: true }).click();
        const saved = page.getByText('Data saved successfully');
        const failed = page.locator('.alert-error');
        await Promise.race([saved.waitFor(), failed.waitFor()]);
        if (await failed.isVisible()) {
          throw new Error(`saving ${domain} failed: ${await failed.textContent()} ${await page.locator('.error-detail').allTextContents()}`);
        }
      }
      await attachMandatoryEvidence(page);
      if (domain === 'D1') {
        await shot(page, 'domain-D1-en', false);
        await page.setViewportSize({ width: 360, height: 780 });
        await shot(page, 'domain-D1-en-360-editable', false);
        await page.setViewportSize({ width: 1280, height: 900 });
      }
    }
    await shot(page, 'domain-D7-en', false);

    // Submit to DQA
    await page.goto('/dashboard/accreditationhm');
    await page.locator('.domain-list').waitFor();
    await shot(page, 'head-dashboard-complete-en');
    await page.getByRole('checkbox', { name: /I declare/ }).check();
    await page.getByRole('button', { name: 'Submit to DQA' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Submit' }).click();
    const thanks = page.waitForURL(/\/thanks$/).then(() => 'thanks' as const);
    const missing = page
      .getByTestId('missing-list')
      .waitFor()
      .then(() => 'missing' as const);
    const failure = page
      .locator('.submit-card .alert-error')
      .waitFor()
      .then(() => 'error' as const);
    const outcome = await Promise.race([thanks, missing, failure]);
    if (outcome !== 'thanks') {
      await shot(page, 'head-submit-failed');
      const text = await page.locator('.submit-card').textContent();
      throw new Error(`submit to DQA failed: ${text}`);
    }
    await shot(page, 'head-thanks-en');
    await signOut(page);

    // DQA sends it back once with a reason; the school head sees why and submits again.
    await signIn(page, 'dqa');
    await page.waitForURL(/\/dashboard\/accreditation$/);
    await page.getByLabel('School name').fill(schoolName);
    await page.getByRole('button', { name: 'Search' }).click();
    const dqaRow = page.locator('tr', { hasText: schoolName }).first();
    await dqaRow.getByRole('button', { name: 'Reject' }).click();
    const rejectDialog = page.getByRole('dialog');
    const reasonSelect = rejectDialog.getByLabel('Reason');
    // Says what happened instead when the reasons do not come (an error, or the session lost).
    const opened = await Promise.race([
      reasonSelect
        .locator('option')
        .nth(1)
        .waitFor({ state: 'attached' })
        .then(() => 'reasons' as const),
      rejectDialog
        .locator('.alert-error')
        .waitFor()
        .then(() => 'error' as const),
      page.waitForURL(/\/session\/signin/).then(() => 'signed out' as const),
    ]);
    if (opened !== 'reasons') throw new Error(`reject dialog: ${opened}: ${(await page.locator('.alert').allTextContents()).join(' | ')}`);
    const reasonText = (await reasonSelect.locator('option').nth(1).textContent())?.trim() ?? '';
    await reasonSelect.selectOption({ index: 1 });
    await rejectDialog.getByLabel('Comment').fill('Please attach a clearer photo of the plan.');
    await shot(page, 'dqa-reject-dialog-en', false);
    await rejectDialog.getByRole('button', { name: 'Reject' }).click();
    await page.getByText('Form status saved').waitFor();
    await signOut(page);

    await signIn(page, 'head');
    await page.waitForURL(/\/dashboard\/accreditationhm$/);
    const rejectBox = page.locator('.reject-box');
    await rejectBox.waitFor();
    expect(await rejectBox.textContent()).toContain(reasonText);
    await shot(page, 'head-rejected-en');
    await page.getByRole('checkbox', { name: /I declare/ }).check();
    await page.getByRole('button', { name: 'Submit to DQA' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL(/\/thanks$/);
    await signOut(page);

    // DQA, SQA, Department
    const steps: { user: string; button: string; shotName: string }[] = [
      { user: 'dqa', button: 'Submit to SQA', shotName: 'dqa' },
      { user: 'sqa', button: 'Submit to Department', shotName: 'sqa' },
      { user: 'dept', button: 'Approve', shotName: 'dept' },
    ];
    for (const step of steps) {
      await signIn(page, step.user);
      await page.waitForURL(/\/dashboard\/accreditation$/);
      await page.getByLabel('School name').fill(schoolName);
      await page.getByRole('button', { name: 'Search' }).click();
      const row = page.locator('tr', { hasText: schoolName }).first();
      await row.waitFor();
      const action = row.getByRole('button', { name: step.button });
      await action.waitFor();
      await shot(page, `${step.shotName}-list-en`);
      await action.click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('checkbox').check();
      await shot(page, `${step.shotName}-submit-dialog-en`, false);
      await dialog.getByRole('button', { name: step.button }).click();
      await page.getByText('Form status saved').waitFor();
      if (step.user === 'dqa') {
        await row.getByRole('button', { name: 'History' }).click();
        await page.getByRole('dialog').locator('table').waitFor();
        await shot(page, 'dqa-history-en', false);
        await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
      }
      if (step.user !== 'dept') await signOut(page);
    }

    // Report card
    const row = page.locator('tr', { hasText: schoolName }).first();
    await row.getByRole('link', { name: 'Report card' }).click();
    await page.waitForURL(/\/dashboard\/ReportCard/);
    await page.getByTestId('report-score').waitFor();
    const score = await page.getByTestId('report-score').locator('.score-value').textContent();
    expect(score).toMatch(/^\d+(\.\d)$/);
    const grade = (await page.getByTestId('report-grade').locator('.grade-value').textContent())?.trim();
    expect(grade).toBeTruthy();
    await shot(page, 'report-card-en');
    await page.getByRole('button', { name: 'हिन्दी' }).click();
    await page.getByRole('heading', { name: 'रिपोर्ट कार्ड' }).waitFor();
    await shot(page, 'report-card-hi');
    const reportCode = (await page.getByTestId('report-code').textContent())!.trim();

    // The server's PDF, saved from the screen, in Hindi; its address verifies the card without an account.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'हिन्दी में PDF' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^report-card-.+-hi\.pdf$/);
    const bytes = new Uint8Array(readFileSync((await download.path())!));
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const text = squeeze(await pdfText(bytes));
    expect(text).toContain(reportCode);
    expect(text).toContain(squeeze(schoolName));
    const address = text.match(/https?:\/\/[^/]+(\/verify\?code=[A-Za-z0-9-]+&k=[A-Za-z0-9_-]{12})/);
    expect(address, text.slice(-400)).not.toBeNull();
    const stranger = await newPage(360, 780);
    await stranger.page.goto(address![1]);
    await stranger.page.getByRole('button', { name: 'हिन्दी' }).click();
    await stranger.page.getByText('यह रिपोर्ट कार्ड विभाग द्वारा जारी किया गया है।').waitFor();
    expect(await stranger.page.getByTestId('verify-grade').textContent()).toContain(grade!);
    await shot(stranger.page, 'verify-report-hi-360');
    // A key that does not belong to the code is refused, and another address can be pasted.
    const k = address![1].split('k=')[1];
    await stranger.page.goto(address![1].replace(`k=${k}`, `k=${k[0] === 'A' ? 'B' : 'A'}${k.slice(1)}`));
    await stranger.page.getByText('इस कोड से कोई रिपोर्ट कार्ड जारी नहीं हुआ है।', { exact: false }).waitFor();
    await stranger.page.getByLabel('QR कोड के नीचे लिखा पता').fill(`${server.baseUrl}${address![1]}`);
    await stranger.page.getByRole('button', { name: 'जाँचें' }).click();
    await stranger.page.getByTestId('verify-result').waitFor();
    await stranger.context.close();
    await context.close();
  });

  it('shows the school head screens in Hindi and on a 360px phone', async () => {
    const { context, page } = await newPage(360, 780);
    await page.goto('/session/signin');
    await page.getByRole('button', { name: 'हिन्दी' }).click();
    await page.getByLabel('लॉगिन नाम').fill('head');
    await page.getByLabel('पासवर्ड').fill(PASSWORD);
    await page.getByRole('button', { name: 'साइन इन करें' }).click();
    await page.waitForURL(/\/dashboard\/accreditationhm$/);
    await acknowledgeWelcome(page);
    await page.locator('.domain-list').waitFor();
    await shot(page, 'head-dashboard-hi-360');
    await page.getByRole('button', { name: 'मेनू', exact: true }).click();
    await page.locator('#sidenav').getByRole('link').first().waitFor();
    await page.waitForTimeout(400); // the menu slides in
    await shot(page, 'head-menu-hi-360', false);
    await page.getByRole('button', { name: 'मेनू', exact: true }).click();
    const href = (await page.locator('.domain-list a').first().getAttribute('href')) ?? '';
    await page.goto(href);
    await page.locator('form.domain-form').waitFor();
    await shot(page, 'domain-D1-hi-360', false);
    await page.getByRole('button', { name: 'English' }).click();
    await page.locator('.domain-tab.active').waitFor();
    await shot(page, 'domain-D1-en-360', false);
    await page.goto('/forms/schoolinfo');
    await page.locator('form.school-form').waitFor();
    await shot(page, 'schoolinfo-en-360', false);
    await context.close();
  });
});
