/**
 * Makes the tests' database templates (tests/support/db-templates.ts) and prints where they are as
 * JSON: PGlite dumps in the folder given, and, with TEST_DATABASE_URL, template databases on that
 * server named with the prefix given. Run by tests/support/db-templates.setup.ts in its own process.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from '../../server/db/client';
import { bootstrap } from '../../server/start';
import type { DbTemplates, TemplateKind } from './db-templates';

const [dir, prefix] = process.argv.slice(2);
if (!dir || !prefix) throw new Error('usage: make-db-templates <folder> <database name prefix>');

/** Brings an open, migrated database to the template's state. */
async function fill(database: Database, kind: TemplateKind): Promise<void> {
  if (kind === 'empty') return;
  const dataDir = mkdtempSync(join(tmpdir(), 'accr-template-'));
  try {
    await bootstrap({ port: 0, dataDir, seedDemo: true }, database);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const kinds: TemplateKind[] = ['empty', 'demo'];
const templates: DbTemplates = { pglite: { empty: '', demo: '' } };
for (const kind of kinds) {
  const database = await openDatabase({ dataDir: null });
  await fill(database, kind);
  if (!database.dumpDataDir) throw new Error('the embedded database cannot dump its data folder');
  const dump = await database.dumpDataDir();
  const file = join(dir, `${kind}.tar`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  templates.pglite[kind] = file;
  await database.close();
}

const adminUrl = process.env.TEST_DATABASE_URL;
if (adminUrl) {
  templates.postgres = { empty: `${prefix}_empty`, demo: `${prefix}_demo` };
  for (const kind of kinds) {
    const name = templates.postgres[kind];
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ url: url.toString() });
    await fill(database, kind);
    await database.close();
  }
}

process.stdout.write(JSON.stringify(templates));
process.exit(0);
