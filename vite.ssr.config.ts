import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { lingui } from '@lingui/vite-plugin';
import { formValidators } from './scripts/form-validators';
import { slimDependencies } from './scripts/slim-dependencies';

/**
 * The server's drawing of a domain form's first view (web/ssr/firstView.tsx, issue 29): the app's
 * own components built for Node into dist/ssr, which the server loads when it is there
 * (server/serve.ts). Everything is bundled, React in its production build, so the server's own
 * node_modules and NODE_ENV do not change what is drawn.
 */
export default defineConfig({
  root: 'web',
  plugins: [slimDependencies(), react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }), lingui(), formValidators()],
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  ssr: { noExternal: true },
  publicDir: false,
  build: { outDir: '../dist/ssr', emptyOutDir: true, ssr: 'ssr/firstView.tsx', minify: false },
});
