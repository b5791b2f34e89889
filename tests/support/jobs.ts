import { sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import { rowsOf } from '../../server/db/rows';
import { JOB_SCHEMA } from '../../server/jobs/enqueue';
import type { JobKind } from '../../server/jobs/job-kinds';

/** A job as pg-boss keeps it, live or archived: what a test asserts on. */
export interface KeptJob {
  id: string;
  state: 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';
  retryCount: number;
  data: unknown;
  output: { message?: string } | null;
}

const table = sql.raw(`${JOB_SCHEMA}.job`);
const archive = sql.raw(`${JOB_SCHEMA}.archive`);

/** The jobs of a kind, oldest first (archived ones too, once pg-boss moves them). */
export async function jobsOf(db: Db, kind: JobKind): Promise<KeptJob[]> {
  const rows = rowsOf<{ id: string; state: KeptJob['state']; retry_count: number; data: unknown; output: unknown; created_on: string | Date }>(
    await db.execute(sql`
      select id, state, retry_count, data, output, created_on from ${table} where name = ${kind}
      union all
      select id, state, retry_count, data, output, created_on from ${archive} where name = ${kind}
      order by created_on, id`),
  );
  const json = (v: unknown) => (typeof v === 'string' ? (JSON.parse(v) as unknown) : v);
  return rows.map((r) => ({ id: r.id, state: r.state, retryCount: Number(r.retry_count), data: json(r.data), output: json(r.output) as KeptJob['output'] }));
}

/** How many jobs there are in all, of every kind (a rolled-back change must add none). */
export async function jobCount(db: Db): Promise<number> {
  const [row] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from ${table}`));
  return Number(row.n);
}

/** Time passes for the queue: failed jobs' back-off is over (they may run now). */
export async function backOffOver(db: Db): Promise<void> {
  await db.execute(sql`update ${table} set start_after = now() where state = 'retry'`);
}

/** Time passes for the queue: jobs held by a worker (a process killed mid-job) are past their hold time. */
export async function holdOver(db: Db, kind: JobKind): Promise<void> {
  await db.execute(sql`update ${table} set started_on = now() - expire_in - interval '1 second' where name = ${kind} and state = 'active'`);
}
