import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, type Database } from '../../server/db/client';

/** Where one size of the bench keeps its data, and how to open, measure and drop it. */
export interface ScaleStore {
  kind: 'pglite' | 'postgres';
  dataDir: string;
  databaseUrl: string | undefined;
  open(): Promise<Database>;
  /** Disk the data takes: the database (PostgreSQL) or its folder (PGlite), and the answers table's share. */
  diskUsed(): Promise<{ bytes: number; answersBytes: number | null }>;
  dispose(): Promise<void>;
}

/**
 * Data that outlives a server process, so a fresh one can start on it: PGlite in a folder (as
 * DATA_DIR keeps it), or a database of its own on the TEST_DATABASE_URL server, dropped at the end.
 */
export async function scaleStore(kind: 'pglite' | 'postgres'): Promise<ScaleStore> {
  const dataDir = mkdtempSync(join(tmpdir(), 'accr-scale-'));
  if (kind === 'pglite') {
    return {
      kind,
      dataDir,
      databaseUrl: undefined,
      open: () => openDatabase({ dataDir }),
      diskUsed: async () => ({ bytes: folderBytes(dataDir), answersBytes: null }),
      dispose: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const { Client } = await import('pg');
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `accr_scale_${randomBytes(6).toString('hex')}`;
  const query = async <T>(url: string, statement: string): Promise<T[]> => {
    const client = new Client({ connectionString: url });
    await client.connect();
    try {
      return (await client.query(statement)).rows as T[];
    } finally {
      await client.end();
    }
  };
  await query(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  return {
    kind,
    dataDir,
    databaseUrl,
    open: () => openDatabase({ url: databaseUrl }),
    diskUsed: async () => {
      const [row] = await query<{ bytes: string; answers: string }>(
        databaseUrl,
        // A partitioned answers table has no storage of its own: its partitions' sizes are summed.
        `select pg_database_size(current_database())::text as bytes,
                greatest(pg_total_relation_size('form_answers'), (select coalesce(sum(pg_total_relation_size(relid)), 0) from pg_partition_tree('form_answers')))::text as answers`,
      );
      return { bytes: Number(row.bytes), answersBytes: Number(row.answers) };
    },
    dispose: async () => {
      await query(adminUrl, `drop database if exists ${name} with (force)`);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function folderBytes(dir: string): number {
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    total += entry.isDirectory() ? folderBytes(path) : statSync(path).size;
  }
  return total;
}
