// Runs inline in index.html's head (scripts/earliest-call.ts puts it there at build), before the
// page's first module is even asked for: a domain form opened from a link sends its opening call
// (POST /v1/form/open) at once, while the browser is still downloading, rather than once the entry
// script has arrived and run (about 100 ms later). On a phone or a busy server those are the
// quiet milliseconds: the server answers before the browser starts its heavy script work.
// Self-contained on purpose (it imports only the generated privilege table and the first view's
// input keeper, web/app/firstViewInput.ts): it is inlined, and a
// CSP hash names it. startFormCalls (web/form/formLoads.ts) adopts the answer only when it would
// have sent the very same call; its test checks that the two agree, so a change to one shows up
// as a failure, not as a call made twice.

import { PRIV } from '../api/privileges.generated';
import { keepFirstViewInput, type FirstViewInput, FIRST_VIEW_KEY } from './firstViewInput';

/** The global an early call is left under, for startFormCalls to take. */
export const EARLY_OPEN_KEY = '__earlyFormOpen';

/** The opening call sent before the app started, and what it was sent with. */
export interface EarlyOpen {
  /** The JSON body as sent. */
  body: string;
  token: string;
  lang: 'en' | 'hi';
  response: Promise<Response>;
}

type Stored = { jwtToken?: unknown; mustChangePassword?: unknown; allowedPrivilege?: unknown; logInUser?: { loginId?: unknown } };

/** What the server drew the page's first view from (server/form/first-view.ts). */
interface FirstViewData {
  loginId: string;
  lang: 'en' | 'hi';
  accrid: number;
  domainId: string;
  /** POST /v1/form/open's answer, as the API sends it. */
  answer: unknown;
}

/** The element that holds it, before this script in the page. */
export const FIRST_VIEW_DATA_ID = 'first-view-data';

/** Set on the page's root element when the app does not take the drawn view (web/boot.tsx removes it). */
export const FIRST_VIEW_OFF = 'data-first-view-off';

type EarlyWindow = Window & { [EARLY_OPEN_KEY]?: EarlyOpen; [FIRST_VIEW_KEY]?: FirstViewInput };

/** The mark a page the server is drawing carries before this script: who and which language it is drawn for. */
export const FIRST_VIEW_MARK = 'meta[name="first-view"]';

/** The function the drawing's own inline script calls once the drawing is in the page (server/http/first-view-page.ts). */
export const FIRST_VIEW_TAKE = '__firstViewTake';

type DrawnWindow = EarlyWindow & { [FIRST_VIEW_TAKE]?: () => void };

/**
 * Sends the domain form's opening call when this page is one a signed-in user may open; else
 * nothing. A page the server is drawing for this device's user and language (its mark says so)
 * sends nothing yet: the drawing brings the call's answer, and what is answered in it is kept for
 * the app from now on; when the drawing is in, `__firstViewTake` takes it (or, drawn for another
 * form or not drawn after all, sends the call then and shows the frame). A page drawn for another
 * user or language is set aside before it is painted, and the call goes out as always.
 */
export function sendEarliestCall(w: DrawnWindow): void {
  const mark = w.document.querySelector(FIRST_VIEW_MARK)?.getAttribute('content');
  w[FIRST_VIEW_TAKE] = () => undefined;
  if (mark) {
    if (drawnForThisDevice(w, mark)) {
      keepFirstViewInput(w);
      w[FIRST_VIEW_TAKE] = () => takeFirstView(w);
      return;
    }
    w.document.documentElement.setAttribute(FIRST_VIEW_OFF, '');
  }
  send(w, null);
}

/** True when the drawing is for the user signed in on this device, in its language. */
function drawnForThisDevice(w: Window, mark: string): boolean {
  try {
    const [loginId, lang] = mark.split(' ');
    const session = JSON.parse(w.localStorage.getItem('session') ?? 'null') as Stored | null;
    const deviceLang = w.localStorage.getItem('lang') === 'hi' ? 'hi' : 'en';
    return !!session && typeof session.jwtToken === 'string' && !session.mustChangePassword && session.logInUser?.loginId === loginId && deviceLang === lang;
  } catch {
    return false;
  }
}

/** The drawing is in: its answer is the opening call's; else the call goes out now and the page shows its frame until the app draws. */
function takeFirstView(w: DrawnWindow): void {
  const doc = w.document;
  if (send(w, doc.getElementById(FIRST_VIEW_DATA_ID)?.textContent ?? null)) return;
  w[FIRST_VIEW_KEY]?.stop();
  delete w[FIRST_VIEW_KEY];
  const view = doc.getElementById('first-view');
  const root = doc.getElementById('root');
  if (root) {
    const frame = view?.querySelector('.first-view-wait');
    if (frame) root.append(frame);
    root.removeAttribute('hidden');
  }
  view?.remove();
}

/** Answers whether the page's drawn view, if any, is the app's to take. */
function send(w: EarlyWindow, drawnData: string | null): boolean {
  try {
    if (w.location.pathname !== '/forms/domain') return false;
    const session = JSON.parse(w.localStorage.getItem('session') ?? 'null') as Stored | null;
    if (!session || typeof session.jwtToken !== 'string' || session.mustChangePassword) return false;
    const held = String(session.allowedPrivilege ?? '')
      .split(',')
      .map((s) => Number(s.trim()));
    if (!held.includes(PRIV.domainForm)) return false;
    const query = new URLSearchParams(w.location.search);
    const accrid = query.get('accrid');
    if (!accrid || !/^\d+$/.test(accrid)) return false;
    const last = (JSON.parse(w.localStorage.getItem('lastVisitedDomains') ?? '{}') as Record<string, string>)[accrid];
    const domainId = query.get('domain') ?? last ?? 'D1';
    const lang = w.localStorage.getItem('lang') === 'hi' ? 'hi' : 'en';
    const body = JSON.stringify({ accrid: Number(accrid), domainId });
    const drawn = drawnData ? (JSON.parse(drawnData) as FirstViewData) : null;
    if (drawn && drawn.loginId === session.logInUser?.loginId && drawn.lang === lang && drawn.accrid === Number(accrid) && drawn.domainId === domainId) {
      const response = Promise.resolve(new Response(JSON.stringify(drawn.answer), { status: 200, headers: { 'Content-Type': 'application/json' } }));
      w[EARLY_OPEN_KEY] = { body, token: session.jwtToken, lang, response };
      return true;
    }
    const response = w.fetch('/v1/form/open', {
      method: 'POST',
      headers: { Accept: 'application/json', 'Accept-Language': lang, 'Content-Type': 'application/json', Authorization: `Bearer ${session.jwtToken}` },
      body,
    });
    // Nobody may wait on it (a page that never adopts it): a failure is the adopter's to see.
    response.catch(() => undefined);
    w[EARLY_OPEN_KEY] = { body, token: session.jwtToken, lang, response };
  } catch {
    // Storage unreadable or damaged: the app makes its own call.
  }
  return false;
}
