import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { build } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';

/** The peer pages the bench builds; each is served under /peers/<name>/. */
export const PEER_PAGES = ['rjsf', 'surveyjs'] as const;
export type PeerPageName = (typeof PEER_PAGES)[number];

const here = fileURLToPath(new URL('.', import.meta.url));

/**
 * Builds each peer page on its own (no shared chunks, as a standalone app would ship) into
 * `<webRoot>/peers/<name>/`, with the same brotli and gzip copies the product's build writes, so
 * the server sends every page's files the same way. The project's vite.config.ts is not loaded.
 */
export async function buildPeers(webRoot: string): Promise<void> {
  // Vite sets NODE_ENV=production in this process; the servers the bench starts next inherit the
  // environment, and in production the server rightly refuses to start without operator keys.
  const nodeEnv = process.env.NODE_ENV;
  try {
    await buildAll(webRoot);
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}

async function buildAll(webRoot: string): Promise<void> {
  for (const name of PEER_PAGES) {
    await build({
      configFile: false,
      root: join(here, name),
      base: `/peers/${name}/`,
      publicDir: false,
      logLevel: 'warn',
      plugins: [react(), compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024, include: /\.(js|mjs|css|html|svg|json)$/ })],
      build: {
        outDir: join(webRoot, 'peers', name),
        emptyOutDir: true,
        chunkSizeWarningLimit: 3000,
        // The bundler's timing report is noise in the bench's output.
        rolldownOptions: { checks: { bundlerTimings: false } },
      },
    });
  }
}
