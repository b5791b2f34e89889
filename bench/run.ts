// npm run bench: runs every benchmark, prints the figures and writes docs/benchmarks.md.
import { writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { runEngineBench } from './engine.bench';
import type { Figure } from './figures';

const suites: { name: string; run: () => Promise<Figure[]> | Figure[] }[] = [{ name: 'engine', run: runEngineBench }];

// Suites written by other parts of the project register themselves here when present.
for (const [name, path, fn] of [
  ['workflow', './workflow.bench.ts', 'runWorkflowBench'],
  ['scale', './scale.bench.ts', 'runScaleBench'],
  ['browser', './browser.bench.ts', 'runBrowserBench'],
  ['peers', './peers.bench.ts', 'runPeersBench'],
  ['formload', './formload.bench.ts', 'runFormLoadBench'],
  ['lighthouse', './lighthouse.bench.ts', 'runLighthouseBench'],
  ['save load', './save-load.bench.ts', 'runSaveLoadBench'],
  // BENCH_AGING=1: whether an old cycle's answers slow the current cycle's (issue 32); it builds
  // some 20 million answers (BENCH_AGING_FORMS=10000 forms a cycle, in three tables), so it runs only when asked for.
  ...(process.env.BENCH_AGING === '1' ? ([['answers aging', './answers-aging.bench.ts', 'runAnswersAgingBench']] as const) : []),
] as const) {
  try {
    const mod = (await import(path)) as Record<string, () => Promise<Figure[]>>;
    if (typeof mod[fn] === 'function') suites.push({ name, run: mod[fn] });
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ERR_MODULE_NOT_FOUND') throw e;
  }
}

// BENCH_SOAK=1 holds the save load ten minutes on each database (issue 17, item 4) and nothing else:
// its figures go to their own page, so the default run's table stays whole.
const soak = process.env.BENCH_SOAK === '1';
const chosen = soak ? suites.filter((s) => s.name === 'save load') : suites;
const outFile = soak ? '../docs/benchmarks-soak.md' : '../docs/benchmarks.md';

const rows: Figure[] = [];
for (const s of chosen) {
  console.log(`running ${s.name}…`);
  for (const f of await s.run()) {
    rows.push(f);
    console.log(`  ${f.name}: ${f.value} ${f.unit}${f.target ? ` (target ${f.target}: ${f.ok ? 'met' : 'NOT met'})` : ''}`);
  }
}

const md = [
  soak ? '# Benchmarks: the save load held ten minutes' : '# Benchmarks',
  '',
  `Written by \`${soak ? 'BENCH_SOAK=1 ' : ''}npm run bench\` on ${new Date().toISOString().slice(0, 10)}, Node ${process.version}, ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'}), ${Math.round(totalmem() / 2 ** 30)} GiB.`,
  'Figures vary with the machine; targets are from the issues. Speed targets live here, never in timed unit tests.',
  soak ? 'The default run, without the flag, writes docs/benchmarks.md.' : 'The save load held ten minutes (`BENCH_SOAK=1 npm run bench`) writes docs/benchmarks-soak.md.',
  '',
  '| figure | value | target |',
  '|---|---|---|',
  ...rows.map((f) => `| ${f.name} | ${f.value} ${f.unit} | ${f.target ? `${f.target} ${f.ok ? '(met)' : '(**not met**)'}` : ''} |`),
  '',
  ...notes(rows),
].join('\n');
writeFileSync(new URL(outFile, import.meta.url), md);
console.log(`wrote ${outFile.slice(3)}`);
// Every missed target says what limits it and what was tried (issue 17): a figure without one is a gap to fill.
const unexplained = rows.filter((f) => f.ok === false && !f.note);
if (unexplained.length > 0) {
  console.warn(`missed targets without a note (add one where the figure is made):\n${unexplained.map((f) => `  ${f.name}`).join('\n')}`);
}

/** The explanations figures carry (what limits a missed target, what was tried), under the table. */
function notes(figures: Figure[]): string[] {
  const noted = figures.filter((f) => f.note);
  return noted.length ? ['## Notes', '', ...noted.map((f) => `- **${f.name}**: ${f.note}`), ''] : [];
}
