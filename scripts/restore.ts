// npm run restore -- <backup folder> [--force]
// Restores a backup made by npm run backup into the database and evidence store this environment names
// (as the server would use them; stop the server first). Refuses a damaged backup, and a target that
// already holds data unless --force (which replaces it). Verifies every table's row count and every
// evidence file's SHA-256 against the backup's manifest; exits 1 on any difference.
import { resolve } from 'node:path';
import { BackupError, restoreBackup, shippedMigrations, storesFromEnv } from '../server/backup';

const args = process.argv.slice(2);
const force = args.includes('--force');
const [dir] = args.filter((a) => a !== '--force');
if (!dir) {
  console.error('usage: npm run restore -- <backup folder> [--force]');
  process.exit(2);
}
try {
  const { database, evidence } = await storesFromEnv(process.env);
  const manifest = await restoreBackup({ dir: resolve(dir), database, evidence, force });
  const rows = Object.values(manifest.rowCounts).reduce((a, b) => a + b, 0);
  console.log(
    `Restored and verified the backup of ${manifest.createdAt}: ${Object.keys(manifest.rowCounts).length} tables, ${rows} rows, ${Object.keys(manifest.documents.files).length} evidence files.`,
  );
  if (manifest.database.migrations > shippedMigrations()) {
    console.warn(`The backup holds ${manifest.database.migrations} migrations and this build ships ${shippedMigrations()}: run a build at least as new as the one that made it.`);
  }
} catch (e) {
  if (e instanceof BackupError) {
    console.error(`Restore failed: ${e.message}`);
    for (const line of e.problems) console.error(`  ${line}`);
  } else console.error(e);
  process.exit(1);
}
