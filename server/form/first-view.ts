import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { Lang } from '../../engine';
import { PRIV } from '../auth/privileges';
import { webSessionUser } from '../auth/web-cookie';
import type { Deps } from '../deps';
import { AppError } from '../http/errors';
import { log } from '../log/logger';
import type { FirstViewDrawing } from '../http/first-view-page';
import { signedInAs } from '../session';
import { openDomainForm } from './open-domain-form';

/** What the web build's server renderer (web/ssr/firstView.tsx, built into dist/ssr) is given. */
export interface FirstViewInput {
  /** The page's path and query, as the browser asked for it. */
  url: string;
  lang: Lang;
  /** The signed-in user as the web app keeps its session, without the token (JSON). */
  session: string;
  accrid: string;
  domainId: string;
  /** POST /v1/form/open's value for this form and domain. */
  open: unknown;
}

/** Draws the page's first view (HTML of the app's own components). */
export type RenderFirstView = (input: FirstViewInput) => Promise<string>;

/** The language the web app last chose on this device (web/i18n.ts keeps it in a cookie too). */
export const LANG_COOKIE = 'lang';

/** JSON that cannot end the script element it sits in, nor open a comment there. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * The first view of a head's domain form opened from a link (issue 29): the server opens the form
 * as POST /v1/form/open does, for the user the web session's cookie names and with the same checks,
 * and draws it with the app's components, so a phone shows the questions and takes their answers
 * before the app's script has arrived (web/app/earliestCall.ts keeps what is answered meanwhile).
 * Anything else (no cookie, another page, a refusal, a failed drawing) gets the plain page, and
 * the app does what it always did.
 */
export function domainFormFirstView(deps: Deps, render: RenderFirstView) {
  return async (c: Context): Promise<FirstViewDrawing | null> => {
    if (c.req.path !== '/forms/domain') return null;
    const accrid = c.req.query('accrid') ?? '';
    const domainId = c.req.query('domain') ?? '';
    // The domain the app would open without one named is this device's last (local storage): not the server's to guess.
    if (!/^\d{1,9}$/.test(accrid) || !/^D\d{1,2}$/.test(domainId)) return null;
    const user = await webSessionUser(deps, c);
    if (!user || !user.privileges.has(PRIV.domainForm)) return null;
    const lang: Lang = getCookie(c, LANG_COOKIE) === 'hi' ? 'hi' : 'en';
    const url = new URL(c.req.url);
    const view = (async () => {
      try {
        const open = await openDomainForm(deps, user, Number(accrid), domainId, lang);
        const session = JSON.stringify({ ...signedInAs(user), jwtToken: '', mustChangePassword: false });
        const html = await render({ url: url.pathname + url.search, lang, session, accrid, domainId, open });
        const data = scriptSafeJson({ loginId: user.loginId, lang, accrid: Number(accrid), domainId, answer: { status: 'SUCCESS', value: open } });
        return { html, data };
      } catch (err) {
        // A refusal (not the caller's form, school information first) is the app's to show, worded as always.
        if (!(err instanceof AppError)) log.warn({ err }, 'the first view of the domain form could not be drawn');
        return null;
      }
    })();
    return { loginId: user.loginId, lang, view };
  };
}

/** The web build's renderer, when the build made one (`npm run build`); null without it. */
export async function firstViewRenderer(file: string): Promise<RenderFirstView | null> {
  if (!existsSync(file)) return null;
  const mod = (await import(/* @vite-ignore */ pathToFileURL(file).href)) as { renderFirstView?: RenderFirstView };
  return typeof mod.renderFirstView === 'function' ? mod.renderFirstView : null;
}
