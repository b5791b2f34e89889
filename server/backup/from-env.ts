import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { migrationsFolder } from '../db/client';
import { configFromEnv } from '../start';
import { s3SettingsFromEnv } from '../storage/s3-store';
import { folderEvidence, s3Evidence, type EvidenceFiles } from './evidence-files';
import type { DatabaseSource } from './take-backup';

/** The database and evidence store the server would use with this environment (DATABASE_URL, DATA_DIR, S3_BUCKET). */
export async function storesFromEnv(env: NodeJS.ProcessEnv): Promise<{ database: DatabaseSource; evidence: EvidenceFiles }> {
  const config = configFromEnv(env);
  const database: DatabaseSource = config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: config.dataDir };
  const s3 = s3SettingsFromEnv(env);
  return { database, evidence: s3 ? await s3Evidence(s3) : folderEvidence(join(config.dataDir, 'documents')) };
}

/** How many migrations this build ships: a backup from a newer build holds some it does not know. */
export function shippedMigrations(): number {
  return (JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] }).entries.length;
}
