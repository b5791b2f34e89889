import { hashKey, QueryClient, type QueryClientConfig, type QueryKey } from '@tanstack/react-query';
import { ApiError } from '../api/client';
import { isTransientStatus } from '../api/transient';
import { getSession, subscribeSession, type Session } from '../auth/session';

/** Tries after the first failure: a head on a weak connection gets past a dropped request without tapping "try again". */
const RETRIES = 2;

/** A failure another try may get past (web/api/transient.ts); a 401 has already ended the session. */
export function isTransient(error: unknown): boolean {
  return error instanceof ApiError && isTransientStatus(error.status);
}

/** Retries a transient failure, never a refusal. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  return failureCount < RETRIES && isTransient(error);
}

/** The app's settings; tests and stories take them with retries off (web/app/TestQueryProvider.tsx). */
export const queryDefaults: QueryClientConfig['defaultOptions'] = {
  queries: {
    retry: shouldRetry,
    // Offline, a load waits for the connection instead of failing, and starts by itself when it returns.
    networkMode: 'online',
    // A cached answer shows at once on the next visit and is refreshed behind it; so is a list when
    // the user comes back to the tab (a reviewer's list moves while they read a form elsewhere).
    staleTime: 0,
    refetchOnWindowFocus: true,
    refetchOnReconnect: true,
  },
  mutations: {
    retry: false,
    // A save is the user's own act: offline it fails at once with the screen's message (as
    // before), rather than waiting unseen and landing later.
    networkMode: 'always',
  },
};

/**
 * For an answer a screen copies into fields the user edits (the domain form, school information,
 * the admin editors): never refetched behind the user's back (a focus, a reconnect), so a refetch
 * cannot put the loaded values back over what was typed; and forgotten once the screen closes, so
 * the next opening loads what the server holds now, not what it held at the last visit.
 */
export const editorQuery = {
  staleTime: Infinity,
  gcTime: 0,
  refetchOnWindowFocus: false,
  refetchOnReconnect: false,
} as const;

/** Lists that rarely change within a session (districts, blocks, reasons, privileges): asked again after ten minutes. */
export const referenceQuery = { staleTime: 10 * 60_000 } as const;

/**
 * Whether a query has answered or failed, or waits for the connection (paused offline), or is not
 * asked for. A page draws what such a query brings above its other content only once this holds,
 * so the content does not move down when it comes (layout shift); it never waits longer.
 */
export function hasSettled(query: { status: string; fetchStatus: string }): boolean {
  return query.status !== 'pending' || query.fetchStatus !== 'fetching';
}

/**
 * Keeps showing the last answer while the next one loads, when both keys start with `prefix`:
 * the same record in the other language, or the next page of the same list, stays on screen,
 * but never another record's answer.
 */
export function keepWhile(prefix: QueryKey) {
  const same = hashKey(prefix);
  return <T>(previous: T | undefined, previousQuery: { queryKey: QueryKey } | undefined): T | undefined =>
    previousQuery && hashKey(previousQuery.queryKey.slice(0, prefix.length)) === same ? previous : undefined;
}

/** Keeps the last answer while the same one loads in the newly chosen language (the last part of `key`). */
export const keepAcrossLanguages = (key: QueryKey) => keepWhile(key.slice(0, -1));

/** The one client of the app (web/boot.tsx). */
export const queryClient = new QueryClient({ defaultOptions: queryDefaults });

/** Whose answers the cache holds: another user (or none) must never see them. */
const ownerOf = (s: Session | null) => (s ? `${s.logInUser.userId}|${s.logInUser.loginId}` : '');
/** What decides which answers a user gets: a changed role or scope changes lists and counts. */
const reachOf = (s: Session | null) => (s ? `${s.allowedPrivilege}|${s.logInUser.role}|${s.logInUser.scopeLevel ?? ''}|${s.schoolCode ?? ''}` : '');

/**
 * Empties `client` on sign-out and on a sign-in as someone else (here or in another tab), and
 * refreshes it when the user's privileges change. Subscribed here rather than in
 * web/auth/session.ts: that module is in the small entry chunk, which must not load react-query.
 */
export function followSession(client: QueryClient): () => void {
  let owner = ownerOf(getSession());
  let reach = reachOf(getSession());
  return subscribeSession(() => {
    const session = getSession();
    const nextOwner = ownerOf(session);
    const nextReach = reachOf(session);
    if (nextOwner !== owner) {
      void client.cancelQueries();
      client.clear();
    } else if (nextReach !== reach) {
      void client.invalidateQueries();
    }
    owner = nextOwner;
    reach = nextReach;
  });
}
