import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { EvidenceFiles } from './evidence-files';
import { folderKeys } from './evidence-files';
import { BackupError, DOCUMENTS_DIR, readManifest, sha256, type BackupManifest } from './manifest';
import { loadPglite, pgliteHasData } from './pglite-copy';
import { postgresHasData, restorePostgres } from './postgres-copy';
import { countRows, type SqlSession } from './sql-session';
import type { DatabaseSource } from './take-backup';

/** Where two sets of hashes or counts differ, one line per difference. */
function differences(kind: string, expected: Record<string, string | number>, found: Record<string, string | number>): string[] {
  const lines: string[] = [];
  for (const [name, value] of Object.entries(expected)) {
    if (!(name in found)) lines.push(`${kind} ${name}: missing`);
    else if (found[name] !== value) lines.push(`${kind} ${name}: expected ${value}, found ${found[name]}`);
  }
  for (const name of Object.keys(found)) if (!(name in expected)) lines.push(`${kind} ${name}: not in the backup`);
  return lines;
}

/** Checks a backup before anything is restored: its manifest, the dump's hash, every evidence file's hash. */
export async function checkBackup(dir: string): Promise<BackupManifest> {
  const manifest = await readManifest(dir);
  const problems: string[] = [];
  const dump = await readFile(join(dir, manifest.database.file)).catch(() => null);
  if (!dump) problems.push(`database ${manifest.database.file}: missing`);
  else if (sha256(dump) !== manifest.database.sha256) problems.push(`database ${manifest.database.file}: SHA-256 differs from the manifest`);
  const root = join(dir, DOCUMENTS_DIR);
  const found: Record<string, string> = {};
  for (const key of await folderKeys(root)) found[key] = sha256(await readFile(join(root, key)));
  problems.push(...differences('evidence', manifest.documents.files, found));
  if (problems.length) throw new BackupError(`the backup in ${dir} is damaged; nothing was restored`, problems);
  return manifest;
}

/** Compares a restored database and evidence store with the manifest; any difference is a BackupError. */
export async function verifyRestored(manifest: BackupManifest, session: SqlSession, evidence: EvidenceFiles): Promise<void> {
  const problems = differences('table', manifest.rowCounts, await countRows(session));
  const found: Record<string, string> = {};
  for (const key of await evidence.keys()) {
    const bytes = await evidence.get(key);
    if (bytes) found[key] = sha256(bytes);
  }
  problems.push(...differences('evidence', manifest.documents.files, found));
  if (problems.length) throw new BackupError('the restored data differs from the backup', problems);
}

/**
 * Restores a backup into the database and evidence store the server would use. Refuses a damaged
 * backup before touching anything, and a target that already holds data unless `force` (which
 * replaces it: the database's own schemas are dropped, the evidence store emptied). Verifies the
 * result against the manifest: every table's row count, every file's SHA-256.
 */
export async function restoreBackup(opts: { dir: string; database: DatabaseSource; evidence: EvidenceFiles; force: boolean }): Promise<BackupManifest> {
  const { dir, database, evidence, force } = opts;
  const manifest = await checkBackup(dir);
  if (manifest.database.kind !== database.kind) {
    throw new BackupError(`the backup is of the ${manifest.database.kind} database and the target is ${database.kind}: restore it into the same kind`);
  }
  const hasData = database.kind === 'pglite' ? await pgliteHasData(database.dataDir) : await postgresHasData(database.url);
  const hasFiles = (await evidence.keys()).length > 0;
  if ((hasData || hasFiles) && !force) {
    throw new BackupError(`the target already holds ${hasData ? 'a database' : 'evidence files'}: restore into an empty one, or add --force to replace it`);
  }
  if (hasFiles) await evidence.clear();
  const dump = join(dir, manifest.database.file);
  const session = database.kind === 'pglite' ? await loadPglite(database.dataDir, dump) : await restorePostgres(database.url, dump, hasData);
  try {
    for (const key of Object.keys(manifest.documents.files)) await evidence.put(key, new Uint8Array(await readFile(join(dir, DOCUMENTS_DIR, key))));
    await verifyRestored(manifest, session, evidence);
  } finally {
    await session.close();
  }
  return manifest;
}
