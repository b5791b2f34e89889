import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';
import { formDomainScores, forms } from '../db/schema';
import { domainScoresOf, type ScoreDeps } from './domain-scores';

const APPROVED = 9;
/**
 * Forms scored per transaction. Scoring is synchronous engine work (about 0.4 ms a form), so a
 * batch this size holds the event loop well under 100 ms and requests keep flowing in between.
 */
const BATCH = 200;
/** Serialises backfills across server processes sharing one database (any fixed number; this reads "dsco"). */
export const BACKFILL_LOCK = 0x6473636f;

/**
 * The approved forms after `after` whose kept domain scores (self or external) are missing or
 * stamped with an older state of the form than its current `updated_at`.
 */
async function formsWithoutCurrentScores(db: Db, after: number, limit: number): Promise<{ id: number; catalogueVersion: string }[]> {
  const current = (kind: 'self' | 'external') =>
    sql`exists (select 1 from ${formDomainScores} s where s.form_id = ${forms.id} and s.kind = ${kind} and s.scored_at = ${forms.updatedAt})`;
  return db
    .select({ id: forms.id, catalogueVersion: forms.catalogueVersion })
    .from(forms)
    .where(sql`${forms.status} = ${APPROVED} and ${forms.id} > ${after} and not (${current('self')} and ${current('external')})`)
    .orderBy(forms.id)
    .limit(limit);
}

export interface BackfillResult {
  scored: number;
  /** True when another server process held the backfill, so this one left the forms to it. */
  skipped: boolean;
}

/**
 * Keeps the domain scores of every approved form that lacks current ones, so no dashboard
 * request has to score them. Approval keeps the scores as it approves; this catches the rest:
 * forms approved before scores were kept, data loaded or restored from elsewhere, a row changed
 * outside the application. The durable queue runs it (`scores.backfill`, at each server start and
 * hourly: server/jobs). Batch by batch, each in its own transaction under an advisory lock, so two
 * server processes do not score the same forms twice; `shouldStop` is asked between batches.
 */
export async function backfillDomainScores(deps: ScoreDeps, shouldStop: () => boolean = () => false, batch = BATCH): Promise<BackfillResult> {
  let after = 0;
  let scored = 0;
  for (;;) {
    if (shouldStop()) return { scored, skipped: false };
    const step = await deps.db.transaction(async (tx) => {
      const [lock] = rowsOf<{ locked: boolean }>(await tx.execute(sql`select pg_try_advisory_xact_lock(${BACKFILL_LOCK}) as locked`));
      if (!lock?.locked) return null;
      const list = await formsWithoutCurrentScores(tx, after, batch);
      const own = { db: tx, catalogues: deps.catalogues };
      await domainScoresOf(own, list, 'self');
      await domainScoresOf(own, list, 'external');
      return list;
    });
    if (step === null) return { scored, skipped: true };
    if (step.length === 0) return { scored, skipped: false };
    scored += step.length;
    after = step[step.length - 1].id;
    // Let waiting requests run before the next batch's scoring takes the event loop again.
    await new Promise((resolve) => setImmediate(resolve));
  }
}
