import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './client';

let database: Database | undefined;
afterAll(async () => database?.close());

describe('the embedded database', () => {
  it('lets the event loop turn between statements, so a busy server still takes in new connections', async () => {
    database = await openDatabase({ dataDir: null });
    // Counts turns of the event loop while the statements run: Node takes in one new connection a turn.
    let turns = 0;
    let running = true;
    const tick = () => {
      turns++;
      if (running) setImmediate(tick);
    };
    setImmediate(tick);
    const before = turns;
    for (let i = 0; i < 20; i++) await database.db.execute(sql`select ${i}::int as n`);
    const during = turns - before;
    running = false;
    // Without the yield PGlite's promises resolve at once and the twenty statements run in one turn.
    expect(during).toBeGreaterThanOrEqual(20);
    const rows = await database.db.execute(sql`select 41 + 1 as answer`);
    expect((rows as unknown as { rows: { answer: number }[] }).rows[0].answer).toBe(42);
  });
});
