import { cpus } from 'node:os';
import type { Figure } from '../figures';
import { TARGETS, type Target } from './calls';
import { isSkipped, RUNS, type Measured } from './measure';
import { FIRST_CALL_TARGET, restartNote, RESTARTS } from './restarts';
import type { SizeResult } from './size';

/** Issue 32, target 4: a state of 250,000 schools seeded in under five minutes. */
const SEED_TARGET_MS = 5 * 60_000;
const SEED_TARGET_SCHOOLS = 250_000;

const mb = (bytes: number) => Math.round(bytes / 2 ** 20);
const growth = (small: number, big: number) => `${(big / small).toFixed(1)}×`;

/**
 * The figures of one database: each call's p95 at every size it ran, side by side with the
 * growth between the smallest and the largest; then the seeding, backfill, disk and restarts of each size.
 */
export function figuresOf(sizes: SizeResult[], sizeNote: string): Figure[] {
  const [small, big] = [sizes[0], sizes[sizes.length - 1]];
  const kind = small.kind;
  const where = sizes.length > 1 ? `${kind}, ${small.schools} → ${big.schools} schools` : `${small.schools} schools, ${kind}${sizeNote}`;
  const figures: Figure[] = [];
  const skipped: string[] = [];
  for (const [i, result] of big.results.entries()) {
    const before = small.results[i];
    if (isSkipped(result) || isSkipped(before)) {
      skipped.push(`${result.call.what}: ${isSkipped(result) ? result.skipped : (before as { skipped: string }).skipped}`);
      continue;
    }
    const target = TARGETS[kind][result.call.kind];
    const met = valueOn(result, target) < target.ms;
    figures.push({
      name: `scale (${where}): ${result.call.what}`,
      value: result.p95,
      unit:
        sizes.length > 1
          ? `ms p95 at ${big.schools} (${spread(result)}); ${before.p95} ms p95 at ${small.schools} (${spread(before)}); growth ${growth(before.p95, result.p95)}`
          : `ms p95 (${spread(result)})`,
      target: `${target.on} < ${target.ms} ms`,
      ok: met,
      note: met ? undefined : missNote(kind, result, sizes.length > 1 ? before : undefined, small.schools, big.schools),
    });
  }
  if (skipped.length) figures.push({ name: `scale (${where}): calls not measured`, value: skipped.length, unit: `calls (${skipped.join('; ')})` });
  for (const size of sizes) figures.push(...sizeFigures(size));
  return figures;
}

/** What a missed call's figure says under the table: the machine's load, how the call grew with the state, and what its plans scan when they were printed. */
function missNote(kind: 'pglite' | 'postgres', r: Measured, before: Measured | undefined, small: number, big: number): string {
  const load = `Measured at load average ${r.loadAverage} on ${cpus().length} cores (the machine is shared). `;
  const grew = before ? `Its p95 grew ${growth(before.p95, r.p95)} for ${growth(small, big)} the schools: its cost still follows the state's size. ` : '';
  const scans = r.seqScans
    ? r.seqScans.length
      ? `Its plans scan ${r.seqScans.join(', ')} sequentially (BENCH_EXPLAIN=1 run). `
      : 'Its plans scan no growing table sequentially (BENCH_EXPLAIN=1 run): the cost is in sorting, joining or counting what the indexes give. '
    : kind === 'postgres'
      ? '`BENCH_EXPLAIN=1` prints its plans. '
      : '';
  const issue = r.call.kind === 'list' ? 'keyset pages and indexed sorts and filters (issue 32, target 1)' : 'kept aggregates (issue 32, target 2)';
  return `${load}${grew}${scans}What answers it: ${issue}.`;
}

const valueOn = (r: Measured, t: Target) => (t.on === 'p95' ? r.p95 : r.median);

const spread = (r: Measured) => `median ${r.median}, first ${Math.round(r.firstMs)}; ${r.runs} runs${r.runs < RUNS ? ': too slow for more' : ''}`;

