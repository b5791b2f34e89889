import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { openDatabase } from '../../server/db/client';
import { openTestDatabase } from '../support/test-db';

/** On PostgreSQL (a restart or failover ends idle connections), the server goes on instead of dying. */
describe.skipIf(!process.env.TEST_DATABASE_URL)('connections to PostgreSQL', () => {
  it('survives the server ending an idle connection, and the next query works', async () => {
    const database = await openTestDatabase('postgres');
    try {
      const rows = async <T>(query: ReturnType<typeof sql>) => ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
      const [{ db: name }] = await rows<{ db: string }>(sql`select current_database() as db`);
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      try {
        const ended = await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [name]);
        expect(ended.rowCount).toBeGreaterThan(0);
      } finally {
        await admin.end();
      }
      // Give the pool time to hear of it; an unhandled 'error' would fail this test file.
      await new Promise((r) => setTimeout(r, 300));
      const [{ one }] = await rows<{ one: number }>(sql`select 1 as one`);
      expect(one).toBe(1);
    } finally {
      await database.close();
    }
  });

  it('lets several servers start on a new database at once: one migrates, the others wait, none fails', async () => {
    const adminUrl = process.env.TEST_DATABASE_URL!;
    const name = `accr_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    try {
      const servers = await Promise.all([1, 2, 3].map(() => openDatabase({ url: url.toString() })));
      try {
        const applied = (await servers[2].db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)) as unknown as { rows: { n: number }[] };
        expect(applied.rows[0].n).toBeGreaterThan(10);
        const tables = (await servers[0].db.execute(sql`select count(*)::int as n from pg_tables where schemaname = 'public' and tablename = 'forms'`)) as unknown as {
          rows: { n: number }[];
        };
        expect(tables.rows[0].n).toBe(1);
      } finally {
        await Promise.all(servers.map((s) => s.close()));
      }
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});
