import { useMemo, useSyncExternalStore } from 'react';
import { serverSessionText, sessionOf, subscribeSession, type Session } from '../auth/session';

function snapshot(): string | null {
  try {
    return localStorage.getItem('session');
  } catch {
    return null;
  }
}

/** The stored session, re-rendering on login, logout and expiry. */
export function useSession(): Session | null {
  const raw = useSyncExternalStore(subscribeSession, snapshot, serverSessionText);
  return useMemo(() => sessionOf(raw), [raw]);
}
