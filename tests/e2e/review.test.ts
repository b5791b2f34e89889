import { existsSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, type BrowserContext, type Page } from 'playwright-core';
import { launchChromium, openPage } from './browser';
import { createAccount } from './accounts';
import { apiCall, startServer, type RunningServer } from './server';
import { seriousViolations } from './axe';

const SHOTS = '/tmp/shots';
const PASSWORD = 'Demo@1234';
const DEMO_SCHOOL = '06010100101';
const distIndex = fileURLToPath(new URL('../../dist/web/index.html', import.meta.url));
const tinyPdf = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

let server: RunningServer;
let browser: Browser;
let demo: { accrid: number; schoolName: string };
let others: { accrid: number; schoolCode: string; schoolName: string }[] = [];

type Json = Record<string, unknown>;

const call = <T>(token: string | null, method: string, path: string, body?: unknown) => apiCall<T>(server.baseUrl, token, method, path, body);

const login = async (loginId: string) =>
  (await call<{ jwtToken: string }>(null, 'POST', '/v1/identity/web/auth', { loginId, loginKey: PASSWORD, ipAddress: '', sourceApp: 'web' })).jwtToken;

type Prop = { type?: unknown; oneOf?: { const: string }[]; items?: { anyOf?: { const: string }[] }; readOnly?: boolean; maximum?: number };

/** Answers every shown question of a domain: the first option, 3 for counts (no more than the school's totals), 80 for percentages, follow-ups as they appear. */
function fillDomain(schema: Json): Json {
  const answers: Json = {};
  const answer = (props: Record<string, Prop>) => {
    for (const [q, p] of Object.entries(props)) {
      if (p.readOnly || q in answers) continue;
      if (p.oneOf) answers[q] = p.oneOf[0].const;
      else if (p.items?.anyOf) answers[q] = [p.items.anyOf[0].const];
      else if (p.type === 'integer') answers[q] = Math.min(3, p.maximum ?? 3);
      else answers[q] = Math.min(80, p.maximum ?? 80);
    }
  };
  answer((schema.properties ?? {}) as Record<string, Prop>);
  for (let round = 0; round < 4; round++) {
    for (const part of (schema.allOf ?? []) as { if: { properties: Record<string, { const: string }> }; then: { properties: Record<string, Prop> } }[]) {
      if (Object.entries(part.if.properties).every(([k, c]) => answers[k] === c.const)) answer(part.then.properties);
    }
  }
  return answers;
}

/** A school head fills the school information and every domain through the API, attaches the evidence asked for, and submits to DQA. */
async function fillAndSubmit(token: string, schoolCode: string): Promise<number> {
  const accrid = (await call<{ items: { accrid: number }[] }>(token, 'POST', '/v1/form/search', {})).items[0].accrid;
  const details = await call<{ schema: { properties: Record<string, { type: string }> } }>(token, 'POST', '/v1/school/details', { schoolCode });
  await call(token, 'POST', '/v1/school/update', {
    schoolCode,
    info: Object.fromEntries(Object.entries(details.schema.properties).map(([k, p]) => [k, p.type === 'number' ? 62.5 : 3])),
  });
  for (const d of await call<{ domainId: string }[]>(token, 'GET', `/v1/form/${accrid}/domain`)) {
    const json = await call<{ schema: Json }>(token, 'POST', '/v1/form/json', { accrid, domainId: d.domainId });
    const answers = Object.entries(fillDomain(json.schema)).map(([questionid, value]) => ({ questionid, value }));
    await call(token, 'POST', '/v1/form/answers', { accrid, answers });
  }
  const check = await call<{ missingEvidence: { questionid: string }[] }>(token, 'POST', '/v1/form/domain/details/validate', { accrid });
  for (const m of check.missingEvidence) {
    const form = new FormData();
    form.append('accrid', String(accrid));
    form.append('questionid', m.questionid);
    form.append('files', new Blob([tinyPdf], { type: 'application/pdf' }), `evidence-${m.questionid}.pdf`);
    const res = await fetch(`${server.baseUrl}/v1/form/question/document`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
    if (!res.ok) throw new Error(`upload ${m.questionid}: ${res.status}`);
  }
  await call(token, 'POST', '/v1/workflow/form/sh/status/submit', { accrid, consent: true });
  return accrid;
}

function newPage(width = 1280, height = 900): Promise<{ context: BrowserContext; page: Page }> {
  return openPage(browser, server.baseUrl, { viewport: { width, height } });
}

async function shot(page: Page, name: string, fullPage = false): Promise<void> {
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage });
}