/** Seeding, backfill, disk and first call after a start, at one size. */
function sizeFigures(r: SizeResult): Figure[] {
  const { seeded } = r;
  const cpu = seeded.phases.every((p) => p.cpuS !== null)
    ? `; the loading connections' database processes used ${Math.round(seeded.phases.reduce((s, p) => s + p.cpuS!, 0))} s of CPU`
    : '';
  const seedTarget = r.kind === 'postgres' && r.schools >= SEED_TARGET_SCHOOLS;
  const seedOk = seeded.ms < SEED_TARGET_MS;
  const firstOk = r.restarts.worst < FIRST_CALL_TARGET;
  return [
    {
      name: `scale: seeding ${r.schools} schools with forms and ${r.lateSchools} without, a head each, ${seeded.answers} answers and ${r.complaints} complaints (${r.kind})`,
      value: seeded.ms,
      unit: `ms (${seeded.phases.map((p) => `${p.name} ${(p.ms / 1000).toFixed(1)} s${p.cpuS === null ? '' : ` (CPU ${p.cpuS} s)`}`).join('; ')}; load average ${seeded.loadAverage} on ${cpus().length} cores at the end${cpu}${seeded.tallies ? `; kept tallies rebuilt by ${seeded.tallies}` : ''})`,
      target: seedTarget ? `< ${SEED_TARGET_MS} ms` : undefined,
      ok: seedTarget ? seedOk : undefined,
      note:
        seedTarget && !seedOk
          ? `The machine is shared: the CPU seconds per phase are what the load itself cost, the wall clock what it waited for them. Loaded over one connection per core generating rows in the database (INSERT … SELECT generate_series; COPY through psql measured no faster here), foreign-key checks skipped (session_replication_role), indexes built after.`
          : undefined,
    },
    {
      name: `scale: backfill keeping the domain scores of ${r.backfill.approved} approved forms that had none (${r.schools} schools, ${r.kind}, background job at start, not a target)`,
      value: r.backfill.ms,
      unit: 'ms',
    },
    {
      name: `scale: sweep recounting the kept dashboard tallies of the ${r.sweep.districts} districts the backfill marked (${r.schools} schools, ${r.kind}, the server's 5-second sweep, not a target)`,
      value: r.sweep.ms,
      unit: 'ms',
    },
    {
      name: `scale (${r.schools} schools, ${r.kind}): kept dashboard tallies against a full recount, after every call was measured`,
      value: r.drift.rows,
      unit: `rows differ (checked in ${r.drift.ms} ms)`,
      target: '0 rows',
      ok: r.drift.rows === 0,
    },
    {
      name: `scale (${r.schools} schools, ${r.kind}): disk used after seeding`,
      value: mb(r.disk.bytes),
      unit: `MB${r.disk.answersBytes === null ? ' (the data folder)' : ` (database; the answers and their indexes ${mb(r.disk.answersBytes)} MB)`}`,
    },
    {
      name: `scale (${r.schools} schools, ${r.kind}): dashboard: domain scores per district, first call after a start (worst of ${RESTARTS} fresh server processes)`,
      value: Math.round(r.restarts.worst),
      unit: `ms (each: ${r.restarts.runs.map((x) => `${Math.round(x.firstMs)} ms, CPU ${x.cpuMs} ms`).join('; ')}; server ready and warm in ${r.restarts.runs.map((x) => x.startMs).join(', ')} ms)`,
      target: `< ${FIRST_CALL_TARGET} ms`,
      ok: firstOk,
      note: restartNote(r.kind, firstOk),
    },
    ...(r.restarts.unkept
      ? [
          {
            name: `scale (${r.schools} schools, ${r.kind}): dashboard: domain scores per district, first call after a start with no kept scores (data from before scores were kept, backfill not yet run; not a target)`,
            value: Math.round(r.restarts.unkept.firstMs),
            unit: `ms (CPU ${r.restarts.unkept.cpuMs} ms)`,
          },
        ]
      : []),
  ];
}

/** The calls of one database at every size, as a text table for the console. */
export function sideBySide(sizes: SizeResult[]): string {
  const head = ['call', ...sizes.map((s) => `${s.schools} p95 (median)`), ...(sizes.length > 1 ? ['growth'] : []), 'target'];
  const rows = sizes[0].results.map((first, i) => {
    const cells = sizes.map((s) => {
      const r = s.results[i];
      return isSkipped(r) ? 'skipped' : `${r.p95} (${r.median})`;
    });
    const [a, b] = [sizes[0].results[i], sizes[sizes.length - 1].results[i]];
    const grew = sizes.length > 1 ? [isSkipped(a) || isSkipped(b) ? '' : growth(a.p95, b.p95)] : [];
    const last = sizes[sizes.length - 1].results[i];
    const target = TARGETS[sizes[0].kind][first.call.kind];
    return [first.call.what, ...cells, ...grew, isSkipped(last) ? '' : `${target.on} < ${target.ms}${valueOn(last, target) < target.ms ? '' : ' MISSED'}`];
  });
  const widths = head.map((_, c) => Math.max(head[c].length, ...rows.map((r) => r[c].length)));
  const line = (cells: string[]) => cells.map((cell, c) => cell.padEnd(widths[c])).join(' | ');
  return [`scale on ${sizes[0].kind}, ms`, line(head), widths.map((w) => '-'.repeat(w)).join('-|-'), ...rows.map(line)].join('\n');
}
