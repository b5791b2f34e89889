import type { Page } from 'playwright-core';

/** Signs in through the sign-in page as a demo user (password Demo@1234), in English or Hindi, and waits for their dashboard. */
export async function signIn(page: Page, loginId = 'dept', lang: 'en' | 'hi' = 'en'): Promise<void> {
  await page.goto('/session/signin');
  if (lang === 'hi') await page.getByRole('button', { name: 'हिन्दी' }).click();
  await page.locator('#loginId').fill(loginId);
  await page.locator('#password').fill('Demo@1234');
  await page.locator('form button[type=submit]').click();
  await page.waitForURL(/\/dashboard\//);
}
