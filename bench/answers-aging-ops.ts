import type { Client } from 'pg';
import { formIdsOf, partitionOf, type AgingShape, type Layout } from './answers-aging-data';
import { summarize } from './figures';

/** One setup measured: an answers table in a layout, its statements finding a form by id alone or with its cycle too (what partition pruning needs). */
export interface Variant {
  label: string;
  table: string;
  layout: Layout;
  withCycle: boolean;
}

/** A measured operation: median and 95th percentile over its samples, in ms. */
export interface OpFigure {
  op: string;
  median: number;
  p95: number;
  samples: number;
  /** The plan's lines that show which partitions and indexes the statement reaches, or the VACUUM's own report. */
  plan?: string[];
  /** MB of WAL written, for the maintenance statements. */
  walMb?: number;
  /** Pages the statement touched (shared buffers hit or read), its mean over the samples explained: what old cycles could add, free of the machine's load. */
  pages?: number;
  /** The database's own execution time (EXPLAIN ANALYZE), median over the samples explained, ms. */
  serverMs?: number;
}

/** Figures by variant label. */
export type ByVariant = Map<string, OpFigure>;

/** The condition on the cycle that lets the planner prune, when the variant gives it. */
function cycleCond(v: Variant, param: string): string {
  return v.layout === 'partitioned' && v.withCycle ? `cycle_id = ${param} and ` : '';
}

/** Forms of the current cycle to measure with: the same ones, in the same order, for every layout. */
export function sampleForms(shape: AgingShape, current: number, n: number): number[] {
  const { lo } = formIdsOf(shape, current);
  // A prime stride visits n different forms spread over the whole cycle.
  return Array.from({ length: n }, (_, i) => lo + ((i * 7919) % shape.forms));
}

async function timed(fn: () => Promise<unknown>): Promise<number> {
  const t = performance.now();
  await fn();
  return performance.now() - t;
}

async function planOf(db: Client, text: string, values: unknown[]): Promise<string[]> {
  const res = await db.query<{ 'QUERY PLAN': string }>(`explain (analyze, costs off, timing off, summary on) ${text}`, values);
  // The lines that say what was scanned, how often, and what the planning cost.
  return res.rows.map((r) => r['QUERY PLAN']).filter((l) => /Scan|Append|Subplans Removed|Planning Time|Execution Time|Insert|Conflict/.test(l));
}

type Statement = { text: string; values: unknown[] };

/** What EXPLAIN (ANALYZE, BUFFERS) says of one execution, in a transaction rolled back (a save's is undone). */
async function explainStats(db: Client, st: Statement): Promise<{ pages: number; ms: number }> {
  await db.query('begin');
  try {
    const res = await db.query<{ 'QUERY PLAN': [{ Plan: Record<string, number>; 'Execution Time': number }] }>(
      `explain (analyze, buffers, timing off, summary on, format json) ${st.text}`,
      st.values,
    );
    const [top] = res.rows[0]['QUERY PLAN'];
    return { pages: top.Plan['Shared Hit Blocks'] + top.Plan['Shared Read Blocks'], ms: top['Execution Time'] };
  } finally {
    await db.query('rollback');
  }
}

/** Mean pages and median execution time of statements explained one by one. */
async function explainAll(db: Client, statements: Statement[]): Promise<{ pages: number; serverMs: number }> {
  const stats = [];
  for (const st of statements) stats.push(await explainStats(db, st));
  return { pages: stats.reduce((a, b) => a + b.pages, 0) / stats.length, serverMs: summarize(stats.map((x) => x.ms)).median };
}

/** Samples explained per operation (EXPLAIN ANALYZE runs the statement once more each). */
const EXPLAINED = 40;

/**
 * One operation timed over every sample, the variants taking turns on each sample (so a burst of
 * load on this shared machine falls on all of them alike), after a warm-up pass; with the plan
 * of the first sample in each variant.
 */
async function interleaved(
  db: Client,
  op: string,
  variants: Variant[],
  samples: number[],
  statement: (v: Variant, sample: number, i: number) => Statement,
  explain = true,
): Promise<ByVariant> {
  const times = new Map<string, number[]>(variants.map((v) => [v.label, []]));
  // A warm-up pass over every sample: the figures are of warm caches, as on a server at work.
  for (const s of samples) for (const v of variants) await runStatement(db, statement(v, s, -1));
  for (let i = 0; i < samples.length; i++) {
    // Each variant goes first in turn.
    for (let k = 0; k < variants.length; k++) {
      const v = variants[(i + k) % variants.length];
      times.get(v.label)!.push(await timed(() => runStatement(db, statement(v, samples[i], i))));
    }
  }
  const out: ByVariant = new Map();
  for (const v of variants) {
    const { median, p95 } = summarize(times.get(v.label)!);
    const st = statement(v, samples[0], samples.length);
    const stats = await explainAll(
      db,
      samples.slice(0, EXPLAINED).map((s, i) => statement(v, s, samples.length + i)),
    );
    out.set(v.label, { op, median, p95, samples: samples.length, plan: explain ? await planInTransaction(db, st) : undefined, ...stats });
  }
  return out;
}

