import { plural } from '@lingui/core/macro';
import { apiCall } from '../api/call';
import { endSession, getSession } from '../auth/session';
import { idleLimitMs } from './idleTiming';
import { IdleWarning } from './IdleWarning';
import { useIdleTimeout } from './useIdleTimeout';

const SIGN_IN_MESSAGE_KEY = 'signinMessage';

/** What the sign-in page says after an idle sign-out, in the current language. */
export function idleSignOutMessage(minutes: number): string {
  return plural(minutes, {
    one: 'You were signed out after # minute without activity. Please sign in again.',
    other: 'You were signed out after # minutes without activity. Please sign in again.',
  });
}

/**
 * The idle time-out of the signed-in app (issue #16): the limit the server gave at sign-in or the
 * last refresh, the warning a minute before, and the sign-out at the end with the sign-in page
 * saying why. Mounted once, in the shell.
 */
export function IdleGuard({ idleTimeoutSeconds }: { idleTimeoutSeconds: number | undefined }) {
  const limitMs = idleLimitMs(idleTimeoutSeconds);

  const signOut = (opts: { byUser: boolean; tellServer: boolean }) => {
    if (!getSession()) return;
    // Sent before the session is forgotten: the call reads the token as it starts.
    if (opts.tellServer) void apiCall('post', '/v1/identity/logout', { body: {} }).catch(() => undefined);
    endSession({ byUser: opts.byUser });
  };

  const { secondsLeft, stay } = useIdleTimeout(limitMs, (elsewhere) => {
    const minutes = Math.round(limitMs / 60_000);
    try {
      // The sign-in page shows it, whichever tab, and whichever redirect, gets there first.
      sessionStorage.setItem(SIGN_IN_MESSAGE_KEY, idleSignOutMessage(minutes));
    } catch {
      // storage may be unavailable; the sign-in page then shows no reason
    }
    // The tab that ran out of time ends the session on the server; the others only follow.
    signOut({ byUser: false, tellServer: !elsewhere });
  });

  return <IdleWarning secondsLeft={secondsLeft} onStay={stay} onSignOut={() => signOut({ byUser: true, tellServer: true })} />;
}
