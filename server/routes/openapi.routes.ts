import { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import { buildOpenApiDocument, type OpenApiDocument, type RegisteredRoute } from '../openapi/document';
import { docsPage, docsScriptHash } from '../openapi/docs-page';

/** Where the document finds the routes: the app itself (`() => app`), read when the document is asked for. */
export type RouteSource = () => { routes: readonly RegisteredRoute[] };

/**
 * The OpenAPI 3.1 document at /v1/openapi.json and its browsable page at
 * /v1/docs, both public. The document is built from the app's registered
 * routes on first request and again whenever routes were added since.
 */
export function openapiRoutes(source: RouteSource) {
  let cached: { count: number; doc: OpenApiDocument } | null = null;
  return new Hono<AppEnv>()
    .get('/openapi.json', (c) => {
      const routes = source().routes;
      if (!cached || cached.count !== routes.length) cached = { count: routes.length, doc: buildOpenApiDocument(routes) };
      return c.body(JSON.stringify(cached.doc), 200, { 'content-type': 'application/json; charset=utf-8' });
    })
    .get('/docs', (c) => {
      // The page's one inline script, allowed by its hash and nothing else.
      c.header('Content-Security-Policy', `default-src 'self'; script-src '${docsScriptHash}'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'none'; base-uri 'self'; object-src 'none'`);
      return c.html(docsPage);
    });
}
