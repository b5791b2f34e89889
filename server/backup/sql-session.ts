import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pgliteExtensions } from '../db/pglite-extensions';

/** A plain SQL connection to the database being copied or restored, the same shape on PGlite and PostgreSQL. */
export interface SqlSession {
  query<T>(text: string): Promise<T[]>;
  close(): Promise<void>;
}

/** Where PGlite keeps the embedded database inside DATA_DIR (server/db/client.ts). */
export const pgdataOf = (dataDir: string): string => join(dataDir, 'pgdata');

/**
 * PGlite writes pgdata/postmaster.pid while it has the folder open and removes it on close: present,
 * the server is running (or was killed, and must be started and stopped once to close it cleanly).
 */
export const pgliteInUse = (dataDir: string): boolean => existsSync(join(pgdataOf(dataDir), 'postmaster.pid'));

/** Opens the embedded database of a DATA_DIR without migrating it: a backup changes nothing. */
export async function openPgliteSession(dataDir: string, loadDataDir?: File): Promise<SqlSession & { dumpDataDir(): Promise<Blob> }> {
  const { PGlite } = await import('@electric-sql/pglite');
  const extensions = await pgliteExtensions();
  const client = new PGlite(pgdataOf(dataDir), loadDataDir ? { loadDataDir, extensions } : { extensions });
  await client.waitReady;
  return {
    query: async <T>(text: string) => (await client.query<T>(text)).rows,
    close: () => client.close(),
    dumpDataDir: () => client.dumpDataDir('gzip'),
  };
}

/** A connection to PostgreSQL (DATABASE_URL). */
export async function openPostgresSession(url: string): Promise<SqlSession> {
  const { Client } = await import('pg');
  const client = new Client({ connectionString: url });
  await client.connect();
  return {
    query: async <T>(text: string) => (await client.query(text)).rows as T[],
    close: () => client.end(),
  };
}

export const quoted = (name: string): string => `"${name.replace(/"/g, '""')}"`;

/** Schemas of the platform's own (public, drizzle's bookkeeping, any a library adds), not PostgreSQL's. */
const ownSchemas = `nspname not in ('information_schema') and nspname not like 'pg\\_%'`;

/** Every table of the database, sorted by schema and name. */
async function listTables(session: SqlSession): Promise<{ schema: string; name: string }[]> {
  return session.query<{ schema: string; name: string }>(
    `select n.nspname as schema, c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where c.relkind in ('r', 'p') and ${ownSchemas} order by 1, 2`,
  );
}

/** Rows per table ("schema.table"), in the session's snapshot. */
export async function countRows(session: SqlSession): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const { schema, name } of await listTables(session)) {
    const [{ n }] = await session.query<{ n: number }>(`select count(*)::int as n from ${quoted(schema)}.${quoted(name)}`);
    counts[`${schema}.${name}`] = Number(n);
  }
  return counts;
}

/** How many migrations the database holds (0 for a database drizzle never migrated). */
export async function appliedMigrations(session: SqlSession): Promise<number> {
  const [{ exists }] = await session.query<{ exists: boolean }>(`select to_regclass('drizzle.__drizzle_migrations') is not null as exists`);
  if (!exists) return 0;
  const [{ n }] = await session.query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations');
  return Number(n);
}

/** The platform's schemas in the database, for emptying a target on a forced restore. */
export async function ownSchemaNames(session: SqlSession): Promise<string[]> {
  return (await session.query<{ nspname: string }>(`select nspname from pg_namespace where ${ownSchemas} order by 1`)).map((r) => r.nspname);
}
