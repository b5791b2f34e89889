// Backup and restore of the database and the evidence store (npm run backup / npm run restore).
export { takeBackup, backupFolderFor, type DatabaseSource } from './take-backup';
export { restoreBackup, checkBackup } from './restore-backup';
export { folderEvidence, s3Evidence, type EvidenceFiles } from './evidence-files';
export { BackupError, type BackupManifest } from './manifest';
export { storesFromEnv, shippedMigrations } from './from-env';
