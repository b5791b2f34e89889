import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { loadCatalogues } from '../server/catalogue/store/catalogues';
import { fillAnswers } from '../tests/support/fill';
import { createAnswers, createForms, finishAnswers, formIdsOf, loadCycle, partitionOf, sizeOf, type AgingShape } from './answers-aging-data';
import { churnCurrent, cycleTable, measureExport, measureFormOps, sampleForms, timeOnce, type ByVariant, type OpFigure, type Variant } from './answers-aging-ops';
import type { Figure } from './figures';

/**
 * Issue 32, target 3: does an old cycle's data slow the current one, and does partitioning
 * form_answers by cycle change that? The current cycle's operations are timed with (a) that
 * cycle alone, (b) the same cycle after three older ones of the same size in one table, and
 * (c) the four cycles in a table partitioned by cycle, each with and without the cycle in the
 * statement. PostgreSQL only (TEST_DATABASE_URL, or BENCH_AGING_DATABASE_URL to use a given empty
 * database); slow, so bench/run.ts runs it only with BENCH_AGING=1. BENCH_AGING_FORMS sets the
 * forms a cycle (10,000: 2.2 million answers a cycle; the issue's state has 250,000).
 */
const SHAPE: AgingShape = { forms: Number(process.env.BENCH_AGING_FORMS ?? 10_000), districts: 20, externalEvery: 9 };
const OLD_CYCLES = 3;
const CURRENT = OLD_CYCLES + 1;
const SAMPLES = 300;
const EXPORT_RUNS = 3;
const DISTRICT = 7;
const say = (what: string) => console.error(`${new Date().toISOString().slice(11, 19)} answers aging: ${what}`);

/** One measured setup: a label for the table and what was measured in it. */
export interface AgingRun {
  label: string;
  size: { rows: number; heapMb: number; indexMb: number; levels: number };
  ops: OpFigure[];
}

/** A database of its own on the TEST_DATABASE_URL server, or the one BENCH_AGING_DATABASE_URL names (tables dropped at the end). */
async function agingDatabase(): Promise<{ db: pg.Client; dispose: () => Promise<void> } | undefined> {
  const given = process.env.BENCH_AGING_DATABASE_URL;
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!given && !adminUrl) return undefined;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  let url = given;
  const name = `accr_aging_${randomBytes(6).toString('hex')}`;
  if (!url) {
    await admin(`create database ${name}`);
    const u = new URL(adminUrl!);
    u.pathname = `/${name}`;
    url = u.toString();
  }
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  await db.query(`drop table if exists fa_a, fa_b, fa_c, forms, answer_set cascade`);
  return {
    db,
    dispose: async () => {
      await db.query(`drop table if exists fa_a, fa_b, fa_c, forms, answer_set cascade`);
      await db.end();
      if (!given) await admin(`drop database if exists ${name} with (force)`);
    },
  };
}

async function build(db: pg.Client, v: Variant, cycles: number[]): Promise<AgingRun['size']> {
  await createAnswers(db, v.table, v.layout, cycles);
  for (const c of cycles) {
    say(`${v.table}: loading cycle ${c}`);
    await loadCycle(db, v.table, v.layout, SHAPE, c);
  }
  say(`${v.table}: primary key, vacuum, freeze, analyse`);
  await finishAnswers(db, v.table, v.layout);
  return sizeOf(db, v.table, v.layout, CURRENT);
}

/**
 * (a), (b) and (c) built side by side in one database, then measured with the setups taking
 * turns, so the load of this shared machine falls on all of them alike.
 */
