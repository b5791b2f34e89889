import { describe, expect, it } from 'vitest';
import { isRunning, pollDelay } from './impactPoll';

describe('pollDelay()', () => {
  it('starts at one second and backs off to at most ten', () => {
    expect([0, 1, 2, 3].map(pollDelay)).toEqual([1000, 1500, 2250, 3375]);
    expect(pollDelay(20)).toBe(10_000);
  });
});

describe('isRunning()', () => {
  it('is true only while a report is queued or running', () => {
    expect(isRunning(null)).toBe(false);
    expect(isRunning({ status: 'queued' } as never)).toBe(true);
    expect(isRunning({ status: 'running' } as never)).toBe(true);
    expect(isRunning({ status: 'done' } as never)).toBe(false);
  });
});
