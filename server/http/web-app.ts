import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join } from 'node:path';
import type { Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import type { AppEnv } from './env';

/**
 * Serves the built web app from `webRoot`: its files, and index.html for every other path so
 * the client router decides. A missing file is a 404, never index.html: after a deploy a browser
 * asking for last week's /assets/index-OLDHASH.js must not get HTML cached for a year as a script.
 * Answers false when there is no build to serve.
 */
export function serveWebApp(app: Hono<AppEnv>, webRoot: string): boolean {
  const indexPath = join(webRoot, 'index.html');
  if (!existsSync(indexPath)) return false;
  // Re-read when a rebuild replaces it, so a running server never serves asset names that are gone.
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
  // The service worker's script names this build's files: the browser must check it on each visit.
  app.use('/sw.js', async (c, next) => {
    await next();
    if (c.res.ok) c.header('Cache-Control', 'no-cache');
  });
  // The build writes .br and .gz copies of each text file; the one the browser accepts is sent.
  app.use('/*', serveStatic({ root: webRoot, precompressed: true }));
  app.get('*', (c) => {
    const path = c.req.path;
    if (path.startsWith('/v1/')) return c.notFound();
    // A file that is not there (an old asset, /favicon.png): 404, not the app's page.
    if (path.startsWith('/assets/') || extname(path) !== '') {
      c.header('Cache-Control', 'no-store');
      return c.text('Not found', 404);
    }
    c.header('Cache-Control', 'no-cache');
    return c.html(indexHtml());
  });
  return true;
}
