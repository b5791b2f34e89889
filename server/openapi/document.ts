import { PUBLIC_LIMITS } from '../http/public-limits';
import { privilegeNames, type PrivilegeCode } from '../auth/privileges';
import type { RequestSchema } from '../http/validate';
import { routeRegistry, type FailureStatus, type RouteDoc } from './registry';
import { namedRequestSchemas } from './request-schemas';
import { routeFiles, routeValueComponents, routeValues } from './route-values.generated';
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
    const checked = doc?.params?.[name];
    return { name, in: 'path', required: true, schema: values ? { type: 'string', enum: values } : checked ? schemaRef(checked) : paramSchema(name) };
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
    const binary = { type: 'string', contentMediaType: 'application/octet-stream' };
    // Evidence uploads send a list under `files`; a sheet upload sends one file under its own name.
    const [fileField, fileSchema] = doc.multipartFile ? [doc.multipartFile, binary] : ['files', { type: 'array', items: binary }];
    op.requestBody = {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            required: [...(fields.required ?? []), fileField],
            properties: { ...(fields.properties ?? {}), [fileField]: fileSchema },
          },
        },
      },
    };
  }

  const key = `${route.method} ${route.path}`;
  const value = doc?.value ?? routeValues[key];
  const success =
    doc?.produces === 'binary'
      ? {
          description: 'The file, with its file name in Content-Disposition',
          content: Object.fromEntries((doc.contentTypes ?? ['application/octet-stream']).map((t) => [t, { schema: { type: 'string', contentMediaType: t } }])),
        }
      : doc?.produces === 'html'
        ? { description: 'An HTML page', content: { 'text/html': { schema: { type: 'string' } } } }
        : doc?.produces === 'javascript'
          ? {
              description: 'A script or style sheet',
              content: Object.fromEntries((doc.contentTypes ?? ['text/javascript']).map((t) => [t, { schema: { type: 'string' } }])),
            }
          : doc?.produces === 'json'
            ? { description: doc.summary, content: { 'application/json': { schema: doc.file ?? routeFiles[key] ?? { type: 'object' } } } }
            : {
                description: 'Success envelope',
                content: {
                  'application/json': {
                    schema: {
                      type: 'object',
                      required: ['status', 'value'],
                      properties: { status: { const: 'SUCCESS' }, value: value ?? {}, message: { $ref: '#/components/schemas/SuccessMessage' } },
                    },
                  },
                },
              };
  const statuses = [doc?.successStatus ?? 200].flat();
  const responses: Record<string, unknown> = Object.fromEntries(statuses.map((status) => [String(status), success]));
  const failures: Partial<Record<FailureStatus | 500, string>> = {};
  const hasBody = Boolean(doc?.requestSchema || doc?.multipart);
  if (hasBody || doc?.query || params.length) failures[400] = 'Bad input: malformed JSON, wrong types, unknown fields (details name each field)';
  if (!isPublic) {
    failures[401] = 'No token, or an expired or revoked one';
    failures[403] = "Missing privilege, or out of the caller's scope (passwordChangeRequired while a password an administrator chose is unchanged)";
  }
  if (params.length) failures[404] = 'Unknown id (noRecords)';
  // The size limit stands before every /v1 route (server/http/body-size.ts), whatever the method.
  failures[413] = 'The body is larger than the server takes (details: limitBytes)';
  const limit = PUBLIC_LIMITS[key];
  if (limit) failures[429] = `More than ${limit.limit} calls from one address in ${limit.windowMs / 60_000} minutes; the Retry-After header says when to call again`;
  // The route's own failures add to those of its kind (a throttled sign-in keeps its Retry-After note).
  for (const [text, description] of Object.entries(doc?.failures ?? {})) {
    const code = Number(text) as FailureStatus;
    failures[code] = failures[code] ? `${failures[code]}. ${description}` : description;
  }
  failures[500] = 'An unexpected fault (somethingWrong); quote the requestId when reporting it';
  for (const [code, description] of Object.entries(failures).sort(([a], [b]) => Number(a) - Number(b))) responses[code] = failure(description);
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
    SuccessMessage: { type: 'string', description: "A success message in the caller's language, when there is one" },
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
      description: 'One problem: the field or question it is about, a problem code, and what the failure adds to say more.',
      required: ['problem'],
      properties: {
        field: { type: 'string' },
        questionid: { type: 'string' },
        domainId: { type: 'string', description: 'The domain of questionid, where the failure names a question of a form' },
        problem: { type: 'string' },
        message: { type: 'string', description: "In the caller's language" },
        retryAfterSeconds: { type: 'integer', description: '429: when to call again (also the Retry-After header)' },
        limit: { type: 'integer', description: 'The limit a call went over (files per question, form or upload)' },
        current: { type: 'integer', description: 'How many there are now, against limit' },
        limitBytes: { type: 'integer' },
        usedBytes: { type: 'integer', description: 'Uploaded in the last hour, against limitBytes' },
        fileName: { type: 'string' },
        schoolCode: { type: 'string' },
        reason: { type: 'string', description: "accountRejected: the administrator's reason" },
        userId: { type: 'integer', description: 'schoolHasActiveHead: the active head' },
        loginId: { type: 'string' },
        name: { type: 'string' },
        users: { type: 'integer', description: 'roleLevelUsersLackPlace: users of the role without a place at the new level' },
        privileges: { type: 'array', items: { type: 'integer' }, description: 'Privileges in the way' },
        conflictsWith: { type: 'array', items: { type: 'integer' }, description: 'dutiesSeparated: the privileges the role holds that conflict' },
        by: {
          type: ['string', 'null'],
          description:
            'catalogueEditConflict, recordChanged: who changed the part or record (null when not known); catalogueAwaitingApproval, catalogueSentAgain: who sent the draft for approval; catalogueNotAwaitingApproval: who sent it back',
        },
        at: {
          type: ['string', 'null'],
          format: 'date-time',
          description: "catalogueEditConflict: when; recordChanged: the record's updatedAt now, the base to send to save over it (null: the record is gone)",
        },
        revision: { type: 'integer', description: "catalogueEditConflict: the part's revision now" },
        byYou: { type: 'boolean', description: 'catalogueEditConflict: the newer change was made by the caller (in another tab or window)' },
        fields: {
          type: 'array',
          items: { type: 'string' },
          description: 'catalogueEditConflict: the fields of the part (label.en) changed both there and in the edit; empty when the edit saves the whole part',
        },
        cycleName: { type: 'string', description: 'cycleWindowOpen, cycleWindowOpenApprover: the cycle whose submission window is open' },
        endsOn: { type: ['string', 'null'], description: 'cycleWindowOpen, cycleWindowOpenApprover: its last day (null: open while it runs)' },
        basedOn: { type: ['string', 'null'], description: 'catalogueDraftBaseStale: the version the draft is based on' },
        newest: { type: ['string', 'null'], description: 'catalogueDraftBaseStale: the newest published version, to rebase the draft onto' },
        dependsOn: {
          type: 'string',
          description:
            'catalogueMoveBreaksOrder: the question whose answer the rule of questionid (field: showIf, notMoreThan, numerator, denominator) uses, which the move would put after it',
        },
        part: {
          type: 'string',
          description: 'format (a draft edit that breaks the catalogue format): the part the problem is in (question:Q012, subdomain:SD3, optionGroup:yesNo, grading, version)',
        },
        path: { type: 'string', description: 'format: the field inside that part (label.en, options.2.score), for wording the problem and showing it on its field' },
        keyword: {
          type: 'string',
          description: 'format: what the field breaks, as the JSON Schema keyword (required, minLength, type, minimum …); with limit where the keyword has one',
        },
        type: { type: 'string', description: 'format, keyword type: the type the field must have (number, string …)' },
        serverValue: { description: "answerConflict: the answer saved on the server (an answer's value)" },
        serverUpdatedAt: { type: ['string', 'null'], format: 'date-time', description: 'answerConflict: when it was saved' },
      },
    },
    ...valueSchemas,
  };
  for (const [name, schema] of Object.entries(routeValueComponents)) {
    // A generated component named like a hand-written one would replace it silently.
    if (components[name]) throw new Error(`components.schemas.${name} is both hand-written (value-schemas.ts) and generated (route-values.generated.ts): rename one`);
    components[name] = schema;
  }
  // A request schema becomes a component where the document refers to it whole (a JSON body, a path
  // parameter); query and multipart schemas are spelled out field by field, as OpenAPI describes them.
  const schemaRef = (rs: RequestSchema<unknown>): Schema => {
    const name = named.get(rs);
    if (!name) return rs.schema;
    components[name] = rs.schema;
    return { $ref: `#/components/schemas/${name}` };
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
