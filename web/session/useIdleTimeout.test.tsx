import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { startSession, type Session } from '../auth/session';
import { ACTIVITY_KEY, IDLE_SIGN_OUT_KEY, REPORTED_KEY } from './activity';
import { useIdleTimeout } from './useIdleTimeout';

const MIN = 60_000;
const LIMIT = 30 * MIN;
const head: Session = {
  jwtToken: 'tok',
  allowedPrivilege: '1,40',
  logInUser: { userId: 5, loginId: 'head', firstName: 'Meena', lastName: '', role: 'SCHOOL_HEAD' },
  schoolCode: '06010100101',
};

/** What another tab of the app does: writes localStorage, which fires `storage` here. */
function otherTab(key: string, value: string) {
  localStorage.setItem(key, value);
  window.dispatchEvent(new StorageEvent('storage', { key, newValue: value }));
}

let refreshes: unknown[] = [];

beforeEach(() => {
  vi.useFakeTimers({ now: 2_000_000_000_000 });
  refreshes = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_path: string, init: RequestInit) => {
      refreshes.push(JSON.parse(String(init.body)));
      return new Response(JSON.stringify({ status: 'SUCCESS', value: { ...head, jwtToken: `tok-${refreshes.length}` } }));
    }),
  );
  startSession(head);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('useIdleTimeout()', () => {
  it('warns a minute before the limit, counts down each second, and signs out at the end', async () => {
    const expire = vi.fn();
    const { result } = renderHook(() => useIdleTimeout(LIMIT, expire));
    expect(result.current.secondsLeft).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(29 * MIN));
    expect(result.current.secondsLeft).toBe(60);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(result.current.secondsLeft).toBe(59);
    await act(() => vi.advanceTimersByTimeAsync(59_000));
    expect(expire).toHaveBeenCalledWith(false);
    // The other tabs are told why.
    expect(localStorage.getItem(IDLE_SIGN_OUT_KEY)).not.toBeNull();
  });

  it('keeps the session while the user works in another tab', async () => {
    const expire = vi.fn();
    const { result } = renderHook(() => useIdleTimeout(LIMIT, expire));
    await act(() => vi.advanceTimersByTimeAsync(29 * MIN + 10_000));
    expect(result.current.secondsLeft).toBe(50);
    act(() => otherTab(ACTIVITY_KEY, String(Date.now())));
    expect(result.current.secondsLeft).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(20 * MIN));
    expect(expire).not.toHaveBeenCalled();
  });

  it('counts keys, pointer, touch and scroll in this tab, but not once the warning shows', async () => {
    const expire = vi.fn();
    const { result } = renderHook(() => useIdleTimeout(LIMIT, expire));
    await act(() => vi.advanceTimersByTimeAsync(10 * MIN));
    act(() => document.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' })));
    expect(Number(localStorage.getItem(ACTIVITY_KEY))).toBe(Date.now());
    await act(() => vi.advanceTimersByTimeAsync(29 * MIN));
    expect(result.current.secondsLeft).toBe(60);
    act(() => document.dispatchEvent(new Event('pointermove')));
    expect(result.current.secondsLeft).toBe(60);
    act(() => result.current.stay());
    expect(result.current.secondsLeft).toBeNull();
    expect(expire).not.toHaveBeenCalled();
  });

  it('"Stay signed in" tells the server at once; other activity within five minutes of the last report', async () => {
    const { result } = renderHook(() => useIdleTimeout(LIMIT, vi.fn()));
    await act(() => vi.advanceTimersByTimeAsync(29 * MIN + 30_000));
    await act(async () => result.current.stay());
    expect(refreshes).toEqual([{ idleSeconds: 0 }]);
    expect(localStorage.getItem(REPORTED_KEY)).toBe(localStorage.getItem(ACTIVITY_KEY));
    // Typing a minute later: reported 5 minutes after the last report, with how long ago it was.
    await act(() => vi.advanceTimersByTimeAsync(MIN));
    act(() => document.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' })));
    await act(() => vi.advanceTimersByTimeAsync(4 * MIN - 1));
    expect(refreshes).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(refreshes).toEqual([{ idleSeconds: 0 }, { idleSeconds: 240 }]);
  });

  it('signs out with the same reason when another tab ran out of time first', async () => {
    const expire = vi.fn();
    renderHook(() => useIdleTimeout(LIMIT, expire));
    act(() => otherTab(IDLE_SIGN_OUT_KEY, String(Date.now())));
    expect(expire).toHaveBeenCalledWith(true);
  });
});
