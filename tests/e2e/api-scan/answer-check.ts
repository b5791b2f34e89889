import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { OpenAPIBackend, type AjvCustomizer, type Document } from 'openapi-backend';

/** One answer of the server as it crossed the wire, recorded by the scanner's proxy. */
export interface RecordedAnswer {
  method: string;
  /** The path and query the client asked for. */
  url: string;
  status: number;
  /** The content-type header, parameters included; null when the answer has none. */
  contentType: string | null;
  /** The X-Request-Id the server answered with, to find the request in the server's log. */
  requestId: string | null;
  /** Who asked: the browser (page or service worker) or the test's own code (fetch in Node). */
  client: 'browser' | 'test';
  /** Bytes of the body as sent, after undoing any content-encoding. */
  bodyBytes: number;
  /** The decoded body when it is JSON; null for other types (only their content type is checked). */
  body: string | null;
}

/** Checks recorded answers against one OpenAPI document. */
export interface AnswerCheck {
  /** The problems of one answer; none when the document describes it. */
  problems(answer: RecordedAnswer): string[];
  /** The operation an answer belongs to (`GET /v1/form/{accrid}`), or null outside the document. */
  operationOf(answer: RecordedAnswer): string | null;
}

type Schema = Record<string, unknown>;
type Media = { schema?: unknown };
type Responses = Record<string, { content?: Record<string, Media> } | undefined>;

const SUBSCHEMA_LISTS = ['allOf', 'anyOf', 'oneOf', 'prefixItems'];
const SUBSCHEMAS = ['items', 'not', 'if', 'then', 'else', 'contains', 'additionalProperties', 'unevaluatedItems', 'propertyNames'];
const SUBSCHEMA_MAPS = ['properties', 'patternProperties', '$defs'];

/**
 * A copy of a schema in which an object that names its properties and says nothing of others
 * refuses others. The document declares `additionalProperties: false` on some answer objects
 * only; read as written, a field the server adds to any other object would pass, yet no typed
 * client knows it is there: the scanner is meant to fail on exactly that.
 */
export function closeObjects(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(closeObjects);
  if (typeof schema !== 'object' || schema === null) return schema;
  const s = schema as Schema;
  const out: Schema = { ...s };
  for (const k of SUBSCHEMA_LISTS) if (Array.isArray(s[k])) out[k] = (s[k] as unknown[]).map(closeObjects);
  for (const k of SUBSCHEMAS) if (typeof s[k] === 'object' && s[k] !== null) out[k] = closeObjects(s[k]);
  for (const k of SUBSCHEMA_MAPS) {
    if (typeof s[k] === 'object' && s[k] !== null) out[k] = Object.fromEntries(Object.entries(s[k] as Schema).map(([name, sub]) => [name, closeObjects(sub)]));
  }
  if ('properties' in s && !('additionalProperties' in s) && !('unevaluatedProperties' in s) && !('patternProperties' in s)) out.additionalProperties = false;
  return out;
}

/** The document with every answer schema closed (components and each operation's responses); requests are left as they are. */
function closeAnswers(document: Document): Document {
  const doc = structuredClone(document);
  // Walked as plain JSON: the typed view of a 3.0-or-3.1 document only gets in the way here.
  const json = doc as unknown as { components?: { schemas?: Record<string, unknown> }; paths?: Record<string, Record<string, unknown> | undefined> };
  const schemas = json.components?.schemas;
  if (schemas) for (const name of Object.keys(schemas)) schemas[name] = closeObjects(schemas[name]);
  for (const item of Object.values(json.paths ?? {})) {
    for (const op of Object.values(item ?? {})) {
      const responses = (op as { responses?: Responses } | undefined)?.responses;
      if (typeof responses !== 'object' || responses === null) continue;
      for (const res of Object.values(responses)) for (const media of Object.values(res?.content ?? {})) if (media.schema) media.schema = closeObjects(media.schema);
    }
  }
  return doc;
}

/** The entry for a status as OpenAPI resolves it: the exact code, then its class (`4XX`), then `default`. */
function documentedFor<T>(status: number, map: Record<string, T> | undefined): T | undefined {
  if (!map) return undefined;
  return map[String(status)] ?? map[`${Math.floor(status / 100)}XX`] ?? map.default;
}

const mediaType = (contentType: string | null) => (contentType ?? '').split(';')[0]!.trim().toLowerCase();

/** The documented media for a type, exact first, then `type/*` and `* /*` ranges. */
function mediaFor(content: Record<string, Media>, type: string): Media | undefined {
  return content[type] ?? content[`${type.split('/')[0]}/*`] ?? content['*/*'];
}

