import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { Database } from '../../server/db/client';

/** One connection the seeding sends SQL text through (no parameters: the seed inlines only its own constants). */
export interface Lane {
  run(text: string): Promise<void>;
  rows<T>(text: string): Promise<T[]>;
}

/** The connections a bulk load spreads its statements over, and what their database processes cost. */
export interface Lanes {
  all: Lane[];
  /** Runs the statements, each lane taking the next one as it finishes the last; longest first is the caller's job. */
  spread(statements: string[]): Promise<void>;
  /** Runs the sequences side by side, each on one lane in its order (one after another when there is a single lane). */
  together(sequences: string[][]): Promise<void>;
  /** CPU seconds the lanes' own database processes have used so far (null when they are not on this machine, or embedded). */
  cpuSeconds(): number | null;
  close(): Promise<void>;
}

/** Statements slower than this are named on the console: where a seed's minutes go. */
const SLOW_MS = 5000;

/** Runs a statement, naming it when it is slow. */
async function timed(lane: Lane, text: string): Promise<void> {
  const start = performance.now();
  await lane.run(text);
  const ms = performance.now() - start;
  if (ms > SLOW_MS) console.log(`    ${(ms / 1000).toFixed(1)} s: ${text.replace(/\s+/g, ' ').trim().slice(0, 120)}`);
}

/** Session settings of a bulk load on PostgreSQL: memory to sort index keys in one pass, no waiting on the WAL flush. */
const BULK_SETTINGS = ["set maintenance_work_mem = '1GB'", 'set synchronous_commit = off'];

/**
 * Rows written by the seed satisfy their foreign keys by construction (every form of a school
 * just written, every answer of a form just written), so the load skips the per-row checks the
 * way pg_restore --disable-triggers does. Needs a superuser; without one the checks simply run.
 */
const SKIP_FOREIGN_KEY_CHECKS = 'set session_replication_role = replica';

/**
 * Lanes for a bulk load: on PostgreSQL `count` connections of their own (one per core is what
 * pays); on the embedded database its single connection, reset afterwards since the app shares it.
 */
export async function openLanes(database: Database, databaseUrl: string | undefined, count: number): Promise<Lanes> {
  if (database.kind === 'pglite' || !databaseUrl) {
    const db = database.db;
    const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
    const lane: Lane = {
      run: async (text) => void (await db.execute(sql.raw(text))),
      rows: async <T>(text: string) => rowsOf<T>(await db.execute(sql.raw(text))),
    };
    const skipped = await lane.run(SKIP_FOREIGN_KEY_CHECKS).then(
      () => true,
      () => false,
    );
    const inTurn = async (statements: string[]) => {
      for (const s of statements) await timed(lane, s);
    };
    return {
      all: [lane],
      spread: inTurn,
      together: (sequences) => inTurn(sequences.flat()),
      cpuSeconds: () => null,
      close: async () => {
        if (skipped) await lane.run('reset session_replication_role');
      },
    };
  }
  const { Client } = await import('pg');
  const clients = await Promise.all(
    Array.from({ length: count }, async () => {
      const client = new Client({ connectionString: databaseUrl });
      await client.connect();
      for (const s of BULK_SETTINGS) await client.query(s);
      await client.query(SKIP_FOREIGN_KEY_CHECKS).catch(() => undefined);
      const [{ pid }] = (await client.query<{ pid: number }>('select pg_backend_pid() as pid')).rows;
      return { client, pid };
    }),
  );
  const all: Lane[] = clients.map(({ client }) => ({
    run: async (text) => void (await client.query(text)),
    rows: async <T>(text: string) => (await client.query(text)).rows as T[],
  }));
  const together = async (sequences: string[][]) => {
    const queue = [...sequences];
    await Promise.all(
      all.map(async (lane) => {
        for (let next = queue.shift(); next !== undefined; next = queue.shift()) for (const s of next) await timed(lane, s);
      }),
    );
  };
  return {
    all,
    spread: (statements) => together(statements.map((s) => [s])),
    together,
    cpuSeconds: () => {
      try {
        return clients.reduce((sum, { pid }) => sum + processCpuSeconds(pid), 0);
      } catch {
        return null;
      }
    },
    close: async () => {
      await Promise.all(clients.map(({ client }) => client.end()));
    },
  };
}

/** CPU time a process has used so far, user and system, in seconds (Linux /proc; throws when it is not on this machine). */
function processCpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // A server on another machine: the same process id here is someone else.
  if (!stat.includes('(postgres)')) throw new Error(`process ${pid} is not a PostgreSQL backend of this machine`);
  const fields = stat.split(') ')[1].split(' ');
  // utime and stime are fields 14 and 15 of the line, in clock ticks (100 a second on Linux).
  return (Number(fields[11]) + Number(fields[12])) / 100;
}
