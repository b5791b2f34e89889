import { log } from '../../server/log/logger';
import { testDatabases } from '../../tests/support/test-db';
import type { Figure } from '../figures';
import { figuresOf, sideBySide } from './report';
import { runSize, type SizeResult } from './size';

/** About the number of schools of one state (Haryana: some 14,500 government and 9,000 private schools). */
const BASE_SCHOOLS = 25_000;

/**
 * The sizes each database runs at. BENCH_SCHOOLS above the base adds a second size on PostgreSQL,
 * measured in the same run so the two sit side by side; the embedded database stays at the base
 * (it is the single-school-office deployment, not a large state's).
 */
export function sizesOf(kind: 'pglite' | 'postgres', requested = Number(process.env.BENCH_SCHOOLS ?? BASE_SCHOOLS)): number[] {
  const base = Math.min(requested, BASE_SCHOOLS);
  return kind === 'postgres' && requested > base ? [base, requested] : [base];
}

/**
 * The screens reviewers and the department open all day, at the size of a whole state: every
 * school with a form somewhere along the workflow and a full set of answers, a head for each, some
 * complaints. Runs on the embedded database, and on the PostgreSQL of TEST_DATABASE_URL when set
 * (the real deployment). BENCH_EXPLAIN=1 prints the plan of every statement each call runs (PostgreSQL).
 */
export async function runScaleBench(): Promise<Figure[]> {
  const figures: Figure[] = [];
  // Thousands of timed requests: their log lines would bury the figures.
  const level = log.level;
  log.level = 'warn';
  try {
    for (const kind of testDatabases) {
      const sizes: SizeResult[] = [];
      for (const schools of sizesOf(kind)) sizes.push(await runSize(kind, schools));
      console.log(sideBySide(sizes));
      const requested = Number(process.env.BENCH_SCHOOLS ?? BASE_SCHOOLS);
      figures.push(...figuresOf(sizes, kind === 'pglite' && requested > BASE_SCHOOLS ? `; the embedded database stays at ${BASE_SCHOOLS}` : ''));
    }
  } finally {
    log.level = level;
  }
  return figures;
}
