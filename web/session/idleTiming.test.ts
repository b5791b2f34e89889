import { describe, expect, it } from 'vitest';
import { DEFAULT_IDLE_MS, idleLimitMs, idleSeconds, idleState, nextCheckMs, reportAt, shouldRecord, warningMs } from './idleTiming';

const MIN = 60_000;
const T0 = 2_000_000_000_000;

describe('idleState()', () => {
  const limit = 30 * MIN;
  it('is active until a minute before the limit', () => {
    expect(idleState(T0, T0, limit)).toEqual({ phase: 'active', warnAt: T0 + 29 * MIN, endsAt: T0 + 30 * MIN });
    expect(idleState(T0 + 29 * MIN - 1, T0, limit).phase).toBe('active');
  });
  it('warns in the last minute, counting whole seconds down from 60', () => {
    expect(idleState(T0 + 29 * MIN, T0, limit)).toEqual({ phase: 'warning', endsAt: T0 + 30 * MIN, secondsLeft: 60 });
    expect(idleState(T0 + 29 * MIN + 500, T0, limit)).toMatchObject({ secondsLeft: 60 });
    expect(idleState(T0 + 29 * MIN + 1000, T0, limit)).toMatchObject({ secondsLeft: 59 });
    expect(idleState(T0 + 30 * MIN - 1, T0, limit)).toMatchObject({ secondsLeft: 1 });
  });
  it('has expired at the limit', () => {
    expect(idleState(T0 + 30 * MIN, T0, limit)).toEqual({ phase: 'expired' });
    expect(idleState(T0 + 3 * 60 * MIN, T0, limit)).toEqual({ phase: 'expired' });
  });
  it('takes activity stamped a little ahead (another tab) as now', () => {
    expect(idleState(T0, T0 + 2000, limit)).toMatchObject({ phase: 'active', endsAt: T0 + 30 * MIN });
  });
  it('warns for half the limit when the limit is under two minutes', () => {
    expect(warningMs(MIN)).toBe(30_000);
    expect(idleState(T0 + 30_000, T0, MIN)).toMatchObject({ phase: 'warning', secondsLeft: 30 });
  });
});

describe('nextCheckMs()', () => {
  const limit = 30 * MIN;
  it('waits for the warning, then ticks each second of the countdown, then the end', () => {
    expect(nextCheckMs(T0 + 10 * MIN, T0, limit)).toBe(19 * MIN);
    expect(nextCheckMs(T0 + 29 * MIN, T0, limit)).toBe(1000);
    expect(nextCheckMs(T0 + 29 * MIN + 250, T0, limit)).toBe(750);
    expect(nextCheckMs(T0 + 30 * MIN - 300, T0, limit)).toBe(300);
    expect(nextCheckMs(T0 + 31 * MIN, T0, limit)).toBe(0);
  });
});

describe('idleLimitMs()', () => {
  it('reads the server’s seconds, and falls back to 30 minutes', () => {
    expect(idleLimitMs(300)).toBe(5 * MIN);
    expect(idleLimitMs(undefined)).toBe(DEFAULT_IDLE_MS);
    expect(idleLimitMs(0)).toBe(DEFAULT_IDLE_MS);
    expect(idleLimitMs('1800')).toBe(DEFAULT_IDLE_MS);
  });
});

describe('shouldRecord() and reportAt()', () => {
  it('writes activity at most every 5 seconds across tabs, and again after a clock set back', () => {
    expect(shouldRecord(T0, null)).toBe(true);
    expect(shouldRecord(T0 + 4_999, T0)).toBe(false);
    expect(shouldRecord(T0 + 5_000, T0)).toBe(true);
    expect(shouldRecord(T0 - 60_000, T0)).toBe(true);
  });
  it('reports new activity five minutes after the last report, or a third of a shorter limit, and nothing the server knows', () => {
    const limit = 30 * MIN;
    expect(reportAt(T0, null, limit)).toBe(T0);
    expect(reportAt(T0, T0, limit)).toBeNull();
    expect(reportAt(T0 + 1000, T0, limit)).toBe(T0 + 5 * MIN);
    expect(reportAt(T0 + 20 * MIN, T0, limit)).toBe(T0 + 5 * MIN);
    expect(reportAt(T0 + 1000, T0, 6 * MIN)).toBe(T0 + 2 * MIN);
  });
  it('counts idle seconds down to whole seconds, never below 0', () => {
    expect(idleSeconds(T0 + 61_900, T0)).toBe(61);
    expect(idleSeconds(T0, T0 + 1000)).toBe(0);
  });
});
