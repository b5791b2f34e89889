import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/client';
import { openTestDatabase, testDatabases } from '../../tests/support/test-db';
import { enableTriggers, restoreOrder, setAside } from './bulk-load';
import { openLanes } from './lanes';

const TABLES = ['schools', 'users', 'forms', 'form_answers', 'form_domain_scores'];

/** Every index of the tables as the catalog states it, and whether each user trigger is enabled. */
async function schemaOf(database: Database) {
  const lanes = await openLanes(database, undefined, 1);
  try {
    const [lane] = lanes.all;
    const list = TABLES.map((t) => `'${t}'`).join(', ');
    return {
      indexes: await lane.rows<{ indexdef: string }>(`select indexdef from pg_indexes where schemaname = 'public' and tablename in (${list}) order by indexdef`),
      constraints: await lane.rows<{ def: string }>(
        `select conrelid::regclass::text || ' ' || conname || ' ' || pg_get_constraintdef(oid) as def from pg_constraint where conrelid::regclass::text in (${list}) order by 1`,
      ),
      triggers: await lane.rows<{ t: string }>(`select tgname || ' ' || tgenabled::text as t from pg_trigger where not tgisinternal order by 1`),
    };
  } finally {
    await lanes.close();
  }
}

describe.each(testDatabases)('setAside() on %s', (kind) => {
  let database: Database | undefined;
  afterEach(async () => {
    await database?.close();
    database = undefined;
  });

  it('leaves, once restored, every index, constraint and trigger as the migrations made them', async () => {
    database = await openTestDatabase(kind);
    await database.db.execute(sql.raw('create function bench_touch() returns trigger language plpgsql as $$ begin return new; end $$'));
    await database.db.execute(sql.raw('create trigger bench_touch before update on forms for each row execute function bench_touch()'));
    const before = await schemaOf(database);
    const lanes = await openLanes(database, undefined, 1);
    const [lane] = lanes.all;
    const held = await setAside(lane, TABLES);
    const aside = await lane.rows<{ n: number }>(`select count(*)::int as n from pg_indexes where schemaname = 'public' and tablename in ('users', 'forms', 'form_answers')`);
    for (const statement of await restoreOrder(lane, held)) await lane.run(statement);
    await enableTriggers(lane, held);
    await lanes.close();

    // The dashboard tally marks' triggers (forms, schools, form_domain_scores) and the test's own on forms.
    expect([...held.triggers].sort()).toEqual(['form_domain_scores', 'forms', 'schools']);
    // Only the keys a foreign key leans on stayed while the rows went in: users' and forms' ids.
    expect(aside[0].n).toBe(2);
    expect(await schemaOf(database)).toEqual(before);
  });
});
