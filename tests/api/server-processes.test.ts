import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { freePort, waitForHealth } from '../e2e/server';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const adminUrl = process.env.TEST_DATABASE_URL;

/** The server processes whose parent is `pid` (Linux /proc; tsx's esbuild helper is not one). */
function childrenOf(pid: number): number[] {
  const out: number[] = [];
  for (const d of readdirSync('/proc').filter((n) => /^\d+$/.test(n))) {
    try {
      const parent = Number(readFileSync(`/proc/${d}/stat`, 'utf8').split(') ')[1]!.split(' ')[1]);
      if (parent === pid && readFileSync(`/proc/${d}/cmdline`, 'utf8').includes('server/main.ts')) out.push(Number(d));
    } catch {
      // ended between the listing and the read
    }
  }
  return out;
}

async function until<T>(what: string, probe: () => T | undefined | false, ms = 60_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const found = probe();
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

// Several processes need PostgreSQL: the embedded database lives inside one (server/processes.test.ts).
describe.skipIf(!adminUrl)('SERVER_PROCESSES on PostgreSQL', () => {
  it('runs that many servers on one port, starts one that dies again, and stops them all on SIGTERM', { timeout: 180_000 }, async () => {
    const name = `accr_procs_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(adminUrl!);
    url.pathname = `/${name}`;
    const dataDir = mkdtempSync(join(tmpdir(), 'accr-procs-'));
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    let primary: ChildProcess | undefined;
    let output = '';
    try {
      primary = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
        cwd: repoRoot,
        env: {
          ...process.env,
          PORT: String(port),
          DATA_DIR: dataDir,
          DATABASE_URL: url.toString(),
          SEED_DEMO: '1',
          SERVER_PROCESSES: '2',
          SHUTDOWN_SECONDS: '5',
          LOG_LEVEL: 'info',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      primary.stdout?.on('data', (d: Buffer) => (output += d.toString()));
      primary.stderr?.on('data', (d: Buffer) => (output += d.toString()));
      await waitForHealth(base, primary, 90_000).catch((e: Error) => {
        throw new Error(`${e.message}\n${output.slice(-3000)}`);
      });
      const pid = primary.pid!;
      // A fresh connection each time (no keep-alive), so each is handed to a server process anew.
      const health = () => fetch(`${base}/v1/health`, { headers: { connection: 'close' }, signal: AbortSignal.timeout(10_000) });
      await until('both to listen', () => output.includes('2 server processes share the port'));
      const first = await until('two server processes', () => childrenOf(pid).length === 2 && childrenOf(pid)).catch((e: Error) => {
        throw new Error(`${e.message}: ${JSON.stringify(childrenOf(pid))}\n${output.slice(-3000)}`);
      });

      // A server process that dies is replaced, and the port answers throughout.
      process.kill(first[0]!, 'SIGKILL');
      // Connections handed out in the moment before the supervisor learns of the death are lost, as behind any balancer.
      await until('the supervisor to see it', () => output.includes('a server process stopped'));
      expect((await health()).ok).toBe(true);
      const after = await until('a new server process', () => {
        const now = childrenOf(pid);
        return now.length === 2 && !now.includes(first[0]!) && now;
      });
      expect(after).toContain(first[1]);
      for (let i = 0; i < 20; i++) expect((await health()).ok).toBe(true);

      // SIGTERM: every server drains and stops, then the supervisor leaves with 0.
      const exited = new Promise<number | null>((resolve) => primary!.once('exit', (code) => resolve(code)));
      primary.kill('SIGTERM');
      expect(await exited).toBe(0);
      expect(childrenOf(pid)).toEqual([]);
    } finally {
      if (primary && primary.exitCode === null) primary.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});
