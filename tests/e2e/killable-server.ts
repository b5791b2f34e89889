import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { freePort, waitForHealth } from './server';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** One run of the real server process on data that outlives it (a DATA_DIR, and a PostgreSQL database when `databaseUrl` is set). */
export interface ServerRun {
  baseUrl: string;
  output: () => string;
  /** SIGKILL: no shutdown, no drain, no closing of the database; resolves once the process is gone. */
  kill: () => Promise<void>;
  /** SIGTERM and wait: the graceful stop, which closes the database cleanly. */
  stop: () => Promise<void>;
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/**
 * Starts server/main.ts (through tsx, without the web app: the API is all these tests need) on
 * `dataDir` and, with `databaseUrl`, that PostgreSQL database; waits until it answers /v1/health.
 * SEED_DEMO=1 loads the demo data into an empty database only, so a restart keeps what is there.
 */
export async function startServerOn(dataDir: string, databaseUrl: string | undefined): Promise<ServerRun> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), DATA_DIR: dataDir, SEED_DEMO: '1', SHUTDOWN_SECONDS: '5', LOG_LEVEL: 'warn' };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else delete env.DATABASE_URL;
  delete env.S3_BUCKET;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  child.stdout?.on('data', (d: Buffer) => (log += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (log += d.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  const kill = async () => {
    const gone = exited(child);
    child.kill('SIGKILL');
    await gone;
  };
  try {
    await waitForHealth(baseUrl, child, 90_000);
  } catch (e) {
    await kill();
    throw new Error(`${e instanceof Error ? e.message : String(e)}\n--- server output ---\n${log.slice(-4000)}`);
  }
  return {
    baseUrl,
    output: () => log,
    kill,
    async stop() {
      const gone = exited(child);
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await gone;
      clearTimeout(timer);
    },
  };
}

/** Signs a demo user in and answers the bearer token. */
export async function signIn(baseUrl: string, loginId: string): Promise<string> {
  const res = await fetch(`${baseUrl}/v1/identity/web/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ loginId, loginKey: 'Demo@1234', ipAddress: '127.0.0.1', sourceApp: 'web' }),
  });
  const body = (await res.json()) as { value?: { jwtToken?: string } };
  if (res.status !== 200 || !body.value?.jwtToken) throw new Error(`sign-in of ${loginId} failed: ${res.status} ${JSON.stringify(body)}`);
  return body.value.jwtToken;
}
