import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { lingui } from '@lingui/vite-plugin';
import { formValidators } from './scripts/form-validators';
import { adminValidators } from './scripts/admin-validators';

export default defineConfig({
  // The forms' compiled validators (virtual:form-validators, virtual:admin-validators), for the web tests and stories.
  plugins: [formValidators(), adminValidators()],
  test: {
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          // The migrated databases every API test copies (tests/support/db-templates.ts).
          globalSetup: ['tests/support/db-templates.setup.ts'],
          include: [
            'engine/**/*.test.ts',
            'workflows/**/*.test.ts',
            'server/**/*.test.ts',
            'tests/api/**/*.test.ts',
            'tests/arch/**/*.test.ts',
            'web/**/*.test.ts',
            'bench/**/*.test.ts',
          ],
        },
      },
      {
        extends: true,
        // The web app's own plugins: the Lingui macro and .po catalogs.
        plugins: [react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }), lingui()],
        test: {
          name: 'web',
          environment: 'happy-dom',
          include: ['web/**/*.test.tsx', 'stories/**/*.test.tsx'],
        },
      },
    ],
  },
});
