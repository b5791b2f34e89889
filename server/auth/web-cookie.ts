import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { loadSignedIn, type CurrentUser } from './current-user';
import { readToken, TOKEN_TTL_SECONDS } from './tokens';
import type { Db } from '../db/client';

/**
 * The web session's cookie: the same token the Bearer header carries, kept where the page's
 * scripts cannot read it (HttpOnly), so the server can draw a signed-in page's first view with
 * its data (issue 29). It opens no API call: /v1 reads the Authorization header alone, so a page
 * of another site that makes the browser send the cookie gets 401 (no cross-site request forgery).
 * SameSite=Lax keeps it on a link followed from another site (a head's link in a message), which
 * is a GET of the page and changes nothing.
 */
export const WEB_SESSION_COOKIE = 'sa_web';

/** Over HTTPS (HSTS set by the operator, or the request's own scheme) the cookie is Secure. */
function secure(c: Context): boolean {
  return process.env.HSTS === '1' || process.env.HSTS === 'true' || new URL(c.req.url).protocol === 'https:';
}

/** Sets the cookie to a token just issued (sign-in, refresh, a new password). */
export function keepWebSession(c: Context, token: string): void {
  setCookie(c, WEB_SESSION_COOKIE, token, { httpOnly: true, sameSite: 'Lax', path: '/', secure: secure(c), maxAge: TOKEN_TTL_SECONDS });
}

/** Clears the cookie (logout). */
export function endWebSession(c: Context): void {
  deleteCookie(c, WEB_SESSION_COOKIE, { path: '/', secure: secure(c) });
}

/**
 * The user the page's cookie names, checked as the API checks a Bearer token (a live session, an
 * active account, the current privileges); null for none, a stale one or one whose password must
 * change first. Loading a page is not activity: the idle clock moves with the calls the page makes.
 */
export async function webSessionUser(deps: { db: Db; jwtSecret: string; now: () => Date }, c: Context): Promise<CurrentUser | null> {
  const token = getCookie(c, WEB_SESSION_COOKIE);
  if (!token) return null;
  const now = deps.now();
  const claims = await readToken(deps.jwtSecret, token, Math.floor(now.getTime() / 1000));
  const signedIn = claims ? await loadSignedIn(deps.db, claims, now) : null;
  if (!signedIn || signedIn.user.mustChangePassword) return null;
  return signedIn.user;
}
