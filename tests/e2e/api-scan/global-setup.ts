import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The OpenAPI document scripts/openapi-write.ts wrote for this run (tests/e2e/api-scan). */
    openapiDocument: string;
  }
}

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

/**
 * Writes the API document once for the whole browser test run with the project's own script, the
 * same file `npm run api:lint` lints, so the scanner holds the answers to the published document
 * and not to something the test helpers build for themselves.
 */
export default function setup(project: TestProject): () => void {
  const dir = mkdtempSync(join(tmpdir(), 'accr-openapi-'));
  const file = join(dir, 'openapi.json');
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/openapi-write.ts', file], { cwd: repoRoot, stdio: ['ignore', 'ignore', 'inherit'] });
  project.provide('openapiDocument', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
