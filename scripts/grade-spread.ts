// Prints the grade distribution of catalogue versions on the same schools, so the department
// sees what a change of rules or bands does before it publishes: `npm run catalogue:grade-spread`
// (versions: all folders under catalogue/, or the ones named: `-- v1 v2`).
import { computeFields, indexCatalogue, schoolTotals, scoreForm, type Answers, type CatalogueIndex } from '../engine';
import { listCatalogueVersions, loadCatalogueVersion } from '../server/catalogue/store/load-catalogue';
import { demoAnswers, demoSchoolInfo, random } from '../server/seed/demo-progress';

type School = { name: string; answers: Answers; info: Record<string, number> };

/**
 * The schools scored: the 28 demo schools that fill their forms (as `npm start` seeds them), and
 * a synthetic state of 2,000 drawn the way the demo draws its schools (from rather weak to
 * strong: quality 0.35 to 0.95), where one school in five has no complaints,
 * no CWSN students or the like (a zero base for some computed percentages), as real schools do.
 */
function schools(index: CatalogueIndex): School[] {
  const out: School[] = [];
  for (let i = 0; i < 28; i++) {
    const rnd = random((i + 2) * 7919);
    const quality = 0.35 + 0.6 * rnd();
    out.push({ name: `demo ${i + 1}`, answers: demoAnswers(index, quality, rnd), info: demoSchoolInfo(rnd) });
  }
  const denominators = new Set(
    index.order.flatMap((id) => {
      const f = index.questions.get(id)!.question.formula;
      return f ? [f.denominator] : [];
    }),
  );
  for (let i = 0; i < 2000; i++) {
    const rnd = random(100_003 + i * 31);
    const quality = 0.35 + 0.6 * rnd();
    const answers = demoAnswers(index, quality, rnd);
    for (const id of denominators) {
      if (rnd() < 0.2) {
        answers[id] = 0;
        for (const other of index.order) if (index.questions.get(other)!.question.notMoreThan === id) answers[other] = 0;
      }
    }
    out.push({ name: `synthetic ${i + 1}`, answers, info: demoSchoolInfo(rnd) });
  }
  return out;
}

type Spread = { version: string; counts: Map<string, number>; mean: number; median: number; capped: number; percentiles: number[] };

function spreadOf(index: CatalogueIndex, list: School[]): Spread {
  const counts = new Map(index.catalogue.grading.bands.map((b) => [b.grade, 0]));
  const scores: number[] = [];
  let capped = 0;
  for (const s of list) {
    const totals = schoolTotals(s.info);
    const score = scoreForm(index, computeFields(index, s.answers, totals), totals);
    if (score.grade) counts.set(score.grade, (counts.get(score.grade) ?? 0) + 1);
    if (score.overall !== null) scores.push(score.overall);
    if (score.uncappedGrade) capped++;
  }
  scores.sort((a, b) => a - b);
  const mean = scores.reduce((a, b) => a + b, 0) / (scores.length || 1);
  const at = (p: number) => scores[Math.min(scores.length - 1, Math.floor((p / 100) * scores.length))] ?? 0;
  return { version: index.catalogue.version, counts, mean, median: at(50), capped, percentiles: [10, 20, 50, 80, 95].map(at) };
}

const wanted = process.argv.slice(2).filter((a) => /^v\d+$/.test(a));
const versions = (wanted.length ? wanted : listCatalogueVersions()).map((v) => indexCatalogue(loadCatalogueVersion(v)));
// The same schools for every version: answers made against the first version (ids and codes carry over).
const list = schools(versions[0]);
const pct = (n: number) => `${((n / list.length) * 100).toFixed(1)}%`;
console.log(`Grade spread on ${list.length} schools (28 demo, ${list.length - 28} synthetic)\n`);
for (const index of versions) {
  const s = spreadOf(index, list);
  const bands = index.catalogue.grading.bands.map((b) => `${b.grade} ≥ ${b.min}`).join(', ');
  console.log(`${s.version}  bands: ${bands}`);
  for (const [grade, n] of s.counts) console.log(`  ${grade.padEnd(3)} ${String(n).padStart(5)}  ${pct(n).padStart(6)}  ${'█'.repeat(Math.round((n / list.length) * 60))}`);
  console.log(`  mean ${s.mean.toFixed(1)}, median ${s.median.toFixed(1)}; percentiles 10/20/50/80/95: ${s.percentiles.map((x) => x.toFixed(1)).join(' / ')}`);
  console.log(`  lowered by a failed critical question: ${s.capped} (${pct(s.capped)})\n`);
}
