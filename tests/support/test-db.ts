import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { openDatabase, type Database } from '../../server/db/client';
import { runTemplates, type TemplateKind } from './db-templates';

/** The databases the database tests run on: always the embedded one, and PostgreSQL when TEST_DATABASE_URL is set. */
export const testDatabases: ('pglite' | 'postgres')[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

/**
 * Opens a fresh, migrated database of the given kind: PGlite in memory, or a
 * new database on the TEST_DATABASE_URL server that is dropped on close, so a
 * run leaves nothing behind. In a vitest run it is a copy of the run's template
 * (tests/support/db-templates.ts): `empty` is migrated only, `demo` holds what a
 * server start with the demo data leaves. Elsewhere `empty` is migrated here and
 * `demo` is left to the caller's bootstrap, which seeds an empty database.
 */
export async function openTestDatabase(kind: 'pglite' | 'postgres', from: TemplateKind = 'empty'): Promise<Database> {
  const templates = runTemplates();
  if (kind === 'pglite') {
    const dump = templates?.pglite[from];
    // openDatabase still runs the migrations: none is left to apply, and a template from an older
    // checkout would be brought up to date rather than trusted.
    return openDatabase({ dataDir: null, loadDataDir: dump ? new Blob([readFileSync(dump)]) : undefined });
  }
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `accr_test_${randomBytes(6).toString('hex')}`;
  const template = templates?.postgres?.[from];
  const { Client } = await import('pg');
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
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
