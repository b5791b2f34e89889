import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { TEMPLATES_ENV, type DbTemplates } from './db-templates';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/**
 * vitest globalSetup of the node tests: makes the database templates once for the run (in its own
 * process, tests/support/make-db-templates.ts) and hands them to the test workers through the
 * environment they inherit; drops them when the run ends.
 */
export default function setup(): () => Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'accr-db-templates-'));
  const prefix = `accr_tmpl_${randomBytes(4).toString('hex')}`;
  const out = execFileSync(process.execPath, ['--import', 'tsx', 'tests/support/make-db-templates.ts', dir, prefix], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'inherit'],
    maxBuffer: 1 << 20,
  });
  const templates = JSON.parse(out.toString()) as DbTemplates;
  process.env[TEMPLATES_ENV] = JSON.stringify(templates);
  return async () => {
    rmSync(dir, { recursive: true, force: true });
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl || !templates.postgres) return;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      for (const name of Object.values(templates.postgres)) await admin.query(`drop database if exists ${name} with (force)`);
    } finally {
      await admin.end();
    }
  };
}
