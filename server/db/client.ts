import { mkdirSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { pgliteExtensions } from './pglite-extensions';
import * as schema from './schema';

/** The database handle every service takes; the same type on PGlite and on node-postgres. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** An open database and how to close it. */
export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** The connection pool's state, for /metrics (PostgreSQL only). */
  poolStats?: () => { total: number; idle: number; waiting: number };
  /**
   * Runs a script of several statements without parameters (pg-boss installs its schema so):
   * PostgreSQL's simple protocol on pg, PGlite's exec. Answers the last statement's rows.
   */
  runScript(text: string): Promise<{ rows: unknown[] }>;
  /** PGlite only: its data folder as one tar, which `openDatabase({ loadDataDir })` starts a copy from. */
  dumpDataDir?: () => Promise<Blob>;
}

export const migrationsFolder = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * The databases a round trip costs enough on to gather many requests' statements into one (the
 * saves of a hundred heads, their sessions' reads: server/form/save-batch.ts): PostgreSQL over a
 * socket. Not the embedded database, which runs one statement at a time in this process: gathered,
 * its saves went from 199 to 144 a second on 2026-12-01 (the batch's JSON is dear in WebAssembly).
 */
const gathering = new WeakSet<Db>();
export function gathersStatements(db: Db): boolean {
  return gathering.has(db);
}

/** Connections per server process to PostgreSQL unless DB_POOL_SIZE says otherwise. */
export const DEFAULT_POOL_SIZE = 10;

/** The advisory lock key that serialises migrations across processes (any fixed number; this reads "accr"). */
const MIGRATION_LOCK = 0x61636372;

/**
 * Opens PostgreSQL: a real server when `url` is given (through pg), otherwise
 * the embedded PGlite stored in `dataDir` (or in memory with `dataDir: null`).
 * Applies the committed migrations either way.
 */
export async function openDatabase(opts: { url?: string; dataDir?: string | null; migrateSchema?: boolean; loadDataDir?: Blob }): Promise<Database> {
  if (opts.url) {
    const { Pool } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new Pool({ connectionString: opts.url, max: Number(process.env.DB_POOL_SIZE ?? DEFAULT_POOL_SIZE) });
    // An idle connection the server ends (a PostgreSQL restart or failover, or a dropped test
    // database) is reported here; without a listener node-postgres throws it and the process dies.
    // The pool opens a fresh connection for the next query.
    pool.on('error', (err) => console.warn(`PostgreSQL closed an idle connection: ${err.message}`));
    const db = drizzle(pool, { schema });
    // A read replica is migrated through its primary, never directly.
    if (opts.migrateSchema !== false) {
      // Replicas started together (compose, a rolling deploy) would run the same migration twice at
      // once: one connection holds a session lock while this process migrates, the others wait for it
      // and then find nothing left to do.
      const lockHolder = await pool.connect();
      try {
        await lockHolder.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
        await migrate(db, { migrationsFolder });
      } finally {
        await lockHolder.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
        lockHolder.release();
      }
    }
    gathering.add(db as unknown as Db);
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      close: () => pool.end(),
      runScript: async (text) => {
        const result = (await pool.query(text)) as unknown as { rows: unknown[] } | { rows: unknown[] }[];
        return Array.isArray(result) ? (result[result.length - 1] ?? { rows: [] }) : result;
      },
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const extensions = await pgliteExtensions();
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  let client;
  if (opts.dataDir) {
    const dir = join(opts.dataDir, 'pgdata');
    mkdirSync(dirname(dir), { recursive: true });
    client = new PGlite(dir, { extensions });
  } else {
    // loadDataDir: an in-memory database started from another one's dumpDataDir (the tests' templates).
    client = new PGlite({ extensions, loadDataDir: opts.loadDataDir });
  }
  yieldBeforeEachStatement(client);
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    close: () => client.close(),
    runScript: async (text) => {
      const results = await client.exec(text);
      return { rows: results[results.length - 1]?.rows ?? [] };
    },
    dumpDataDir: () => client.dumpDataDir('none'),
  };
}

/**
 * Lets the event loop turn before each message to the embedded database. PGlite runs a statement
 * synchronously, and its promises resolve at once, so without this one turn of the loop ran every
 * waiting request's whole transaction; Node takes in one new connection per turn (libuv since
 * 2022, libuv/libuv#3696), so under a hundred heads saving at once the last connections waited
 * 18 s for their first answer (docs/benchmarks.md). Calls are already one at a time (PGlite's own
 * locks are held across this wait), so nothing interleaves.
 */
function yieldBeforeEachStatement(client: { execProtocolRaw: (message: Uint8Array, options?: { syncToFs?: boolean }) => Promise<Uint8Array> }): void {
  const run = client.execProtocolRaw.bind(client);
  client.execProtocolRaw = async (message, options) => {
    await new Promise<void>((resolve) => setImmediate(resolve));
    return run(message, options);
  };
}