export async function measureAging(db: pg.Client): Promise<AgingRun[]> {
  const catalogues = loadCatalogues();
  say(`forms: ${SHAPE.forms} a cycle, ${CURRENT} cycles`);
  await createForms(db, SHAPE, CURRENT, fillAnswers(catalogues.get(catalogues.current)));
  const all = Array.from({ length: CURRENT }, (_, i) => i + 1);
  const alone: Variant = { label: '(a) current cycle alone, one table', table: 'fa_a', layout: 'flat', withCycle: false };
  const flat: Variant = { label: `(b) current cycle after ${OLD_CYCLES} older ones, one table`, table: 'fa_b', layout: 'flat', withCycle: false };
  const part: Variant = { label: `(c) ${CURRENT} cycles partitioned by cycle, statements give the cycle`, table: 'fa_c', layout: 'partitioned', withCycle: true };
  const unpruned: Variant = { label: "(c') the same partitions, statements by form id only", table: 'fa_c', layout: 'partitioned', withCycle: false };
  const runs = new Map<string, AgingRun>();
  runs.set(alone.label, { label: alone.label, size: await build(db, alone, [CURRENT]), ops: [] });
  runs.set(flat.label, { label: flat.label, size: await build(db, flat, all), ops: [] });
  runs.set(part.label, { label: part.label, size: await build(db, part, all), ops: [] });
  runs.set(unpruned.label, { label: unpruned.label, size: runs.get(part.label)!.size, ops: [] });
  const add = (figures: ByVariant) => {
    for (const [label, figure] of figures) runs.get(label)!.ops.push(figure);
  };

  const variants = [alone, flat, part, unpruned];
  const forms = sampleForms(SHAPE, CURRENT, SAMPLES);
  // The evaluator's answers are read for forms that have them.
  const reviewed = forms.map((f) => f - (f % SHAPE.externalEvery)).filter((f) => f >= formIdsOf(SHAPE, CURRENT).lo);
  say('measuring the form operations');
  for (const figures of await measureFormOps(db, variants, forms, reviewed, CURRENT)) add(figures);
  say('measuring the export');
  add(await measureExport(db, variants, CURRENT, DISTRICT, EXPORT_RUNS));

  for (const v of [alone, flat, part]) {
    const table = cycleTable(v, CURRENT);
    for (const worth of ['day', 'cycle'] as const) {
      const churned = await churnCurrent(db, v, SHAPE, CURRENT, worth);
      say(`${table}: ${churned} answers re-saved; vacuum`);
      add(new Map([[v.label, await timeOnce(db, `VACUUM of the current cycle's table after a ${worth}'s re-saves (${churned} answers)`, [`vacuum (verbose) ${table}`])]]));
    }
    add(new Map([[v.label, await timeOnce(db, "ANALYZE of the current cycle's table", [`analyze ${table}`])]]));
  }

  const old = formIdsOf(SHAPE, 1);
  say('removing the oldest cycle');
  add(new Map([[flat.label, await timeOnce(db, 'remove the oldest cycle: DELETE its answers', [`delete from fa_b where form_id between ${old.lo} and ${old.hi}`])]]));
  add(new Map([[flat.label, await timeOnce(db, 'remove the oldest cycle: the VACUUM that frees its space for reuse', ['vacuum (verbose) fa_b'])]]));
  add(
    new Map([
      [
        part.label,
        await timeOnce(db, 'remove the oldest cycle: DETACH and DROP its partition', [
          `alter table fa_c detach partition ${partitionOf('fa_c', 1)}`,
          `drop table ${partitionOf('fa_c', 1)}`,
        ]),
      ],
    ]),
  );
  return [...runs.values()];
}

/** The figures for docs/benchmarks.md: every operation's median in every setup. */
export async function runAnswersAgingBench(): Promise<Figure[]> {
  const store = await agingDatabase();
  if (!store) {
    console.error('answers aging: PostgreSQL only; set TEST_DATABASE_URL');
    return [];
  }
  try {
    const runs = await measureAging(store.db);
    console.log(agingTable(runs));
    return [...runs.flatMap((r) => r.ops.map((o) => timeFigure(r, o))), ...agingFigures(runs)];
  } finally {
    await store.dispose();
  }
}

function timeFigure(r: AgingRun, o: OpFigure): Figure {
  const name = `answers aging (${SHAPE.forms} forms a cycle, postgres), ${r.label}: ${o.op}`;
  if (o.samples === 1) return { name, value: Math.round(o.median), unit: `ms (${o.walMb} MB of WAL${o.pages === undefined ? '' : `, ${o.pages} pages`})` };
  return {
    name,
    value: Math.round(o.median * 100) / 100,
    unit: `ms median (p95 ${o.p95.toFixed(2)} ms, ${o.samples} runs; in the database ${o.serverMs?.toFixed(2)} ms, ${o.pages?.toFixed(1)} pages)`,
  };
}

