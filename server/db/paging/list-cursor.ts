import { createHash } from 'node:crypto';
import { badRequest } from '../../http/errors';

/** One value of a list's sort key: text (a name, a time) or a number (an id, a count, a score). */
export type KeyValue = string | number;

/** What the values of a sort key must be, in order: a cursor that decodes to anything else is bad input. */
export type KeyShape = readonly ('string' | 'number')[];

/**
 * Where a page starts (api-contract: the keyset protocol): by position for a page opened from the
 * address (`page`), or just after / just before the edge row a previous answer named.
 */
export type PageStart = { kind: 'offset'; offset: number } | { kind: 'after' | 'before'; key: KeyValue[]; inclusive: boolean };

/** What every paged list's request carries besides its filters and sort. */
export interface PageRequest {
  page?: number;
  pageSize?: number;
  after?: string;
  before?: string;
}

/** The JSON Schema of `after` and `before`, shared by every list's request schema. */
/** The page a list request asks for by number, and its size (at most 100 rows). */
export const pageProperties = { page: { type: 'integer', minimum: 1 }, pageSize: { type: 'integer', minimum: 1, maximum: 100 } } as const;

export const cursorProperties = {
  after: {
    type: 'string',
    minLength: 1,
    maxLength: 2000,
    description:
      "The previous answer's nextCursor: the page after the one it showed. Not with before. A cursor made for other filters or another order is refused (400, listCursorInvalid).",
  },
  before: { type: 'string', minLength: 1, maxLength: 2000, description: "The previous answer's prevCursor: the page before the one it showed. Not with after." },
} as const;

/**
 * The fingerprint of what a cursor was made for: the list, its sort and order and every filter.
 * A cursor carries it so that one used with other filters is refused instead of answering a page
 * of a different list. Undefined filters are left out, so `{}` and `{ status: undefined }` agree.
 */
export function listFingerprint(list: string, what: Record<string, unknown>): string {
  const canonical = JSON.stringify(
    Object.keys(what)
      .sort()
      .filter((k) => what[k] !== undefined)
      .map((k) => [k, what[k]]),
  );
  return createHash('sha256').update(`${list}\n${canonical}`).digest('base64url').slice(0, 16);
}

/**
 * An opaque cursor: the fingerprint and the edge row's sort key, as base64url JSON. `inclusive`:
 * the page starts at the edge row itself, not past it (the page before an empty page, whose edge
 * is the last row the user saw).
 */
export function encodeCursor(fingerprint: string, key: readonly KeyValue[], inclusive = false): string {
  return Buffer.from(JSON.stringify(inclusive ? { f: fingerprint, k: key, i: 1 } : { f: fingerprint, k: key })).toString('base64url');
}

/** Where a cursor went wrong: unreadable or of another shape, made for another list, or sent with the other cursor. */
export type CursorProblem = 'cursorInvalid' | 'cursorMismatch' | 'cursorWithCursor';

/** The one refusal of a bad cursor, for every list (400, listCursorInvalid): the web then asks for the page by number. */
export const cursorRefused = (field: 'after' | 'before', problem: CursorProblem) => badRequest([{ field, problem }], 'listCursorInvalid');

/** The edge row's key a cursor holds; 400 (listCursorInvalid) when it is malformed, of another shape or made for another list. */
export function decodeCursor(field: 'after' | 'before', raw: string, fingerprint: string, shape: KeyShape): { key: KeyValue[]; inclusive: boolean } {
  const cursorProblem = (problem: CursorProblem) => cursorRefused(field, problem);
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    throw cursorProblem('cursorInvalid');
  }
  if (typeof parsed !== 'object' || parsed === null) throw cursorProblem('cursorInvalid');
  const { f, k, i } = parsed as { f?: unknown; k?: unknown; i?: unknown };
  // Made for another list first: a cursor of another order has another shape too, and that is the better answer.
  if (f !== fingerprint) throw cursorProblem('cursorMismatch');
  if (!Array.isArray(k) || k.length !== shape.length || !k.every((v, i) => typeof v === shape[i] && (typeof v !== 'number' || Number.isFinite(v)))) {
    throw cursorProblem('cursorInvalid');
  }
  if (i !== undefined && i !== 1) throw cursorProblem('cursorInvalid');
  return { key: k as KeyValue[], inclusive: i === 1 };
}

/** Page number, size and where the page starts, from a list request; a cursor must match the list's fingerprint. */
export function pageStart(input: PageRequest, fingerprint: string, shape: KeyShape, defaultSize: number): { page: number; pageSize: number; start: PageStart } {
  const page = Math.max(1, input.page ?? 1);
  const pageSize = Math.min(100, Math.max(1, input.pageSize ?? defaultSize));
  if (input.after !== undefined && input.before !== undefined) throw cursorRefused('before', 'cursorWithCursor');
  if (input.after !== undefined) return { page, pageSize, start: { kind: 'after', ...decodeCursor('after', input.after, fingerprint, shape) } };
  if (input.before !== undefined) return { page, pageSize, start: { kind: 'before', ...decodeCursor('before', input.before, fingerprint, shape) } };
  return { page, pageSize, start: { kind: 'offset', offset: (page - 1) * pageSize } };
}
