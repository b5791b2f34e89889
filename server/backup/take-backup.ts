import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { EvidenceFiles } from './evidence-files';
import { DOCUMENTS_DIR, sha256, writeManifest, type BackupManifest } from './manifest';
import { dumpPglite } from './pglite-copy';
import { dumpPostgres } from './postgres-copy';

/** Which database to copy: the embedded one of a DATA_DIR, or PostgreSQL at a URL. */
export type DatabaseSource = { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string };

/** The folder a new backup goes into: `out` itself when new or empty, else a dated folder inside it. */
export async function backupFolderFor(out: string, now: Date): Promise<string> {
  if (!existsSync(out) || (await readdir(out)).length === 0) return out;
  return join(out, `backup-${now.toISOString().replace(/[:.]/g, '-')}`);
}

/**
 * Takes a backup into `dir`: the database dump, then every evidence file under documents/ by its key,
 * then the manifest (row counts, migration level, SHA-256 of the dump and of every file) last, so a
 * backup cut short has none and restore refuses it. Evidence is copied after the database's snapshot:
 * a file uploaded meanwhile is extra, and harmless.
 */
export async function takeBackup(opts: { database: DatabaseSource; evidence: EvidenceFiles; dir: string; now: Date }): Promise<BackupManifest> {
  const { database, evidence, dir } = opts;
  await mkdir(dir, { recursive: true });
  const file = database.kind === 'pglite' ? 'database.tar.gz' : 'database.pgdump';
  const dumped = database.kind === 'pglite' ? await dumpPglite(database.dataDir, join(dir, file)) : await dumpPostgres(database.url, join(dir, file));
  const files: Record<string, string> = {};
  for (const key of await evidence.keys()) {
    const bytes = await evidence.get(key);
    // Deleted between the listing and now: the database no longer needs it either.
    if (!bytes) continue;
    const path = join(dir, DOCUMENTS_DIR, key);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, bytes);
    files[key] = sha256(bytes);
  }
  const manifest: BackupManifest = {
    format: 1,
    createdAt: opts.now.toISOString(),
    database: { kind: database.kind, file, sha256: sha256(await readFile(join(dir, file))), migrations: dumped.migrations },
    rowCounts: dumped.rowCounts,
    documents: { source: evidence.source, files },
  };
  await writeManifest(dir, manifest);
  return manifest;
}
