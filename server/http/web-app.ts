import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join } from 'node:path';
import type { Context, Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import type { AppEnv } from './env';
import { contentSecurityPolicy } from './security-headers';
import { FIRST_VIEW_TAKE_SCRIPT, splitForFirstView, streamPage, type FirstViewDrawing } from './first-view-page';

/** The page's policy: the app's, with the page's own inline scripts allowed by their hashes (scripts/earliest-call.ts). */
export function pagePolicy(html: string): string {
  // The script that follows a drawn first view is the same on every page: allowed beside the page's own.
  const scripts = [...[...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]), FIRST_VIEW_TAKE_SCRIPT];
  const hashes = scripts.map((text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  return contentSecurityPolicy(hashes);
}

/**
 * Serves the built web app from `webRoot`: its files, and index.html for every other path so
 * the client router decides. A missing file is a 404, never index.html: after a deploy a browser
 * asking for last week's /assets/index-OLDHASH.js must not get HTML cached for a year as a script.
 * Answers false when there is no build to serve.
 */
export function serveWebApp(app: Hono<AppEnv>, webRoot: string, opts: { firstView?: (c: Context<AppEnv>) => Promise<FirstViewDrawing | null> } = {}): boolean {
  const indexPath = join(webRoot, 'index.html');
  if (!existsSync(indexPath)) return false;
  // Re-read when a rebuild replaces it, so a running server never serves asset names that are gone.
  let cached = { mtime: 0, html: '', policy: '' };
  const indexHtml = () => {
    const mtime = statSync(indexPath).mtimeMs;
    if (mtime !== cached.mtime) {
      const html = readFileSync(indexPath, 'utf8');
      cached = { mtime, html, policy: pagePolicy(html) };
    }
    return cached;
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
  const servePage = async (c: Context<AppEnv>) => {
    const page = indexHtml();
    c.header('Content-Security-Policy', page.policy);
    const drawing = opts.firstView ? await opts.firstView(c) : null;
    const parts = drawing && splitForFirstView(page.html, drawing);
    // Either way the page depends on the cookie; a drawn one holds one user's answers: never kept.
    c.header('Vary', 'Cookie');
    if (!drawing || !parts) {
      c.header('Cache-Control', 'no-cache');
      return c.html(page.html);
    }
    c.header('Cache-Control', 'private, no-store');
    return streamPage(
      c,
      parts.head,
      drawing.view.then(parts.rest, () => parts.rest(null)),
    );
  };
  // The page itself, by any of its names, always with its policy (not as a static file).
  app.get('/', servePage);
  app.get('/index.html', servePage);
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
    return servePage(c);
  });
  return true;
}
