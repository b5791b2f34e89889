import Ajv2020 from 'ajv/dist/2020.js';
import type { CodeOptions, ErrorObject, ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { Env, MiddlewareHandler } from 'hono';
import { badRequest, type ErrorDetail } from './errors';
import { jsonBoundProblem, jsonTextBoundProblem } from './json-bounds';
import { messages, type MessageKey } from '../i18n/messages';
import { patternMessageKeys } from './schemas';

/**
 * The longest text a request schema's pattern is tried on. Every pattern that can match a long text
 * sits beside a maxLength of at most 254, and the others (ids, codes) match a dozen characters, so a
 * longer text fails its schema either way. It must not reach the regular expression: with allErrors
 * ajv tries the pattern even after maxLength failed, and the shared patterns that allow blanks
 * (`^\s*(?:…)?\s*$`) backtrack quadratically: 32,000 spaces and an "x" took 1.7 s, 1 MB would take
 * half an hour of the one thread every request shares.
 */
export const MAX_PATTERN_TEXT = 1_000;

/** ajv's RegExp engine with that bound; toString() keeps ajv's cache of compiled patterns keyed per pattern. */
const boundedRegExp: NonNullable<CodeOptions['regExp']> = Object.assign(
  (pattern: string, flags: string) => {
    const rx = new RegExp(pattern, flags);
    return { test: (text: string) => text.length <= MAX_PATTERN_TEXT && rx.test(text), toString: () => rx.toString() };
  },
  { code: 'boundedRegExp' },
);

const ajv = new Ajv2020({ allErrors: true, strict: true, coerceTypes: false, code: { regExp: boundedRegExp } });
addFormats(ajv);

/** A request schema with the TypeScript type it describes. */
export interface RequestSchema<T> {
  schema: Record<string, unknown>;
  /** The spec's message for a field missing or wrong, where one fits better than "This is required". */
  fieldMessages?: Readonly<Record<string, MessageKey>>;
  /** Phantom field: carries T for inference only. */
  readonly _type?: T;
}

/** Declares the JSON Schema of a request body; the same object feeds the OpenAPI document. */
export function requestSchema<T>(schema: Record<string, unknown>, fieldMessages?: Readonly<Record<string, MessageKey>>): RequestSchema<T> {
  return fieldMessages ? { schema, fieldMessages } : { schema };
}

/** A field left out or left empty: the user's omission, worded as spec §5 does. */
const isEmptyField = (e: { keyword: string; params: Record<string, unknown> }): boolean => e.keyword === 'required' || (e.keyword === 'minLength' && e.params.limit === 1);

const compiled = new WeakMap<object, ValidateFunction>();

/** The largest id PostgreSQL's integer columns hold: a larger one is bad input, not a server error. */
export const MAX_ID = 2_147_483_647;

const isIntegerType = (t: unknown): boolean => t === 'integer' || (Array.isArray(t) && t.includes('integer'));

/**
 * The schema as it is enforced: every integer without its own maximum gets the database's, so
 * `{"accrid": 2147483648}` is a 400 on every route, not a 500 from the driver. The document keeps
 * the schema as written.
 */
function harden(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(harden);
  if (!node || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(node)) out[k] = k === 'const' || k === 'enum' || k === 'default' || k === 'examples' ? v : harden(v);
  if (isIntegerType(out.type) && out.maximum === undefined && out.exclusiveMaximum === undefined) out.maximum = MAX_ID;
  return out;
}

function compile(schema: Record<string, unknown>): ValidateFunction {
  let fn = compiled.get(schema);
  if (!fn) {
    fn = ajv.compile(harden(schema) as Record<string, unknown>);
    compiled.set(schema, fn);
  }
  return fn;
}

/**
 * Where a NUL character sits in a value, as a field path; null when there is none. PostgreSQL
 * cannot store NUL in text, so it is refused at the door with the field named. An explicit stack,
 * not recursion: the value is a client's (check() bounds its depth first, but this walk must not
 * be the thing that overflows if it is ever called without that bound).
 */
export function nulField(data: unknown): string | null {
  // A key holding NUL is named when its turn comes, as a value holding NUL is: `keyHasNul` marks it.
  const stack: { value: unknown; path: string; keyHasNul?: true }[] = [{ value: data, path: '' }];
  while (stack.length) {
    const { value, path, keyHasNul } = stack.pop()!;
    if (keyHasNul || (typeof value === 'string' && value.includes('\u0000'))) return path;
    if (value === null || typeof value !== 'object') continue;
    const entries: [string, unknown][] = Array.isArray(value) ? value.map((v, i) => [String(i), v]) : Object.entries(value);
    // Reversed onto the stack, so the first NUL in document order is the one named.
    for (let i = entries.length - 1; i >= 0; i--) {
      const [k, v] = entries[i];
      const at = path ? `${path}.${k}` : k;
      stack.push(k.includes('\u0000') ? { value: v, path: at, keyHasNul: true } : { value: v, path: at });
    }
  }
  return null;
}

/**
 * Compiles the JSON Schema meta-schema that every request schema is checked against when first
 * compiled: about 100 ms once per process, paid at start rather than in the first request.
 */
export function warmRequestValidation(): void {
  ajv.validateSchema({ type: 'object' });
}

const isBranchNoise = (e: ErrorObject): boolean => e.keyword === 'anyOf' || (e.keyword === 'type' && (e.params as { type?: unknown }).type === 'null');

/**
 * A field the schema also takes as null (`anyOf: [text, null]`) fails the text, the null and the
 * anyOf: the text's own problem says what is wrong, once.
 */
function withoutBranchNoise(errors: ErrorObject[]): ErrorObject[] {
  const explained = new Set(errors.filter((e) => !isBranchNoise(e)).map((e) => e.instancePath));
  return errors.filter((e) => !(isBranchNoise(e) && explained.has(e.instancePath)));
}

/** The most problems one refusal lists; a last detail (moreProblems) says how many there were in all. */
export const MAX_DETAILS = 100;

/** Checks a value against a request schema; throws a 400 AppError listing the fields. */
export function check<T>(rs: RequestSchema<T>, data: unknown): T {
  // Before any walk of the value, ours or ajv's: past these bounds a recursive walk could overflow the stack.
  const bound = jsonBoundProblem(data);
  if (bound) throw badRequest([bound]);
  const nul = nulField(data);
  if (nul !== null) throw badRequest([{ field: nul, problem: 'nulCharacter' }], 'controlCharacter');
  const fn = compile(rs.schema);
  if (fn(data)) return data as T;
  const errors = withoutBranchNoise(fn.errors ?? []);
  const shapedKeys: MessageKey[] = [];
  const details: ErrorDetail[] = errors.map((e) => {
    const field =
      e.keyword === 'required'
        ? String((e.params as { missingProperty: string }).missingProperty)
        : e.keyword === 'additionalProperties'
          ? String((e.params as { additionalProperty: string }).additionalProperty)
          : e.instancePath.replace(/^\//, '').replace(/\//g, '.');
    // A shared pattern (a mobile number, a postal code) fails with the words the services use for it.
    const shaped = e.keyword === 'pattern' ? patternMessageKeys.get(String((e.params as { pattern: string }).pattern)) : undefined;
    if (!shaped) return { field, problem: e.keyword, message: e.message ?? '' };
    shapedKeys.push(shaped);
    return { field, problem: shaped, message: messages[shaped] };
  });
  // The envelope's message: the spec's text for the first field that has one, else the first shared
  // pattern's, "This is required" when every problem is an empty field, otherwise "The request is not valid".
  // Own keys only: a field named "__proto__" or "constructor" must not find Object's members (a 500 before).
  const fieldMessages = rs.fieldMessages;
  const named = details.map((d) => String(d.field).split('.')[0]).find((f) => fieldMessages !== undefined && Object.hasOwn(fieldMessages, f));
  const namedKey = (named === undefined ? undefined : fieldMessages?.[named]) ?? shapedKeys[0];
  const allEmpty = errors.every((e) => isEmptyField(e as { keyword: string; params: Record<string, unknown> }));
  // A body of thousands of wrong items gets a short answer: listing every one turned 1 MB in into 9 MB out.
  const shown = details.length > MAX_DETAILS ? [...details.slice(0, MAX_DETAILS), { problem: 'moreProblems', limit: MAX_DETAILS, current: details.length }] : details;
  throw badRequest(shown, namedKey ?? (allEmpty ? 'required' : 'invalidRequest'));
}

/**
 * Validator for a JSON body: malformed JSON and schema failures become 400 envelopes. An empty body
 * counts as `{}` even when it is labelled JSON (hono's own json validator refuses that), so calls
 * whose body is all optional, such as a token refresh, work as the API contract shows them: bare.
 */
export function jsonBody<T>(rs: RequestSchema<T>): MiddlewareHandler<Env, string, { in: { json: T }; out: { json: T } }> {
  return async (c, next) => {
    let text: string;
    let data: unknown;
    try {
      text = await c.req.text();
    } catch {
      throw badRequest([{ problem: 'malformedJson' }]);
    }
    // Measured before it is parsed: a body past the bounds costs one scan of its text, not a parse.
    const bound = jsonTextBoundProblem(text);
    if (bound) throw badRequest([bound]);
    try {
      data = text.trim() === '' ? {} : JSON.parse(text);
    } catch {
      throw badRequest([{ problem: 'malformedJson' }]);
    }
    c.req.addValidatedData('json', check(rs, data) as object);
    await next();
  };
}
