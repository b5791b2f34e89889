// The admin screens in a real browser: cycles, schools, users, roles and
// complaints, walked by the roles that use them, with axe-core on each screen
// and screenshots at 1280 and 360 px in English and Hindi.
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, type BrowserContext, type Page } from 'playwright-core';
import { launchChromium, openPage } from './browser';
import { seriousViolations } from './axe';
import { startServer, type RunningServer } from './server';

const SHOTS = '/tmp/shots';
const PASSWORD = 'Demo@1234';
const distIndex = fileURLToPath(new URL('../../dist/web/index.html', import.meta.url));

const CYCLE = 'E2E 2030-31';
const UDISE = '06019999901';
const SCHOOL = 'E2E Government Model School, Test Nagar';
const LOGIN = 'e2e.dqa';
const COMPLAINT = 'Broken ramp at the school gate';

let server: RunningServer;
let browser: Browser;

function newPage(width = 1280, height = 900): Promise<{ context: BrowserContext; page: Page }> {
  return openPage(browser, server.baseUrl, { viewport: { width, height }, acceptDownloads: true });
}

/**
 * Opens a path of the web app. Other sessions may rebuild dist/web while this
 * runs (the server then answers a failure for a moment): wait and load again.
 */
async function open(page: Page, path: string): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    await page.goto(path);
    if ((await page.locator('#root').count()) > 0) return;
    if (attempt >= 10) throw new Error(`the web app did not load at ${path}`);
    await page.waitForTimeout(3000);
  }
}

async function signIn(page: Page, loginId: string): Promise<void> {
  await open(page, '/session/signin');
  await page.getByLabel('Login name').fill(loginId);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/session'));
}

/** Waits until the screen has no spinner left. */
async function settled(page: Page): Promise<void> {
  try {
    await page.locator('main .page').first().waitFor();
    await page.waitForFunction(() => !document.querySelector('main .loading'));
  } catch (e) {
    await page.screenshot({ path: `${SHOTS}/admin-failure.png`, fullPage: true });
    throw new Error(`not settled at ${page.url()}: ${e instanceof Error ? e.message : String(e)}`);
  }
}

/**
 * axe-core on the screen: the page content and any open dialog. Findings in
 * the shell around it (top bar, side menu) belong to the shell's own tests;
 * they are printed here, not failed on.
 */
async function expectNoSeriousViolations(page: Page, where: string): Promise<void> {
  const all = await seriousViolations(page);
  const inScreen = await page.evaluate(
    (found) => found.map((v) => ({ ...v, nodes: v.nodes.filter((sel) => !!document.querySelector(sel)?.closest('main, dialog')) })).filter((v) => v.nodes.length > 0),
    all,
  );
  const outside = all.filter((v) => !inScreen.some((i) => i.id === v.id && i.nodes.length === v.nodes.length));
  if (outside.length) console.warn(`axe, outside the admin screen on ${where}:`, JSON.stringify(outside));
  expect(inScreen, `axe on ${where}: ${JSON.stringify(inScreen, null, 1)}`).toEqual([]);
}

/** The input, select or textarea of a form field, by its name (data-field). */
const field = (scope: Page | ReturnType<Page['locator']>, name: string) => scope.locator(`[data-field="${name}"]`).locator('input, select, textarea').first();

/** The notice of the last action on the screen (outside dialogs). */
const notice = (page: Page, kind: 'success' | 'error') => page.locator(`main [data-testid="notice-${kind}"]`).first();

/**
 * Opens `path` at 1280 and 360 px in English and Hindi, runs axe on each and
 * saves /tmp/shots/admin-<name>-<width>-<lang>.png; `prepare` runs after each
 * load (for example to open a dialog).
 */