/**
 * The library compiles each operation's answers apart, copying the schemas first, so the failure
 * envelope every operation shares would be compiled over a thousand times (9 s for the document):
 * compiled once per distinct schema instead, the whole document takes about 100 compilations.
 */
function compilingOnce(ajv: Ajv2020): Ajv2020 {
  const compile = ajv.compile.bind(ajv);
  const compiled = new Map<string, ReturnType<typeof compile>>();
  ajv.compile = ((schema: Parameters<typeof compile>[0]) => {
    const text = JSON.stringify(schema);
    let validate = compiled.get(text);
    if (!validate) compiled.set(text, (validate = compile(schema)));
    return validate;
  }) as typeof ajv.compile;
  addFormats(ajv);
  return ajv;
}

/**
 * A checker of answers against `document` (OpenAPI 3.1, as scripts/openapi-write.ts writes it).
 * openapi-backend matches the request to its operation and validates JSON bodies with the
 * operation's schema for that status; it compiles with ajv's draft 2020-12 dialect, the one
 * OpenAPI 3.1 schemas are written in (its default ajv is draft-07). The status and content type
 * are checked here first, since the library passes a status it has no schema for.
 */
export async function createAnswerCheck(document: Document): Promise<AnswerCheck> {
  let ajv: Ajv2020 | undefined;
  const api = new OpenAPIBackend({
    definition: closeAnswers(document),
    strict: true,
    // Quick: no re-validation of the document (npm run api:lint does that) and each
    // operation's validators compiled when its first answer comes, not all 145 up front.
    quick: true,
    // Hono routes `/v1/form/` and `/v1/form` apart: so does the match.
    ignoreTrailingSlashes: false,
    customizeAjv: ((_draft7, options) => (ajv ??= compilingOnce(new Ajv2020({ ...options, strict: false, allErrors: true })))) satisfies AjvCustomizer,
  });
  await api.init();
  // The router lists the operations afresh for every match (a second for a test file's answers): list them once.
  const operations = api.router.getOperations();
  api.router.getOperations = () => operations;
  const matched = new Map<string, ReturnType<typeof api.matchOperation>>();
  const match = (answer: RecordedAnswer) => {
    const key = `${answer.method.toLowerCase()} ${answer.url.split('?')[0]}`;
    if (!matched.has(key)) matched.set(key, api.matchOperation({ method: answer.method, path: key.slice(key.indexOf(' ') + 1), headers: {} }));
    return matched.get(key);
  };

  function problems(answer: RecordedAnswer): string[] {
    const method = answer.method.toUpperCase();
    const op = match(answer);
    if (!op) {
      // Hono's answer to a path it does not route: the document cannot list every path that is not there.
      if (answer.status === 404 && mediaType(answer.contentType) === 'application/json') return [];
      return [`${method} ${answer.url.split('?')[0]} → ${answer.status}: no operation in the document for this method and path`];
    }
    const where = `${method} ${op.path} → ${answer.status}`;
    const responses = op.responses as Responses | undefined;
    const documented = documentedFor(answer.status, responses);
    if (!documented) return [`${where}: status ${answer.status} is not documented (the document lists ${Object.keys(responses ?? {}).join(', ') || 'none'})`];
    const content = documented.content ?? {};
    if (Object.keys(content).length === 0) return answer.bodyBytes > 0 ? [`${where}: a body of type "${mediaType(answer.contentType)}" where the document documents none`] : [];
    if (answer.method.toUpperCase() === 'HEAD') return [];
    const type = mediaType(answer.contentType);
    if (!mediaFor(content, type)) return [`${where}: content type "${type || '(none)'}" is not documented (the document lists ${Object.keys(content).join(', ')})`];
    if (type !== 'application/json' || answer.body === null) return [];
    let body: unknown;
    try {
      body = JSON.parse(answer.body);
    } catch {
      return [`${where}: the body is not JSON: ${answer.body.slice(0, 120)}`];
    }
    const result = api.validateResponse(body, op, answer.status);
    return (result.errors ?? []).map((e) => {
      const extra = e.keyword === 'additionalProperties' ? ` "${String((e.params as { additionalProperty?: unknown }).additionalProperty)}"` : '';
      return `${where}: ${e.instancePath || '(body)'} ${e.message ?? e.keyword}${extra}`;
    });
  }

  function operationOf(answer: RecordedAnswer): string | null {
    const op = match(answer);
    return op ? `${op.method.toUpperCase()} ${op.path}` : null;
  }

  return { problems, operationOf };
}
