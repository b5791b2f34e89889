import { meetsPasswordPolicy } from '../auth/password-policy';
import { AppError, type ErrorDetail } from './errors';
import { messages, type MessageKey } from '../i18n/messages';
import { normalizeAadhaar } from '../schools';

/** A field that failed a check, with the message that explains it. */
export interface FieldProblem {
  field: string;
  problem: string;
  key: MessageKey;
}

/** A 400 whose errorMessage is the first problem's message, and whose details list every problem in both languages. */
export function fieldError(problems: FieldProblem[]): AppError {
  const details: ErrorDetail[] = problems.map((p) => ({ field: p.field, problem: p.problem, message: messages[p.key] }));
  return new AppError(400, problems[0].key, details);
}

/** A 10-digit Indian mobile number (starting 6 to 9), from one written with an optional +91 or 0 and spaces or hyphens; null when it is not one. */
export function normalizeMobile(raw: string): string | null {
  const m = /^(?:\+91|0)?([6-9][0-9]{9})$/.exec(raw.replace(/[\s-]/g, ''));
  return m ? m[1] : null;
}

const checks = {
  mobile: { problem: 'invalidMobile', key: 'invalidMobile', clean: normalizeMobile },
  email: { problem: 'invalidEmail', key: 'invalidEmail', clean: (s: string) => (s.length <= 254 && /^[^\s@]+@[^\s@]+\.[^\s@.]+$/.test(s) ? s : null) },
  phone: { problem: 'invalidPhone', key: 'invalidPhone', clean: (s: string) => (/^\+?[0-9][0-9 ()-]{5,19}$/.test(s) ? s : null) },
  postalCode: { problem: 'invalidPostalCode', key: 'invalidPostalCode', clean: (s: string) => (/^[1-9][0-9]{5}$/.test(s) ? s : null) },
  aadhaar: { problem: 'invalidAadhaar', key: 'invalidAadhaar', clean: normalizeAadhaar },
  loginId: { problem: 'invalidLoginName', key: 'invalidLoginName', clean: (s: string) => (/^[A-Za-z0-9._@-]{3,50}$/.test(s) ? s : null) },
  password: { problem: 'passwordPolicy', key: 'passwordPolicy', clean: (s: string) => (meetsPasswordPolicy(s) ? s : null) },
} as const satisfies Record<string, { problem: string; key: MessageKey; clean: (s: string) => string | null }>;

export type CheckedField = keyof typeof checks;

/**
 * Checks and normalises the given fields of a person. A field left out stays
 * out; null or an empty string clears an optional field (the password and the
 * login name cannot be cleared). Problems are added to `problems`.
 */
export function cleanFields<T extends Partial<Record<CheckedField, string | null>>>(input: T, problems: FieldProblem[]): T {
  const out: Record<string, unknown> = { ...input };
  for (const field of Object.keys(checks) as CheckedField[]) {
    if (!(field in input) || input[field] === undefined) continue;
    const raw = input[field];
    const value = typeof raw === 'string' ? raw.trim() : null;
    if (!value) {
      if (field === 'password' || field === 'loginId') problems.push({ field, problem: 'required', key: field === 'loginId' ? 'enterLoginName' : 'passwordPolicy' });
      else out[field] = null;
      continue;
    }
    const cleaned = checks[field].clean(field === 'password' ? (raw as string) : value);
    if (cleaned === null) problems.push({ field, problem: checks[field].problem, key: checks[field].key });
    else out[field] = cleaned;
  }
  return out as T;
}

/** Trims optional text fields; empty ones become null. */
export function trimOrNull(value: string | null | undefined): string | null | undefined {
  if (value === undefined || value === null) return value;
  const t = value.trim();
  return t === '' ? null : t;
}

/** Escapes % and _ for a LIKE pattern. */
export function likeEscape(s: string): string {
  return s.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

export { isUniqueViolation } from '../db/sql-state';
