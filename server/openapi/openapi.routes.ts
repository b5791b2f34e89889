import { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import { buildOpenApiDocument, type OpenApiDocument, type RegisteredRoute } from './document';
import { docsAsset, docsPage, docsStart } from './docs-page';
import { fail } from '../http/envelope';

/** Where the document finds the routes: the app itself (`() => app`), read when the document is asked for. */
export type RouteSource = () => { routes: readonly RegisteredRoute[] };

/**
 * The OpenAPI 3.1 document at /v1/openapi.json and its browsable page at
 * /v1/docs, both public. The document is built from the app's registered
 * routes on first request and again whenever routes were added since.
 */
export function openapiRoutes(source: RouteSource) {
  let cached: { count: number; doc: OpenApiDocument } | null = null;
  return (
    new Hono<AppEnv>()
      .get('/openapi.json', (c) => {
        const routes = source().routes;
        if (!cached || cached.count !== routes.length) cached = { count: routes.length, doc: buildOpenApiDocument(routes) };
        return c.body(JSON.stringify(cached.doc), 200, { 'content-type': 'application/json; charset=utf-8' });
      })
      // The app's own policy (script-src 'self') applies: the page has no inline script.
      .get('/docs', (c) => c.html(docsPage))
      .get('/docs/start.js', (c) => c.body(docsStart, 200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-cache' }))
      .get('/docs/assets/:file', (c) => {
        const asset = docsAsset(c.req.param('file'));
        if (!asset) return fail(c, 404, 'noRecords');
        // Named without a version: revalidated, so an upgrade of the package is seen at once.
        return c.body(new Uint8Array(asset.body), 200, { 'content-type': asset.type, 'cache-control': 'no-cache' });
      })
  );
}
