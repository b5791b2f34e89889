import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { DEMO_PASSWORD } from './seed/demo';
import { bootstrap, configFromEnv } from './start';
import { startHousekeeping } from './services/housekeeping';

const webRoot = join(dirname(fileURLToPath(import.meta.url)), '../dist/web');

const config = configFromEnv();
const started = Date.now();
const { app, deps, database, seeded } = await bootstrap(config);
const stopHousekeeping = startHousekeeping(deps.db, deps.now);

// The web app: files from dist/web, and index.html for every other path so the client router decides.
if (existsSync(join(webRoot, 'index.html'))) {
  // Re-read when a rebuild replaces it, so a running server never serves asset names that are gone.
  const indexPath = join(webRoot, 'index.html');
  let cached = { mtime: 0, html: '' };
  const indexHtml = (): string => {
    const mtime = statSync(indexPath).mtimeMs;
    if (mtime !== cached.mtime) cached = { mtime, html: readFileSync(indexPath, 'utf8') };
    return cached.html;
  };
  // Built assets carry a content hash in their names: cache them for good; index.html is always revalidated.
  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.ok) c.header('Cache-Control', 'public, max-age=31536000, immutable');
  });
  app.use('/*', serveStatic({ root: webRoot }));
  app.get('*', (c) => {
    if (c.req.path.startsWith('/v1/')) return c.notFound();
    c.header('Cache-Control', 'no-cache');
    return c.html(indexHtml());
  });
} else {
  console.warn('dist/web is missing: run `npm run build` to serve the web app (the API works without it).');
}

const server = serve({ fetch: app.fetch, port: config.port }, (info) => {
  console.log(`School accreditation is running at http://localhost:${info.port}/ (${database.kind}, ready in ${Date.now() - started} ms)`);
  if (seeded) console.log('Loaded the demo data.');
  console.log(`Demo accounts (password ${DEMO_PASSWORD}): admin, dqa, sqa, dept, head`);
});

const shutdown = async () => {
  stopHousekeeping();
  server.close();
  await database.close();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
