import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { DEMO_PASSWORD } from './seed/demo';
import { bootstrap, configFromEnv } from './start';
import { startHousekeeping } from './services/housekeeping';
import { serveWebApp } from './http/web-app';

const webRoot = join(dirname(fileURLToPath(import.meta.url)), '../dist/web');

const config = configFromEnv();
const started = Date.now();
const { app, deps, database, seeded, refreshCatalogues } = await bootstrap(config);
const stopHousekeeping = startHousekeeping(deps.db, deps.now);
// A version published through another server process reaches this one within the interval.
const catalogueRefresh = setInterval(() => void refreshCatalogues().catch((e: Error) => console.warn(`catalogue refresh failed: ${e.message}`)), Number(process.env.CATALOGUE_REFRESH_SECONDS ?? 15) * 1000);
catalogueRefresh.unref();

// The web app: files from dist/web, and index.html for every other path so the client router decides.
if (!serveWebApp(app, webRoot)) console.warn('dist/web is missing: run `npm run build` to serve the web app (the API works without it).');

const server = serve({ fetch: app.fetch, port: config.port }, (info) => {
  console.log(`School accreditation is running at http://localhost:${info.port}/ (${database.kind}, ready in ${Date.now() - started} ms)`);
  if (seeded) console.log('Loaded the demo data.');
  console.log(`Demo accounts (password ${DEMO_PASSWORD}): admin, dqa, sqa, dept, head`);
});

const shutdown = async () => {
  stopHousekeeping();
  clearInterval(catalogueRefresh);
  server.close();
  await database.close();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
