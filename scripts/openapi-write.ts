// Writes the OpenAPI document of the real app's routes to a file: `npx tsx scripts/openapi-write.ts /tmp/openapi.json`.
// `npm run api:lint` lints what it writes with Redocly.
import { writeFileSync } from 'node:fs';
import { createApp } from '../server/app';
import { buildOpenApiDocument } from '../server/openapi/document';
import type { Deps } from '../server/deps';

const target = process.argv[2];
if (!target) {
  console.error('usage: tsx scripts/openapi-write.ts <file.json>');
  process.exit(2);
}
// The route factories only keep their dependencies for the requests to come: listing the routes
// needs no database, so none is opened.
const app = createApp({} as Deps);
writeFileSync(target, `${JSON.stringify(buildOpenApiDocument(app.routes), null, 2)}\n`);
console.log('wrote', target);
