import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';

/** The code a school head's phone keeps from the first visit on: the app's boot, the domain form and the shell around it. */
const KEPT_SCREENS = ['/web/boot.tsx', '/web/app/Shell.tsx', '/web/form/DomainForm.tsx'];

type BundleFile = {
  type: 'chunk' | 'asset';
  fileName: string;
  isEntry?: boolean;
  facadeModuleId?: string | null;
  /** Every module in the chunk: a grouped chunk (vite.config.ts) holds a screen without being its facade. */
  moduleIds?: string[];
  imports?: string[];
  viteMetadata?: { importedCss?: Set<string>; importedAssets?: Set<string> };
};

/**
 * The files the service worker stores when it installs: the entry and the kept screens with
 * everything they import, their CSS, the messages of both languages and the fonts (woff2; every
 * browser the app serves reads it). The validators of each domain (56 modules) are kept as they
 * are first used instead.
 */
export function precacheList(bundle: Record<string, BundleFile>): string[] {
  const files = Object.values(bundle);
  const out = new Set<string>();
  const visit = (name: string) => {
    const file = bundle[name];
    if (!file || out.has(name)) return;
    out.add(name);
    for (const css of file.viteMetadata?.importedCss ?? []) out.add(css);
    for (const asset of file.viteMetadata?.importedAssets ?? []) out.add(asset);
    for (const dep of file.imports ?? []) visit(dep);
  };
  for (const f of files) {
    if (f.type !== 'chunk') continue;
    const id = f.facadeModuleId ?? '';
    const holdsKept = [id, ...(f.moduleIds ?? [])].some((m) => KEPT_SCREENS.some((s) => m.endsWith(s)));
    if (f.isEntry || holdsKept || /\/locales\/(en|hi)\/messages\.po$/.test(id)) visit(f.fileName);
  }
  for (const f of files) if (f.type === 'asset' && f.fileName.endsWith('.woff2')) out.add(f.fileName);
  // The CSS names each font twice (woff2, then woff for old browsers): only the woff2 is kept.
  return [...out].filter((f) => f.startsWith('assets/') && !f.endsWith('.woff')).sort();
}

/**
 * The service worker's code. Hashed files under /assets/ never change: cache first, and kept
 * once fetched. Pages (navigations): the network first, so a deploy is seen at once, and the
 * last page kept for when there is no connection. The API (/v1) is never touched: answers made
 * offline wait in IndexedDB (web/form/answerSync.ts), not here.
 */
export function serviceWorkerSource(build: string, precache: string[]): string {
  return `// Written by scripts/service-worker.ts at build time.
const BUILD = ${JSON.stringify(build)};
const ASSETS = 'assets-' + BUILD;
const PAGES = 'pages';
const PRECACHE = ${JSON.stringify(precache.map((f) => `/${f}`))};

self.addEventListener('install', (event) => {
  event.waitUntil(
    Promise.all([
      caches.open(ASSETS).then((cache) => Promise.all(PRECACHE.map((url) => cache.match(url).then((hit) => hit || cache.add(url).catch(() => undefined))))),
      // The page itself, for a visit without a connection (the visit that installed the worker did not pass through it).
      caches.open(PAGES).then((cache) => cache.add('/').catch(() => undefined)),
    ]).then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  // Files of earlier builds go: their pages are gone from the server too.
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((n) => n.startsWith('assets-') && n !== ASSETS).map((n) => caches.delete(n))))
      .then(() => self.clients.claim()),
  );
});

async function fromCacheFirst(request) {
  const cache = await caches.open(ASSETS);
  const hit = await cache.match(request);
  if (hit) return hit;
  const response = await fetch(request);
  if (response.ok && response.type === 'basic') cache.put(request, response.clone()).catch(() => undefined);
  return response;
}

async function fromNetworkFirst(request) {
  const cache = await caches.open(PAGES);
  try {
    const response = await fetch(request);
    // Every address of the app is the same page (the client router decides): one copy is kept.
    // A page kept from being stored (no-store: a first view drawn with one user's answers) is not kept.
    const kept = response.ok && response.type === 'basic' && (response.headers.get('content-type') || '').startsWith('text/html') && !/no-store/.test(response.headers.get('cache-control') || '');
    if (kept) cache.put('/', response.clone()).catch(() => undefined);
    return response;
  } catch (error) {
    const kept = await cache.match('/');
    if (kept) return kept;
    throw error;
  }
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname.startsWith('/v1/')) return;
  if (url.pathname.startsWith('/assets/')) event.respondWith(fromCacheFirst(request));
  else if (request.mode === 'navigate') event.respondWith(fromNetworkFirst(request));
});
`;
}

/** Writes /sw.js into the build, with this build's list of files to keep. */
export function serviceWorker(): Plugin {
  return {
    name: 'service-worker',
    apply: 'build',
    generateBundle(_options, bundle) {
      const precache = precacheList(bundle as unknown as Record<string, BundleFile>);
      // The build's name changes with any file's name, so a new build replaces the kept files.
      const build = createHash('sha256').update(Object.keys(bundle).sort().join('\n')).digest('hex').slice(0, 12);
      this.emitFile({ type: 'asset', fileName: 'sw.js', source: serviceWorkerSource(build, precache) });
    },
  };
}
