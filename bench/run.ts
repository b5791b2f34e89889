// npm run bench: runs every benchmark, prints the figures and writes docs/benchmarks.md.
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { mergeRows, notesOf, rowOf } from './benchmarks-page';
import { runEngineBench } from './engine.bench';
import type { Figure } from './figures';
import { hostSpeed, hostSpeedText } from './host-speed';

/** A suite, and how the names of its figures begin (to find its rows again in the page). */
const suites: { name: string; rows: string; run: () => Promise<Figure[]> | Figure[] }[] = [{ name: 'engine', rows: 'engine:', run: runEngineBench }];

// Suites written by other parts of the project register themselves here when present.
for (const [name, rows, path, fn] of [
  ['workflow', 'workflow:', './workflow.bench.ts', 'runWorkflowBench'],
  ['scale', 'scale', './scale.bench.ts', 'runScaleBench'],
  ['browser', 'browser:', './browser.bench.ts', 'runBrowserBench'],
  ['peers', 'peers', './peers.bench.ts', 'runPeersBench'],
  ['formload', 'form load', './formload.bench.ts', 'runFormLoadBench'],
  ['lighthouse', 'lighthouse', './lighthouse.bench.ts', 'runLighthouseBench'],
  ['save load', 'save load', './save-load.bench.ts', 'runSaveLoadBench'],
  // BENCH_AGING=1: whether an old cycle's answers slow the current cycle's (issue 32); it builds
  // some 20 million answers (BENCH_AGING_FORMS=10000 forms a cycle, in three tables), so it runs only when asked for.
  ...(process.env.BENCH_AGING === '1' ? ([['answers aging', 'answers aging', './answers-aging.bench.ts', 'runAnswersAgingBench']] as const) : []),
] as const) {
  try {
    const mod = (await import(path)) as Record<string, () => Promise<Figure[]>>;
    if (typeof mod[fn] === 'function') suites.push({ name, rows, run: mod[fn] });
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ERR_MODULE_NOT_FOUND') throw e;
  }
}

// BENCH_SOAK=1 holds the save load ten minutes on each database (issue 17, item 4) and nothing else:
// its figures go to their own page, so the default run's table stays whole.
const soak = process.env.BENCH_SOAK === '1';
// BENCH_ONLY=scale (suite names, comma-separated) runs those suites alone and rewrites only their
// rows of docs/benchmarks.md; the other rows stay as the last full run wrote them.
const only = soak ? undefined : process.env.BENCH_ONLY?.split(',').map((s) => s.trim());
const unknown = only?.filter((name) => !suites.some((s) => s.name === name));
if (unknown?.length) throw new Error(`BENCH_ONLY: no suite ${unknown.join(', ')} (suites: ${suites.map((s) => s.name).join(', ')})`);
const chosen = soak ? suites.filter((s) => s.name === 'save load') : only ? suites.filter((s) => only.includes(s.name)) : suites;
const outFile = soak ? '../docs/benchmarks-soak.md' : '../docs/benchmarks.md';

// Measured before the suites, on the quiet machine they start on.
const speed = hostSpeedText(await hostSpeed());
console.log(speed);

const rows: Figure[] = [];
for (const s of chosen) {
  console.log(`running ${s.name}…`);
  for (const f of await s.run()) {
    rows.push(f);
    console.log(`  ${f.name}: ${f.value} ${f.unit}${f.target ? ` (target ${f.target}: ${f.ok ? 'met' : 'NOT met'})` : ''}`);
  }
}

const machine = `Node ${process.version}, ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'}), ${Math.round(totalmem() / 2 ** 30)} GiB, ${speed}`;
const today = new Date().toISOString().slice(0, 10);
const md = only
  ? mergeRows(
      readFileSync(new URL(outFile, import.meta.url), 'utf8'),
      chosen.map((s) => s.rows),
      rows,
      `Rows of ${only.join(', ')} rewritten by \`BENCH_ONLY=${only.join(',')}${process.env.BENCH_SCHOOLS ? ` BENCH_SCHOOLS=${process.env.BENCH_SCHOOLS}` : ''} npm run bench\` on ${today}, ${machine}; the others are from the last full run.`,
    )
  : [
      soak ? '# Benchmarks: the save load held ten minutes' : '# Benchmarks',
      '',
      `Written by \`${soak ? 'BENCH_SOAK=1 ' : ''}${process.env.BENCH_SCHOOLS ? `BENCH_SCHOOLS=${process.env.BENCH_SCHOOLS} ` : ''}npm run bench\` on ${today}, ${machine}.`,
      'Figures vary with the machine; targets are from the issues. Speed targets live here, never in timed unit tests.',
      soak ? 'The default run, without the flag, writes docs/benchmarks.md.' : 'The save load held ten minutes (`BENCH_SOAK=1 npm run bench`) writes docs/benchmarks-soak.md.',
      '',
      '| figure | value | target |',
      '|---|---|---|',
      ...rows.map(rowOf),
      '',
      ...notesOf(rows),
    ].join('\n');
writeFileSync(new URL(outFile, import.meta.url), md);
console.log(`wrote ${outFile.slice(3)}`);
// Every missed target says what limits it and what was tried (issue 17): a figure without one is a gap to fill.
const unexplained = rows.filter((f) => f.ok === false && !f.note);
if (unexplained.length > 0) {
  console.warn(`missed targets without a note (add one where the figure is made):\n${unexplained.map((f) => `  ${f.name}`).join('\n')}`);
}
