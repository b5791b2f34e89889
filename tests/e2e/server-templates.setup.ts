import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { freePort, waitForHealth } from './server';
import { SERVER_TEMPLATES_ENV, type Seed, type ServerTemplate } from './server-templates';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

async function adminQuery(adminUrl: string, text: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

/** Starts the real server once on a new data folder (and database) with `seed`, waits for it, and stops it gracefully. */
async function makeTemplate(seed: Seed, adminUrl: string | undefined): Promise<ServerTemplate> {
  const dataDir = mkdtempSync(join(tmpdir(), 'accr-e2e-template-'));
  const template: ServerTemplate = { dataDir };
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, SEED_DEMO: seed, PORT: String(await freePort()), LOG_LEVEL: 'warn' };
  delete env.DATABASE_URL;
  if (adminUrl) {
    template.database = `e2e_template_${randomBytes(4).toString('hex')}_${seed === '1' ? 'start' : 'full'}`;
    await adminQuery(adminUrl, `CREATE DATABASE ${template.database}`);
    const url = new URL(adminUrl);
    url.pathname = `/${template.database}`;
    env.DATABASE_URL = url.toString();
  }
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { cwd: repoRoot, env, stdio: ['ignore', 'ignore', 'pipe'] });
  let log = '';
  child.stderr?.on('data', (d: Buffer) => (log += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  try {
    await waitForHealth(`http://127.0.0.1:${env.PORT}`, child, 120_000);
  } catch (e) {
    child.kill('SIGKILL');
    throw new Error(`the ${seed} server template did not start: ${e instanceof Error ? e.message : String(e)}\n${log.slice(-4000)}`);
  }
  // A graceful stop closes the database, so the copies open a clean data folder.
  child.kill('SIGTERM');
  const code = await exited;
  if (code !== 0) throw new Error(`the ${seed} server template did not stop cleanly (exit ${code})\n${log.slice(-4000)}`);
  return template;
}

/**
 * vitest globalSetup of the browser tests: makes the server templates (tests/e2e/server-templates.ts)
 * for both seeds side by side and hands them to the test workers; removes them when the run ends.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const adminUrl = process.env.E2E_DATABASE_ADMIN_URL;
  const [start, full] = await Promise.all([makeTemplate('1', adminUrl), makeTemplate('full', adminUrl)]);
  const templates: Record<Seed, ServerTemplate> = { '1': start, full };
  process.env[SERVER_TEMPLATES_ENV] = JSON.stringify(templates);
  return async () => {
    for (const template of Object.values(templates)) {
      rmSync(template.dataDir, { recursive: true, force: true });
      if (adminUrl && template.database) await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${template.database} WITH (FORCE)`);
    }
  };
}
