import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { buildOpenApiDocument, type RegisteredRoute } from '../../server/openapi/document';

type Schema = Record<string, unknown>;
interface Media {
  schema?: Schema;
}
interface Operation {
  responses: Record<string, { content?: Record<string, Media> }>;
}

/** One answer as a client received it. */
export interface Answer {
  method: string;
  /** The request's path, with or without its query string. */
  url: string;
  status: number;
  /** The content-type header, parameters included; null when the answer has none. */
  contentType: string | null;
  /** The body as text. */
  body: string;
}

const SCHEMA_ARRAYS = ['allOf', 'anyOf', 'oneOf', 'prefixItems'];
const SCHEMA_VALUES = ['items', 'not', 'if', 'then', 'else', 'contains', 'additionalProperties', 'unevaluatedItems', 'propertyNames'];
const SCHEMA_MAPS = ['properties', 'patternProperties', '$defs'];

/**
 * A copy of a schema in which every object that lists its properties refuses
 * any other (`additionalProperties: false`), unless it says what others it
 * takes: the document describes what the answers hold, and a field it does
 * not name is a field a typed client does not know about, so an answer that
 * carries one fails the check.
 */
export function closeObjects(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(closeObjects);
  if (typeof schema !== 'object' || schema === null) return schema;
  const s = schema as Schema;
  const out: Schema = { ...s };
  for (const k of SCHEMA_ARRAYS) if (Array.isArray(s[k])) out[k] = (s[k] as unknown[]).map(closeObjects);
  for (const k of SCHEMA_VALUES) if (typeof s[k] === 'object' && s[k] !== null) out[k] = closeObjects(s[k]);
  for (const k of SCHEMA_MAPS) {
    if (typeof s[k] !== 'object' || s[k] === null) continue;
    out[k] = Object.fromEntries(Object.entries(s[k] as Schema).map(([name, sub]) => [name, closeObjects(sub)]));
  }
  if (s.properties && !('additionalProperties' in s) && !('unevaluatedProperties' in s) && !('patternProperties' in s)) out.additionalProperties = false;
  return out;
}

const DOC_ID = 'openapi.json';
function rebase(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(rebase);
  if (typeof schema !== 'object' || schema === null) return schema;
  return Object.fromEntries(Object.entries(schema).map(([k, v]) => [k, k === '$ref' && typeof v === 'string' && v.startsWith('#/') ? `${DOC_ID}${v}` : rebase(v)]));
}

const mediaType = (contentType: string | null) => (contentType ?? '').split(';')[0]!.trim().toLowerCase();

/**
 * Checks answers against the OpenAPI document built from the app's own routes:
 * the status must be one the operation documents, the content type one it
 * documents for that status, and a JSON body must match the documented schema
 * with no field the schema does not name. An unknown /v1 route must answer the
 * documented 404 failure envelope. Answers outside /v1 (health probes, the web
 * app) are not part of the API and pass.
 */
export function createResponseChecker(routes: readonly RegisteredRoute[]) {
  const doc = buildOpenApiDocument(routes);
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  const schemas = Object.fromEntries(Object.entries(doc.components.schemas).map(([name, schema]) => [name, closeObjects(schema)]));
  ajv.addSchema({ $id: DOC_ID, components: { schemas } });
  const validators = new Map<Schema, ValidateFunction>();
  const validatorOf = (schema: Schema) => {
    let v = validators.get(schema);
    if (!v) validators.set(schema, (v = ajv.compile(rebase(closeObjects(schema)) as Schema)));
    return v;
  };
  const failure: Schema = { $ref: '#/components/schemas/FailureEnvelope' };

  const paths = Object.entries(doc.paths as Record<string, Record<string, Operation>>)
    .map(([path, methods]) => {
      const segments = path.split('/');
      const pattern = new RegExp(`^${segments.map((s) => (s.startsWith('{') ? '[^/]+' : s.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))).join('/')}$`);
      return { path, methods, pattern, literal: segments.filter((s) => !s.startsWith('{')).length };
    })
    // Hono tries a fixed segment before a parameter (`/cycle/versions` before `/cycle/{cycleid}`): so does the lookup.
    .sort((a, b) => b.literal - a.literal);

  function find(method: string, path: string): { path: string; op: Operation } | null {
    for (const p of paths) {
      const op = p.methods[method.toLowerCase()];
      if (op && p.pattern.test(path)) return { path: p.path, op };
    }
    return null;
  }

  /** The problems of one answer; none when the document describes it. */
  function problems(answer: Answer): string[] {
    const path = decodeURI(answer.url.replace(/^https?:\/\/[^/]+/, '').split('?')[0]!);
    if (!path.startsWith('/v1/')) return [];
    const found = find(answer.method, path);
    const where = found ? `${answer.method.toUpperCase()} ${found.path}` : `${answer.method.toUpperCase()} ${path} (no such operation)`;
    const documented = found ? found.op.responses[String(answer.status)] : answer.status === 404 ? { content: { 'application/json': { schema: failure } } } : undefined;
    if (!documented) return [`${where}: status ${answer.status} is not documented (${Object.keys(found?.op.responses ?? {}).join(', ') || 'none'} are)`];
    const type = mediaType(answer.contentType);
    const media = documented.content?.[type];
    if (!media) return [`${where} ${answer.status}: content type "${type}" is not documented (${Object.keys(documented.content ?? {}).join(', ') || 'no body'} is)`];
    if (type !== 'application/json' || !media.schema) return [];
    let body: unknown;
    try {
      body = JSON.parse(answer.body);
    } catch {
      return [`${where} ${answer.status}: the body is not JSON`];
    }
    const validate = validatorOf(media.schema);
    if (validate(body)) return [];
    return (validate.errors ?? []).map((e) => {
      const extra = e.keyword === 'additionalProperties' ? ` "${String((e.params as { additionalProperty: string }).additionalProperty)}"` : '';
      return `${where} ${answer.status}: ${e.instancePath || '(body)'} ${e.message ?? e.keyword}${extra}`;
    });
  }

  return { doc, problems };
}

type RequestFn = (input: string | URL | Request, init?: RequestInit, ...rest: never[]) => Response | Promise<Response>;

/**
 * Makes `app.request` check every answer against the app's OpenAPI document
 * and throw on an undocumented status, content type or field, so each API
 * test that calls the app also tests the document. The routes are read when
 * the first answer comes (every route is registered by then).
 */
export function checkAnswers<A extends { request: RequestFn; routes: readonly RegisteredRoute[] }>(app: A): A {
  const original = app.request.bind(app) as RequestFn;
  let checker: ReturnType<typeof createResponseChecker> | null = null;
  const request: RequestFn = async (input, init, ...rest) => {
    const res = await original(input, init, ...rest);
    const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
    const url = input instanceof Request ? input.url : String(input);
    const answer: Answer = { method, url, status: res.status, contentType: res.headers.get('content-type'), body: '' };
    if (mediaType(answer.contentType) === 'application/json') answer.body = await res.clone().text();
    checker ??= createResponseChecker(app.routes);
    const found = checker.problems(answer);
    if (found.length) throw new Error(`Answer not as the OpenAPI document says:\n${found.join('\n')}\nBody: ${answer.body.slice(0, 400)}`);
    return res;
  };
  app.request = request as A['request'];
  return app;
}
