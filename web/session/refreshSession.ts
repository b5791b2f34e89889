import { apiCall } from '../api/call';
import { applyRefresh, tokenTime } from '../auth/session';
import { lastActivity, setReportedActivity } from './activity';
import { idleSeconds } from './idleTiming';

/** After a 403 the privileges are refreshed at most this often: a page that keeps asking must not keep refreshing. */
export const FORBIDDEN_REFRESH_MS = 30_000;

let inFlight: Promise<void> | null = null;
let lastForbiddenRefresh = -Infinity;

/**
 * Runs `fn` while no other tab of the app refreshes (Web Locks; without them, as is). Two tabs
 * sending the same token at once would each get a new one, and the tab whose answer is stored
 * last could keep the token the other refresh already replaced.
 */
function oneTabAtATime(fn: () => Promise<void>): Promise<void> {
  const locks = typeof navigator !== 'undefined' && 'locks' in navigator ? navigator.locks : undefined;
  return locks ? locks.request('session-refresh', fn).then(() => undefined) : fn();
}

/**
 * Refreshes the token and, with it, the user's privileges, role and school; reports how long the
 * user has been idle, which moves the server's idle clock. Calls made while one is on its way share
 * it, and a tab that waited while another refreshed uses the token that one stored. A 401 ends the
 * session in the API client; other failures reject for the caller to retry.
 */
export function refreshSession(): Promise<void> {
  if (inFlight) return inFlight;
  const asked = Date.now();
  inFlight = oneTabAtATime(async () => {
    const received = tokenTime();
    if (received !== null && received > asked) return;
    const now = Date.now();
    const active = lastActivity();
    const body = active === null ? {} : { idleSeconds: idleSeconds(now, active) };
    const value = await apiCall('post', '/v1/identity/token/refresh', { body });
    // Stored even if the page moved on meanwhile (a no-op after logout); the new token re-runs the timers.
    if (value && typeof value.jwtToken === 'string') applyRefresh(value);
    if (active !== null) setReportedActivity(active);
  }).finally(() => {
    inFlight = null;
  });
  return inFlight;
}

/**
 * The server refused a call (403): the role may have lost a privilege since the last refresh, so
 * the menus and guards may be out of date. One refresh, not one per refused call.
 */
export function refreshAfterForbidden(now = Date.now()): void {
  if (now - lastForbiddenRefresh < FORBIDDEN_REFRESH_MS) return;
  lastForbiddenRefresh = now;
  // A failure here changes nothing: the timed refresh comes anyway.
  refreshSession().catch(() => undefined);
}
