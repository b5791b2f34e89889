import { useCallback, useEffect, useRef, useState } from 'react';
import { announceIdleSignOut, lastActivity, onIdleSignOutElsewhere, recordActivity, reportedActivity, subscribeActivity } from './activity';
import { idleState, nextCheckMs, reportAt, shouldRecord, type IdleState } from './idleTiming';
import { refreshSession } from './refreshSession';

/** What counts as the user at work: keys, pointer, touch and scroll (scroll caught on any element). */
const ACTIVITY_EVENTS = ['keydown', 'pointerdown', 'pointermove', 'touchstart', 'wheel', 'scroll'] as const;

export type IdleTimeout = {
  /** Seconds left while the warning shows; null otherwise. */
  secondsLeft: number | null;
  /** "Stay signed in": activity now, told to the server at once. */
  stay: () => void;
};

/**
 * The idle time-out of a signed-in tab. Activity in any tab (shared through localStorage) keeps
 * the session; a minute before the limit the warning shows, and from then on only "Stay signed in"
 * keeps it (a pointer crossing the screen should not silently dismiss a warning the user never
 * saw). At the limit `onExpire` signs out, after telling the other tabs why. Activity the server
 * has not heard of is reported with a refresh (idleTiming.reportAt), so the server, which refuses
 * idle sessions too, always agrees.
 */
export function useIdleTimeout(limitMs: number, onExpire: (elsewhere: boolean) => void): IdleTimeout {
  const [last, setLast] = useState(() => lastActivity() ?? Date.now());
  const [state, setState] = useState<IdleState>(() => idleState(Date.now(), last, limitMs));
  const expire = useRef(onExpire);
  expire.current = onExpire;
  const warning = state.phase === 'warning';

  // A session stored before this tab counted (or storage cleared): count from now.
  useEffect(() => {
    if (lastActivity() === null) recordActivity(Date.now());
  }, []);

  // Follow activity recorded here or in another tab.
  useEffect(() => subscribeActivity(() => setLast(lastActivity() ?? Date.now())), []);

  // Another tab ran out of time first: this one signs out with the same reason.
  useEffect(() => onIdleSignOutElsewhere(() => expire.current(true)), []);

  // This tab's own activity; ignored while the warning shows, so only the button answers it.
  useEffect(() => {
    if (warning) return;
    const onActivity = () => {
      const now = Date.now();
      if (shouldRecord(now, lastActivity())) recordActivity(now);
    };
    for (const type of ACTIVITY_EVENTS) document.addEventListener(type, onActivity, { capture: true, passive: true });
    return () => {
      for (const type of ACTIVITY_EVENTS) document.removeEventListener(type, onActivity, { capture: true });
    };
  }, [warning]);

  // One timer for what comes next: the warning, each second of the countdown, the end, or a report to the server.
  useEffect(() => {
    let timer = 0;
    const check = () => {
      const now = Date.now();
      const next = idleState(now, last, limitMs);
      setState(next);
      if (next.phase === 'expired') {
        announceIdleSignOut(now);
        expire.current(false);
        return;
      }
      const report = reportAt(last, reportedActivity(), limitMs);
      if (report !== null && report <= now) refreshSession().catch(() => undefined);
      const untilReport = report !== null && report > now ? report - now : Infinity;
      timer = window.setTimeout(check, Math.min(nextCheckMs(now, last, limitMs), untilReport));
    };
    check();
    // A tab woken from the background (or a sleeping laptop) looks again at once: its timers may have been held back.
    const onVisible = () => {
      if (document.visibilityState === 'visible') {
        window.clearTimeout(timer);
        check();
      }
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [last, limitMs]);

  const stay = useCallback(() => {
    recordActivity(Date.now());
    refreshSession().catch(() => undefined);
  }, []);

  return { secondsLeft: state.phase === 'warning' ? state.secondsLeft : null, stay };
}
