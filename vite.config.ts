import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { lingui } from '@lingui/vite-plugin';
import { formValidators } from './scripts/form-validators';

/** Web app build: sources in web/, output in dist/web (served by the server with an SPA fallback). */
export default defineConfig({
  root: 'web',
  plugins: [
    react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }),
    lingui(),
    formValidators(),
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