/** Largest growth of the pages a current-cycle operation touches that still counts as "not slowed": one more level of the primary key. */
const AGING_TARGET = 1.25;

/**
 * What the issue asks: the current cycle's operations touch no more pages with older cycles in
 * the table than alone (pages, not milliseconds: they do not depend on this shared machine's load).
 */
function agingFigures(runs: AgingRun[]): Figure[] {
  const [alone, withOld] = runs;
  return alone.ops
    .filter((o) => o.pages !== undefined)
    .map((o) => {
      const ratio = withOld.ops.find((x) => x.op === o.op)!.pages! / o.pages!;
      const name = `answers aging: ${o.op}, pages touched with ${OLD_CYCLES} older cycles in the table ÷ the cycle alone`;
      const value = Math.round(ratio * 100) / 100;
      // VACUUM reads every page of the primary key, the old cycles' too: that growth is known and has no target (docs/data-growth.md).
      if (o.samples === 1) return { name, value, unit: '× (background maintenance, not a target)' };
      return {
        name,
        value,
        unit: '×',
        target: `< ${AGING_TARGET}×`,
        ok: ratio < AGING_TARGET,
        note:
          ratio < AGING_TARGET
            ? undefined
            : 'More than one more level of the primary key: look at the plan of this operation in the bench output (a sequential scan, or an index that does not lead with form_id).',
      };
    });
}

/** The runs side by side, one row per operation, with each run's size and the plans' key lines under it. */
export function agingTable(runs: AgingRun[]): string {
  const ops = [...new Set(runs.flatMap((r) => r.ops.map((o) => o.op)))];
  const cell = (r: AgingRun, op: string) => {
    const o = r.ops.find((x) => x.op === op);
    if (!o) return '';
    if (o.samples === 1) return `${o.median.toFixed(0)} (${o.walMb} MB of WAL${o.pages === undefined ? '' : `, ${o.pages} pages`})`;
    return `${o.median.toFixed(2)} (p95 ${o.p95.toFixed(2)}); database ${o.serverMs?.toFixed(2)}, ${o.pages?.toFixed(o.pages < 100 ? 1 : 0)} pages`;
  };
  const lines = [
    `Forms a cycle: ${SHAPE.forms}; load average at the end ${loadavg()[0].toFixed(1)}. Times in ms: median (p95) over ${SAMPLES} forms (export: ${EXPORT_RUNS} runs), then the database's own execution time (EXPLAIN ANALYZE, median) and the pages touched (shared buffers hit or read, mean), or one run of a maintenance statement.`,
    '',
    `| operation | ${runs.map((r) => r.label).join(' | ')} |`,
    `|---|${runs.map(() => '---').join('|')}|`,
    `| answers in the table | ${runs.map((r) => r.size.rows.toLocaleString('en')).join(' | ')} |`,
    `| heap / indexes, MB | ${runs.map((r) => `${r.size.heapMb} / ${r.size.indexMb}`).join(' | ')} |`,
    `| primary key levels (current cycle's index) | ${runs.map((r) => r.size.levels).join(' | ')} |`,
    ...ops.map((op) => `| ${op} | ${runs.map((r) => cell(r, op)).join(' | ')} |`),
    '',
  ];
  for (const r of runs) {
    lines.push(`${r.label}:`);
    for (const o of r.ops) if (o.plan?.length) lines.push(`  ${o.op}:`, ...o.plan.map((l) => `    ${l}`));
  }
  return lines.join('\n');
}

// `npx tsx bench/answers-aging.bench.ts` prints the table, the plans and the figures.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const f of await runAnswersAgingBench()) console.log(`${f.name}: ${f.value} ${f.unit}${f.target ? ` (target ${f.target}: ${f.ok ? 'met' : 'NOT met'})` : ''}`);
}
