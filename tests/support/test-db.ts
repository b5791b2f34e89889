import { randomBytes } from 'node:crypto';
import { openDatabase, type Database } from '../../server/db/client';

/** The databases the database tests run on: always the embedded one, and PostgreSQL when TEST_DATABASE_URL is set. */
export const testDatabases: ('pglite' | 'postgres')[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

/**
 * Opens a fresh, migrated database of the given kind: PGlite in memory, or a
 * new database on the TEST_DATABASE_URL server that is dropped on close, so a
 * run leaves nothing behind.
 */
export async function openTestDatabase(kind: 'pglite' | 'postgres'): Promise<Database> {
  if (kind === 'pglite') return openDatabase({ dataDir: null });
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `accr_test_${randomBytes(6).toString('hex')}`;
  const { Client } = await import('pg');
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  return {
    ...database,
    async close() {
      await database.close();
      const drop = new Client({ connectionString: adminUrl });
      await drop.connect();
      await drop.query(`drop database if exists ${name} with (force)`);
      await drop.end();
    },
  };
}
