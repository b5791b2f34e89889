import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { builtOnce } from '../db/built-once';
import { cycles, forms } from '../db/schema';
import { conflict, notFound } from '../http/errors';
import type { CycleRow } from '../auth/scope';

/**
 * Takes a shared lock on a cycle for the rest of the transaction: many form
 * changes may hold it at once, but closing the cycle or starting its audit
 * (which lock it for update) waits for them, and they wait for those, so no
 * form of a closed cycle changes after the close. Taken before any form row
 * lock, always, so a form change and a cycle action never deadlock.
 */
export async function shareCycle(db: Db, cycleId: number): Promise<CycleRow | undefined> {
  const [cycle] = await db.select().from(cycles).where(eq(cycles.id, cycleId)).for('share');
  return cycle;
}

// One round trip: the subquery only finds the cycle; FOR SHARE locks the cycles row alone, not the form's.
// Built once and named, so PostgreSQL parses and plans it once a connection (every change of a form starts here).
const shareCycleOfFormRead = builtOnce<{ id: number }>('share_cycle_of_form', (qb) =>
  qb
    .select({ id: cycles.id })
    .from(cycles)
    .where(sql`${cycles.id} = (select ${forms.cycleId} from ${forms} where ${forms.id} = ${sql.placeholder('accrid')})`)
    .for('share'),
);

/** Shares the lock on the cycle of a form (by id), before the form row itself is locked. */
export async function shareCycleOfForm(db: Db, accrid: number): Promise<void> {
  await shareCycleOfFormRead(db, { accrid });
}

/** 404 for a missing or deleted cycle, 409 (the closed-cycle message) once it is closed. */
export function assertOpenCycle(cycle: { status: string } | undefined): asserts cycle is CycleRow {
  if (!cycle || cycle.status === 'DELETED') throw notFound();
  if (cycle.status === 'CLOSED') throw conflict('formClosed');
}
