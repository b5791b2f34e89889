import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { lingui } from '@lingui/vite-plugin';
import { compression } from 'vite-plugin-compression2';
import { formValidators } from './scripts/form-validators';
import { adminValidators } from './scripts/admin-validators';
import { serviceWorker } from './scripts/service-worker';
import { bootPreload } from './scripts/boot-preload';
import { slimDependencies } from './scripts/slim-dependencies';
import { earliestCall } from './scripts/earliest-call';

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
    // The domain form's opening call, sent inline from index.html's head before any script arrives.
    earliestCall(),
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
    rolldownOptions: {
      output: {
        // A few large chunks instead of dozens of small ones (issue 29): the domain form opened
        // from a link made 55 requests before it took a click, over HTTP/1.1's six connections
        // a phone waits on in waves; grouped it makes about 20, and in A/Bs of 15 cold loads
        // each its median went from 1118 to 888 ms and from 949 to 813 ms. Each module is in one
        // chunk only, so a module that holds state (the session, the early form calls) exists
        // once. A group takes its modules' dependencies too unless told not to, so the order
        // and the exceptions below are what keep sign-in small (< 150 KB, docs/benchmarks.md)
        // and the admin and dashboard screens free of the form's code:
        // - start: what the small entry imports (it starts the page's calls), kept out of the rest;
        // - react: React, the router, Lingui and TanStack Query, which every screen needs;
        // - rjsf: rjsf and its helpers, for the forms (ajv's URI parser comes with its utils);
        // - ui: the shell, shared components, the API client and the report's notice link;
        // - engine: the engine but its words and digits (sign-in needs those alone);
        // - form: the domain and review forms' own code with the offline store (XState, idb),
        //   without its dependencies, which would otherwise pull shared code in after it.
        // Lazy screens elsewhere keep their own chunks. scripts/service-worker.ts finds the kept
        // screens inside these chunks by their modules.
        codeSplitting: {
          groups: [
            { name: 'start', tags: ['$initial'], priority: 100 },
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@lingui[\\/](core|react)|@tanstack[\\/](query-core|react-query)|use-sync-external-store)[\\/]/,
              priority: 40,
            },
            { name: 'rjsf', test: /node_modules[\\/](@rjsf[\\/](core|utils)|fast-uri|jsonpointer|fast-equals|@x0k|lodash|nanoid|react-is)[\\/]/, priority: 30 },
            { name: 'ui', test: /[\\/]web[\\/](components|app|api|auth)[\\/]|[\\/]web[\\/]report[\\/](ChangeNoticeLink|ReportExplained)\./, priority: 25 },
            { name: 'engine', test: /[\\/]engine[\\/](?!i18n[\\/]|index\.ts$)/, priority: 22 },
            {
              name: 'form',
              test: /[\\/]web[\\/]form[\\/]|node_modules[\\/](xstate|@xstate|idb|use-isomorphic-layout-effect)[\\/]/,
              priority: 20,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/v1': 'http://127.0.0.1:3000',
    },
  },
});