async function shootScreen(page: Page, path: string, name: string, prepare?: (page: Page) => Promise<void>): Promise<void> {
  for (const lang of ['en', 'hi'] as const) {
    for (const width of [1280, 360]) {
      await page.setViewportSize({ width, height: width < 500 ? 780 : 900 });
      await page.evaluate((l) => localStorage.setItem('lang', l), lang);
      await open(page, path);
      await settled(page);
      await page.waitForFunction((l) => document.documentElement.lang === l, lang);
      if (prepare) await prepare(page);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: `${SHOTS}/admin-${name}-${width}-${lang}.png`, fullPage: !prepare });
      await expectNoSeriousViolations(page, `${path} at ${width} px in ${lang}`);
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.evaluate(() => localStorage.setItem('lang', 'en'));
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

describe('admin screens', () => {
  it('lets the administrator create a cycle, initiate its forms twice and download its data', async () => {
    const { context, page } = await newPage();
    await signIn(page, 'admin');
    await open(page, '/dashboard/cycle');
    await settled(page);
    await expect(page.getByRole('heading', { name: 'Cycle management' }).isVisible()).resolves.toBe(true);
    // The side menu of spec §2: Settings (Cycle, School, and the question catalogue the administrator may edit) and User Management (Users, Roles) as headings.
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    expect(await menu.getByRole('list', { name: 'Settings' }).getByRole('link').allTextContents()).toEqual(['Cycle', 'School', 'Question catalogue']);
    expect(await menu.getByRole('list', { name: 'User Management' }).getByRole('link').allTextContents()).toEqual(['Users', 'Roles']);
    expect(await menu.getByRole('link', { name: 'Progress', exact: true }).getAttribute('href')).toBe('/dashboard/progress');

    await page.getByRole('button', { name: 'Create cycle' }).click();
    await page.locator('[data-field="name"] .field-error', { hasText: 'Please enter cycle name' }).waitFor();

    await page.getByLabel('Cycle name').fill(CYCLE);
    await page.getByRole('button', { name: 'Create cycle' }).click();
    await notice(page, 'success').filter({ hasText: 'New cycle created' }).waitFor();
    const row = page.locator('[data-testid="cycle-table"] tbody tr', { hasText: CYCLE });
    await row.waitFor();
    await expect(row.locator('.status-chip').textContent()).resolves.toBe('Created');

    await row.getByRole('button', { name: `Initiate accreditation forms: ${CYCLE}` }).click();
    const confirm = page.getByRole('dialog');
    await expect(confirm.textContent()).resolves.toContain('every active school');
    await confirm.getByRole('button', { name: 'Initiate accreditation forms' }).click();
    await notice(page, 'success')
      .filter({ hasText: /\d accreditation forms initiated/ })
      .waitFor();
    await row.locator('.status-chip', { hasText: 'Accreditation Forms Initiated' }).waitFor();

    await row.getByRole('button', { name: `Initiate accreditation forms: ${CYCLE}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Initiate accreditation forms' }).click();
    await notice(page, 'error').filter({ hasText: 'You have already initiated the accreditation forms of this cycle. Please check.' }).waitFor();

    const [download] = await Promise.all([page.waitForEvent('download'), row.getByRole('button', { name: `Download ${CYCLE} as CSV` }).click()]);
    expect(download.suggestedFilename()).toBe('cycle-E2E_2030-31.csv');
    const csv = readFileSync((await download.path())!, 'utf8');
    expect(csv.split('\r\n')[0]).toContain('School code');
    expect(csv.split('\r\n').filter(Boolean).length).toBeGreaterThan(10);

    await expectNoSeriousViolations(page, 'cycles after actions');
    await shootScreen(page, '/dashboard/cycle', 'cycle');
    await shootScreen(page, '/dashboard/cycle', 'cycle-confirm', async (p) => {
      await p.locator('[data-testid="cycle-table"] tbody tr', { hasText: CYCLE }).getByRole('button').nth(1).click();
      await p.getByRole('dialog').waitFor();
    });
    await context.close();
  });

  it('lets the administrator add a school, with field errors from the client and the server', async () => {
    const { context, page } = await newPage();
    await signIn(page, 'admin');
    await open(page, '/dashboard/school');
    await settled(page);
    await page.getByLabel('School name or UDISE').fill('Go');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByText('Please enter at least 3 characters for the school name.').waitFor();

    await page.getByRole('link', { name: 'Add a new school' }).click();
    await page.waitForURL(/\/forms\/addnewschool/);
    await settled(page);
    const fill = async (udise: string) => {
      await page.getByLabel('UDISE number').fill(udise);
      await page.getByLabel('MIS school code').fill('MIS-E2E-1');
      await field(page, 'name').fill(SCHOOL);
      await page.getByLabel('School category').selectOption('seniorSecondary');
      await page.getByLabel('Management type').selectOption('stateGovernment');
      await page.getByLabel('School type').selectOption('government');
      await page.getByLabel('Gender type').selectOption('girls');
      await field(page, 'location').selectOption('rural');
      await page.getByLabel('District').selectOption({ label: 'Ambala' });
      const block = page.getByLabel('Block');
      await block.locator('option:nth-child(2)').waitFor({ state: 'attached' });
      await block.selectOption({ index: 1 });
      await page.getByLabel('School head name').fill('Kavita Rani');
      await page.getByLabel('E-mail').fill('e2e.school@example.org');
    };
    await fill(UDISE);
    await page.getByLabel('Mobile number').fill('12345');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.locator('[data-field="mobile"] .field-error', { hasText: 'Not a valid mobile number' }).waitFor();
    await page.getByLabel('Mobile number').fill('9876501234');
    await page.getByRole('button', { name: 'Save' }).click();
    await notice(page, 'success').filter({ hasText: 'Data saved successfully' }).waitFor();
    await page.waitForURL(new RegExp(`schoolCode=${UDISE}`));
    await settled(page);
    await expect(field(page, 'name').inputValue()).resolves.toBe(SCHOOL);

    // The same UDISE number again: the server's field error sits under the UDISE field.
    await page.getByRole('button', { name: 'Add another school' }).click();
    await page.waitForURL((url) => !url.search.includes('schoolCode'));
    await fill(UDISE);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.locator('[data-field="udise"] .field-error', { hasText: 'A school with this UDISE number already exists' }).waitFor();
    await expectNoSeriousViolations(page, 'school form with errors');

    // The refused save left the edits unsaved: leaving through the app asks first, and Cancel stays with them.
    const leave = page.getByRole('dialog', { name: 'Unsaved changes' });
    await page.getByRole('link', { name: 'Back to the list' }).click();
    await leave.waitFor();
    await leave.getByRole('button', { name: 'Cancel' }).click();
    await leave.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe('/forms/addnewschool');
    await expect(page.getByLabel('UDISE number').inputValue()).resolves.toBe(UDISE);
    await page.getByRole('link', { name: 'Back to the list' }).click();
    await leave.getByRole('button', { name: 'Leave without saving' }).click();
    await page.waitForURL(/\/dashboard\/school$/);

    await open(page, '/dashboard/school');
    await settled(page);
    await page.getByLabel('School name or UDISE').fill('E2E Government');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect.poll(() => page.locator('[data-testid="school-table"] tbody tr').count()).toBe(1);
    await page.locator('[data-testid="school-table"] tbody tr', { hasText: SCHOOL }).waitFor();

    await shootScreen(page, '/dashboard/school', 'school');
    await shootScreen(page, `/forms/addnewschool?schoolCode=${UDISE}`, 'school-form');

    // An edit not saved: closing the tab asks the browser's question first.
    await page.evaluate(() => localStorage.setItem('lang', 'en'));
    await open(page, `/forms/addnewschool?schoolCode=${UDISE}`);
    await settled(page);
    // On a phone's CPU (6x slower), closed at once after the edit: the question must already stand.
    await (await page.context().newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 6 });
    await page.getByLabel('School head name').fill('Kavita Rani Sharma');
    let asked = '';
    page.on('dialog', (d) => {
      asked = d.type();
      void d.accept();
    });
    await page.close({ runBeforeUnload: true });
    await expect.poll(() => asked).toBe('beforeunload');
    await context.close();
  });

  it('lets the administrator create a user, refuses a duplicate login name (ERR20) and sets the user inactive', async () => {
    const { context, page } = await newPage();
    await signIn(page, 'admin');
    await open(page, '/user/userManagement');
    await settled(page);
    await page.locator('[data-testid="user-table"]').waitFor();

    const newUser = async (loginId: string) => {
      await page.getByRole('button', { name: 'New user' }).click();
      await page.locator('[data-testid="user-form"]').waitFor();
      await page.getByLabel('Login name').fill(loginId);
      await field(page, 'password').fill('Secret@2030');
      await page.getByLabel('Role').selectOption({ label: 'District Quality Assurance' });
      await page.getByLabel('District').selectOption({ label: 'Karnal' });
      await page.getByLabel('First name').fill('Kiran');
      await page.getByLabel('Last name').fill('Malik');
      await page.getByLabel('Mobile number').fill('9812300000');
      await page.getByLabel('E-mail').fill('kiran.malik@example.org');
      await page.getByLabel('Postal code').fill('132001');
      await page.getByRole('button', { name: 'Save' }).click();
    };

    await newUser(LOGIN);
    await notice(page, 'success').filter({ hasText: 'Data saved successfully' }).waitFor();
    const row = page.locator('[data-testid="user-table"] tbody tr', { hasText: LOGIN });
    await row.waitFor();

    await newUser('admin');
    await page.locator('[data-field="loginId"] .field-error', { hasText: 'Login name already exists!!' }).waitFor();
    await expectNoSeriousViolations(page, 'user form with ERR20');
    await page.screenshot({ path: `${SHOTS}/admin-user-err20-1280-en.png`, fullPage: true });
    // The refused user is not saved: Cancel asks before it drops what was typed.
    await page.getByRole('button', { name: 'Cancel' }).click();
    const leave = page.getByRole('dialog', { name: 'Unsaved changes' });
    await leave.getByRole('button', { name: 'Leave without saving' }).click();
    await page.locator('[data-testid="user-form"]').waitFor({ state: 'detached' });

    // A school head is placed in a school found by name.
    await page.getByRole('button', { name: 'New user' }).click();
    await page.getByLabel('Login name').fill('e2e.head');
    await field(page, 'password').fill('Secret@2030');
    await page.getByLabel('Role').selectOption({ label: 'School Head' });
    await page.getByLabel('Find a school (name or UDISE)').fill('Mullana');
    await page.getByRole('button', { name: 'Find', exact: true }).click();
    await page.getByLabel('Choose the school').selectOption({ index: 1 });
    await page.getByText(/^Chosen: /).waitFor();
    await page.getByLabel('First name').fill('Sunil');
    await page.getByRole('button', { name: 'Save' }).click();
    await notice(page, 'success').filter({ hasText: 'Data saved successfully' }).waitFor();
    await page.locator('[data-testid="user-table"] tbody tr', { hasText: 'e2e.head' }).getByText('School Head').waitFor();

    await row.getByRole('button', { name: 'Set Kiran Malik inactive' }).click();
    await expect(page.getByRole('dialog').textContent()).resolves.toContain('no longer be able to sign in');
    await page.getByRole('dialog').getByRole('button', { name: 'Set inactive' }).click();
    await notice(page, 'success').filter({ hasText: 'User set inactive' }).waitFor();
    await row.locator('.status-chip', { hasText: 'Inactive' }).waitFor();

    await shootScreen(page, '/dashboard/users', 'users');
    await shootScreen(page, '/dashboard/users?user=new', 'user-form');
    await shootScreen(page, '/dashboard/users?tab=requests', 'account-requests');
    await context.close();
  });

  it('lets the administrator switch a privilege of a role, and puts a refused switch back', async () => {
    const { context, page } = await newPage();
    await signIn(page, 'admin');
    await open(page, '/user/RoleManagement');
    await settled(page);
    await page.getByRole('link', { name: /School Head/ }).click();
    await page.getByRole('heading', { name: 'Privileges of School Head' }).waitFor();
    const cycleSwitch = page.getByRole('switch', { name: 'Cycle management' });
    await cycleSwitch.waitFor();
    await expect(cycleSwitch.getAttribute('aria-checked')).resolves.toBe('false');
    await cycleSwitch.click();
    await page.locator('[data-testid="role-message-success"]', { hasText: 'Role updated' }).waitFor();
    await expect(cycleSwitch.getAttribute('aria-checked')).resolves.toBe('true');
    await cycleSwitch.click();
    await page.locator('[data-testid="role-message-success"]', { hasText: 'Cycle management is now off' }).waitFor();
    await expect(cycleSwitch.getAttribute('aria-checked')).resolves.toBe('false');

    // Taking role management from one's own role is refused, and the switch goes back.
    await page.getByRole('link', { name: /Administrator/ }).click();
    await page.getByRole('heading', { name: 'Privileges of Administrator' }).waitFor();
    const own = page.getByRole('switch', { name: 'Role management' });
    await own.click();
    await page.locator('[data-testid="role-message-error"]', { hasText: 'You cannot remove role management from your own role' }).waitFor();
    await expect(own.getAttribute('aria-checked')).resolves.toBe('true');

    await page.getByRole('button', { name: 'New role' }).click();
    await page.getByRole('dialog').getByLabel('Role name (English)').fill('District Viewer');
    await page.getByRole('dialog').getByLabel('Role name (Hindi)').fill('जिला दर्शक');
    await page.getByRole('dialog').getByRole('button', { name: 'Create role' }).click();
    await notice(page, 'success').filter({ hasText: 'Role created' }).waitFor();
    await page.getByRole('heading', { name: 'Privileges of District Viewer' }).waitFor();

    await shootScreen(page, '/dashboard/roles', 'roles');
    await context.close();
  });

  it('lets a school head raise a complaint with a document, and the DQA comment on it and resolve it', async () => {
    const head = await newPage();
    await signIn(head.page, 'head');
    await open(head.page, '/complaintmanagement/complaintlist');
    await settled(head.page);
    await head.page.getByRole('button', { name: 'Raise a complaint' }).click();
    const raise = head.page.getByRole('dialog');
    await raise.getByRole('button', { name: 'Raise complaint' }).click();
    await raise.locator('[data-field="subject"] .field-error', { hasText: 'This is required' }).waitFor();
    await raise.getByLabel('Subject').fill(COMPLAINT);
    await raise.getByLabel('Description').fill('The ramp for wheelchair users at the main gate has cracked and is unsafe.');
    await raise.locator('input[type=file]').setInputFiles({
      name: 'ramp-photo.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n'),
    });
    await raise.getByText('ramp-photo.pdf').waitFor();
    await expectNoSeriousViolations(head.page, 'raise complaint dialog');
    await head.page.screenshot({ path: `${SHOTS}/admin-complaint-raise-1280-en.png` });
    await raise.getByRole('button', { name: 'Raise complaint' }).click();
    await notice(head.page, 'success').filter({ hasText: 'Complaint raised' }).waitFor();
    await expect(notice(head.page, 'success').textContent()).resolves.toContain('Files uploaded');
    const headRow = head.page.locator('[data-testid="complaint-table"] tbody tr', { hasText: COMPLAINT });
    await headRow.waitFor();
    await headRow.getByRole('button', { name: /View complaint/ }).click();
    await head.page.getByRole('dialog').getByRole('button', { name: 'Download ramp-photo.pdf' }).waitFor();
    await head.context.close();

    const dqa = await newPage();
    const page = dqa.page;
    await signIn(page, 'dqa');
    await open(page, '/complaintmanagement/complaintlist');
    await settled(page);
    const row = page.locator('[data-testid="complaint-table"] tbody tr', { hasText: COMPLAINT });
    await row.getByRole('button', { name: /View complaint/ }).click();
    const view = page.getByRole('dialog');
    await view.getByRole('button', { name: 'Download ramp-photo.pdf' }).waitFor();

    await view.getByLabel('Add a comment').fill('The block engineer will inspect the ramp this week.');
    await view.getByRole('button', { name: 'Add comment' }).click();
    await view.locator('[data-testid="notice-success"]', { hasText: 'Comment saved' }).waitFor();
    await view.locator('.timeline li', { hasText: 'block engineer' }).waitFor();

    await view.getByRole('button', { name: 'Update status' }).click();
    await view.getByText('Please select status').waitFor();
    await view.getByText('Please add comment').first().waitFor();

    const move = async (label: string, comment: string) => {
      await view.getByLabel('New status').selectOption({ label });
      await field(view, 'statusComment').fill(comment);
      await view.getByRole('button', { name: 'Update status' }).click();
      const confirm = page.getByRole('dialog', { name: 'Update status' });
      await confirm.getByRole('button', { name: 'Update status' }).click();
      await view.locator('[data-testid="notice-success"]', { hasText: 'Complaint status updated' }).waitFor();
      await view.locator('.facts-grid .status-chip', { hasText: label }).waitFor();
    };
    await move('Under Review', 'Inspection planned.');
    await move('Resolved', 'The ramp was repaired on Monday.');
    await view.locator('.timeline .change', { hasText: 'Under Review → Resolved' }).waitFor();
    await expectNoSeriousViolations(page, 'complaint view');
    await view.getByRole('button', { name: 'Close' }).last().click();
    await row.locator('.status-chip', { hasText: 'Resolved' }).waitFor();

    await shootScreen(page, '/complaintmanagement/complaintlist', 'complaints');
    await shootScreen(page, '/complaintmanagement/complaintlist', 'complaint-view', async (p) => {
      await p.locator('[data-testid="complaint-table"] tbody tr').first().getByRole('button').click();
      await p.getByRole('dialog').locator('.timeline').waitFor();
    });
    await dqa.context.close();
  });
});
