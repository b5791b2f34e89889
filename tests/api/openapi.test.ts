import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes, buildOpenApiDocument, toOpenApiPath } from '../../server/openapi/document';
import { isRequestSchema } from '../../server/openapi/request-schemas';
import { routeModuleFiles } from '../../server/openapi/route-files';
import { dashboardFilterSchema } from '../../server/dashboards/dashboard.routes';
import { startTestApp, type TestApp } from '../support/test-app';
import { testDatabases } from '../support/test-db';

type Doc = ReturnType<typeof buildOpenApiDocument>;
interface Operation {
  tags: string[];
  summary: string;
  security: unknown[];
  parameters?: { name: string; in: string; required: boolean; schema: Record<string, unknown> }[];
  requestBody?: { content: Record<string, { schema: { $ref?: string }; example?: unknown }> };
  responses: Record<string, unknown>;
  'x-privileges': number[];
  'x-public': boolean;
  'x-registered': boolean;
}
const ops = (doc: Doc) =>
  Object.entries(doc.paths).flatMap(([path, methods]) => Object.entries(methods as Record<string, Operation>).map(([method, op]) => ({ path, method, op })));

describe('the OpenAPI builder', () => {
  it('turns Hono parameters into OpenAPI ones', () => {
    expect(toOpenApiPath('/v1/form/:accrid/question/:questionid/documents')).toEqual({
      path: '/v1/form/{accrid}/question/{questionid}/documents',
      params: ['accrid', 'questionid'],
    });
    expect(toOpenApiPath('/v1/x/:id{[0-9]+}/y').path).toBe('/v1/x/{id}/y');
  });

  it('skips middleware, wildcards and routes outside /v1, and lists each route once', () => {
    const routes = [
      { method: 'ALL', path: '/v1/*' },
      { method: 'POST', path: '/v1/form/search' },
      { method: 'POST', path: '/v1/form/search' },
      { method: 'GET', path: '*' },
      { method: 'GET', path: '/assets/app.js' },
    ];
    expect(apiRoutes(routes)).toEqual([{ method: 'POST', path: '/v1/form/search' }]);
  });

  it('still documents a route without a registry entry, marked as such', () => {
    const doc = buildOpenApiDocument([{ method: 'POST', path: '/v1/newfeature/:thingid/do' }]);
    const op = (doc.paths['/v1/newfeature/{thingid}/do'] as Record<string, Operation>).post;
    expect(op).toMatchObject({ 'x-registered': false, tags: ['newfeature'], security: [{ bearerAuth: [] }] });
    expect(op.parameters).toEqual([{ name: 'thingid', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } }]);
  });
});

