import { inArray } from 'drizzle-orm';
import type { CurrentUser } from '../auth/current-user';
import { PRIV } from '../auth/privileges';
import type { Db } from '../db/client';
import { cycles } from '../db/schema';
import { AppError } from '../http/errors';
import { cycleWindowOpenText } from '../i18n/catalogue-approval.messages';

/**
 * A cycle's submission window: open from the cycle's creation (its initiation) until the end of
 * its last day (`endsOn`), as long as it is not closed or deleted. A cycle without a last day takes
 * answers as long as it runs, so its window is open until it is closed.
 */
const RUNNING = ['CREATED', 'FORMS_INITIATED', 'AUDIT_INITIATED'];

/** Today's date in India, where the last day of a cycle is a calendar day. */
export function indianDay(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** Whether schools may still be answering the cycle's forms (see RUNNING). */
export function windowOpen(cycle: { status: string; endsOn: string | null }, now: Date): boolean {
  return RUNNING.includes(cycle.status) && (cycle.endsOn === null || indianDay(now) <= cycle.endsOn);
}

export interface OpenCycle {
  cycleid: number;
  name: string;
  catalogueVersion: string;
  endsOn: string | null;
}

/** The cycles whose submission window is open: they stay on their version when a new one is published. */
export async function openCycles(db: Db, now: Date): Promise<OpenCycle[]> {
  const rows = await db
    .select({ cycleid: cycles.id, name: cycles.name, catalogueVersion: cycles.catalogueVersion, endsOn: cycles.endsOn, status: cycles.status })
    .from(cycles)
    .where(inArray(cycles.status, RUNNING))
    .orderBy(cycles.id);
  return rows.filter((c) => windowOpen(c, now)).map(({ status: _s, ...c }) => (void _s, c));
}

/**
 * Refuses to move the forms of a cycle whose window is open, unless the caller may approve
 * catalogue versions and gives a reason: schools are answering those forms right now.
 */
export function assertMayMoveCycle(user: CurrentUser, cycle: { name: string; status: string; endsOn: string | null }, reason: string | undefined, now: Date): void {
  if (!windowOpen(cycle, now)) return;
  const approver = user.privileges.has(PRIV.catalogueApprove);
  const detail = { field: reason ? 'version' : 'reason', problem: 'windowOpen', cycleName: cycle.name, endsOn: cycle.endsOn };
  if (!reason) throw new AppError(409, 'cycleWindowOpen', [detail], 'cycleWindowOpen', cycleWindowOpenText(cycle.name, cycle.endsOn, approver));
  if (!approver) throw new AppError(403, 'cycleWindowOpenApprover', [detail], 'cycleWindowOpenApprover', cycleWindowOpenText(cycle.name, cycle.endsOn, false));
}
