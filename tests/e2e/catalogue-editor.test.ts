import { existsSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { computeFields, indexCatalogue, schoolTotals, scoreForm, type Answers, type CatalogueVersion } from '../../engine';
import { fillAnswers, fillSchoolInfo, tinyPdf } from '../support/fill';
import { launchChromium, openPage, appHasPage } from './browser';
import { startServer, type RunningServer } from './server';

const SHOTS = '/tmp/shots';
const distIndex = fileURLToPath(new URL('../../dist/web/index.html', import.meta.url));
const DEMO_SCHOOL = '06010100101';
let server: RunningServer;
let browser: Browser;

async function signIn(page: Page, loginId: string, lang: 'en' | 'hi' = 'en'): Promise<void> {
  await page.goto('about:blank');
  await page.goto('/session/signin');
  if (lang === 'hi') await page.getByRole('button', { name: 'हिन्दी' }).click();
  await page.locator('#loginId').fill(loginId);
  await page.locator('#password').fill('Demo@1234');
  await page.locator('form button[type=submit]').click();
  await page.waitForURL(/\/dashboard\//);
  if (loginId === 'head') {
    const popup = page.getByTestId('welcome-popup');
    await popup.waitFor();
    await popup.getByRole('checkbox').check();
    await page.getByRole('dialog').getByRole('button').click();
    await popup.waitFor({ state: 'detached' });
  }
}

/** The author's half of publishing: Send for approval, with the reason and the office order. */
async function sendForApproval(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Send for approval', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Reason for this version').fill('Fire safety question added; Q226 retired');
  await dialog.getByLabel('Office order number').fill('SED/QA/2026/114');
  await dialog.getByRole('button', { name: 'Send for approval', exact: true }).click();
}

async function tokenOf(loginId: string): Promise<string> {
  const auth = await fetch(`${server.baseUrl}/v1/identity/web/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ loginId, loginKey: 'Demo@1234', ipAddress: '127.0.0.1', sourceApp: 'web' }),
  });
  return ((await auth.json()) as { value: { jwtToken: string } }).value.jwtToken;
}

/** The API as a signed-in user, for the steps the browser test does not need to click through. */
async function apiAs(loginId: string) {
  const token = await tokenOf(loginId);
  return async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const isForm = body instanceof FormData;
    const res = await fetch(`${server.baseUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body && !isForm ? { 'content-type': 'application/json' } : {}) },
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    });
    const json = (await res.json()) as { value: T; errorMessage?: string };
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${json.errorMessage ?? ''} ${JSON.stringify(json).slice(0, 300)}`);
    return (json.value ?? json) as T;
  };
}

beforeAll(async () => {
  if (!process.env.WEB_ROOT && !existsSync(distIndex)) throw new Error('dist/web is missing: run `npm run build` before the e2e tests');
  mkdirSync(SHOTS, { recursive: true });
  server = await startServer();
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('the catalogue editor, from a draft to a school head answering the new question', () => {
  it('drafts v5 from v1, adds, rescores and retires questions, publishes, and a cycle on v5 reaches the report card', async () => {
    const { context, page } = await openPage(browser, server.baseUrl, { viewport: { width: 1400, height: 1000 } });
    await signIn(page, 'dept');
    await page.goto('/catalogue');
    await page.getByTestId('catalogue-versions').locator('tr', { hasText: 'v1 ·' }).getByRole('button', { name: 'Start a draft' }).click();
    await page.waitForURL(/\/catalogue\/v5$/);
    await page.getByRole('heading', { name: /^Draft v5/ }).waitFor();

    // A new question in SD1: both languages, mandatory evidence for "Yes", shown only when Q001 is answered "Yes".
    await page.getByRole('button', { name: /^D1 · / }).click();
    await page.getByRole('button', { name: 'Add a question to SD1' }).click();
    await page.getByText('Question added.').waitFor();
    const editor = page.getByTestId('question-editor');
    await editor.getByRole('heading', { name: 'Question Q227' }).waitFor();
    const label = editor.getByRole('group', { name: 'Question text' });
    await label.getByLabel('English').fill('Does the school display its fire evacuation plan?');
    await label.getByLabel('Hindi').fill('क्या विद्यालय अपनी अग्नि निकासी योजना प्रदर्शित करता है?');
    await editor.getByLabel('Evidence').selectOption({ label: 'Must be attached' });
    await editor.getByRole('checkbox', { name: 'Yes', exact: true }).check();
    await editor.getByLabel('Shown').selectOption({ value: 'Q001' });
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Saved.').waitFor();
    // The preview shows the saved question under Q001's "Yes" once answered there.
    const preview = page.getByTestId('draft-preview');
    await preview.locator('[data-question="Q001"] input[type=radio]').first().check();
    await preview.locator('[data-question="Q227"]').waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${SHOTS}/catalogue-editor-question-en.png` });

    // A changed score: the first option of Q002 (a question with its own options).
    await page.getByRole('button', { name: /^Q002 / }).click();
    await editor.getByRole('heading', { name: 'Question Q002' }).waitFor();
    const score = editor.getByLabel('Score of option 1');
    const before = Number(await score.inputValue());
    await score.fill(String(before + 1));
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Saved.').waitFor();

    // Retire Q226.
    await page.getByRole('button', { name: /^D7 · / }).click();
    await page.getByRole('button', { name: /^Q226 / }).click();
    await page.getByRole('button', { name: 'Retire this question' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Retire', exact: true }).click();
    await page.getByText('Retired. Its number will not be used again.').waitFor();

    // The difference from v1, as a department officer reads it.
    await page.getByRole('link', { name: 'Compare with v1' }).click();
    const diff = page.getByTestId('catalogue-diff');
    await diff.waitFor();
    await expect.poll(() => diff.textContent()).toContain('Q227');
    expect(await diff.textContent()).toContain('Q226');

    // Publishing a draft from v1 while v4 is the newest is refused until v4's changes are brought in,
    // each part changed in both decided side by side (here: the draft's kept).
    await page.goto('/catalogue/v5');
    const rebase = page.getByTestId('rebase-panel');
    await rebase.getByText('This draft was started from v1, but v4 is the newest published version.', { exact: false }).waitFor();
    await sendForApproval(page);
    await page.getByText('This draft was started from an older version than the newest published one.', { exact: false }).waitFor();
    await rebase.getByText('Parts that come from v4 as they are', { exact: false }).waitFor();
    await expect.poll(() => rebase.locator('fieldset.rebase-part').count()).toBeGreaterThan(0);
    expect(await rebase.locator('fieldset.rebase-part[data-target="question:Q002"]').count()).toBe(1);
    await rebase.screenshot({ path: `${SHOTS}/catalogue-editor-rebase-en.png` });
    // Cancelled, a second refused publish opens the preview again.
    await rebase.getByRole('button', { name: 'Cancel', exact: true }).click();
    await rebase.getByText('Parts that come from v4 as they are', { exact: false }).waitFor({ state: 'detached' });
    await sendForApproval(page);
    await rebase.getByText('Parts that come from v4 as they are', { exact: false }).waitFor();
    await expect.poll(() => rebase.locator('fieldset.rebase-part').count()).toBeGreaterThan(0);
    for (const keep of await rebase.getByLabel("Keep this draft's").all()) await keep.check();
    await rebase.getByRole('button', { name: 'Bring in the changes', exact: true }).click();
    await page.getByText('This draft now has the changes of v4.').waitFor();
    await rebase.waitFor({ state: 'detached' });

    // Check and publish.
    await page.getByRole('button', { name: 'Check', exact: true }).click();
    await page.getByText('No problems: this draft can be published.').waitFor();
    await sendForApproval(page);
    await page.getByTestId('approval-banner').waitFor();
    // The second department officer approves and publishes it (issue 27).
    const second = await openPage(browser, server.baseUrl, { viewport: { width: 1280, height: 900 } });
    await signIn(second.page, 'dept2');
    await second.page.goto('/catalogue/v5');
    await second.page.getByRole('button', { name: 'Approve and publish' }).click();
    await second.page.getByRole('dialog').getByRole('button', { name: 'Approve and publish' }).click();
    await second.page.getByText('Published. New cycles can use version v5 now.').waitFor();
    await second.context.close();

    // A cycle on v5, initiated.
    await page.goto('/dashboard/cycle');
    await page.getByLabel('Cycle name').fill('Pilot on v5');
    const picker = page.getByLabel('Question catalogue version');
    await expect.poll(() => picker.inputValue()).toBe('v5');
    await page.getByRole('button', { name: 'Create cycle' }).click();
    const row = page.getByTestId('cycle-table').locator('tr', { hasText: 'Pilot on v5' });
    await row.getByRole('button', { name: /^Initiate accreditation forms/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Initiate accreditation forms' }).click();
    await expect.poll(() => row.textContent()).toContain('Total: 45');
    await context.close();

    // The school head's form on v5: everything but the new question answered through the API.
    const head = await apiAs('head');
    const v5Catalogue = (await (await apiAs('dept'))<{ catalogue: CatalogueVersion }>('GET', '/v1/catalogue/versions/v5')).catalogue;
    const index = indexCatalogue(v5Catalogue);
    const found = await head<{ items: { accrid: number; cycleName: string }[] }>('POST', '/v1/form/search', { page: 1, pageSize: 20 });
    const accrid = found.items.find((f) => f.cycleName === 'Pilot on v5')!.accrid;
    const schema = await head<{ schema: Record<string, unknown> }>('POST', '/v1/school/details', { schoolCode: DEMO_SCHOOL });
    const info = fillSchoolInfo(schema.schema);
    await head('POST', '/v1/school/update', { schoolCode: DEMO_SCHOOL, info });
    const answers: Answers = fillAnswers(index);
    const yes = index.questions.get('Q001')!.options[0].code;
    expect(answers.Q001).toBe(yes);
    const q227 = answers.Q227;
    delete answers.Q227;
    await head('POST', '/v1/form/answers', { accrid, answers: Object.entries(answers).map(([questionid, value]) => ({ questionid, value })) });
    for (const id of index.order) {
      if (id === 'Q227' || index.questions.get(id)!.question.evidence !== 'mandatory') continue;
      const files = new FormData();
      files.set('accrid', String(accrid));
      files.set('questionid', id);
      files.append('files', new File([tinyPdf], `${id}.pdf`, { type: 'application/pdf' }));
      await head('POST', '/v1/form/question/document', files);
    }

    // In the browser, in Hindi: the new question shows under Q001's "Yes"; answered, with its evidence.
    const hm = await openPage(browser, server.baseUrl, { viewport: { width: 1280, height: 900 } });
    await signIn(hm.page, 'head', 'hi');
    await hm.page.goto(`/forms/domain?accrid=${accrid}&domain=D1`);
    await appHasPage(hm.page);
    const question = hm.page.locator('[data-question="Q227"]');
    await question.waitFor();
    expect(await question.textContent()).toContain('क्या विद्यालय अपनी अग्नि निकासी योजना प्रदर्शित करता है?');
    await question.locator('input[type=radio]').first().check();
    await hm.page.getByRole('button', { name: 'सहेजें', exact: true }).click();
    await expect.poll(async () => (await head<{ answers: Record<string, unknown> }>('POST', '/v1/form/json', { accrid, domainId: 'D1' })).answers.Q227).toBe(q227);
    const box = hm.page.getByTestId('evidence-Q227');
    await box.locator('input[type=file]').setInputFiles({ name: 'plan.pdf', mimeType: 'application/pdf', buffer: Buffer.from(tinyPdf) });
    await box.locator('.upload-queue li').first().waitFor();
    await box.getByRole('button', { name: 'सभी अपलोड करें' }).click();
    await box.locator('.evidence-list li').first().waitFor();
    await hm.page.screenshot({ path: `${SHOTS}/catalogue-editor-head-q227-hi.png` });
    await hm.context.close();

    // Submitted and approved; the report card scores with v5's questions and scores.
    await head('POST', '/v1/workflow/form/sh/status/submit', { accrid, consent: true });
    await (
      await apiAs('dqa')
    )('POST', '/v1/workflow/form/dqa/status/submit', { accrid, consent: true });
    await (
      await apiAs('sqa')
    )('POST', '/v1/workflow/form/sqa/status/submit', { accrid, consent: true });
    await (
      await apiAs('dept')
    )('POST', '/v1/workflow/form/dept/status/submit', { accrid, consent: true });
    // v5 carries v4's questions taken from the school information (brought in by the rebase): scored with its totals, as the server does.
    const expected = scoreForm(index, computeFields(index, { ...answers, Q227: q227 }, schoolTotals(info))).overall!;
    const v1 = indexCatalogue((await (await apiAs('dept'))<{ catalogue: CatalogueVersion }>('GET', '/v1/catalogue/versions/v1')).catalogue);
    expect(scoreForm(v1, computeFields(v1, answers, schoolTotals(info))).overall).not.toBeCloseTo(expected, 1);
    const report = await openPage(browser, server.baseUrl, { viewport: { width: 1280, height: 900 } });
    await signIn(report.page, 'dept');
    await report.page.goto(`/dashboard/ReportCard?accrid=${accrid}`);
    const shown = report.page.getByTestId('report-score').locator('.score-value');
    await shown.waitFor();
    expect(Number(await shown.textContent())).toBeCloseTo(expected, 1);
    await report.context.close();
  });

  it("moves a cycle on v1 to v5: the migration report shows the answers kept and dropped, and each form's history records the move", async () => {
    const dept = await apiAs('dept');
    const head = await apiAs('head');
    const cycle = await dept<{ cycleid: number }>('POST', '/v1/cycle/create', { name: 'Still on v1', catalogueVersion: 'v1' });
    await dept('POST', `/v1/cycle/${cycle.cycleid}/initiate`);
    const found = await head<{ items: { accrid: number; cycleName: string }[] }>('POST', '/v1/form/search', { page: 1, pageSize: 20 });
    const accrid = found.items.find((f) => f.cycleName === 'Still on v1')!.accrid;
    // Q226 is retired in v5: its answer cannot move.
    const v1 = indexCatalogue((await dept<{ catalogue: CatalogueVersion }>('GET', '/v1/catalogue/versions/v1')).catalogue);
    const d7 = fillAnswers(v1, ['D7']);
    expect(d7.Q226).toBeDefined();
    await head('POST', '/v1/form/answers', { accrid, answers: Object.entries(d7).map(([questionid, value]) => ({ questionid, value })) });

    const { context, page } = await openPage(browser, server.baseUrl, { viewport: { width: 1280, height: 900 } });
    await signIn(page, 'dept');
    await page.goto('/catalogue');
    const migration = page.getByTestId('cycle-migration');
    await migration.getByLabel('Cycle').selectOption({ label: 'Still on v1 (v1)' });
    await migration.getByLabel('To version').selectOption('v5');
    await migration.getByRole('button', { name: 'Show the migration report' }).click();
    const reportTable = page.getByTestId('migration-report');
    const school = reportTable.locator('tr', { hasText: DEMO_SCHOOL });
    await school.waitFor();
    expect(await school.textContent()).toContain('Q226');
    expect(await school.locator('td').nth(1).textContent()).toBe(String(Object.keys(d7).length - 1));
    await page.screenshot({ path: `${SHOTS}/catalogue-editor-migration-en.png`, fullPage: true });
    // Schools are still answering the cycle (it has no last day): dept, who may approve, gives the reason.
    await page.getByTestId('migration-window').waitFor();
    await migration.getByLabel('Reason for moving the forms while schools are answering').fill('Q226 retired by order SED/QA/2026/114');
    await reportTable.getByRole('button', { name: /^Move \d+ forms to v5$/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Move', exact: true }).click();
    await migration.getByText('The forms were moved to the new version of the question catalogue').waitFor();
    await context.close();

    const history = await head<{ event: string; comment: string | null }[]>('GET', `/v1/form/${accrid}/status/history`);
    expect(history.find((h) => h.event === 'catalogue.migrate')?.comment).toMatch(/^v1 → v5: \d+ kept, 1 dropped/);
  });
  it('edits the version as a whole (title, grading, a new option group), moves a question between subdomains, keeps every edit in the history, and checks in Hindi at phone width', async () => {
    const { context, page } = await openPage(browser, server.baseUrl, { viewport: { width: 1400, height: 1000 } });
    await signIn(page, 'dept');
    await page.goto('/catalogue');
    await page.getByTestId('catalogue-versions').locator('tr', { hasText: 'v2 ·' }).getByRole('button', { name: 'Start a draft' }).click();
    await page.waitForURL(/\/catalogue\/v\d+$/);
    const version = page.url().split('/').pop()!;
    const save = page.getByRole('button', { name: 'Save', exact: true });
    const saved = async () => {
      await page.getByText('Saved.').waitFor();
    };

    await page.getByRole('button', { name: 'Title', exact: true }).click();
    await page.getByRole('group', { name: 'Title' }).getByLabel('English').fill('Question catalogue 2027');
    await save.click();
    await saved();
    const partHistory = page.getByTestId('change-history').first();
    await partHistory.locator('summary').click();
    await expect.poll(() => partHistory.textContent()).toContain('Vikram Singh made a change');

    // Grading: the Hindi name of the top band is cleared (left to do), zero denominators stay unanswered.
    await page.getByRole('button', { name: 'Grading', exact: true }).click();
    const grading = page.getByTestId('grading-editor');
    await grading.getByLabel('Hindi label of band 1').fill('');
    await grading.getByLabel('A computed percentage whose whole is 0').selectOption('zero');
    await save.click();
    await saved();

    // A new option group, named in both languages.
    await page.getByRole('button', { name: 'Add an option group' }).click();
    const group = page.getByTestId('option-group-editor');
    await group.getByLabel('Short name (letters and digits, no spaces)').fill('threeLevels');
    await group.getByRole('group', { name: 'Name' }).getByLabel('English').fill('Three levels');
    await group.getByRole('group', { name: 'Name' }).getByLabel('Hindi').fill('तीन स्तर');
    await group.getByLabel('English label of option 1').fill('Fully');
    await group.getByLabel('Hindi label of option 1').fill('पूर्णतः');
    await group.getByLabel('English label of option 2').fill('Not at all');
    await group.getByLabel('Hindi label of option 2').fill('बिल्कुल नहीं');
    await save.click();
    await page.waitForURL(/og=threeLevels/);
    await page.getByRole('button', { name: /^Three levels/ }).waitFor();

    // Q003 moves from SD1 to SD2.
    await page.getByRole('button', { name: /^D1 · / }).click();
    await page.getByRole('button', { name: /^Q003 / }).click();
    await page.getByLabel('Move this question to subdomain').selectOption({ value: 'SD2' });
    await page.getByRole('button', { name: 'Move', exact: true }).click();
    await page.getByText('Moved.').waitFor();
    const dept = await apiAs('dept');
    const draft = (await dept<{ catalogue: CatalogueVersion }>('GET', `/v1/catalogue/versions/${version}`)).catalogue;
    const sd2 = draft.domains[0].subdomains.find((x) => x.id === 'SD2')!;
    expect(sd2.questions.at(-1)?.id).toBe('Q003');
    expect(draft.title.en).toBe('Question catalogue 2027');
    expect(draft.optionGroups.find((g) => g.id === 'threeLevels')?.label.hi).toBe('तीन स्तर');
    const history = await dept<{ target: string; action: string }[]>('GET', `/v1/catalogue/versions/${version}/history`);
    expect(history.map((h) => `${h.target} ${h.action}`).slice(0, 4)).toEqual(['question:Q003 move', 'optionGroup:threeLevels update', 'grading update', 'version update']);
    await page.screenshot({ path: `${SHOTS}/catalogue-editor-move-en.png` });

    // A translator's sheet: the CSV the draft exports, with one Hindi text rewritten, previewed and applied.
    const res = await fetch(`${server.baseUrl}/v1/catalogue/versions/${version}/texts?format=csv`, { headers: { authorization: `Bearer ${await tokenOf('dept')}` } });
    const csv = (await res.text()).replace(/^(Q005,label,("[^"]*"|[^,]*),)("[^"]*"|[^\r\n]*)/m, '$1क्या विद्यालय में नया पाठ है?');
    expect(csv).toContain('क्या विद्यालय में नया पाठ है?');
    await page.getByText('Texts for translators').click();
    await page.locator('#texts-file').setInputFiles({ name: 'texts.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    const preview = page.getByTestId('texts-preview');
    await expect.poll(() => preview.textContent()).toContain('Texts that will change: 1');
    await page.screenshot({ path: `${SHOTS}/catalogue-editor-texts-preview-en.png` });
    await page.getByRole('dialog').getByRole('button', { name: 'Apply the changes (1)' }).click();
    await page.getByText('The texts from the sheet are in the draft.').waitFor();
    const afterTexts = (await dept<{ catalogue: CatalogueVersion }>('GET', `/v1/catalogue/versions/${version}`)).catalogue;
    expect(afterTexts.domains[0].subdomains.flatMap((x) => x.questions).find((q) => q.id === 'Q005')?.label.hi).toBe('क्या विद्यालय में नया पाठ है?');
    await context.close();

    // In Hindi on a phone: the check names the missing Hindi in Hindi and leads to the grading, where it is written.
    const hi = await openPage(browser, server.baseUrl, { viewport: { width: 390, height: 844 }, isMobile: true });
    await signIn(hi.page, 'dept', 'hi');
    await hi.page.goto(`/catalogue/${version}`);
    await hi.page.getByRole('button', { name: 'जाँचें', exact: true }).click();
    const panel = hi.page.getByTestId('check-panel');
    await expect.poll(() => panel.textContent()).toContain('हिन्दी पाठ नहीं है');
    await hi.page.screenshot({ path: `${SHOTS}/catalogue-editor-check-hi-phone.png`, fullPage: true });
    await panel.getByRole('button').first().click();
    const gradingHi = hi.page.getByTestId('grading-editor');
    await gradingHi.waitFor();
    await gradingHi.getByLabel('श्रेणी 1 का हिन्दी नाम').fill('उत्कृष्ट');
    await hi.page.getByRole('button', { name: 'सहेजें', exact: true }).click();
    await hi.page.getByText('कोई समस्या नहीं: यह प्रारूप प्रकाशित किया जा सकता है।').waitFor();
    await hi.page.locator('.editor-pane').screenshot({ path: `${SHOTS}/catalogue-editor-grading-hi-phone.png` });
    await hi.context.close();
  });
});

describe('two tabs of one officer in the catalogue editor', () => {
  it('keeps the English saved in one tab and the Hindi saved in the other; the same field saved from both gives the second the keep mine / load theirs choice', async () => {
    const dept = await apiAs('dept');
    const newest = (await dept<{ version: string; status: string }[]>('GET', '/v1/catalogue/versions')).find((x) => x.status === 'published')!.version;
    const { version } = await dept<{ version: string }>('POST', '/v1/catalogue/drafts', { from: newest });
    const label = async () =>
      (await dept<{ catalogue: CatalogueVersion }>('GET', `/v1/catalogue/versions/${version}`)).catalogue.domains
        .flatMap((d) => d.subdomains.flatMap((s) => s.questions))
        .find((q) => q.id === 'Q005')!.label;

    const { context, page: a } = await openPage(browser, server.baseUrl, { viewport: { width: 1400, height: 1000 } });
    await signIn(a, 'dept');
    const b = await context.newPage();
    b.setDefaultTimeout(20_000);
    for (const p of [a, b]) {
      await p.goto(`/catalogue/${version}?q=Q005`);
      await p.getByTestId('question-editor').getByRole('heading', { name: 'Question Q005' }).waitFor();
    }
    const text = (p: Page) => p.getByTestId('question-editor').getByRole('group', { name: 'Question text' });
    const save = (p: Page) => p.getByRole('button', { name: 'Save', exact: true }).click();
    const before = await label();

    // Tab A saves new English; tab B, opened before that, saves new Hindi: both are kept.
    await text(a).getByLabel('English').fill('Does the school hold a fire drill every term?');
    await save(a);
    await expect.poll(async () => (await label()).en).toBe('Does the school hold a fire drill every term?');
    await text(b).getByLabel('Hindi').fill('क्या विद्यालय हर सत्र में अग्नि अभ्यास करता है?');
    await save(b);
    await expect.poll(label).toEqual({ en: 'Does the school hold a fire drill every term?', hi: 'क्या विद्यालय हर सत्र में अग्नि अभ्यास करता है?' });
    expect(before.hi).not.toBe('क्या विद्यालय हर सत्र में अग्नि अभ्यास करता है?');
    // Tab B shows tab A's English after its save.
    await expect.poll(() => text(b).getByLabel('English').inputValue()).toBe('Does the school hold a fire drill every term?');

    // Both change the English: the second to save is told, and chooses.
    await text(a).getByLabel('English').fill('English from tab A');
    await save(a);
    await expect.poll(async () => (await label()).en).toBe('English from tab A');
    await text(b).getByLabel('English').fill('English from tab B');
    await save(b);
    const notice = b.getByText('You changed this part in another tab or window at', { exact: false });
    await notice.waitFor();
    await b.getByText('Changed in both: Text (English).').waitFor();
    await b.getByRole('button', { name: 'Load theirs' }).waitFor();
    await b.evaluate(() => window.scrollTo(0, 0));
    await b.screenshot({ path: `${SHOTS}/catalogue-editor-two-tabs-en.png` });
    expect((await label()).en).toBe('English from tab A');
    await b.getByRole('button', { name: 'Save mine over it' }).click();
    await expect.poll(async () => (await label()).en).toBe('English from tab B');
    expect((await label()).hi).toBe('क्या विद्यालय हर सत्र में अग्नि अभ्यास करता है?');

    // Unsaved edits: closing the tab asks first, and the next open offers them back from the device.
    await text(a).getByLabel('Hindi').fill('बिना सहेजा हिन्दी पाठ');
    let asked = '';
    a.on('dialog', (d) => {
      asked = d.type();
      void d.accept();
    });
    await a.close({ runBeforeUnload: true });
    await expect.poll(() => asked).toBe('beforeunload');
    await b.reload();
    await b.getByText('Changes to this part that were not saved', { exact: false }).waitFor();
    await b.getByRole('button', { name: 'Restore them' }).click();
    await expect.poll(() => text(b).getByLabel('Hindi').inputValue()).toBe('बिना सहेजा हिन्दी पाठ');
    await save(b);
    await expect.poll(async () => (await label()).hi).toBe('बिना सहेजा हिन्दी पाठ');
    await context.close();
  });
});
