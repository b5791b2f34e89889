// Browser tests of the session area: account request, password and login name
// recovery, sign-in and logout rules (spec §4), the shell's header and
// breadcrumb, the profile, the guidelines and the not-found page; axe-core on
// each, with screenshots at 1280 and 360 px in English and Hindi.
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, type BrowserContext, type Page } from 'playwright-core';
import { launchChromium, openPage } from './browser';
import { createAccount } from './accounts';
import { startServer, type RunningServer } from './server';
import { seriousViolations } from './axe';

const SHOTS = '/tmp/shots';
const PASSWORD = 'Demo@1234';
const distIndex = fileURLToPath(new URL('../../dist/web/index.html', import.meta.url));

let server: RunningServer;
let browser: Browser;

async function newPage(width = 1280, lang: 'en' | 'hi' = 'en'): Promise<{ context: BrowserContext; page: Page }> {
  const opened = await openPage(browser, server.baseUrl, { viewport: { width, height: width < 500 ? 780 : 900 } });
  // The language is a stored preference (spec §9); set it before the app starts.
  await opened.context.addInitScript((l) => {
    if (!sessionStorage.getItem('e2e-lang-set')) {
      localStorage.setItem('lang', l);
      sessionStorage.setItem('e2e-lang-set', '1');
    }
  }, lang);
  return opened;
}

async function shot(page: Page, name: string, fullPage = true): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/session-${name}.png`, fullPage });
}

async function expectAccessible(page: Page): Promise<void> {
  const found = await seriousViolations(page);
  if (found.length) console.log(JSON.stringify(found, null, 1));
  expect(found).toEqual([]);
}

async function signIn(page: Page, loginId: string, password = PASSWORD): Promise<void> {
  await page.goto('/session/signin');
  await page.locator('#loginId').fill(loginId);
  await page.locator('#password').fill(password);
  await page.locator('form button[type=submit]').click();
  await page.waitForURL(/\/dashboard\//);
  await dismissWelcome(page);
}

/** A school head sees the welcome popup after each login (spec §1): tick the consent and continue. */
async function dismissWelcome(page: Page): Promise<void> {
  if (!page.url().includes('/dashboard/accreditationhm')) return;
  const welcome = page.getByTestId('welcome-popup');
  try {
    await welcome.waitFor({ timeout: 5000 });
  } catch {
    return;
  }
  await welcome.locator('input[type=checkbox]').check();
  await page.getByRole('dialog').locator('.dialog-actions .btn-primary').click();
  await welcome.waitFor({ state: 'detached' });
}

async function apiCall<T>(method: string, path: string, body?: unknown, token?: string): Promise<T> {
  const res = await fetch(`${server.baseUrl}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as { status: string; value: T; errorMessage?: string };
  if (json.status !== 'SUCCESS') throw new Error(`${method} ${path}: ${res.status} ${json.errorMessage}`);
  return json.value;
}

async function tokenOf(loginId: string, password = PASSWORD): Promise<string> {
  const v = await apiCall<{ jwtToken: string }>('POST', '/v1/identity/web/auth', { loginId, loginKey: password });
  return v.jwtToken;
}

