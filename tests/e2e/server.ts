import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { scanApi } from './api-scan/api-scan';
import { serverTemplate } from './server-templates';

/** A running server for a test file, its DATA_DIR (mails land in `${dataDir}/outbox` without SMTP_URL), and how to stop it. */
export type RunningServer = { baseUrl: string; dataDir: string; output: () => string; stop: () => Promise<void> };

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** A free TCP port on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

/** Waits until the server answers GET /v1/health, failing early if the process exits. */
export async function waitForHealth(baseUrl: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastError = '';
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early with code ${child.exitCode}`);
    try {
      const res = await fetch(`${baseUrl}/v1/health`);
      if (res.ok) return;
      lastError = `HTTP ${res.status}`;
    } catch (e) {
      lastError = e instanceof Error ? e.message : String(e);
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`server not healthy after ${timeoutMs} ms: ${lastError}`);
}

/**
 * With E2E_DATABASE_ADMIN_URL (a PostgreSQL URL allowed to create databases), makes a fresh
 * database for this run (empty, or a copy of `template`) and answers its URL and how to drop it;
 * otherwise keeps DATABASE_URL as is.
 */
export async function freshDatabase(template?: string): Promise<{ url: string | undefined; drop: () => Promise<void> }> {
  const adminUrl = process.env.E2E_DATABASE_ADMIN_URL;
  if (!adminUrl) return { url: process.env.DATABASE_URL, drop: async () => undefined };
  const name = `e2e_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      try {
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await c.end();
      }
    },
  };
}

/**
 * Starts the real server (server/main.ts through tsx) on a free port with a fresh DATA_DIR and
 * the demo data (every form at its start; `seed: 'full'` for forms along the workflow), waits for GET /v1/health, and answers its base URL. DATABASE_URL is kept if set;
 * E2E_DATABASE_ADMIN_URL gives the server a fresh PostgreSQL database, dropped on stop. In a run
 * of the browser tests the data folder and database start as copies of the run's server template
 * for that seed (tests/e2e/server-templates.ts), so no file pays for the migrations and the seed.
 * The base URL is the API scanner's proxy in front of the server (tests/e2e/api-scan): every
 * answer the browser or the test gets is checked against the OpenAPI document. `scan: false` is
 * for a test that times the browser against the server itself, which the proxy's hop would shift.
 */
export async function startServer(opts: { seed?: '1' | 'full'; scan?: boolean } = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'accr-e2e-'));
  const template = serverTemplate(opts.seed ?? '1');
  // The template's mails stay behind: a test reads the outbox for the mails its own steps sent.
  if (template) cpSync(template.dataDir, dataDir, { recursive: true, filter: (src) => !src.startsWith(join(template.dataDir, 'outbox')) });
  const database = await freshDatabase(template?.database);
  let log = '';
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), DATA_DIR: dataDir, SEED_DEMO: opts.seed ?? '1' };
  if (database.url) env.DATABASE_URL = database.url;
  else delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => (log += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (log += d.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dataDir, { recursive: true, force: true });
    await database.drop();
  };

  try {
    await waitForHealth(baseUrl, child, 60_000);
  } catch (e) {
    await stop();
    throw new Error(`${e instanceof Error ? e.message : String(e)}\n--- server output ---\n${log.slice(-4000)}`);
  }
  if (opts.scan === false) return { baseUrl, dataDir, output: () => log, stop };
  let scanner: Awaited<ReturnType<typeof scanApi>>;
  try {
    scanner = await scanApi(baseUrl);
  } catch (e) {
    await stop();
    throw e;
  }
  const stopBoth = async () => {
    await scanner.close();
    await stop();
  };
  return { baseUrl: scanner.url, dataDir, output: () => log, stop: stopBoth };
}

/** Calls the API and answers the envelope's value; a failure throws with the server's message and details. */
export async function apiCall<T>(baseUrl: string, token: string | null, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(baseUrl + path, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const env = (await res.json()) as { status: string; value: T; errorMessage?: string; details?: unknown };
  if (env.status !== 'SUCCESS') throw new Error(`${method} ${path}: ${res.status} ${env.errorMessage} ${JSON.stringify(env.details ?? [])}`);
  return env.value;
}
