import { spawn } from 'node:child_process';
import { BackupError } from './manifest';
import type { DumpedDatabase } from './pglite-copy';
import { appliedMigrations, countRows, openPostgresSession, ownSchemaNames, quoted, type SqlSession } from './sql-session';

/** The URL without its password, which goes to pg_dump through PGPASSWORD instead of the process list. */
function clientArgs(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { dbname: parsed.toString(), env: password ? { ...process.env, PGPASSWORD: password } : { ...process.env } };
}

/** Runs one of PostgreSQL's client programs; a missing program or a non-zero exit is a BackupError with its output. */
function run(program: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', (e: NodeJS.ErrnoException) =>
      reject(new BackupError(e.code === 'ENOENT' ? `${program} not found: install PostgreSQL's client programs (Debian: apt-get install postgresql-client)` : e.message)),
    );
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new BackupError(`${program} failed (exit ${code}): ${stderr.trim()}`))));
  });
}

/**
 * Dumps a PostgreSQL database with pg_dump (custom format) while the servers keep running: the row
 * counts for the manifest are taken in a repeatable-read transaction whose snapshot pg_dump shares
 * (--snapshot), so they describe exactly the rows in the dump.
 */
export async function dumpPostgres(url: string, outFile: string): Promise<DumpedDatabase> {
  const session = await openPostgresSession(url);
  try {
    await session.query('begin isolation level repeatable read read only');
    const [{ snapshot }] = await session.query<{ snapshot: string }>('select pg_export_snapshot() as snapshot');
    const rowCounts = await countRows(session);
    const migrations = await appliedMigrations(session);
    const { dbname, env } = clientArgs(url);
    await run('pg_dump', ['--format=custom', `--snapshot=${snapshot}`, '--no-owner', '--no-privileges', `--file=${outFile}`, `--dbname=${dbname}`], env);
    await session.query('commit');
    return { rowCounts, migrations };
  } finally {
    await session.close();
  }
}

/** Whether a PostgreSQL database holds any table of ours. */
export async function postgresHasData(url: string): Promise<boolean> {
  const session = await openPostgresSession(url);
  try {
    const [{ n }] = await session.query<{ n: number }>(
      `select count(*)::int as n from pg_class c join pg_namespace s on s.oid = c.relnamespace
       where c.relkind in ('r', 'p') and s.nspname not in ('information_schema') and s.nspname not like 'pg\\_%'`,
    );
    return Number(n) > 0;
  } finally {
    await session.close();
  }
}

/**
 * Restores a pg_dump file into the database of `url` in one transaction (a failure leaves it as it
 * was). With `replace`, our schemas are dropped first: public is made again empty, as a new database has it.
 */
export async function restorePostgres(url: string, dumpFile: string, replace: boolean): Promise<SqlSession> {
  if (replace) {
    const session = await openPostgresSession(url);
    try {
      await session.query('begin');
      for (const schema of await ownSchemaNames(session)) await session.query(`drop schema ${quoted(schema)} cascade`);
      await session.query('create schema public');
      await session.query('grant usage on schema public to public');
      await session.query('commit');
    } finally {
      await session.close();
    }
  }
  const { dbname, env } = clientArgs(url);
  await run('pg_restore', ['--no-owner', '--no-privileges', '--single-transaction', '--exit-on-error', `--dbname=${dbname}`, dumpFile], env);
  return openPostgresSession(url);
}
