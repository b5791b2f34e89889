import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppEnv } from './env';
import { securityHeaders } from './security-headers';
import { pagePolicy, serveWebApp } from './web-app';

describe('serveWebApp()', () => {
  let root: string;
  const app = new Hono<AppEnv>().use('*', securityHeaders({}));

  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'web-app-'));
    mkdirSync(join(root, 'assets'));
    writeFileSync(join(root, 'index.html'), '<!doctype html><title>app</title>');
    writeFileSync(join(root, 'assets', 'index-NEWHASH.js'), 'console.log(1)');
    writeFileSync(join(root, 'robots.txt'), 'User-agent: *\n');
    const big = `export const text = ${JSON.stringify('प्रत्यायन '.repeat(2000))};`;
    writeFileSync(join(root, 'assets', 'form-HASH.js'), big);
    writeFileSync(join(root, 'assets', 'form-HASH.js.br'), brotliCompressSync(big));
    writeFileSync(join(root, 'assets', 'form-HASH.js.gz'), gzipSync(big));
    expect(serveWebApp(app, root)).toBe(true);
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('serves a built asset for a year, and the app page for a route of the app', async () => {
    const asset = await app.request('/assets/index-NEWHASH.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    const page = await app.request('/forms/domain?accrid=1');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>app</title>');
    expect(page.headers.get('cache-control')).toBe('no-cache');
  });

  it('sends the compressed copy the browser accepts (brotli first), and the file itself to one that accepts none', async () => {
    const plain = await app.request('/assets/form-HASH.js');
    const original = await plain.text();
    expect(plain.headers.get('content-encoding')).toBeNull();
    const br = await app.request('/assets/form-HASH.js', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect([br.status, br.headers.get('content-encoding'), br.headers.get('vary')]).toEqual([200, 'br', 'Accept-Encoding']);
    expect(br.headers.get('content-type')).toMatch(/javascript/);
    expect(br.headers.get('cache-control')).toContain('immutable');
    const brBytes = Buffer.from(await br.arrayBuffer());
    expect(brBytes.length).toBeLessThan(original.length / 10);
    expect(brotliDecompressSync(brBytes).toString()).toBe(original);
    const gz = await app.request('/assets/form-HASH.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(original);
  });

  it('answers 404, never the app page, for an asset that is gone after a deploy or any other missing file', async () => {
    for (const path of ['/assets/index-OLDHASH.js', '/assets/chunk.css', '/favicon.png', '/sitemap.xml']) {
      const res = await app.request(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('content-type') ?? '', path).not.toContain('text/html');
      expect(res.headers.get('cache-control'), path).toBe('no-store');
    }
    expect((await app.request('/robots.txt')).status).toBe(200);
  });

  it('sends the browser security headers: strict CSP, no framing, no sniffing, a referrer policy, no HSTS unless asked', async () => {
    const res = await app.request('/session/signin');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('strict-transport-security')).toBeNull();
    const secure = new Hono().use('*', securityHeaders({ HSTS: '1' })).get('/', (c) => c.text('ok'));
    expect((await secure.request('/')).headers.get('strict-transport-security')).toContain('max-age=');
  });

  it("allows the page's own inline script by its hash, under every name of the page, and nothing else inline", async () => {
    const inline = '(function(){window.early=1})();';
    const other = mkdtempSync(join(tmpdir(), 'web-app-inline-'));
    try {
      writeFileSync(join(other, 'index.html'), `<!doctype html><head><meta charset="UTF-8" />\n<script>${inline}</script></head><title>app</title>`);
      const withInline = new Hono<AppEnv>().use('*', securityHeaders({}));
      serveWebApp(withInline, other);
      const hash = `'sha256-${createHash('sha256').update(inline).digest('base64')}'`;
      // And the one static script that follows a drawn first view (server/http/first-view-page.ts).
      const take = `'sha256-${createHash('sha256').update('__firstViewTake()').digest('base64')}'`;
      for (const path of ['/', '/index.html', '/forms/domain?accrid=1&domain=D5']) {
        const res = await withInline.request(path);
        expect(res.status, path).toBe(200);
        expect(await res.text(), path).toContain(inline);
        const csp = res.headers.get('content-security-policy') ?? '';
        const scripts = csp.split('; ').find((d) => d.startsWith('script-src '));
        expect(scripts, path).toBe(`script-src 'self' ${hash} ${take}`);
        // The rest of the policy is the app's own.
        expect(csp, path).toContain("frame-ancestors 'none'");
        expect(csp, path).toContain("object-src 'none'");
      }
      // Only the page's own inline scripts are named: a page without one allows none but the drawing's
      // static one, and a script loaded from a file (src) is not hashed, 'self' covers it.
      expect(pagePolicy('<head><script type="module" src="/assets/index.js"></script></head>').split('; ')).toContain(`script-src 'self' ${take}`);
      const two = pagePolicy(`<script>${inline}</script><script>other()</script>`);
      expect(
        two
          .split('; ')
          .find((d) => d.startsWith('script-src '))
          ?.split(' '),
      ).toHaveLength(5);
      expect(two).toContain(hash);
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  });
});
