import { pathToFileURL } from 'node:url';
import { runScaleBench } from './scale';

// The suite lives in bench/scale/; bench/run.ts finds it here.
export { runScaleBench };

// `npx tsx bench/scale.bench.ts` prints the figures (BENCH_SCHOOLS=250000 adds that size on PostgreSQL).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const r of await runScaleBench()) console.log(`${r.name}: ${r.value} ${r.unit}${r.target ? ` (target ${r.target}: ${r.ok ? 'met' : 'NOT met'})` : ''}`);
}
