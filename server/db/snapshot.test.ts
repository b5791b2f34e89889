import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './client';
import { inSnapshot, keepRead, readOnce, rootOf } from './snapshot';

let database: Database;
beforeAll(async () => {
  database = await openDatabase({ dataDir: null });
});
afterAll(async () => database?.close());

const now = async (db: Database['db']) => ((await db.execute(sql`select now()::text as at`)) as unknown as { rows: { at: string }[] }).rows[0].at;

describe('reads made once per snapshot', () => {
  it('reads a thing once inside one snapshot, and every time outside one', async () => {
    let reads = 0;
    const read = () => Promise.resolve(++reads);
    expect([await readOnce(database.db, 'k', read), await readOnce(database.db, 'k', read)]).toEqual([1, 2]);
    reads = 0;
    const inside = await inSnapshot(database.db, async (db) => [await readOnce(db, 'k', read), await readOnce(db, 'k', read), await readOnce(db, 'other', read)]);
    expect(inside).toEqual([1, 1, 2]);
    // A new snapshot reads again: nothing is kept past the transaction.
    expect(await inSnapshot(database.db, (db) => readOnce(db, 'k', read))).toBe(3);
  });

  it('runs a snapshot inside a snapshot in the same transaction, sharing its reads', async () => {
    let reads = 0;
    const read = () => Promise.resolve(++reads);
    const [outerAt, innerAt, values] = await inSnapshot(database.db, async (db) => {
      const first = await readOnce(db, 'k', read);
      const [at, second] = await inSnapshot(db, async (inner) => [await now(inner), await readOnce(inner, 'k', read)] as const);
      return [await now(db), at, [first, second]] as const;
    });
    // now() is the transaction's start: the same in both, so no second transaction was opened.
    expect(innerAt).toBe(outerAt);
    expect(values).toEqual([1, 1]);
  });

  it('does not keep reads in a transaction that may write', async () => {
    let reads = 0;
    const read = () => Promise.resolve(++reads);
    const got = await database.db.transaction(async (tx) => [
      await readOnce(tx as unknown as Database['db'], 'k', read),
      await readOnce(tx as unknown as Database['db'], 'k', read),
    ]);
    expect(got).toEqual([1, 2]);
  });

  it('answers what keepRead kept inside a snapshot without reading, and keeps nothing outside one', async () => {
    let reads = 0;
    const read = () => Promise.resolve(++reads);
    const inside = await inSnapshot(database.db, async (db) => {
      keepRead(db, 'k', 'kept');
      // A thing read already is not replaced: the snapshot's services agree on one value.
      const first = await readOnce(db, 'other', read);
      keepRead(db, 'other', 'late');
      return [await readOnce(db, 'k', read), first, await readOnce(db, 'other', read)];
    });
    expect(inside).toEqual(['kept', 1, 1]);
    keepRead(database.db, 'k', 'kept');
    expect(await readOnce(database.db, 'k', read)).toBe(2);
  });

  it("names the database a snapshot reads, for caches kept per database (a transaction's would never hit)", async () => {
    expect(rootOf(database.db)).toBe(database.db);
    const roots = await inSnapshot(database.db, async (db) => [db === database.db, rootOf(db), await inSnapshot(db, async (inner) => rootOf(inner))]);
    expect(roots).toEqual([false, database.db, database.db]);
  });
});
