import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const plainMarkdown = fileURLToPath(new URL('../web/vendor/PlainMarkdown.tsx', import.meta.url));
const uriResolver = fileURLToPath(new URL('../web/vendor/uriResolver.ts', import.meta.url));

/**
 * In the build, swaps a library that a dependency imports only for paths the app never takes for a
 * few lines of its own (web/vendor/). tests/arch/slim-dependencies.test.ts keeps those paths closed.
 */
export function slimDependencies(): Plugin {
  return {
    name: 'slim-dependencies',
    enforce: 'pre',
    config: () => ({
      resolve: {
        alias: [
          { find: /^markdown-to-jsx\/react$/, replacement: plainMarkdown },
          { find: /^fast-uri$/, replacement: uriResolver },
        ],
      },
    }),
  };
}
