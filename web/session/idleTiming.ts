/** The server's default (SESSION_IDLE_MINUTES=30), for a session stored before the server said. */
export const DEFAULT_IDLE_MS = 30 * 60_000;
/** The warning comes this long before the sign-out. */
export const WARNING_MS = 60_000;
/** Activity is written to storage at most this often: pointer moves fire many times a second. */
export const ACTIVITY_WRITE_MS = 5_000;
/**
 * Activity the server has not heard of is reported (with a refresh) at most this long after the
 * last report, not only with the 15-minute refresh: the server's idle clock then never falls more
 * than this behind the app's, and always hears of the activity before its own limit.
 */
export const REPORT_AFTER_MS = 5 * 60_000;

/** The idle limit in ms from the server's `idleTimeoutSeconds`; the default when absent or unusable. */
export function idleLimitMs(seconds: unknown): number {
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : DEFAULT_IDLE_MS;
}

/** How long before the end the warning shows: a minute, or half the limit when that is shorter. */
export function warningMs(limitMs: number): number {
  return Math.min(WARNING_MS, limitMs / 2);
}

/** Where an idle session stands at `now`, given the last activity in any tab. */
export type IdleState = { phase: 'active'; warnAt: number; endsAt: number } | { phase: 'warning'; endsAt: number; secondsLeft: number } | { phase: 'expired' };

/** The phase of the session: active, warning (with whole seconds left, rounded up) or expired. */
export function idleState(now: number, lastActivity: number, limitMs: number): IdleState {
  // Activity stamped later than now (another tab a moment ahead) counts as now.
  const endsAt = Math.min(lastActivity, now) + limitMs;
  if (now >= endsAt) return { phase: 'expired' };
  const warnAt = endsAt - warningMs(limitMs);
  if (now < warnAt) return { phase: 'active', warnAt, endsAt };
  return { phase: 'warning', endsAt, secondsLeft: Math.ceil((endsAt - now) / 1000) };
}

/** How long until the state can next change: the warning, the end, or (while warning) the next second of the countdown. */
export function nextCheckMs(now: number, lastActivity: number, limitMs: number): number {
  const state = idleState(now, lastActivity, limitMs);
  if (state.phase === 'expired') return 0;
  if (state.phase === 'active') return state.warnAt - now;
  const toNextSecond = (state.endsAt - now) % 1000 || 1000;
  return Math.min(toNextSecond, state.endsAt - now);
}

/** Whether activity at `now` should be written, given the last written (by this tab or another). */
export function shouldRecord(now: number, lastWritten: number | null): boolean {
  return lastWritten === null || now - lastWritten >= ACTIVITY_WRITE_MS || now < lastWritten;
}

/** How often, at most, activity is reported: five minutes, or a third of a shorter limit. */
export function reportEveryMs(limitMs: number): number {
  return Math.min(REPORT_AFTER_MS, limitMs / 3);
}

/**
 * When the activity the server has not heard of should be reported (with a refresh), or null when
 * it knows of the latest. `reported` is the activity the last refresh told it of.
 */
export function reportAt(lastActivity: number, reported: number | null, limitMs: number): number | null {
  if (reported === null) return lastActivity;
  if (lastActivity <= reported) return null;
  return reported + reportEveryMs(limitMs);
}

/** Whole seconds since the last activity, as the refresh reports them. */
export function idleSeconds(now: number, lastActivity: number): number {
  return Math.max(0, Math.floor((now - lastActivity) / 1000));
}