describe.each(testDatabases)('GET /v1/openapi.json and /v1/docs on %s', (kind) => {
  let t: TestApp;
  let doc: Doc;

  beforeAll(async () => {
    t = await startTestApp(kind);
    const res = await t.app.request('/v1/openapi.json');
    expect(res.status).toBe(200);
    doc = (await res.json()) as Doc;
  });
  afterAll(async () => t?.close());

  it('is an OpenAPI 3.1 document with the bearer JWT scheme and the envelopes, served without a token', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.components.securitySchemes.bearerAuth).toEqual({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' });
    expect(Object.keys(doc.components.schemas)).toEqual(expect.arrayContaining(['SuccessMessage', 'FailureEnvelope', 'ErrorDetail']));
  });

  it('has every route the app registered, once', () => {
    const documented = new Set(ops(doc).map((o) => `${o.method.toUpperCase()} ${o.path}`));
    for (const r of apiRoutes(t.app.routes)) expect(documented, `${r.method} ${r.path}`).toContain(`${r.method} ${toOpenApiPath(r.path).path}`);
    expect(documented.size).toBe(apiRoutes(t.app.routes).length);
  });

  it('names the file part each upload reads: a list under files for evidence, one file under file for a texts sheet', () => {
    const fileParts = (path: string) => {
      const op = ops(doc).find((o) => o.method === 'post' && o.path === path)?.op;
      const schema = op?.requestBody?.content['multipart/form-data']?.schema as { required?: string[] } | undefined;
      return (schema?.required ?? []).filter((f) => f === 'file' || f === 'files');
    };
    expect(fileParts('/v1/form/question/document')).toEqual(['files']);
    expect(fileParts('/v1/catalogue/drafts/{version}/texts')).toEqual(['file']);
  });

  it('carries every request schema the route modules export, as the very schema ajv validates with', async () => {
    const components = doc.components.schemas as Record<string, unknown>;
    // Bodies and path parameters are components; query and multipart fields are spelled out one by one.
    const inline = ops(doc).flatMap(({ op }) => {
      const query = Object.fromEntries((op.parameters ?? []).filter((p) => p.in === 'query').map((p) => [p.name, p.schema]));
      const multipart = op.requestBody?.content['multipart/form-data']?.schema as { properties?: Record<string, unknown> } | undefined;
      return [query, multipart?.properties ?? {}].filter((fields) => Object.keys(fields).length).map((fields) => JSON.stringify(fields));
    });
    const spelledOut = (schema: { properties?: Record<string, unknown> }) =>
      schema.properties !== undefined && inline.some((fields) => Object.entries(schema.properties!).every(([k, v]) => fields.includes(`"${k}":${JSON.stringify(v)}`)));
    const missing: string[] = [];
    for (const file of routeModuleFiles(process.cwd())) {
      const mod = (await import(file)) as Record<string, unknown>;
      for (const [name, value] of Object.entries(mod)) {
        if (!isRequestSchema(value)) continue;
        const found =
          Object.values(components).some((c) => JSON.stringify(c) === JSON.stringify(value.schema)) || spelledOut(value.schema as { properties?: Record<string, unknown> });
        if (!found) missing.push(`${file}: ${name}`);
      }
    }
    expect(missing, 'request schemas missing from the OpenAPI document: add the module to routeModules in server/openapi/request-schemas.ts').toEqual([]);
  });

  it('documents the fields a request needs, also where a field has its own message (fieldMessages)', () => {
    const required = (name: string) => (doc.components.schemas as Record<string, { required?: string[] }>)[name]?.required;
    expect(required('createComplaintSchema')).toEqual(['subject', 'description']);
    expect(required('complaintStatusSchema')).toEqual(['complaintid', 'status', 'comment']);
    expect(required('complaintCommentSchema')).toEqual(['complaintid', 'comment']);
    expect(required('questionCommentSchema')).toEqual(['accrid', 'questionid', 'comment']);
    expect(required('createCycleSchema')).toEqual(['name']);
    // These had a field message before and were missing from the document's components.
    for (const name of ['signupSchoolSchema', 'rejectRequestSchema', 'rejectSchema']) expect(required(name), name).toBeDefined();
  });

  it('documents the dashboards with their privilege, filters and chart rows', () => {
    const op = (doc.paths['/v1/dashboard/chart/statuswise'] as Record<string, Operation>).post;
    expect(op).toMatchObject({ tags: ['dashboard'], 'x-privileges': [1], 'x-public': false, 'x-registered': true });
    expect(op.requestBody!.content['application/json'].schema).toEqual({ $ref: '#/components/schemas/dashboardFilterSchema' });
    expect(doc.components.schemas).toHaveProperty('dashboardFilterSchema', dashboardFilterSchema.schema);
    expect(JSON.stringify(op.responses['200'])).toContain('#/components/schemas/ChartCategoryRow');
    const blocks = (doc.paths['/v1/dashboard/blocks'] as Record<string, Operation>).get;
    expect(blocks.parameters).toEqual([expect.objectContaining({ name: 'districtId', in: 'query', required: true })]);
    const chart = (doc.paths['/v1/report/{schoolAccrId}/chart'] as Record<string, Operation>).get;
    expect(chart.parameters).toEqual([expect.objectContaining({ name: 'schoolAccrId', in: 'path' })]);
    expect(chart['x-privileges']).toEqual([10]);
  });

  it('marks public routes as needing no token; the sign-in documents its failed sign-in', () => {
    const login = (doc.paths['/v1/identity/web/auth'] as Record<string, Operation>).post;
    expect(login).toMatchObject({ security: [], 'x-public': true });
    expect(Object.keys(login.responses)).toEqual(['200', '400', '401', '403', '413', '429', '500']);
    expect(JSON.stringify(login.responses['401'])).toContain('invalidCredentials');
    const forgot = (doc.paths['/v1/identity/forgot-password'] as Record<string, Operation>).post;
    expect(forgot.responses).not.toHaveProperty('401');
  });

  it('types every answer: a success value for each JSON route, the failure envelope for each failure, the real types of files', () => {
    const untyped: string[] = [];
    for (const { path, method, op } of ops(doc)) {
      for (const [status, response] of Object.entries(op.responses as Record<string, { content?: Record<string, { schema?: Record<string, unknown> }> }>)) {
        for (const [type, media] of Object.entries(response.content ?? {})) {
          const schema = media.schema ?? {};
          const value = (schema.properties as Record<string, Record<string, unknown>> | undefined)?.value;
          const typed =
            type !== 'application/json' || Number(status) >= 400
              ? Object.keys(schema).length > 0
              : path === '/v1/openapi.json' || schema.$ref !== undefined || (value !== undefined && Object.keys(value).length > 0) || schema.type !== undefined;
          if (!typed || type === 'application/octet-stream') untyped.push(`${method.toUpperCase()} ${path} ${status} ${type}`);
        }
      }
    }
    expect(untyped).toEqual([]);
    const contentTypes = (path: string) => Object.keys(((doc.paths[path] as Record<string, Operation>).get.responses['200'] as { content: object }).content);
    expect(contentTypes('/v1/report/{accrid}/pdf')).toEqual(['application/pdf']);
    expect(contentTypes('/v1/export/forms')).toEqual(['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet']);
    const conflicts = ops(doc).filter(({ op }) => '409' in op.responses);
    expect(conflicts.length).toBeGreaterThan(30);
  });

  it('has schemas that compile as JSON Schema 2020-12, and examples that pass them', () => {
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats(ajv);
    ajv.addSchema({ $id: 'doc', components: doc.components }, 'doc');
    for (const name of Object.keys(doc.components.schemas)) expect(() => ajv.getSchema(`doc#/components/schemas/${name}`), name).not.toThrow();
    for (const { path, method, op } of ops(doc)) {
      const media = op.requestBody?.content['application/json'];
      if (!media?.schema.$ref || media.example === undefined) continue;
      const validate = ajv.getSchema(`doc${media.schema.$ref}`)!;
      expect(validate(media.example), `${method} ${path} example: ${JSON.stringify(validate.errors)}`).toBe(true);
    }
  });

  it('serves Swagger UI at /v1/docs from this server, without inline script, loading the document', async () => {
    const res = await t.app.request('/v1/docs');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    const html = await res.text();
    expect(html).not.toMatch(/(src|href)=["']https?:/);
    expect(html).not.toMatch(/<script>(?!<\/script>)/);
    const scripts = [...html.matchAll(/<script src="([^"]+)"/g)].map((m) => m[1]);
    expect(scripts).toEqual(['/v1/docs/assets/swagger-ui-bundle.js', '/v1/docs/start.js']);
    for (const path of [...scripts, '/v1/docs/assets/swagger-ui.css']) {
      const asset = await t.app.request(path);
      expect(asset.status, path).toBe(200);
      expect((await asset.arrayBuffer()).byteLength, path).toBeGreaterThan(path.endsWith('start.js') ? 50 : 10_000);
    }
    expect(await (await t.app.request('/v1/docs/start.js')).text()).toContain("url: '/v1/openapi.json'");
    // Only the renderer's own files: nothing else of node_modules.
    expect((await t.app.request('/v1/docs/assets/package.json')).status).toBe(404);
    expect((await t.app.request('/v1/docs/assets/..%2F..%2Fpackage.json')).status).toBe(404);
  });
});
