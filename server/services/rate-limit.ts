import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema/index';

/** At most `limit` hits per bucket in each fixed window of `windowMs`. */
export interface Limit {
  limit: number;
  windowMs: number;
}

/**
 * Counts one hit for the bucket in the current window and answers whether it
 * is still within the limit. One upsert, so concurrent hits from several
 * server processes are counted exactly.
 */
export async function takeHit(db: Db, bucket: string, { limit, windowMs }: Limit, now: Date): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
  const start = Math.floor(now.getTime() / windowMs) * windowMs;
  const [row] = await db
    .insert(rateLimits)
    .values({ bucket, windowStart: new Date(start), hits: 1 })
    .onConflictDoUpdate({ target: [rateLimits.bucket, rateLimits.windowStart], set: { hits: sql`${rateLimits.hits} + 1` } })
    .returning({ hits: rateLimits.hits });
  return { allowed: row.hits <= limit, retryAfterSeconds: Math.max(1, Math.ceil((start + windowMs - now.getTime()) / 1000)) };
}