async function runStatement(db: Client, st: Statement): Promise<void> {
  if (!/^insert/.test(st.text)) {
    await db.query(st.text, st.values);
    return;
  }
  // A save runs in its own transaction and waits for its commit, as the server's does.
  await db.query('begin');
  await db.query(st.text, st.values);
  await db.query('commit');
}

async function planInTransaction(db: Client, st: Statement): Promise<string[]> {
  await db.query('begin');
  try {
    return await planOf(db, st.text, st.values);
  } finally {
    await db.query('rollback');
  }
}

/** The operations a user of the current cycle feels, one form at a time, as the server's statements make them. */
export async function measureFormOps(db: Client, variants: Variant[], forms: number[], reviewed: number[], current: number): Promise<ByVariant[]> {
  const byForm = (sql: (v: Variant, c: string) => string) => (v: Variant, f: number) => {
    const c = cycleCond(v, '$2');
    return { text: sql(v, c), values: c ? [f, current] : [f] };
  };
  const questions = (await db.query<{ q: string }>(`select question_id as q from answer_set order by n`)).rows.map((r) => r.q);
  return [
    await interleaved(
      db,
      'open a form (its self answers with their times)',
      variants,
      forms,
      byForm((v, c) => `select question_id, value, updated_at from ${v.table} where ${c}form_id = $1 and kind = 'self'`),
    ),
    await interleaved(
      db,
      "a form's score read (both kinds, folded per kind)",
      variants,
      forms,
      byForm((v, c) => `select form_id, kind, json_object_agg(question_id, value)::text from ${v.table} where ${c}form_id = any(array[$1::integer]) group by form_id, kind`),
    ),
    await interleaved(
      db,
      "a reviewer's external answers",
      variants,
      reviewed,
      byForm((v, c) => `select question_id, value from ${v.table} where ${c}form_id = $1 and kind = 'external'`),
    ),
    // A save always knows its form's cycle (it writes it): one run per table.
    await interleaved(
      db,
      'save 10 answers (upsert, own transaction)',
      variants.filter((v) => v.layout === 'flat' || v.withCycle),
      forms,
      (v, f, i) => saveTen(v, f, i, questions, current),
    ),
  ];
}

/**
 * The upsert storeAnswers makes for ten answers the school gave before (so each save updates
 * rows and leaves dead ones, as a cycle's saves do).
 */
function saveTen(v: Variant, form: number, round: number, questions: string[], current: number): Statement {
  const part = v.layout === 'partitioned';
  const key = part ? 'form_id, kind, question_id, cycle_id' : 'form_id, kind, question_id';
  const from = (Math.max(round, 0) * 10) % (questions.length - 10);
  const values = questions
    .slice(from, from + 10)
    .map((q) => `(${part ? `${current}, ` : ''}${form}, 'self', '${q}', '${JSON.stringify(round)}'::jsonb, null, 1, now())`)
    .join(', ');
  return {
    text: `insert into ${v.table} as fa (${part ? 'cycle_id, ' : ''}form_id, kind, question_id, value, na_reason, updated_by, updated_at) values ${values}
      on conflict (${key}) do update set value = excluded.value,
        na_reason = case when excluded.value = '"NA"'::jsonb then coalesce(excluded.na_reason, fa.na_reason) else null end,
        updated_by = excluded.updated_by, updated_at = excluded.updated_at`,
    values: [],
  };
}

/**
 * An export of one district's answers for the current cycle, as export-rows reads them: forms a
 * page of 500 at a time (keyset on the id), each page's self answers in one statement. The
 * variants take turns, run after run.
 */
