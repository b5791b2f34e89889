import { count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../server/db/client';
import { cycles, formDomainScores, forms } from '../../server/db/schema';
import { backfillDomainScores } from '../../server/dashboards/score-backfill';
import { sweepTallies } from '../../server/dashboards/tallies';
import { tallyDrift } from '../../server/dashboards/tally-drift';
import { bootstrap } from '../../server/start';
import { dashboardCalls, FIRST_CALL_CHART, listCalls } from './calls';
import { openQueryCapture } from './explain';
import { measure, signIn, type CallResult } from './measure';
import { restarts, type Restarts } from './restarts';
import { seedState, type Seeded } from './seed';
import { scaleStore } from './store';

const UNKEPT_UP_TO = 25_000;

/** Everything measured on one database at one size. */
export interface SizeResult {
  kind: 'pglite' | 'postgres';
  schools: number;
  lateSchools: number;
  complaints: number;
  seeded: Seeded;
  backfill: { ms: number; approved: number };
  /** The sweep that brought the kept tallies up to date after the backfill (every district it marked recounted). */
  sweep: { ms: number; districts: number };
  /** The kept tallies against a full recount after every call was measured: rows that differ, and how long the check took. */
  drift: { ms: number; rows: number };
  disk: { bytes: number; answersBytes: number | null };
  results: CallResult[];
  restarts: Restarts;
}

/**
 * One state of `schools` schools on one database: seeded, its kept scores backfilled as a
 * starting server does, every list and chart timed, then fresh processes timed on their first call.
 */
export async function runSize(kind: 'pglite' | 'postgres', schools: number): Promise<SizeResult> {
  const store = await scaleStore(kind);
  let database: Database | undefined = await store.open();
  const label = `${kind}, ${schools} schools`;
  try {
    const { app, deps } = await bootstrap({ port: 0, dataDir: store.dataDir, seedDemo: true }, database);
    const tokens = await signIn(app, ['dqa', 'sqa', 'dept', 'admin']);
    // Through the API, so whatever a cycle brings with it (a partition of its own, say) is there.
    const created = await app.request('/v1/cycle/create', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens.get('sqa')}` },
      body: JSON.stringify({ name: 'scale' }),
    });
    if (created.status !== 201) throw new Error(`creating the cycle: ${created.status} ${await created.text()}`);
    const cycleId = ((await created.json()) as { value: { cycleid: number } }).value.cycleid;
    await deps.db.update(cycles).set({ status: 'FORMS_INITIATED' }).where(eq(cycles.id, cycleId));

    const lateSchools = Math.ceil(schools / 100);
    const complaints = Math.ceil(schools / 50);
    const seeded = await seedState(database, store.databaseUrl, deps, { schools, lateSchools, complaints, cycleId, catalogueVersion: deps.catalogues.current });

    // Approval keeps each form's domain scores as it approves; forms written straight into the
    // database get theirs from the backfill a server runs at start, as data from before kept scores would.
    const backfillStart = performance.now();
    const backfilled = await backfillDomainScores(deps);
    const backfillMs = Math.round(performance.now() - backfillStart);
    const [{ approved }] = await deps.db.select({ approved: count() }).from(forms).where(eq(forms.status, 9));
    const [{ kept }] = await deps.db.select({ kept: count() }).from(formDomainScores);
    if (backfilled.scored !== approved || kept !== 2 * approved) throw new Error(`backfill kept ${kept} score rows for ${backfilled.scored} of ${approved} approved forms`);
    await deps.db.execute(sql`analyze form_domain_scores`);
    // The backfill's kept scores marked every district; a running server's periodic sweep
    // (server/serve.ts, every 5 s) recounts them, as this does before anything is measured.
    const sweepStart = performance.now();
    const swept = await sweepTallies(deps.db);
    const sweep = { ms: Math.round(performance.now() - sweepStart), districts: swept?.length ?? 0 };

    const capture = process.env.BENCH_EXPLAIN === '1' && store.databaseUrl ? await openQueryCapture(store.databaseUrl) : undefined;
    const results: CallResult[] = [];
    try {
      for (const call of [...listCalls(cycleId), ...dashboardCalls(cycleId)]) {
        const result = await measure(app, tokens, call, capture && { capture, label: `[${label}] ${call.what}` });
        results.push(result);
        console.log(
          `  ${label}: ${call.what}: ${'skipped' in result ? `skipped (${result.skipped})` : `p95 ${result.p95} ms, median ${result.median} ms, first ${result.firstMs} ms`}`,
        );
      }
    } finally {
      await capture?.close();
    }
    // Issue 32: the kept tallies equal a full recount at this size too, not only in the tests' small state.
    const driftStart = performance.now();
    const drifted = await tallyDrift(deps.db);
    const drift = { ms: Math.round(performance.now() - driftStart), rows: drifted.length };
    const disk = await store.diskUsed();

    await database.close();
    database = undefined;
    const chart = dashboardCalls(cycleId).find((c) => c.path === FIRST_CALL_CHART)!;
    // Scoring every approved form inside one request is what the backfill exists to spare; timed at
    // the base size only, where it takes seconds rather than minutes.
    const restarted = await restarts(
      { dataDir: store.dataDir, databaseUrl: store.databaseUrl, path: chart.path, body: chart.body, token: tokens.get(chart.who)! },
      schools <= UNKEPT_UP_TO,
    );
    return { kind, schools, lateSchools, complaints, seeded, backfill: { ms: backfillMs, approved }, sweep, drift, disk, results, restarts: restarted };
  } finally {
    await database?.close();
    await store.dispose();
  }
}
