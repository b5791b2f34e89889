import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
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
});
