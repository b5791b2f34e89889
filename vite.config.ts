import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { lingui } from '@lingui/vite-plugin';
import { compression } from 'vite-plugin-compression2';
import { formValidators } from './scripts/form-validators';
import { adminValidators } from './scripts/admin-validators';
import { serviceWorker } from './scripts/service-worker';
import { bootPreload } from './scripts/boot-preload';
import { slimDependencies } from './scripts/slim-dependencies';

/** Web app build: sources in web/, output in dist/web (served by the server with an SPA fallback). */
export default defineConfig({
  root: 'web',
  plugins: [
    // rjsf's markdown parser, for options the form never sets, replaced by plain text (web/vendor/).
    slimDependencies(),
    react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }),
    lingui(),
    formValidators(),
    // The admin forms' validators, compiled from the server's request schemas (virtual:admin-validators).
    adminValidators(),
    // /sw.js: keeps the app's code and fonts for the next visit (before compression, which copies it too).
    serviceWorker(),
    // index.html preloads web/boot.tsx, which the small entry imports once the page's loads are started.
    bootPreload(),
    // Brotli and gzip copies beside each file: the server sends the one the browser accepts
    // (serveStatic's precompressed), so a phone on 3G downloads a third of the bytes, with no
    // compression work per request.
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024, include: /\.(js|mjs|css|html|svg|json|webmanifest)$/ }),
  ],
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    // Per-route chunks are the point; keep the warning meaningful for the form chunk only.
    chunkSizeWarningLimit: 700,
  },
  server: {
    proxy: {
      '/v1': 'http://127.0.0.1:3000',
    },
  },
});
