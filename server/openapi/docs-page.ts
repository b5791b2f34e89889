import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * The browsable API page at /v1/docs: Swagger UI, a maintained renderer, served from this server
 * (swagger-ui-dist) because the servers it runs on may have no internet. No inline script: the
 * page's own start-up is a file, so the page runs under `script-src 'self'` like the app.
 */
export const docsPage = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>School accreditation API</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="/v1/docs/assets/swagger-ui.css">
</head>
<body>
<noscript>This page needs JavaScript. The document itself is at <a href="/v1/openapi.json">/v1/openapi.json</a>.</noscript>
<div id="swagger-ui"></div>
<script src="/v1/docs/assets/swagger-ui-bundle.js"></script>
<script src="/v1/docs/start.js"></script>
</body>
</html>
`;

/** Swagger UI's start: the document of this server; "Try it out" sends the bearer token given under "Authorize". */
export const docsStart = `window.ui = SwaggerUIBundle({
  url: '/v1/openapi.json',
  dom_id: '#swagger-ui',
  deepLinking: true,
  displayRequestDuration: true,
  filter: true,
  persistAuthorization: false,
  validatorUrl: null,
  tryItOutEnabled: false
});
`;

const dist = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

/** The renderer's files this page uses, and nothing else of the package. */
const ASSETS: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
};

const cache = new Map<string, Buffer>();

/** One of the renderer's files, or null for any other name. */
export function docsAsset(name: string): { body: Buffer; type: string } | null {
  // Own keys only: "constructor" must not find Object's member.
  if (!Object.hasOwn(ASSETS, name)) return null;
  const type = ASSETS[name];
  let body = cache.get(name);
  if (!body) {
    body = readFileSync(join(dist, name));
    cache.set(name, body);
  }
  return { body, type };
}
