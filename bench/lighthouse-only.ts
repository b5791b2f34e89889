// One Lighthouse audit at a time, to look into a route: BENCH_LIGHTHOUSE_ONLY=<part of its name> npx tsx bench/lighthouse-only.ts
import { runLighthouseBench } from './lighthouse.bench';

for (const f of await runLighthouseBench()) console.log(`${f.name}: ${f.value} ${f.unit}`);
