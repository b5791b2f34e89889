import { customType } from 'drizzle-orm/pg-core';

/**
 * A jsonb column, read as the driver parsed it. drizzle's own `jsonb()` parses a string a second
 * time (drizzle-team/drizzle-orm#3018, open in 0.45): both pg and PGlite already hand back the
 * parsed value, so a stored string "123", "true" or "null" came back as a number, a boolean or
 * null, and every other string threw and caught a SyntaxError on the way (5 % of a save's server CPU).
 */
export const jsonb = customType<{ data: unknown; driverData: unknown }>({
  dataType: () => 'jsonb',
  toDriver: (value) => JSON.stringify(value),
  fromDriver: (value) => value,
});