/** Decodes a quoted-printable mail body (soft line breaks and =XX bytes). */
function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const ch = joined[i];
    if (ch === '=' && /^[0-9A-F]{2}$/i.test(joined.slice(i + 1, i + 3))) {
      bytes.push(parseInt(joined.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(...Buffer.from(ch, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

/** The reset link of the newest mail to `to` in the server's outbox, as a path with its query. */
async function resetLinkFor(to: string): Promise<string> {
  const outbox = join(server.dataDir, 'outbox');
  for (let tries = 0; tries < 50; tries++) {
    if (existsSync(outbox)) {
      const mails = readdirSync(outbox)
        .filter((f) => f.endsWith('.eml'))
        .sort()
        .reverse()
        .map((f) => readFileSync(join(outbox, f), 'utf8'))
        .filter((m) => new RegExp(`^To: ${to}$`, 'mi').test(m));
      const link = mails.length ? /https?:\/\/[^\s]+\/session\/reset-password\?token=[A-Za-z0-9_-]+/.exec(decodeQuotedPrintable(mails[0])) : null;
      if (link) {
        const url = new URL(link[0]);
        return url.pathname + url.search;
      }
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no reset mail to ${to} in ${outbox}`);
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

describe('session pages', () => {
  it('sends a school head account request in two steps; admin approves it and the new head signs in', async () => {
    const { context, page } = await newPage();
    await page.goto('/session/signin');
    await expectAccessible(page);
    await shot(page, 'signin-1280-en');
    await page.getByRole('link', { name: 'Request an account' }).click();
    await page.waitForURL(/\/session\/signup$/);

    // Step 1: UDISE number and name, checked before going on.
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('This is required').first().waitFor();
    await page.getByLabel('UDISE number of the school').fill('0603');
    await page.getByLabel('First name').fill('Sunita');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('UDISE number must be 11 digits').waitFor();
    // A number of no school is caught here, by the server, before step 2.
    await page.getByLabel('UDISE number of the school').fill('06999999999');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('No school found with this UDISE number').waitFor();
    expect(page.url()).toMatch(/\/session\/signup$/);
    await page.getByLabel('UDISE number of the school').fill('06030200101');
    await page.getByLabel('Last name').fill('Devi');
    await expectAccessible(page);
    await shot(page, 'signup-1280-en');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL(/\/session\/signup1$/);
    // Step 2 says which school the number is.
    const schoolRow = page.locator('dl.summary');
    await schoolRow.getByText('School', { exact: true }).waitFor();
    expect(await schoolRow.textContent()).toMatch(/(Government Senior Secondary|Adarsh Public) School, /);

    // Step 2: the mobile number is checked before anything is sent.
    let registerCalls = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/v1/user/register')) registerCalls++;
    });
    await page.getByText('06030200101').waitFor();
    await page.getByLabel('Login name').fill('head');
    await page.locator('#password').fill('Shiksha@2026');
    await page.getByLabel('Confirm password').fill('Shiksha@2026');
    await page.getByLabel('E-mail').fill('sunita.devi@example.org');
    await page.getByLabel('Mobile number').fill('12345');
    await page.getByRole('button', { name: 'Send request' }).click();
    await page.getByText('Not a valid mobile number').waitFor();
    expect(registerCalls).toBe(0);
    await expectAccessible(page);

    // The page answers a taken login name as it answers a free one (the e-mail tells which): a free one here.
    await page.getByLabel('Mobile number').fill('98765 43210');
    const loginId = `sunita.devi${Date.now() % 100000}`;
    await page.getByLabel('Login name').fill(loginId);
    await page.getByRole('button', { name: 'Send request' }).click();
    await page.getByText('An administrator will check it and activate your account.').waitFor();
    expect(registerCalls).toBe(1);
    await page.getByText('If the login name you chose is already in use, the message says so').waitFor();
    expect(await page.locator('.done-panel').textContent()).toContain('sunita.devi@example.org');
    await expectAccessible(page);
    await shot(page, 'signup-sent-1280-en');

    // Until an administrator decides, the account cannot sign in, and the applicant is told why (with the right password only).
    await page.getByRole('link', { name: 'Back to sign in' }).click();
    await page.locator('#loginId').fill(loginId);
    await page.locator('#password').fill('Shiksha@2026');
    await page.locator('form button[type=submit]').click();
    await page.getByText('Your account request is waiting for approval by the administrator.', { exact: false }).waitFor();
    await page.locator('#password').fill('Wrong@2026x');
    await page.locator('form button[type=submit]').click();
    await page.getByText('Invalid login name or password').waitFor();

    const admin = await tokenOf('admin');
    const requests = await apiCall<{ items: { requestId: number; loginId: string }[] }>('POST', '/v1/user/requests/list', {}, admin);
    const request = requests.items.find((r) => r.loginId === loginId);
    expect(request).toBeTruthy();
    await apiCall('POST', `/v1/user/requests/${request!.requestId}/approve`, undefined, admin);

    await signIn(page, loginId, 'Shiksha@2026');
    expect(page.url()).toMatch(/\/dashboard\/accreditationhm$/);
    await context.close();
  });

  it('shows the account request in Hindi on a 360px phone', async () => {
    const { context, page } = await newPage(360, 'hi');
    await page.goto('/session/signin');
    await page.getByRole('button', { name: 'साइन इन करें' }).waitFor();
    await shot(page, 'signin-360-hi');
    await page.goto('/session/signup');
    await page.getByLabel('विद्यालय की यूडाइस (UDISE) संख्या').fill('06030200101');
    await page.getByLabel('पहला नाम').fill('सुनीता');
    await expectAccessible(page);
    await shot(page, 'signup-360-hi');
    await page.getByRole('button', { name: 'आगे' }).click();
    await page.waitForURL(/\/session\/signup1$/);
    await page.locator('#password').fill('abc1');
    await page.getByLabel('मोबाइल नंबर').fill('555');
    await page.getByRole('button', { name: 'अनुरोध भेजें' }).click();
    await page.getByText('मोबाइल नंबर मान्य नहीं है').waitFor();
    await expectAccessible(page);
    await shot(page, 'signup1-360-hi');
    await page.setViewportSize({ width: 1280, height: 900 });
    await shot(page, 'signup1-1280-hi');
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByText('Not a valid mobile number').waitFor();
    await shot(page, 'signup1-1280-en');
    await page.setViewportSize({ width: 360, height: 780 });
    await shot(page, 'signup1-360-en');
    await context.close();
  });

  it('resets a forgotten password through the e-mailed link, then signs in with the new one', async () => {
    const { context, page } = await newPage();
    await page.goto('/session/signin');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL(/\/session\/forgot-password$/);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText('Please enter login name').waitFor();
    await expectAccessible(page);
    await shot(page, 'forgot-password-1280-en');

    await page.getByLabel('Login name').fill('dept');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText('a link to reset the password has been sent to it').waitFor();
    await shot(page, 'forgot-password-sent-1280-en');

    // The same answer for a login name that does not exist.
    await page.reload();
    await page.getByLabel('Login name').fill('nobody-at-all');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText('a link to reset the password has been sent to it').waitFor();

    const link = await resetLinkFor('dept@example.org');
    await page.goto(link);
    await page.getByRole('heading', { name: 'Reset password' }).waitFor();
    await page.locator('#password').fill('short');
    await page.locator('#confirm').fill('short');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByText('The password does not meet the rules below.').waitFor();
    await expectAccessible(page);
    await shot(page, 'reset-password-1280-en');

    await page.locator('#password').fill('Vibhag@2026');
    await page.getByLabel('Confirm new password').fill('Vibhag@2026');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByText('Your password has been changed.').waitFor();
    await expectAccessible(page);
    await shot(page, 'reset-password-done-1280-en');

    // The link works once.
    await page.goto(link);
    await page.locator('#password').fill('Vibhag@2027');
    await page.getByLabel('Confirm new password').fill('Vibhag@2027');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByRole('alert').filter({ hasText: 'invalid, already used or expired' }).waitFor();
    await page.getByRole('link', { name: 'Ask for a new link' }).waitFor();

    await signIn(page, 'dept', 'Vibhag@2026');
    await context.close();

    const { context: hiContext, page: hiPage } = await newPage(360, 'hi');
    await hiPage.goto('/session/reset-password?token=x');
    await hiPage.getByRole('heading', { name: 'पासवर्ड रीसेट करें' }).waitFor();
    await shot(hiPage, 'reset-password-360-hi');
    await hiPage.goto('/session/forgot-password');
    await shot(hiPage, 'forgot-password-360-hi');
    await hiContext.close();
  });

  it('sends a forgotten login name by e-mail or mobile number', async () => {
    const { context, page } = await newPage();
    await page.goto('/session/signin');
    await page.getByRole('link', { name: 'Forgot login name?' }).click();
    await page.waitForURL(/\/session\/forgot-loginname$/);
    await page.getByRole('button', { name: 'Send my login name' }).click();
    await page.getByText('Please enter e-mail or mobile number').waitFor();
    await page.getByLabel('Mobile number').check();
    await page.getByRole('textbox', { name: 'Mobile number' }).fill('12');
    await page.getByRole('button', { name: 'Send my login name' }).click();
    await page.getByText('Not a valid mobile number').waitFor();
    await expectAccessible(page);
    await shot(page, 'forgot-loginname-1280-en');
    await page.getByRole('textbox', { name: 'Mobile number' }).fill('98123 45670');
    await page.getByRole('button', { name: 'Send my login name' }).click();
    await page.getByText('its login name has been sent').waitFor();
    await shot(page, 'forgot-loginname-sent-1280-en');
    await context.close();

    const { context: hiContext, page: hiPage } = await newPage(360, 'hi');
    await hiPage.goto('/session/forgot-loginname');
    await hiPage.getByRole('heading', { name: 'लॉगिन नाम भूल गए' }).waitFor();
    await expectAccessible(hiPage);
    await shot(hiPage, 'forgot-loginname-360-hi');
    await hiContext.close();
  });

  it("shows the server's message for a wrong password even with a session stored, and no expiry notice after logging out a dead token", async () => {
    const { context, page } = await newPage();
    await signIn(page, 'head');
    // Still signed in as the head, someone tries another account with a wrong password.
    await page.goto('/session/signin');
    await page.locator('#loginId').fill('dqa');
    await page.locator('#password').fill('Wrong#Pass1');
    await page.locator('form button[type=submit]').click();
    await page.getByText('Invalid login name or password').waitFor();
    expect(await page.getByText('Your session has expired').count()).toBe(0);
    expect(page.url()).toMatch(/\/session\/signin$/);

    // A token that died meanwhile: logging out still says nothing about an expired session.
    // On a page that calls nothing (the guidelines): a call of the head's home page sent with the
    // dead token would rightly end the session with the expiry notice before the logout is clicked.
    await signIn(page, 'head');
    await page.goto('/dashboard/help');
    await page.getByRole('heading', { name: 'Accreditation guidelines' }).waitFor();
    await page.evaluate(() => {
      const s = JSON.parse(localStorage.getItem('session') ?? '{}') as Record<string, unknown>;
      localStorage.setItem('session', JSON.stringify({ ...s, jwtToken: 'no-longer-valid' }));
    });
    await page.locator('.topbar').getByRole('button', { name: 'Log out' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL(/\/session\/signin$/);
    await page.locator('#loginId').waitFor();
    expect(await page.getByText('Your session has expired').count()).toBe(0);
    await context.close();
  });

  it('clears storage on login and logout as spec §4 says, and asks before logging out', async () => {
    const { context, page } = await newPage();
    await page.goto('/session/signin');
    await page.evaluate(() => {
      localStorage.setItem('leftover', 'from before');
      localStorage.setItem('welcomePopup', '1');
    });
    await page.locator('#loginId').fill('head');
    await page.locator('#password').fill(PASSWORD);
    await page.locator('form button[type=submit]').click();
    await page.waitForURL(/\/dashboard\//);
    const afterLogin = await page.evaluate(() => ({ ...localStorage }));
    expect(afterLogin.leftover).toBeUndefined();
    expect(afterLogin.welcomePopup).toBe('0');
    expect(afterLogin.lang).toBe('en');
    expect(afterLogin.session).toBeTruthy();
    await dismissWelcome(page);

    await page.evaluate(() => {
      localStorage.setItem('lastVisitedDomains', '{"12":"D3"}');
      localStorage.setItem('dashboardFilters', '{"year":1}');
    });
    const logout = page.locator('.topbar').getByRole('button', { name: 'Log out' });
    await logout.click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Are you sure you want to log out?').waitFor();
    await expectAccessible(page);
    await shot(page, 'logout-confirm-1280-en', false);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(page.url()).toMatch(/\/dashboard\//);
    expect(await page.evaluate(() => localStorage.getItem('session'))).toBeTruthy();

    await logout.click();
    await page.getByRole('dialog').getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL(/\/session\/signin$/);
    const afterLogout = await page.evaluate(() => ({ ...localStorage }));
    expect(afterLogout.session).toBeUndefined();
    expect(afterLogout.dashboardFilters).toBeUndefined();
    expect(afterLogout.lastVisitedDomains).toBe('{"12":"D3"}');
    expect(afterLogout.lang).toBe('en');

    // The next person to sign in here lands on their own home, not on the last user's page.
    await signIn(page, 'dqa');
    expect(new URL(page.url()).pathname).toBe('/dashboard/accreditation');
    await context.close();
  });

  it('refreshes the token every 15 minutes, and sends an expired session to sign-in with a message', async () => {
    const { context, page } = await newPage();
    await page.clock.install();
    await signIn(page, 'head');
    const first = await page.evaluate(() => JSON.parse(localStorage.getItem('session') ?? '{}').jwtToken as string);
    const refreshed = page.waitForResponse((r) => r.url().endsWith('/v1/identity/token/refresh') && r.ok());
    await page.clock.fastForward('15:01');
    await refreshed;
    await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('session') ?? '{}').jwtToken as string)).not.toBe(first);

    // A token the server no longer accepts: the next call answers 401.
    await page.evaluate(() => {
      const s = JSON.parse(localStorage.getItem('session') ?? '{}');
      localStorage.setItem('session', JSON.stringify({ ...s, jwtToken: 'expired.token.value' }));
    });
    await page.goto('/user/UserProfile');
    await page.waitForURL(/\/session\/signin$/);
    await page.getByText('Your session has expired. Please sign in again.').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('session'))).toBeNull();
    await shot(page, 'signin-expired-1280-en');
    await context.close();
  });

  it('shows the shell: breadcrumb, header menu, contact information, compact sidebar and the phone menu', async () => {
    const { context, page } = await newPage();
    await signIn(page, 'head');
    await page.goto('/dashboard/help');
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await crumbs.getByRole('link', { name: 'Home' }).waitFor();
    expect(await crumbs.locator('[aria-current="page"]').textContent()).toBe('Guidelines');
    expect(await crumbs.textContent()).toContain('Dashboard');
    expect(await page.locator('.topbar').evaluate((el) => el.getBoundingClientRect().height)).toBe(64);
    expect(await page.locator('#sidenav').evaluate((el) => el.getBoundingClientRect().width)).toBe(260);

    await page.getByRole('button', { name: 'Collapse the side menu' }).click();
    await expect.poll(() => page.locator('#sidenav').evaluate((el) => el.getBoundingClientRect().width)).toBe(80);
    await shot(page, 'shell-compact-1280-en', false);
    await page.getByRole('button', { name: 'Expand the side menu' }).click();
    await expect.poll(() => page.locator('#sidenav').evaluate((el) => el.getBoundingClientRect().width)).toBe(260);

    await page.getByRole('button', { name: 'Account of Meena Kumari' }).click();
    await page.locator('.account-panel').getByRole('link', { name: 'My account' }).waitFor();
    await expectAccessible(page);
    await shot(page, 'header-menu-1280-en', false);
    await page.locator('.account-panel').getByRole('link', { name: 'Profile' }).click();
    await page.waitForURL(/\/user\/UserProfile$/);
    await expect.poll(() => crumbs.locator('[aria-current="page"]').textContent()).toBe('Profile');
    await page.locator('.account-panel').waitFor({ state: 'hidden' });

    await page.locator('.topbar').getByRole('button', { name: 'Contact information' }).click();
    const contact = page.getByRole('dialog', { name: 'Contact information' });
    await contact.getByRole('link', { name: '0172-2560246' }).waitFor();
    await expectAccessible(page);
    await shot(page, 'contact-1280-en', false);
    await contact.getByRole('button', { name: 'Close' }).click();

    await page.getByRole('button', { name: 'Account of Meena Kumari' }).click();
    await page.locator('.account-panel').getByRole('button', { name: 'Comments' }).click();
    await page.getByRole('dialog', { name: 'Comments on my form' }).getByText('No records found!').waitFor();
    await page.keyboard.press('Escape');

    await crumbs.getByRole('link', { name: 'Home' }).click();
    await page.waitForURL(/\/dashboard\/accreditationhm$/);

    // On a phone the side menu slides in from the menu button; the top bar keeps language and logout.
    await page.setViewportSize({ width: 360, height: 780 });
    await page.getByRole('button', { name: 'हिन्दी' }).click();
    await page.waitForFunction(() => document.documentElement.lang === 'hi');
    await page.goto('/dashboard/help');
    await page.getByRole('heading', { name: 'प्रत्यायन के दिशानिर्देश' }).waitFor();
    await page.getByRole('button', { name: 'मेनू', exact: true }).click();
    await page.locator('#sidenav').getByRole('link', { name: 'दिशानिर्देश' }).waitFor();
    await page.waitForTimeout(400);
    await expectAccessible(page);
    await shot(page, 'menu-360-hi', false);
    await page.getByRole('button', { name: 'मेनू', exact: true }).click();
    await page.getByRole('button', { name: 'Meena Kumari का खाता' }).click();
    await page.waitForTimeout(200);
    await shot(page, 'header-menu-360-hi', false);
    await context.close();
  });

  it('picks a colour theme that applies at once, in both languages, and stays after logging out and in', async () => {
    const { context, page } = await newPage();
    await signIn(page, 'dqa');
    await page.goto('/user/UserProfile');
    const picker = page.getByRole('group', { name: 'Colour theme' });
    expect(await picker.getByRole('radio', { name: 'Blue (standard)' }).isChecked()).toBe(true);
    const topbarColour = () => page.locator('.topbar').evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(await topbarColour()).toBe('rgb(21, 101, 192)');

    await picker.getByRole('radio', { name: 'White and purple' }).check();
    await expect.poll(topbarColour).toBe('rgb(106, 27, 154)');
    expect(await page.locator('#sidenav').evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(255, 255, 255)');
    // A light side menu keeps its text readable: the accessibility check covers contrast.
    await expectAccessible(page);
    await shot(page, 'theme-white-purple-1280-en', false);

    await page.getByRole('button', { name: 'हिन्दी' }).click();
    await page.waitForFunction(() => document.documentElement.lang === 'hi');
    expect(await page.getByRole('group', { name: 'रंग योजना' }).getByRole('radio', { name: 'सफ़ेद और बैंगनी' }).isChecked()).toBe(true);

    await page.locator('.topbar').getByRole('button', { name: 'लॉग आउट करें' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'लॉग आउट करें' }).click();
    await page.waitForURL(/\/session\/signin$/);
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('whitePurple');
    await page.locator('#loginId').fill('dqa');
    await page.locator('#password').fill(PASSWORD);
    await page.locator('form button[type=submit]').click();
    await page.waitForURL(/\/dashboard\//);
    await expect.poll(topbarColour).toBe('rgb(106, 27, 154)');
    await context.close();
  });

  it('edits the profile and changes the password', async () => {
    const { context, page } = await newPage();
    await signIn(page, 'sqa');
    await page.locator('.account-btn').click();
    await page.locator('.account-panel').getByRole('link', { name: 'My account' }).click();
    await page.waitForURL(/\/user\/UserProfile#account$/);
    await page.getByRole('heading', { name: 'My account' }).waitFor();
    await expectAccessible(page);
    await shot(page, 'profile-1280-en');

    await page.getByRole('button', { name: 'Edit profile' }).click();
    await page.getByLabel('Mobile number').fill('12345');
    await page.getByLabel('Postal code').fill('12');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Not a valid mobile number').waitFor();
    await page.getByText('Postal code must be 6 digits').waitFor();
    await expectAccessible(page);
    await shot(page, 'profile-edit-1280-en');
    await page.getByLabel('Mobile number').fill('+91 98765-43210');
    await page.getByLabel('Postal code').fill('134109');
    await page.getByLabel('City').fill('Panchkula');
    await page.getByLabel('First name').fill('Sunita R.');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Data updated successfully').waitFor();
    // The header follows the new name at once.
    await page.getByRole('button', { name: 'Account of Sunita R. Yadav' }).waitFor();
    await page.reload();
    await page.locator('.profile-facts').getByText('9876543210').waitFor();
    await page.locator('.profile-facts').getByText('Panchkula').waitFor();

    await page.getByLabel('Current password').fill('not-my-password');
    await page.locator('#newPassword').fill('Rajya@2026');
    await page.getByLabel('Confirm new password').fill('Rajya@2026');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByRole('alert').filter({ hasText: 'The current password is not correct' }).waitFor();
    await page.getByLabel('Current password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Password changed successfully').waitFor();
    await shot(page, 'profile-password-1280-en');
    expect(await tokenOf('sqa', 'Rajya@2026')).toBeTruthy();

    await page.setViewportSize({ width: 360, height: 780 });
    await shot(page, 'profile-360-en');
    await page.getByRole('button', { name: 'हिन्दी' }).click();
    await page.getByRole('heading', { name: 'प्रोफ़ाइल' }).waitFor();
    await shot(page, 'profile-360-hi');
    await page.setViewportSize({ width: 1280, height: 900 });
    await shot(page, 'profile-1280-hi');
    await context.close();
  });

  it('shows the guidelines in Hindi and English', async () => {
    const { context, page } = await newPage(1280, 'hi');
    await signIn(page, 'head');
    await page.locator('#sidenav').getByRole('link', { name: 'दिशानिर्देश' }).click();
    await page.waitForURL(/\/dashboard\/help$/);
    await page.getByRole('heading', { name: 'प्रत्यायन के दिशानिर्देश' }).waitFor();
    // The grades are those of the head's own cycle's version (issue 28 item 11), as the server has them.
    const { bands } = await apiCall<{ bands: { grade: string; min: number; label: { en: string; hi: string } }[] }>(
      'GET',
      '/v1/guidelines/scoring',
      undefined,
      await tokenOf('head'),
    );
    for (const text of ['विद्यालय नेतृत्व एवं प्रबंधन', 'समग्र विकास', 'जिला गुणवत्ता आश्वासन (डीक्यूए)', 'स्व-वित्तपोषित', bands[0].label.hi, '10 एमबी']) {
      await page.getByText(text).first().waitFor();
    }
    const grades = await page.locator('.grade-table tbody tr td:first-child').allTextContents();
    expect(grades).toEqual(bands.map((b) => b.grade));
    await expectAccessible(page);
    await shot(page, 'help-1280-hi');
    await page.setViewportSize({ width: 360, height: 780 });
    await shot(page, 'help-360-hi');
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('heading', { name: 'Accreditation guidelines' }).waitFor();
    await page.getByText(`${bands[1].min} to below ${bands[0].min}`).waitFor();
    await shot(page, 'help-360-en');
    await page.setViewportSize({ width: 1280, height: 900 });
    await expectAccessible(page);
    await shot(page, 'help-1280-en');
    await context.close();
  });

  it('starts a custom role on the first screen its privileges open, says what an account with no screen may do, and keeps the session on a page it may not open', async () => {
    const admin = await tokenOf('admin');
    const makeUser = async (roleName: string, privilegeIds: number[], loginId: string) => {
      const role = await apiCall<{ roleId: number }>('POST', '/v1/roles', { name: roleName, nameHi: `${roleName} (हिन्दी)` }, admin);
      for (const p of privilegeIds) await apiCall('POST', `/v1/roles/${role.roleId}/${p}/true`, undefined, admin);
      await createAccount(server.baseUrl, admin, { loginId, firstName: roleName, roleId: role.roleId }, PASSWORD);
    };
    await makeUser('Complaints desk', [23], 'desk1');
    await makeUser('Comment reader', [51], 'reader1');
    const login = async (page: Page, loginId: string) => {
      await page.goto('/session/signin');
      await page.locator('#loginId').fill(loginId);
      await page.locator('#password').fill(PASSWORD);
      await page.locator('form button[type=submit]').click();
    };

    const desk = await newPage();
    await login(desk.page, 'desk1');
    await desk.page.waitForURL(/\/complaintmanagement\/complaintlist/);
    // A page the role may not open: told so, still signed in, one click from its start page.
    await desk.page.goto('/dashboard/accreditation');
    await desk.page.getByTestId('not-allowed').waitFor();
    await desk.page.getByRole('link', { name: 'Go to your start page' }).click();
    await desk.page.waitForURL(/\/complaintmanagement\/complaintlist/);
    await desk.context.close();

    const reader = await newPage(360, 'hi');
    await login(reader.page, 'reader1');
    await reader.page.waitForURL(/\/dashboard\/account/);
    await reader.page.getByRole('heading', { name: 'आपका खाता क्या कर सकता है' }).waitFor();
    await expect.poll(() => reader.page.getByTestId('account-privileges').textContent()).toMatch(/[\u0900-\u097F]/);
    await shot(reader.page, 'account-no-screen-hi-360');
    await expectAccessible(reader.page);
    await reader.context.close();
  });

  it('shows the not-found page with a Go Back button', async () => {
    const { context, page } = await newPage();
    await page.goto('/session/signin');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL(/forgot-password$/);
    await page.goto('/session/404');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await page.getByRole('img', { name: 'Illustration: a lost page' }).waitFor();
    await expectAccessible(page);
    await shot(page, '404-1280-en');
    await page.getByRole('button', { name: 'Go Back' }).click();
    await page.waitForURL(/forgot-password$/);

    await page.goto('/some/unknown/path');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await page.setViewportSize({ width: 360, height: 780 });
    await shot(page, '404-360-en');
    await page.getByRole('button', { name: 'हिन्दी' }).click();
    await page.getByRole('heading', { name: 'पृष्ठ नहीं मिला' }).waitFor();
    await expectAccessible(page);
    await shot(page, '404-360-hi');
    await page.setViewportSize({ width: 1280, height: 900 });
    await shot(page, '404-1280-hi');
    await context.close();
  });
});
