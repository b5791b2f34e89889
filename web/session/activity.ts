/**
 * The user's last activity, shared by every tab of the app through localStorage: a tab left
 * alone while the user works in another must not sign them out.
 */
export const ACTIVITY_KEY = 'lastActivity';
/** The activity the server was last told of (with a refresh), shared so that one tab's report serves all. */
export const REPORTED_KEY = 'activityReported';
/** Set for a moment by the tab whose idle time ran out, so every other tab tells its sign-in page why. */
export const IDLE_SIGN_OUT_KEY = 'idleSignedOut';

function readTime(key: string): number | null {
  try {
    const n = Number(localStorage.getItem(key));
    return Number.isFinite(n) && n > 0 ? n : null;
  } catch {
    return null;
  }
}

function writeTime(key: string, at: number): void {
  try {
    localStorage.setItem(key, String(at));
  } catch {
    // storage may be unavailable; this tab then counts on its own
  }
}

type Listener = () => void;
const listeners = new Set<Listener>();

/** When the user last touched any tab of the app (ms), or null before anything was recorded. */
export function lastActivity(): number | null {
  return readTime(ACTIVITY_KEY);
}

/** Records activity at `at`, for this tab and the others. */
export function recordActivity(at: number): void {
  writeTime(ACTIVITY_KEY, at);
  for (const l of listeners) l();
}

/** The last activity the server was told of, or null. */
export function reportedActivity(): number | null {
  return readTime(REPORTED_KEY);
}

/** Notes that the server now knows of the activity at `at`. */
export function setReportedActivity(at: number): void {
  writeTime(REPORTED_KEY, at);
  for (const l of listeners) l();
}

/** A fresh sign-in is activity the server knows of. */
export function startActivity(at: number): void {
  writeTime(ACTIVITY_KEY, at);
  writeTime(REPORTED_KEY, at);
}

/** Subscribes to activity recorded in this tab or another; answers the unsubscribe. */
export function subscribeActivity(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === ACTIVITY_KEY || e.key === REPORTED_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Tells the other tabs that the session ends for want of activity; the logout that follows clears it. */
export function announceIdleSignOut(at: number): void {
  writeTime(IDLE_SIGN_OUT_KEY, at);
}

/** Calls `listener` when another tab announces an idle sign-out. */
export function onIdleSignOutElsewhere(listener: () => void): () => void {
  const onStorage = (e: StorageEvent) => {
    if (e.key === IDLE_SIGN_OUT_KEY && e.newValue) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
