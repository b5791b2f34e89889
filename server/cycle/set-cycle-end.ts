import { eq } from 'drizzle-orm';
import type { CurrentUser } from '../auth/current-user';
import { cycles } from '../db/schema';
import { badRequest, notFound } from '../http/errors';
import type { Deps } from '../deps';
import { assertStateWide } from '../auth/scope';
import { enqueueJob } from '../jobs/enqueue';
import { checkBase, nextStamp, type Base } from '../db/revision';

/**
 * Refuses a last day that is no calendar day (the schema's pattern lets 2027-02-31 through, which
 * PostgreSQL would refuse with a 500) or one already past (UTC: a day early in India at most).
 */
export function checkCycleEnd(endsOn: string | null | undefined, now: Date): void {
  if (!endsOn) return;
  const [y, m, d] = endsOn.split('-').map(Number);
  const day = new Date(Date.UTC(y, m - 1, d));
  if (day.getUTCFullYear() !== y || day.getUTCMonth() !== m - 1 || day.getUTCDate() !== d) throw badRequest([{ field: 'endsOn', problem: 'notADay' }], 'cycleEndNotADay');
  if (endsOn < now.toISOString().slice(0, 10)) throw badRequest([{ field: 'endsOn', problem: 'past' }], 'cycleEndInPast');
}

/**
 * Sets (or clears, with null) the last day of a cycle. The end reminder follows the date: a new
 * date is reminded of once more, a reminder queued for the old one is dropped when it runs. With
 * `base` (the cycle's updatedAt as read), a change made since by anyone is refused.
 */
export async function setCycleEnd(deps: Pick<Deps, 'db' | 'now'>, user: CurrentUser, cycleid: number, endsOn: string | null, base?: Base) {
  // A cycle spans every district: only a user whose role reaches the whole state may change it.
  assertStateWide(user);
  checkCycleEnd(endsOn, deps.now());
  return deps.db.transaction(async (tx) => {
    const [cycle] = await tx
      .select({ id: cycles.id, status: cycles.status, updatedAt: cycles.updatedAt, updatedBy: cycles.updatedBy })
      .from(cycles)
      .where(eq(cycles.id, cycleid))
      .for('update');
    if (!cycle || cycle.status === 'DELETED') throw notFound();
    await checkBase(tx, base, cycle);
    const [row] = await tx
      .update(cycles)
      .set({ endsOn, updatedAt: nextStamp(deps.now(), cycle.updatedAt), updatedBy: user.userId })
      .where(eq(cycles.id, cycleid))
      .returning({ cycleid: cycles.id, endsOn: cycles.endsOn, updatedAt: cycles.updatedAt });
    // A date already within the reminder's reach is reminded of now, not at the next hourly sweep.
    if (endsOn) await enqueueJob(tx, { kind: 'cycle.endSweep', payload: { day: deps.now().toISOString().slice(0, 10) } });
    return row;
  });
}
