import { eq } from 'drizzle-orm';
import type { CurrentUser } from '../auth/current-user';
import { cycles } from '../db/schema/index';
import { notFound } from '../http/errors';
import type { Deps } from './deps';
import { assertStateWide } from './scope';
import { enqueueMailJob } from '../mail/queue/enqueue';

/**
 * Sets (or clears, with null) the last day of a cycle. The end reminder follows the date: a new
 * date is reminded of once more, a reminder queued for the old one is dropped when it runs.
 */
export async function setCycleEnd(deps: Pick<Deps, 'db' | 'now'>, user: CurrentUser, cycleid: number, endsOn: string | null) {
  // A cycle spans every district: only a user whose role reaches the whole state may change it.
  assertStateWide(user);
  return deps.db.transaction(async (tx) => {
    const [cycle] = await tx.select({ id: cycles.id, status: cycles.status }).from(cycles).where(eq(cycles.id, cycleid)).for('update');
    if (!cycle || cycle.status === 'DELETED') throw notFound();
    const [row] = await tx.update(cycles).set({ endsOn }).where(eq(cycles.id, cycleid)).returning({ cycleid: cycles.id, endsOn: cycles.endsOn });
    // A date already within the reminder's reach is reminded of now, not at the next hourly sweep.
    if (endsOn) await enqueueMailJob(tx, { kind: 'cycle.endSweep', payload: { day: deps.now().toISOString().slice(0, 10) } });
    return row;
  });
}
