import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Locator, type Page } from 'playwright-core';

/**
 * Debian's Chromium, headless, as this machine needs it: no sandbox as root,
 * and no background networking (the closed network refuses it, many times a start).
 */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
  });
}

/** What the app's Content-Security-Policy refused during the current test (tests/e2e/csp-guard.ts fails the test on any). */
export const cspViolations: string[] = [];

/** A fresh browser context (its own storage) on the test server, and a page with a 20 s default timeout. */
export async function openPage(browser: Browser, baseURL: string, options: BrowserContextOptions = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, ...options });
  context.on('console', (m) => {
    if (m.type() === 'error' && /Content Security Policy/i.test(m.text())) cspViolations.push(`${m.location().url}: ${m.text()}`);
  });
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  return { context, page };
}

/**
 * Waits until a form is drawn whole: a long one draws its first sections, then the rest in a
 * transition, busy meanwhile (web/form/templates.tsx). Call it before going through every field.
 */
export async function formDrawn(form: Locator): Promise<void> {
  await form.waitFor();
  await form.locator('[aria-busy="true"]').first().waitFor({ state: 'detached' });
}

/**
 * Waits until the app has the page. A head's domain form opened from its link with the web session's
 * cookie is drawn by the server first (server/form/first-view.ts): its choices take answers (kept
 * for the app), but its buttons and evidence wait for the app, which takes the page over once its
 * form is drawn. A test that uses more than the choices waits for that.
 */
export async function appHasPage(page: Page): Promise<void> {
  await page.locator('#first-view').waitFor({ state: 'detached' });
}