async function signIn(page: Page, loginId: string, lang: 'en' | 'hi' = 'en'): Promise<void> {
  await page.goto('about:blank');
  await page.goto('/session/signin');
  if (lang === 'hi') await page.getByRole('button', { name: 'हिन्दी' }).click();
  await page.locator('#loginId').fill(loginId);
  await page.locator('#password').fill(PASSWORD);
  await page.locator('form button[type=submit]').click();
  await page.waitForURL(/\/dashboard\/accreditation/);
  if (loginId === 'head') {
    const popup = page.getByTestId('welcome-popup');
    await popup.getByRole('checkbox').check();
    await page.getByRole('dialog').getByRole('button').click();
    await popup.waitFor({ state: 'detached' });
  }
}

/** Opens a form from the reviewers' list (search by school name, "Open"). */
async function openForm(page: Page, schoolName: string): Promise<void> {
  await page.goto('/dashboard/accreditation');
  await page.getByLabel('School name').fill(schoolName);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page
    .locator('tr', { hasText: schoolName })
    .first()
    .getByRole('link', { name: /Open the form/ })
    .click();
  await page.locator('form.review-form').waitFor();
  await page.waitForFunction(() => !document.querySelector('form.review-form .evidence[data-docs="pending"]'));
}

beforeAll(async () => {
  if (!existsSync(distIndex)) throw new Error('dist/web is missing: run `npm run build` before the e2e tests');
  mkdirSync(SHOTS, { recursive: true });
  server = await startServer();
  browser = await launchChromium();
  // The demo head's form and three more schools of the DQA's district, filled and submitted through the API.
  const head = await login('head');
  const accrid = await fillAndSubmit(head, DEMO_SCHOOL);
  const admin = await login('admin');
  const dqa = await login('dqa');
  const roles = await call<{ id: number; code?: string }[]>(admin, 'GET', '/v1/reference/roles');
  const headRole = roles.find((r) => r.code === 'SCHOOL_HEAD');
  if (!headRole) throw new Error(`no school head role: ${JSON.stringify(roles)}`);
  const list = await call<{ items: { accrid: number; schoolCode: string; schoolName: string }[] }>(dqa, 'POST', '/v1/form/search', { pageSize: 50 });
  demo = { accrid, schoolName: list.items.find((f) => f.schoolCode === DEMO_SCHOOL)!.schoolName };
  others = list.items.filter((f) => f.schoolCode !== DEMO_SCHOOL).slice(0, 3);
  for (const [i, f] of others.entries()) {
    const loginId = `e2ehead${i}`;
    await createAccount(server.baseUrl, admin, { loginId, firstName: `Head ${i}`, roleId: headRole.id, schoolCode: f.schoolCode }, PASSWORD);
    await fillAndSubmit(await login(loginId), f.schoolCode);
  }
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('reviewing accreditation forms', () => {
  it('DQA views evidence inline, marks a question and sends the form back; the head sees why and submits again', async () => {
    const { context, page } = await newPage();
    await signIn(page, 'dqa');
    await page.locator('table.forms-table').waitFor();
    await shot(page, 'form-review-list-en-1280', true);
    expect(await seriousViolations(page)).toEqual([]);

    // Filters: status 3 only.
    await page.getByLabel('Status', { exact: true }).selectOption('3');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect.poll(() => page.locator('table.forms-table tbody tr').count()).toBe(4);

    await openForm(page, demo.schoolName);
    await shot(page, 'form-review-en-1280');
    expect(await seriousViolations(page)).toEqual([]);

    // Beside the answers: the school information the form was filled against, and the score so far.
    const summary = page.getByTestId('review-context');
    await summary.getByText('School information').click();
    await summary.locator('.info-row').first().waitFor();
    expect(await summary.locator('.info-row').count()).toBeGreaterThan(20);
    await summary.getByText('Score as the answers stand').click();
    await summary.getByTestId('priorities').waitFor();
    await summary.screenshot({ path: `${SHOTS}/form-review-summary-en-1280.png` });
    expect(await seriousViolations(page)).toEqual([]);

    // Evidence opens inside the page.
    const q1 = page.locator('[data-question="Q001"]');
    await q1.locator('.evidence-list .link-btn').first().click();
    await page.getByTestId('file-viewer').locator('iframe').waitFor();
    await shot(page, 'form-review-evidence-en-1280');
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();

    // Mark Q001 for review: a comment is required.
    const verdict = page.getByTestId('verdict-Q001');
    await verdict.getByRole('button', { name: 'Mark for review' }).click();
    await verdict.getByRole('button', { name: /^Confirm/ }).click();
    await verdict.getByText('Please add comment').waitFor();
    await verdict.getByLabel('Comment').fill('Attach the signed copy of the plan.');
    await verdict.getByRole('button', { name: /^Confirm/ }).click();
    await verdict.getByText('Marked for review').waitFor();

    // Status update: a status and a comment are required.
    await page.getByRole('button', { name: 'Update status' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Update status' }).click();
    await dialog.getByText('Please select status').waitFor();
    await dialog.getByText('Please add comment').waitFor();
    await shot(page, 'form-review-status-en-1280');
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // Forwarding over one's own "needs change" remark asks for a second confirmation, listing it.
    await page.locator('.review-actions').getByRole('button', { name: 'Submit to SQA' }).click();
    const forward = page.getByRole('dialog');
    const ownRemarks = forward.getByTestId('own-remarks');
    await expect.poll(() => ownRemarks.textContent()).toContain('Q001');
    expect(await ownRemarks.textContent()).toContain('Attach the signed copy of the plan.');
    await forward.getByRole('checkbox', { name: /^I declare/ }).check();
    expect(await forward.getByRole('button', { name: 'Submit to SQA' }).isDisabled()).toBe(true);
    await ownRemarks.getByRole('checkbox').check();
    expect(await forward.getByRole('button', { name: 'Submit to SQA' }).isDisabled()).toBe(false);
    await shot(page, 'form-review-forward-warning-en-1280');
    await forward.getByRole('button', { name: 'Cancel' }).click();

    // Send back with a reason.
    await page.locator('.review-actions').getByRole('button', { name: 'Reject' }).click();
    const reject = page.getByRole('dialog');
    const reason = reject.getByLabel('Reason');
    await reason.locator('option').nth(1).waitFor({ state: 'attached' });
    // "Other" says nothing by itself: without a comment the field says what is missing, and nothing is sent.
    await reason.selectOption({ label: 'Other (see comment)' });
    await reject.getByRole('button', { name: 'Reject' }).click();
    const commentBox = reject.getByLabel('Comment');
    await expect.poll(() => commentBox.getAttribute('aria-invalid')).toBe('true');
    expect(await reject.locator('#reject-comment-error').textContent()).toBe('Please add comment');
    expect(await page.getByTestId('review-status').textContent()).not.toBe('Self / External In Progress');
    // Past the limit the text stays whole, the counter turns red and the reject says by how much to shorten it.
    await commentBox.fill('x'.repeat(2003));
    expect(await reject.locator('#reject-comment-count').textContent()).toBe('2003 / 2000 characters');
    await reject.getByRole('button', { name: 'Reject' }).click();
    await expect.poll(() => reject.locator('#reject-comment-error').textContent()).toBe('A comment can have at most 2000 characters. Shorten it by 3.');
    expect((await commentBox.inputValue()).length).toBe(2003);
    await shot(page, 'form-review-reject-other-en-1280');
    const reasonText = (await reason.locator('option').nth(1).textContent())?.trim() ?? '';
    await reason.selectOption({ index: 1 });
    await reject.getByLabel('Comment').fill('See the remark on Q001.');
    await reject.getByRole('button', { name: 'Reject' }).click();
    await page.getByText('Form status saved').waitFor();
    await expect.poll(() => page.getByTestId('review-status').textContent()).toBe('Self / External In Progress');
    await context.close();

    // The head: the reason at the top, the remark on the question, then a new submission.
    const head = await newPage();
    await signIn(head.page, 'head');
    const box = head.page.locator('.reject-box');
    await box.waitFor();
    expect(await box.textContent()).toContain(reasonText);
    // Who sent it back, as a person and a role, not a code.
    expect(await box.getByTestId('reject-by').textContent()).toContain('District Quality Assurance (DQA)');
    const remarks = head.page.getByTestId('review-summary');
    await remarks.getByText('Attach the signed copy of the plan.').waitFor();
    await shot(head.page, 'form-head-rejected-en-1280', true);
    await remarks.getByRole('link', { name: 'Q001' }).click();
    await head.page.waitForURL(/domain=D1#Q001/);
    await head.page.getByTestId('review-note-Q001').getByText('Attach the signed copy of the plan.').waitFor();
    await shot(head.page, 'form-head-flagged-en-1280');
    expect(await seriousViolations(head.page)).toEqual([]);
    await head.page.goto('/dashboard/accreditationhm');
    await head.page.getByRole('checkbox', { name: /I declare/ }).check();
    await head.page.getByRole('button', { name: 'Submit to DQA' }).click();
    await head.page.getByRole('dialog').getByRole('button', { name: 'Submit' }).click();
    await head.page.waitForURL(/\/thanks$/);
    await head.context.close();
  });

  it('keeps a dialog opened from a row while the list reloads under it (a search answering late)', async () => {
    const { context, page } = await newPage();
    await signIn(page, 'dqa');
    const rows = page.locator('table.forms-table tbody tr');
    await expect.poll(() => rows.count()).toBeGreaterThan(1);
    const first = ((await rows.nth(0).locator('.cell-strong').textContent()) ?? '').trim();
    const second = ((await rows.nth(1).locator('.cell-strong').textContent()) ?? '').trim();
    // The search for the first school answers slowly; meanwhile the reviewer opens the second school's history.
    await page.route('**/v1/form/search', async (route) => {
      await new Promise((r) => setTimeout(r, 1500));
      await route.continue();
    });
    await page.getByLabel('School name').fill(first);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await rows
      .nth(1)
      .getByRole('button', { name: `Status history: ${second}` })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Status history' });
    await dialog.waitFor();
    await expect.poll(() => rows.count(), { timeout: 10_000 }).toBe(1);
    await page.waitForTimeout(300);
    expect(await dialog.isVisible()).toBe(true);
    expect(await dialog.textContent()).toContain(second);
    await context.close();
  });

  it('DQA enters the external evaluation beside the school answers once the audit is initiated', async () => {
    await call(await login('sqa'), 'POST', '/v1/cycle/1/initiate/audit');
    for (const [width, height] of [
      [1280, 900],
      [360, 780],
    ] as const) {
      for (const lang of ['en', 'hi'] as const) {
        const { context, page } = await newPage(width, height);
        await signIn(page, 'dqa', lang);
        await page.locator('table.forms-table').waitFor();
        await shot(page, `form-review-list-${lang}-${width}`);
        await page.locator('tr', { hasText: others[0].schoolName }).first().getByRole('link').first().click();
        await page.locator('.side-by-side').first().waitFor();
        await shot(page, `form-external-${lang}-${width}`);
        expect(await seriousViolations(page)).toEqual([]);
        if (lang === 'hi') {
          const summary = page.getByTestId('review-context');
          await summary.getByText('विद्यालय की जानकारी').click();
          await summary.locator('.info-row').first().waitFor();
          await summary.screenshot({ path: `${SHOTS}/form-review-school-info-hi-${width}.png` });
        }
        if (width === 1280 && lang === 'en') {
          const q = page.locator('[data-question="Q001"]');
          await q.locator('input[type=radio]').nth(1).check();
          await page.getByRole('button', { name: 'Save external evaluation' }).click();
          await page.getByText('Data saved successfully').waitFor();
          await page.reload();
          await page.locator('.side-by-side').first().waitFor();
          // The saved external answer comes back from the server (externalAnswers) after a reload.
          expect(await page.locator('[data-question="Q001"] input[type=radio]').nth(1).isChecked()).toBe(true);
        }
        await context.close();
      }
    }
  });

  it('moves forms in bulk: the district to SQA, then SQA and the department approve the cycle, each with the counts', async () => {
    const { context, page } = await newPage();
    await signIn(page, 'dqa');
    const panel = page.locator('.bulk-panel');
    await panel.getByRole('button', { name: "Submit the district's ready forms to SQA" }).click();
    const confirm = page.getByRole('dialog');
    await expect.poll(() => confirm.getByTestId('bulk-count').textContent()).toBe('4 forms will move to State Quality Assurance.');
    await shot(page, 'form-bulk-confirm-en-1280');
    expect(await seriousViolations(page)).toEqual([]);
    expect(await confirm.getByRole('button', { name: 'Yes, move 4 forms' }).isDisabled()).toBe(true);
    await confirm.getByRole('checkbox').check();
    await confirm.getByRole('button', { name: 'Yes, move 4 forms' }).click();
    await page.getByTestId('bulk-result').getByText('Moved: 4').waitFor();
    await shot(page, 'form-bulk-result-en-1280');
    await context.close();

    for (const [user, title, count, target] of [
      ['sqa', "Approve the cycle's ready forms (to the Department)", 4, '4 forms will move to the Department.'],
      ['dept', "Approve the cycle's ready forms", 4, '4 forms will be approved and get their report cards.'],
    ] as const) {
      const { context: c, page: p } = await newPage();
      await signIn(p, user);
      await p.locator('.bulk-panel').getByRole('button', { name: title }).click();
      const d = p.getByRole('dialog');
      await expect.poll(() => d.getByTestId('bulk-count').textContent()).toBe(target);
      await d.getByRole('button', { name: `Yes, move ${count} forms` }).click();
      const result = p.getByTestId('bulk-result');
      await result.getByText(`Moved: ${count}`).waitFor();
      expect(await result.textContent()).toContain('Skipped: 0');
      await c.close();
    }

    // Approved: the report cards exist.
    const dept = await login('dept');
    const approved = await call<{ total: number }>(dept, 'POST', '/v1/form/search', { status: 9 });
    expect(approved.total).toBe(4);
    const score = await call<{ grade: string }>(dept, 'GET', `/v1/report/${demo.accrid}/score`);
    expect(score.grade).toBeTruthy();

    // The report card prints without the application around it.
    const { context: rc, page: card } = await newPage();
    await signIn(card, 'dept');
    await card.goto(`/dashboard/ReportCard?accrid=${demo.accrid}`);
    await card.getByTestId('report-score').waitFor();
    await card.emulateMedia({ media: 'print' });
    expect(await card.locator('.topbar').isVisible()).toBe(false);
    expect(await card.locator('#sidenav').isVisible()).toBe(false);
    expect(await card.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
    expect(await card.getByTestId('report-grade').isVisible()).toBe(true);
    await shot(card, 'form-report-print-en', true);
    await rc.close();
  });
});
