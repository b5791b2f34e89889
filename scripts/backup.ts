// npm run backup -- <folder>
// Backs up the database and the evidence the server would use with this environment (DATABASE_URL or
// DATA_DIR's embedded database; S3_BUCKET or DATA_DIR/documents) into <folder>, or a dated folder
// inside it when it already holds something. The embedded database is copied with the server stopped.
// docs/deployment.md, "Backup and restore".
import { resolve } from 'node:path';
import { BackupError, backupFolderFor, storesFromEnv, takeBackup } from '../server/backup';

const out = process.argv[2];
if (!out) {
  console.error('usage: npm run backup -- <folder>');
  process.exit(2);
}
try {
  const now = new Date();
  const dir = await backupFolderFor(resolve(out), now);
  const { database, evidence } = await storesFromEnv(process.env);
  const manifest = await takeBackup({ database, evidence, dir, now });
  const rows = Object.values(manifest.rowCounts).reduce((a, b) => a + b, 0);
  console.log(
    `Backed up the ${manifest.database.kind} database (${Object.keys(manifest.rowCounts).length} tables, ${rows} rows, ${manifest.database.migrations} migrations) and ${Object.keys(manifest.documents.files).length} evidence files into ${dir}`,
  );
} catch (e) {
  console.error(e instanceof BackupError ? `Backup failed: ${e.message}` : e);
  process.exit(1);
}
