import { useEffect } from 'react';
import { tokenTime } from '../auth/session';
import { refreshSession } from './refreshSession';
import { refreshDelay, RETRY_MS } from './tokenTiming';

/**
 * Refreshes the stored token 15 minutes after it was received, and again after
 * each new token (spec §7). The time it was received is stored with it, so a
 * reloaded page, or a second tab, keeps counting instead of starting over.
 * Each refresh also brings the user's current privileges (refreshSession).
 * A 401 ends the session in the API client, which sends the user to sign-in.
 */
export function useTokenRefresh(token: string | null | undefined): void {
  useEffect(() => {
    if (!token) return;
    let timer = 0;
    let live = true;
    const run = () => {
      // A 401 is handled by the API client (sign-in with a message); anything else is tried again in a minute.
      refreshSession().catch(() => {
        if (live) timer = window.setTimeout(run, RETRY_MS);
      });
    };
    timer = window.setTimeout(run, refreshDelay(token, Date.now(), tokenTime()));
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
  }, [token]);
}
