import { PUBLIC_LIMITS } from '../http/public-limits';
import { privilegeNames, type PrivilegeCode } from '../auth/privileges';
import type { RequestSchema } from '../http/validate';
import { routeRegistry, type RouteDoc } from './registry';
import { namedRequestSchemas } from './request-schemas';
import { valueSchemas } from './value-schemas';

type Schema = Record<string, unknown>;

/** A route as Hono lists it in `app.routes`. */
export interface RegisteredRoute {
  method: string;
  path: string;
}

/** What each feature (the `/v1/<feature>` segment, or a registry tag) is about. */
const tagDescriptions: Record<string, string> = {
  system: 'Health and this document',
  identity: 'Sign in, token refresh, logout, password and login name recovery',
  user: 'Users, registration and profile',
  roles: 'Roles and their privileges',
  school: 'Schools and the school information form',
  form: 'Accreditation forms: search, domains, answers, status',
  documents: 'Evidence documents per question',
  workflow: 'Review workflow: submit, reject, bulk actions',
  cycle: 'Accreditation cycles',
  complaint: 'Complaints (grievance redressal)',
  dashboard: 'Dashboards and analysis: chart data computed in the database, scoped to the caller',
  report: 'Report cards',
  export: "Exports for analysts: a cycle's forms with every answer as codes (docs/export.md)",
  catalogue: 'The question catalogue: versions, comparison, download (privilege 60)',
};

/** `/v1/form/:accrid/domain` -> `/v1/form/{accrid}/domain`, and the parameter names. */
export function toOpenApiPath(path: string): { path: string; params: string[] } {
  const params: string[] = [];
  const converted = path.replace(/:([A-Za-z0-9_]+)(\{[^}]*\})?\??/g, (_m, name: string) => {
    params.push(name);
    return `{${name}}`;
  });
  return { path: converted, params };
}

/** The routes worth documenting: API routes (not middleware, not wildcards), once per method and path. */
export function apiRoutes(routes: readonly RegisteredRoute[]): RegisteredRoute[] {
  const seen = new Set<string>();
  const out: RegisteredRoute[] = [];
  for (const r of routes) {
    const method = r.method.toUpperCase();
    if (method === 'ALL' || !r.path.startsWith('/v1/') || r.path.includes('*')) continue;
    const key = `${method} ${r.path}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ method, path: r.path });
  }
  return out;
}

function paramSchema(name: string): Schema {
  if (name === 'questionid') return { type: 'string', pattern: '^Q[0-9]{3}$' };
  if (/id$/i.test(name)) return { type: 'integer', minimum: 1 };
  return { type: 'string' };
}

function privilegeText(codes: readonly number[]): string {
  return codes.map((c) => `${c} (${privilegeNames[c as PrivilegeCode]?.en ?? 'privilege'})`).join(', ');
}

const failure = (description: string) => ({ description, content: { 'application/json': { schema: { $ref: '#/components/schemas/FailureEnvelope' } } } });

function operation(route: RegisteredRoute, doc: RouteDoc | undefined, params: string[], schemaRef: (rs: RequestSchema<unknown>) => Schema) {
  const feature = route.path.split('/')[2] ?? 'api';
  const tag = doc?.tag ?? feature;
  const isPublic = doc?.public === true;
  const notes: string[] = [];
  if (!doc) notes.push('Not described yet: this route has no entry in server/openapi/registry.ts.');
  if (doc?.description) notes.push(doc.description);
  if (!isPublic && doc) {
    if (doc.privilegesByParam) {
      const p = doc.privilegesByParam;
      notes.push(
        `Requires, by \`${p.param}\`: ${Object.entries(p.values)
          .map(([v, codes]) => `${v}: ${privilegeText(codes)}`)
          .join('; ')}.`,
      );
    } else if (doc.privileges.length) notes.push(`Requires one of the privileges ${privilegeText(doc.privileges)}.`);
    else notes.push('Any signed-in user.');
  }
  if (isPublic) notes.push('Public: no token needed.');

  const parameters: Schema[] = params.map((name) => {
    const values = doc?.privilegesByParam?.param === name ? Object.keys(doc.privilegesByParam.values) : null;
    return { name, in: 'path', required: true, schema: values ? { type: 'string', enum: values } : paramSchema(name) };
  });
  if (doc?.query) {
    const q = doc.query.schema as { properties?: Record<string, Schema>; required?: string[] };
    for (const [name, schema] of Object.entries(q.properties ?? {})) parameters.push({ name, in: 'query', required: (q.required ?? []).includes(name), schema });
  }

  const op: Schema = {
    tags: [tag],
    summary: doc?.summary ?? `${route.method} ${route.path}`,
    description: notes.join('\n\n'),
    operationId: `${route.method.toLowerCase()}${route.path.replace(/^\/v1/, '').replace(/[^A-Za-z0-9]+(.)?/g, (_m, ch: string | undefined) => (ch ? ch.toUpperCase() : ''))}`,
    security: isPublic ? [] : [{ bearerAuth: [] }],
    'x-registered': Boolean(doc),
    'x-public': isPublic,
    'x-privileges': isPublic ? [] : [...(doc?.privileges ?? [])],
  };
  if (doc?.privilegesByParam) op['x-privileges-by-param'] = doc.privilegesByParam;
  if (parameters.length) op.parameters = parameters;
  if (doc?.requestSchema) {
    const media: Schema = { schema: schemaRef(doc.requestSchema) };
    if (doc.example !== undefined) media.example = doc.example;
    op.requestBody = { required: true, content: { 'application/json': media } };
  } else if (doc?.multipart) {
    const fields = doc.multipart.schema as { properties?: Record<string, Schema>; required?: string[] };
    op.requestBody = {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            required: [...(fields.required ?? []), 'files'],
            properties: { ...(fields.properties ?? {}), files: { type: 'array', items: { type: 'string', contentMediaType: 'application/octet-stream' } } },
          },
        },
      },
    };
  }

  const status = String(doc?.successStatus ?? 200);
  const success =
    doc?.produces === 'binary'
      ? { description: 'The file, with its content type and file name', content: { 'application/octet-stream': {} } }
      : doc?.produces === 'html'
        ? { description: 'An HTML page', content: { 'text/html': {} } }
        : doc?.produces === 'javascript'
          ? { description: 'A script or style sheet of the documentation page', content: { 'text/javascript': {}, 'text/css': {} } }
          : route.path === '/v1/openapi.json'
            ? { description: 'OpenAPI 3.1 document', content: { 'application/json': { schema: { type: 'object' } } } }
            : {
                description: 'Success envelope',
                content: {
                  'application/json': {
                    schema: doc?.value
                      ? { allOf: [{ $ref: '#/components/schemas/SuccessEnvelope' }, { type: 'object', properties: { value: doc.value } }] }
                      : { $ref: '#/components/schemas/SuccessEnvelope' },
                  },
                },
              };
  const responses: Record<string, unknown> = { [status]: success };
  if (doc?.requestSchema || doc?.query || doc?.multipart || params.length) responses['400'] = failure('Bad input: malformed JSON, wrong types, unknown fields');
  if (!isPublic) {
    responses['401'] = failure('No token, or an expired or revoked one');
    responses['403'] = failure("Missing privilege, or out of the caller's scope");
  }
  if (params.length || doc?.requestSchema) responses['404'] = failure('Unknown id');
  const limit = PUBLIC_LIMITS[`${route.method} ${route.path}`];
  if (limit) responses['429'] = failure(`More than ${limit.limit} calls from one address in ${limit.windowMs / 60_000} minutes; the Retry-After header says when to call again`);
  op.responses = responses;
  return op;
}

