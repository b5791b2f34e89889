import pino, { type Logger } from 'pino';

export type { Logger };

/** Keys whose values are never written, at any depth: passwords, tokens, Authorization, Aadhaar. */
const SECRET_KEY = /pass(word)?|loginkey|token|secret|authorization|cookie|aadhaar/i;

/**
 * Replaces every secret-named value in a log object, however deep. Request lines never hold
 * bodies or headers in the first place; this is the second line of defence for any other line.
 */
export function scrub(value: unknown, depth = 0): unknown {
  if (depth > 8 || value === null || typeof value !== 'object' || value instanceof Error) return value;
  if (Array.isArray(value)) return value.map((v) => scrub(v, depth + 1));
  // Most lines (every request line) are flat and name no secret: they are written as they are,
  // without a copy; this formatter runs on every line, so on every API call.
  if (isClean(value as Record<string, unknown>)) return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, SECRET_KEY.test(k) ? '[hidden]' : scrub(v, depth + 1)]));
}

/** No secret-named key and no nested object: nothing to hide. */
function isClean(value: Record<string, unknown>): boolean {
  for (const k in value) {
    if (!Object.hasOwn(value, k)) continue;
    const v = value[k];
    if (SECRET_KEY.test(k) || (v !== null && typeof v === 'object' && !(v instanceof Error))) return false;
  }
  return true;
}

/**
 * The server's logger: one JSON object per line (for the log collector) in production, readable
 * lines in development (LOG_FORMAT=pretty, or a terminal), nothing below LOG_LEVEL (default
 * info; silent under the tests unless LOG_LEVEL is set).
 */
export function createLogger(destination?: pino.DestinationStream): Logger {
  const testing = process.env.VITEST !== undefined || process.env.NODE_ENV === 'test';
  const level = process.env.LOG_LEVEL ?? (testing ? 'silent' : 'info');
  const options: pino.LoggerOptions = { level, formatters: { log: (o) => scrub(o) as Record<string, unknown> }, base: { pid: process.pid } };
  if (destination) return pino(options, destination);
  const pretty = process.env.LOG_FORMAT === 'pretty' || (process.env.LOG_FORMAT !== 'json' && process.env.NODE_ENV !== 'production' && process.stdout.isTTY);
  return pretty ? pino({ ...options, transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' } } }) : pino(options);
}

/** The process's logger. */
export const log: Logger = createLogger();