export async function measureExport(db: Client, variants: Variant[], current: number, district: number, runs: number): Promise<ByVariant> {
  const times = new Map<string, number[]>(variants.map((v) => [v.label, []]));
  const plans = new Map<string, string[]>();
  let rows = 0;
  const pages: number[][] = [];
  for (let after = 0; ;) {
    const page = await db.query<{ id: number }>(`select id from forms where cycle_id = $1 and district_id = $2 and id > $3 order by id limit 500`, [current, district, after]);
    if (page.rows.length === 0) break;
    pages.push(page.rows.map((r) => r.id));
    after = page.rows[page.rows.length - 1].id;
  }
  for (let run = 0; run <= runs; run++) {
    // Each variant goes first in turn.
    for (const v of variants.map((_, k) => variants[(run + k) % variants.length])) {
      const c = cycleCond(v, '$2');
      const text = `select form_id, question_id, value from ${v.table} where ${c}form_id = any($1::integer[]) and kind = 'self'`;
      let n = 0;
      const ms = await timed(async () => {
        let after = 0;
        for (;;) {
          // The page of forms is read again each time, as the export does.
          const page = await db.query<{ id: number }>(`select id from forms where cycle_id = $1 and district_id = $2 and id > $3 order by id limit 500`, [
            current,
            district,
            after,
          ]);
          if (page.rows.length === 0) break;
          const ids = page.rows.map((r) => r.id);
          n += (await db.query(text, c ? [ids, current] : [ids])).rowCount ?? 0;
          after = ids[ids.length - 1];
        }
      });
      rows = n;
      // The first run warms the caches.
      if (run > 0) times.get(v.label)!.push(ms);
      if (run === 0) plans.set(v.label, await planOf(db, text, c ? [pages[0], current] : [pages[0]]));
    }
  }
  const out: ByVariant = new Map();
  for (const v of variants) {
    const { median, p95 } = summarize(times.get(v.label)!);
    const c = cycleCond(v, '$2');
    const text = `select form_id, question_id, value from ${v.table} where ${c}form_id = any($1::integer[]) and kind = 'self'`;
    const stats = await explainAll(
      db,
      pages.map((ids) => ({ text, values: c ? [ids, current] : [ids] })),
    );
    // Pages and time of the whole export, every page of forms together.
    out.set(v.label, {
      op: `export one district's answers for the cycle (${rows} answers)`,
      median,
      p95,
      samples: runs,
      plan: plans.get(v.label),
      pages: stats.pages * pages.length,
      serverMs: stats.serverMs * pages.length,
    });
  }
  return out;
}

/** The table a cycle's maintenance works on: the whole table, or the cycle's partition. */
export function cycleTable(v: Variant, cycle: number): string {
  return v.layout === 'flat' ? v.table : partitionOf(v.table, cycle);
}

/**
 * Re-saves in the current cycle, leaving the dead rows a VACUUM then clears: a day's (one school
 * in fifty changes twenty answers) or a cycle's worth (one school in four).
 */
export async function churnCurrent(db: Client, v: Variant, shape: AgingShape, current: number, worth: 'day' | 'cycle'): Promise<number> {
  const { lo, hi } = formIdsOf(shape, current);
  const [every, questions] = worth === 'day' ? [50, '(3, 8)'] : [4, '(1, 6)'];
  const res = await db.query(
    `update ${cycleTable(v, current)} set value = to_jsonb(2), updated_at = now() where form_id between ${lo} and ${hi} and form_id % ${every} = 1 and kind = 'self'
       and question_id in (select question_id from answer_set where n % 10 in ${questions})`,
  );
  return res.rowCount ?? 0;
}

/** Maintenance statements timed once (they are long, and a second run would find nothing to do), with the VACUUM's own report and the WAL written. */
export async function timeOnce(db: Client, op: string, statements: string[]): Promise<OpFigure> {
  const lines: string[] = [];
  // The table's own report; its TOAST table's follows and says nothing here.
  const listen = (n: { message?: string }) => {
    if (!/pg_toast/.test(n.message ?? ''))
      lines.push(...(n.message ?? '').split('\n').filter((l) => /index scan|pages:|tuples:|index ".*": pages|buffer usage|system usage/.test(l)));
  };
  db.on('notice', listen);
  const [{ lsn }] = (await db.query<{ lsn: string }>('select pg_current_wal_lsn() as lsn')).rows;
  try {
    const ms = await timed(async () => {
      for (const s of statements) await db.query(s);
    });
    const [{ mb }] = (await db.query<{ mb: string }>('select round(pg_wal_lsn_diff(pg_current_wal_lsn(), $1) / 1048576.0) as mb', [lsn])).rows;
    // VACUUM VERBOSE counts the pages it went through: "buffer usage: 52825 hits, 43241 misses, ...".
    const usage = lines.map((l) => /buffer usage: (\d+) hits, (\d+) misses/.exec(l)).find(Boolean);
    return { op, median: ms, p95: ms, samples: 1, plan: lines, walMb: Number(mb), pages: usage ? Number(usage[1]) + Number(usage[2]) : undefined };
  } finally {
    db.off('notice', listen);
  }
}
