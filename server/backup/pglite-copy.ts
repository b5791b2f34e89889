import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { BackupError } from './manifest';
import { appliedMigrations, countRows, openPgliteSession, pgdataOf, pgliteInUse, type SqlSession } from './sql-session';

/** What a database dump found, for the manifest. */
export interface DumpedDatabase {
  rowCounts: Record<string, number>;
  migrations: number;
}

/**
 * Copies the embedded database of a DATA_DIR into one gzipped tarball (PGlite's own dumpDataDir).
 * PGlite serves one process, so the server must be stopped: a folder still marked open is refused.
 */
export async function dumpPglite(dataDir: string, outFile: string): Promise<DumpedDatabase> {
  if (pgliteInUse(dataDir)) {
    throw new BackupError(`${pgdataOf(dataDir)} is open (postmaster.pid): stop the server first. If it was killed, start it once and stop it with SIGTERM, then back up.`);
  }
  if ((await entriesOf(pgdataOf(dataDir))).length === 0) throw new BackupError(`no embedded database in ${pgdataOf(dataDir)} (is DATA_DIR right?)`);
  const session = await openPgliteSession(dataDir);
  try {
    const rowCounts = await countRows(session);
    const migrations = await appliedMigrations(session);
    const tarball = await session.dumpDataDir();
    await writeFile(outFile, new Uint8Array(await tarball.arrayBuffer()));
    return { rowCounts, migrations };
  } finally {
    await session.close();
  }
}

async function entriesOf(dir: string): Promise<string[]> {
  try {
    return await readdir(dir);
  } catch {
    return [];
  }
}

/** Whether a DATA_DIR already holds an embedded database. */
export async function pgliteHasData(dataDir: string): Promise<boolean> {
  return (await entriesOf(pgdataOf(dataDir))).length > 0;
}

/** Unpacks a tarball from dumpPglite as the DATA_DIR's database (replacing any there) and answers a session on it. */
export async function loadPglite(dataDir: string, tarball: string): Promise<SqlSession> {
  if (pgliteInUse(dataDir)) throw new BackupError(`${pgdataOf(dataDir)} is open (postmaster.pid): stop the server before restoring.`);
  await rm(pgdataOf(dataDir), { recursive: true, force: true });
  const file = new File([new Uint8Array(await readFile(tarball))], 'pgdata.tar.gz', { type: 'application/x-gzip' });
  return openPgliteSession(dataDir, file);
}