/**
 * The OpenAPI 3.1 document of the app: every route Hono has registered under
 * /v1 (so nothing is missing), described by the registry, with the request
 * schemas the routes validate with as components.
 */
export function buildOpenApiDocument(routes: readonly RegisteredRoute[], registry: Record<string, RouteDoc> = routeRegistry) {
  const named = namedRequestSchemas();
  const components: Record<string, Schema> = {
    SuccessEnvelope: {
      type: 'object',
      required: ['status', 'value'],
      properties: { status: { const: 'SUCCESS' }, value: {}, message: { type: 'string', description: "A success message in the caller's language, when there is one" } },
    },
    FailureEnvelope: {
      type: 'object',
      required: ['status', 'errorCode', 'errorMessage', 'details'],
      properties: {
        status: { const: 'FAILURE' },
        errorCode: { type: 'string' },
        errorMessage: { type: 'string', description: "In the caller's language (Accept-Language: hi gives Hindi)" },
        details: { type: 'array', items: { $ref: '#/components/schemas/ErrorDetail' } },
        requestId: { type: 'string', description: "The request's id, also in the X-Request-Id header and the server's log line: quote it when reporting a problem" },
      },
    },
    ErrorDetail: {
      type: 'object',
      required: ['problem'],
      properties: { field: { type: 'string' }, questionid: { type: 'string' }, problem: { type: 'string' }, message: { type: 'string' } },
    },
    ...valueSchemas,
  };
  for (const [rs, name] of named) components[name] = rs.schema;
  const schemaRef = (rs: RequestSchema<unknown>): Schema => {
    const name = named.get(rs);
    return name ? { $ref: `#/components/schemas/${name}` } : rs.schema;
  };

  const paths: Record<string, Record<string, unknown>> = {};
  const tags = new Set<string>();
  for (const route of apiRoutes(routes)) {
    const { path, params } = toOpenApiPath(route.path);
    const op = operation(route, registry[`${route.method} ${route.path}`], params, schemaRef);
    (op.tags as string[]).forEach((t) => tags.add(t));
    paths[path] = { ...(paths[path] ?? {}), [route.method.toLowerCase()]: op };
  }

  return {
    openapi: '3.1.0',
    info: {
      title: 'School accreditation API',
      version: '1',
      description:
        'Every JSON answer is an envelope: `{ status: "SUCCESS", value, message? }` or `{ status: "FAILURE", errorCode, errorMessage, details }`, errorMessage in the caller\'s language (`Accept-Language: hi`). ' +
        'Protected calls take `Authorization: Bearer <jwtToken>` (a bare token works too). `x-privileges` lists the privilege codes of which the caller needs one.',
    },
    servers: [{ url: '/' }],
    tags: [...tags].sort().map((name) => ({ name, description: tagDescriptions[name] ?? name })),
    paths,
    components: {
      schemas: components,
      securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
    },
  };
}

export type OpenApiDocument = ReturnType<typeof buildOpenApiDocument>;
