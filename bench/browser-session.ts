// What the browser benches share: an API call through the envelope, and a browser profile that
// opens the app already signed in.
import type { BrowserContext } from 'playwright-core';
import { apiCall } from '../tests/e2e/server';
import { WEB_SESSION_COOKIE } from '../server/auth/web-cookie';
import { TOKEN_TIME_KEY } from '../web/auth/session';
import { ACTIVITY_KEY, REPORTED_KEY } from '../web/session/activity';

/** Calls the API and answers the envelope's value (the browser tests' own helper). */
export const call = apiCall;

/**
 * Prepares a profile's pages: the __name helper tsx's output needs in functions handed to
 * page.evaluate, and, with a session, the storage of a user who signed in a moment ago. The token's
 * time and the reported activity are stored too, so the app has nothing to refresh at open: a
 * refresh would replace the token every other profile of the run shares.
 */
export async function storeSession(context: BrowserContext, session: Record<string, unknown> | null, base?: string): Promise<void> {
  await context.addInitScript('globalThis.__name = globalThis.__name || ((f) => f);');
  if (!session) return;
  // The sign-in answer sets the web session's cookie too (server/auth/web-cookie.ts), and the app the language's.
  if (base && typeof session.jwtToken === 'string')
    await context.addCookies([
      { name: WEB_SESSION_COOKIE, value: session.jwtToken, url: base, httpOnly: true, sameSite: 'Lax' },
      { name: 'lang', value: 'en', url: base, sameSite: 'Lax' },
    ]);
  await context.addInitScript(
    ({ value, keys }) => {
      if (!localStorage.getItem('session')) {
        const now = String(Date.now());
        localStorage.setItem('session', value);
        for (const k of keys) localStorage.setItem(k, now);
        localStorage.setItem('welcomePopup', '1');
        localStorage.setItem('lang', 'en');
      }
    },
    { value: JSON.stringify(session), keys: [TOKEN_TIME_KEY, ACTIVITY_KEY, REPORTED_KEY] },
  );
}

/**
 * Saves a school's information as its head, so its domain forms open (before it, the form rightly
 * answers "Please Update School Information First"): every count 3, every percentage 62.5.
 */
export async function saveSchoolInfo(base: string, headToken: string, schoolCode: string): Promise<void> {
  const details = await call<{ schema: { properties: Record<string, { type: string }> } }>(base, headToken, 'POST', '/v1/school/details', { schoolCode });
  await call(base, headToken, 'POST', '/v1/school/update', {
    schoolCode,
    info: Object.fromEntries(Object.entries(details.schema.properties).map(([k, p]) => [k, p.type === 'number' ? 62.5 : 3])),
  });
}
