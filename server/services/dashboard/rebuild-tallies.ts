import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * Recounts every dashboard tally (forms, kept domain scores, schools) from the rows, in one
 * transaction: the repair when the tallies may have drifted (rows written with the triggers
 * disabled, as a bulk load does, or a restore from elsewhere). Dashboards keep reading the old
 * counts meanwhile; writers of forms wait for the commit (the tallies are locked against them),
 * so no change made during the recount is lost or counted twice.
 */
export async function rebuildTallies(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select dashboard_tallies_rebuild()`);
  });
}
