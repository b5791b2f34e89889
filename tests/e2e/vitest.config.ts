import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** Browser end-to-end tests: real server (tsx), built web app (dist/web), headless Chromium. */
export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    include: ['tests/e2e/**/*.test.ts'],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
