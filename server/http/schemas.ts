import type { MessageKey } from '../i18n/messages';

/** Small JSON Schema pieces the request schemas share. */
export const id = { type: 'integer', minimum: 1 } as const;
export const questionId = { type: 'string', pattern: '^Q[0-9]{3}$' } as const;
export const domainId = { type: 'string', pattern: '^D[0-9]{1,2}$' } as const;
export const schoolCode = { type: 'string', minLength: 1, maxLength: 32 } as const;
export const answerValue = {
  anyOf: [{ type: 'string', maxLength: 32 }, { type: 'array', maxItems: 50, items: { type: 'string', maxLength: 32 } }, { type: 'number' }, { type: 'null' }],
} as const;

/**
 * The shape of the text fields of a person or a school, as JSON Schema patterns: the request
 * schemas carry them, so the web app's forms check what the server checks, from the same schema.
 * Each accepts exactly what the services' own checks accept once the text is trimmed (and, for
 * numbers, once spaces and hyphens are taken out), and an empty or blank text, which clears an
 * optional field; the services still normalise the value and check what a pattern cannot (the
 * Aadhaar check digit). A value the pattern refuses is answered with the message beside it.
 */
export const textPatterns = {
  mobile: { pattern: '^(?:\\s*|[\\s-]*(?:(?:\\+[\\s-]*9[\\s-]*1|0)[\\s-]*)?[6-9](?:[\\s-]*[0-9]){9}[\\s-]*)$', key: 'invalidMobile' },
  email: { pattern: '^\\s*(?:[^\\s@]+@[^\\s@]+\\.[^\\s@.]+)?\\s*$', key: 'invalidEmail' },
  phone: { pattern: '^\\s*(?:\\+?[0-9][0-9 ()-]{5,19})?\\s*$', key: 'invalidPhone' },
  postalCode: { pattern: '^\\s*(?:[1-9][0-9]{5})?\\s*$', key: 'invalidPostalCode' },
  aadhaar: { pattern: '^(?:\\s*|[\\s-]*[2-9](?:[\\s-]*[0-9]){11}[\\s-]*)$', key: 'invalidAadhaar' },
  loginId: { pattern: '^\\s*(?:[A-Za-z0-9._@-]{3,50})?\\s*$', key: 'invalidLoginName' },
  // At least 8 characters, with a letter, a digit and a symbol (auth/password-policy.ts).
  password: { pattern: '^(?=[\\s\\S]*\\p{L})(?=[\\s\\S]*\\p{Nd})(?=[\\s\\S]*[^\\p{L}\\p{N}\\s])[\\s\\S]{8,}$', key: 'passwordPolicy' },
  udise: { pattern: '^\\s*[0-9]{11}\\s*$', key: 'invalidUdise' },
} as const satisfies Record<string, { pattern: string; key: MessageKey }>;

/** The message key of a shared pattern, by the pattern's text (what ajv reports in a pattern error). */
export const patternMessageKeys: ReadonlyMap<string, MessageKey> = new Map(Object.values(textPatterns).map((p) => [p.pattern, p.key]));
