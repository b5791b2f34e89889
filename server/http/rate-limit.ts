import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateBuckets } from '../db/schema';

/** At most `limit` hits at once, refilled evenly over `windowMs`: about `limit` per window, never twice it in a moment. */
export interface Limit {
  limit: number;
  windowMs: number;
}

/**
 * Counts one hit for the bucket and answers whether it is within the limit. A token bucket kept
 * as one time per bucket (the generic cell rate algorithm): a bucket holds `limit` hits and
 * refills one every windowMs / limit. Fixed windows let about twice the limit through across a
 * window's boundary (audit, issue 31 finding 6); here a burst is at most `limit`, then one per
 * refill. One upsert, so concurrent hits from several server processes are counted exactly; a
 * refused hit takes nothing, so a client that keeps hammering is not locked out for longer.
 */
export async function takeHit(db: Db, bucket: string, { limit, windowMs }: Limit, now: Date): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
  const step = windowMs / limit;
  // A hit is let through while the bucket's empty-again time is at most this far ahead of now.
  const tolerance = windowMs - step;
  const from = sql`greatest(${rateBuckets.tat}, ${now.toISOString()}::timestamptz)`;
  const fits = sql`${from} - ${now.toISOString()}::timestamptz <= ${tolerance} * interval '1 millisecond'`;
  const [row] = await db
    .insert(rateBuckets)
    .values({ bucket, tat: new Date(now.getTime() + step), allowed: true })
    .onConflictDoUpdate({
      target: rateBuckets.bucket,
      set: {
        tat: sql`case when ${fits} then ${from} + ${step} * interval '1 millisecond' else ${rateBuckets.tat} end`,
        allowed: fits,
      },
    })
    .returning({ tat: rateBuckets.tat, allowed: rateBuckets.allowed });
  const retryAfterMs = new Date(row.tat).getTime() - tolerance - now.getTime();
  return { allowed: row.allowed, retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) };
}
