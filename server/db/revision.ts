import { eq, sql } from 'drizzle-orm';
import type { Db } from './client';
import { users } from './schema';
import { conflict } from '../http/errors';

/**
 * The revision of a shared record, as a client read it: the record's `updatedAt` (ISO), null when
 * it read no record yet (school information never saved), or absent for callers that do not check
 * (the contract's older clients: the write then wins, as it always did). docs/concurrency.md.
 */
export type Base = string | null | undefined;

/** The request schema of `base`, the same wherever a write takes one. */
export const baseSchema = {
  type: ['string', 'null'],
  format: 'date-time',
  description:
    "The record's updatedAt as the caller read it (null: no record yet). A newer change by anyone answers 409 recordChanged naming who and when; leave it out to write anyway.",
} as const;

/** The record's stamp as it is now, read under the write's row lock. */
export interface Stamp {
  updatedAt: Date | null;
  updatedBy: number | null;
}

/**
 * Refuses (409 recordChanged) a write whose `base` is not the record's stamp as it is now, naming
 * who changed it (`by`, null when unknown) and when (`at`, the revision to send to write over it).
 * Call it inside the write's transaction, after reading `current` with `FOR UPDATE`.
 */
export async function checkBase(tx: Db, base: Base, current: Stamp | null): Promise<void> {
  if (base === undefined) return;
  const now = current?.updatedAt ?? null;
  const same = base === null ? now === null : now !== null && Date.parse(base) === now.getTime();
  if (same) return;
  if (!now) throw conflict('recordChanged', [{ field: 'base', problem: 'recordGone', by: null, at: null }]);
  const [who] = current?.updatedBy
    ? await tx
        .select({ name: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})` })
        .from(users)
        .where(eq(users.id, current.updatedBy))
    : [];
  throw conflict('recordChanged', [{ field: 'base', problem: 'changedByOther', by: who?.name ?? null, at: now.toISOString() }]);
}

/**
 * The stamp of a change made now: never the same millisecond as the one before, so a `base` read
 * before it can never match after it (two writes in one millisecond, or a clock a little behind).
 */
export function nextStamp(now: Date, previous: Date | null | undefined): Date {
  return previous && previous.getTime() >= now.getTime() ? new Date(previous.getTime() + 1) : now;
}
