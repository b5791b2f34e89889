import type { Client } from 'pg';

/**
 * How form_answers can be laid out:
 * - `flat`: as the product had it before issue 32, primary key (form_id, kind, question_id), no cycle;
 * - `partitioned`: a cycle_id column, the table partitioned by list on it, one partition per cycle,
 *   primary key (form_id, kind, question_id, cycle_id) (cycle last, so a lookup without the cycle
 *   can still use each partition's index).
 */
export type Layout = 'flat' | 'partitioned';

/** The size of the aging experiment: cycles of the same size, the last one current. */
export interface AgingShape {
  /** Forms (schools) per cycle. */
  forms: number;
  /** Districts the forms are spread over. */
  districts: number;
  /** One form in `externalEvery` also carries the evaluator's answers (the 56 million rows at 250,000 schools: 224 a form). */
  externalEvery: number;
}

/** Every form of cycle c has an id in ((c - 1) * forms, c * forms], as a serial gives them cycle after cycle. */
export function formIdsOf(shape: AgingShape, cycle: number): { lo: number; hi: number } {
  return { lo: (cycle - 1) * shape.forms + 1, hi: cycle * shape.forms };
}

/** The forms of every cycle and one full set of answers, the same for each layout. */
export async function createForms(db: Client, shape: AgingShape, cycles: number, answers: Record<string, unknown>): Promise<void> {
  await db.query(`create table forms (id integer primary key, cycle_id integer not null, district_id integer not null, status smallint not null)`);
  await db.query(`insert into forms select g, 1 + (g - 1) / $1::integer, 1 + g % $2::integer, 1 + g % 9 from generate_series(1, $1::integer * $3::integer) g`, [
    shape.forms,
    shape.districts,
    cycles,
  ]);
  await db.query(`create index forms_cycle_district on forms (cycle_id, district_id, id)`);
  // n orders the questions as a school answers them, ten a save.
  await db.query(`create table answer_set (n integer not null, question_id text not null, value jsonb not null)`);
  await db.query(`insert into answer_set select row_number() over (), key, value from jsonb_each($1::jsonb)`, [JSON.stringify(answers)]);
  await db.query(`analyze forms, answer_set`);
}

const COLUMNS = `form_id integer not null references forms (id) on delete cascade, kind text not null default 'self', question_id text not null,
  value jsonb not null, na_reason text, updated_by integer, updated_at timestamptz not null default now()`;

/** The partition of a partitioned answers table that holds one cycle. */
export const partitionOf = (table: string, cycle: number): string => `${table}_${cycle}`;

/**
 * Creates an answers table in a layout, empty and without its primary key (built after the load,
 * as a restore does), autovacuum off: maintenance is timed here at chosen moments.
 */
export async function createAnswers(db: Client, table: string, layout: Layout, cycles: number[]): Promise<void> {
  if (layout === 'flat') {
    await db.query(`create table ${table} (${COLUMNS}) with (autovacuum_enabled = off)`);
    return;
  }
  await db.query(`create table ${table} (cycle_id integer not null, ${COLUMNS}) partition by list (cycle_id)`);
  for (const c of cycles) await db.query(`create table ${partitionOf(table, c)} partition of ${table} for values in (${c}) with (autovacuum_enabled = off)`);
}

/**
 * Writes a cycle's answers as its schools saved them: save round by save round (ten questions a
 * round), so a form's answers lie on some twenty heap pages, as in a table written over months,
 * not side by side as one bulk insert would put them. One form in `externalEvery` gets the
 * evaluator's answers afterwards.
 */
export async function loadCycle(db: Client, table: string, layout: Layout, shape: AgingShape, cycle: number): Promise<void> {
  const { lo, hi } = formIdsOf(shape, cycle);
  const [{ rounds }] = (await db.query<{ rounds: number }>(`select max((n - 1) / 10)::integer + 1 as rounds from answer_set`)).rows;
  const cycleCol = layout === 'partitioned' ? 'cycle_id, ' : '';
  const cycleVal = layout === 'partitioned' ? `${cycle}, ` : '';
  for (const kind of ['self', 'external']) {
    const which = kind === 'self' ? '' : `and f.id % ${shape.externalEvery} = 0`;
    for (let r = 0; r < rounds; r++) {
      await db.query(
        `insert into ${table} (${cycleCol}form_id, kind, question_id, value, updated_by, updated_at)
         select ${cycleVal}f.id, '${kind}', a.question_id, a.value, 1, now() from forms f cross join answer_set a
         where f.id between ${lo} and ${hi} ${which} and (a.n - 1) / 10 = ${r} order by f.id, a.n`,
      );
    }
  }
}

/** The primary key, built once every cycle is in; then the table is vacuumed, frozen and analysed as old cycles long have been. */
export async function finishAnswers(db: Client, table: string, layout: Layout): Promise<void> {
  const key = layout === 'flat' ? 'form_id, kind, question_id' : 'form_id, kind, question_id, cycle_id';
  await db.query(`alter table ${table} add primary key (${key})`);
  // On a partitioned table this vacuums every partition and analyses them and the parent.
  await db.query(`vacuum (freeze, analyze) ${table}`);
}

/** Rows, heap and index size of `fa` (every partition's together), and the depth of the primary key the current cycle's lookups descend. */
export async function sizeOf(db: Client, table: string, layout: Layout, current: number): Promise<{ rows: number; heapMb: number; indexMb: number; levels: number }> {
  const rels = layout === 'flat' ? `select '${table}'::regclass` : `select inhrelid from pg_inherits where inhparent = '${table}'::regclass`;
  const [size] = (
    await db.query<{ rows: string; heap: string; idx: string }>(
      `select sum(reltuples)::bigint as rows, sum(pg_relation_size(oid)) as heap, sum(pg_indexes_size(oid)) as idx from pg_class where oid in (${rels})`,
    )
  ).rows;
  const key = `${layout === 'flat' ? table : partitionOf(table, current)}_pkey`;
  await db.query(`create extension if not exists pageinspect`);
  const [{ level }] = (await db.query<{ level: string }>(`select level from bt_metap($1)`, [key])).rows;
  return { rows: Number(size.rows), heapMb: Math.round(Number(size.heap) / 2 ** 20), indexMb: Math.round(Number(size.idx) / 2 ** 20), levels: Number(level) + 1 };
}
