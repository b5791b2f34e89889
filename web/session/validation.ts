/**
 * Checks the session screens make before sending, the same rules the server
 * applies (server/http/person-fields.ts, server/auth/password-policy.ts),
 * so a person sees the problem at once, in their language.
 */

/** A 10-digit Indian mobile number (6 to 9 first), from one written with +91 or 0, spaces or hyphens; null when it is not one. */
export function normalizeMobile(raw: string): string | null {
  const m = /^(?:\+91|0)?([6-9][0-9]{9})$/.exec(raw.replace(/[\s-]/g, ''));
  return m ? m[1] : null;
}

/** An e-mail address of the form name@domain.tld. */
export function isEmail(value: string): boolean {
  return value.length <= 254 && /^[^\s@]+@[^\s@]+\.[^\s@.]+$/.test(value);
}

/** A landline or other phone number: digits with spaces, brackets, hyphens and a leading +. */
export function isPhone(value: string): boolean {
  return /^\+?[0-9][0-9 ()-]{5,19}$/.test(value);
}

/** An Indian postal (PIN) code: 6 digits, not starting with 0. */
export function isPostalCode(value: string): boolean {
  return /^[1-9][0-9]{5}$/.test(value);
}

/** A login name: 3 to 50 English letters, digits and . _ @ - */
export function isLoginName(value: string): boolean {
  return /^[A-Za-z0-9._@-]{3,50}$/.test(value);
}

/** A UDISE number: 11 digits. */
export function isUdise(value: string): boolean {
  return /^[0-9]{11}$/.test(value);
}

/** The four parts of the password policy, each met or not. */
export type PasswordChecks = { length: boolean; letter: boolean; digit: boolean; symbol: boolean };

/** Which parts of the policy a password meets: 8 characters, a letter, a digit and a symbol. */
export function passwordChecks(password: string): PasswordChecks {
  return {
    length: [...password].length >= 8,
    letter: /\p{L}/u.test(password),
    digit: /\p{Nd}/u.test(password),
    symbol: /[^\p{L}\p{N}\s]/u.test(password),
  };
}

/** True when a password meets the whole policy. */
export function meetsPasswordPolicy(password: string): boolean {
  const c = passwordChecks(password);
  return c.length && c.letter && c.digit && c.symbol;
}
