import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { blocks, cycles, forms, schools } from '../server/db/schema/index';
import { bootstrap } from '../server/start';
import { fillAnswers } from '../tests/support/fill';
import { openTestDatabase, testDatabases } from '../tests/support/test-db';
import { summarize, type Figure } from './figures';

/** About the number of schools of one state (Haryana: some 14,500 government and 9,000 private schools). */
const SCHOOLS = Number(process.env.BENCH_SCHOOLS ?? 25_000);
const RUNS = 7;

type Call = { who: string; what: string; path: string; body: unknown; target?: number };

/**
 * The screens reviewers and the department open all day, at the size of a
 * whole state: every school with a form somewhere along the workflow and a
 * full set of answers. Runs on the embedded database, and also on the
 * PostgreSQL of TEST_DATABASE_URL when set (the real deployment).
 */
export async function runScaleBench(): Promise<Figure[]> {
  const figures: Figure[] = [];
  for (const kind of testDatabases) figures.push(...(await scaleOn(kind)));
  return figures;
}

async function scaleOn(kind: 'pglite' | 'postgres'): Promise<Figure[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'accr-scale-'));
  const database = await openTestDatabase(kind);
  try {
    const { app, deps } = await bootstrap({ port: 0, dataDir, seedDemo: true }, database);
    const db = deps.db;
    const version = deps.catalogues.current;
    const allBlocks = await db.select({ id: blocks.id, districtId: blocks.districtId }).from(blocks).orderBy(blocks.id);
    const seedStart = performance.now();
    // Schools spread over every block; management, location and category vary as in a real state.
    await db.execute(sql`
      insert into ${schools} (school_code, udise, name, district_id, block_id, management, location, category)
      select 'SC' || lpad(g::text, 6, '0'), '09' || lpad(g::text, 9, '0'), 'Scale school ' || g,
             (${JSON.stringify(allBlocks)}::jsonb -> (g % ${allBlocks.length}::integer) ->> 'districtId')::integer,
             (${JSON.stringify(allBlocks)}::jsonb -> (g % ${allBlocks.length}::integer) ->> 'id')::integer,
             (array['stateGovernment','stateGovernment','stateGovernment','nonGovernmentUnaided','nonGovernmentAided','centralGovernment'])[1 + g % 6],
             (array['rural','rural','urban'])[1 + g % 3],
             (array['primary','upperPrimary','secondary','seniorSecondary'])[1 + g % 4]
      from generate_series(1, ${SCHOOLS}::integer) as g`);
    const [cycle] = await db.insert(cycles).values({ name: 'scale', status: 'FORMS_INITIATED', catalogueVersion: version }).returning();
    const full = fillAnswers(deps.catalogues.get(version));
    const total = Object.keys(full).length;
    // Statuses 1 to 9 in turn; scored forms (from status 3 on) carry a self score, approved ones a grade.
    await db.execute(sql`
      insert into ${forms} (school_code, cycle_id, catalogue_version, status, attempted, total, self_score, grade)
      select school_code, ${cycle.id}::integer, ${version}, 1 + (row_number() over (order by school_code))::integer % 9,
             ${total}::integer, ${total}::integer, 40 + (row_number() over (order by school_code))::integer % 55,
             case when (row_number() over (order by school_code))::integer % 9 = 8 then 'B' end
      from ${schools} where school_code like 'SC%'`);
    await db.execute(sql`
      insert into form_answers (form_id, kind, question_id, value)
      select f.id, 'self', a.key, a.value from ${forms} f cross join jsonb_each(${JSON.stringify(full)}::jsonb) a
      where f.cycle_id = ${cycle.id}::integer`);
    await db.execute(sql`analyze`);
    const seedMs = performance.now() - seedStart;

    const tokens = new Map<string, string>();
    for (const who of ['dqa', 'sqa', 'dept', 'admin']) {
      const res = await app.request('/v1/identity/web/auth', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ loginId: who, loginKey: 'Demo@1234', ipAddress: '127.0.0.1', sourceApp: 'web' }),
      });
      tokens.set(who, ((await res.json()) as { value: { jwtToken: string } }).value.jwtToken);
    }

    const filter = { accrYear: cycle.id };
    const calls: Call[] = [
      { who: 'dqa', what: 'DQA review list, first page (own district)', path: '/v1/form/search', body: { cycleid: cycle.id, page: 1, pageSize: 25 }, target: 300 },
      { who: 'sqa', what: 'SQA review list, first page (whole state)', path: '/v1/form/search', body: { cycleid: cycle.id, page: 1, pageSize: 25 }, target: 300 },
      {
        who: 'sqa',
        what: 'SQA review list, searched by school name',
        path: '/v1/form/search',
        body: { cycleid: cycle.id, search: 'school 1234', page: 1, pageSize: 25 },
        target: 300,
      },
      {
        who: 'sqa',
        what: 'SQA review list, sorted by answered questions, page 40',
        path: '/v1/form/search',
        body: { cycleid: cycle.id, sort: 'attempted', order: 'desc', page: 40, pageSize: 25 },
        target: 300,
      },
      { who: 'admin', what: 'school master list, searched', path: '/v1/school/master/list', body: { search: 'school 2345', page: 1, pageSize: 25 }, target: 300 },
      { who: 'dept', what: 'dashboard: forms per status', path: '/v1/dashboard/chart/statuswise', body: filter, target: 1000 },
      { who: 'dept', what: 'dashboard: district × status heat map', path: '/v1/dashboard/progress/district/heat', body: filter, target: 1000 },
      { who: 'dept', what: 'dashboard: domain scores per district', path: '/v1/dashboard/progress/district/domain', body: filter, target: 1000 },
      { who: 'dept', what: 'dashboard: domain scores by school owner', path: '/v1/dashboard/analysis/domain/schoolowner', body: filter, target: 1000 },
      { who: 'dept', what: 'dashboard: state score', path: '/v1/dashboard/chart/statescore', body: filter, target: 1000 },
    ];

    const figures: Figure[] = [];
    for (const call of calls) {
      const once = async (): Promise<number> => {
        const start = performance.now();
        const res = await app.request(call.path, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens.get(call.who)}` },
          body: JSON.stringify(call.body),
        });
        const text = await res.text();
        const ms = performance.now() - start;
        if (res.status !== 200) throw new Error(`${call.path} as ${call.who}: ${res.status} ${text.slice(0, 300)}`);
        return ms;
      };
      // The first call pays for cold caches; on the domain charts it also scores the approved forms this
      // bench wrote straight into the database (a real approval keeps their scores as it approves).
      const first = await once();
      const samples: number[] = [];
      for (let i = 0; i < RUNS; i++) samples.push(await once());
      const { median } = summarize(samples);
      const name = `scale (${SCHOOLS} schools, ${kind}): ${call.what}`;
      figures.push({
        name,
        value: Math.round(median * 10) / 10,
        unit: `ms median (first ${Math.round(first)} ms)`,
        target: call.target ? `< ${call.target} ms` : undefined,
        ok: call.target ? median < call.target : undefined,
      });
    }
    figures.push({ name: `scale: seeding ${SCHOOLS} schools, forms and ${SCHOOLS * total} answers (${kind}, not a target)`, value: Math.round(seedMs), unit: 'ms' });
    return figures;
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// `npx tsx bench/scale.bench.ts` prints the figures.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const r of await runScaleBench()) console.log(`${r.name}: ${r.value} ${r.unit}${r.target ? ` (target ${r.target}: ${r.ok ? 'met' : 'NOT met'})` : ''}`);
}
