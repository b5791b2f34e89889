// Lint, and the dependency rules of CONVENTIONS.md: who may import whom.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

const noIo = ['node:*', 'fs', 'path', 'hono', 'hono/*', '@hono/*', 'drizzle-orm', 'drizzle-orm/*', 'pg', '@electric-sql/*', 'react', 'react-dom', 'react/*', '@rjsf/*'];

/** Restricts imports of a room; type-only imports of the server are allowed where noted. */
function boundary(files, { rooms, typeOnlyRooms = [], packages = [] }) {
  return {
    files,
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            ...rooms.map((room) => ({
              group: [`**/${room}`, `**/${room}/**`],
              message: `CONVENTIONS.md: this room may not import ${room}/.`,
            })),
            ...typeOnlyRooms.map((room) => ({
              // React's server renderer is a package, not the room (web/ssr/firstView.tsx draws with it).
              group: [`**/${room}`, `**/${room}/**`, '!react-dom/server'],
              message: `CONVENTIONS.md: this room may import only types from ${room}/.`,
              allowTypeImports: true,
            })),
            ...(packages.length ? [{ group: packages, message: 'CONVENTIONS.md: this room does no I/O and renders nothing.' }] : []),
          ],
        },
      ],
    },
  };
}

export default tseslint.config(
  { ignores: ['node_modules', 'dist', 'data', 'storybook-static', 'engine/generated/**', 'web/locales/**', '**/*.po.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  // The two rules of hooks. Effects that run on some values and read others fresh use useEffectEvent,
  // never a shortened list. The React Compiler's rules of the plugin's recommended set are not on yet
  // (41 findings: set-state-in-effect, refs, purity, preserve-manual-memoization).
  {
    files: ['web/**/*.{ts,tsx}', 'stories/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  boundary(['engine/**/*.ts'], { rooms: ['workflows', 'server', 'web', 'stories'], packages: [...noIo, 'xstate'] }),
  boundary(['workflows/**/*.ts'], { rooms: ['server', 'web', 'stories'], packages: noIo }),
  boundary(['server/**/*.ts'], { rooms: ['web', 'stories'] }),
  boundary(['web/**/*.{ts,tsx}'], { rooms: ['stories'], typeOnlyRooms: ['server'] }),
);
