import { afterEach, expect } from 'vitest';
import { cspViolations } from './browser';

// Every browser test doubles as a check that the built app runs under its strict
// Content-Security-Policy: anything the policy refused fails the test that caused it.
afterEach(() => {
  const seen = cspViolations.splice(0);
  expect(seen, 'the page broke its Content-Security-Policy').toEqual([]);
});
