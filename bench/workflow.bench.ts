import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { and, count, eq, sql } from 'drizzle-orm';
import { openDatabase } from '../server/db/client';
import { blocks, cycles, formHistory, forms, schools } from '../server/db/schema';
import { bootstrap } from '../server/start';
import { fillAnswers } from '../tests/support/fill';
import type { Figure } from './figures';

const FORMS = 10_000;

/**
 * The department's cycle-level bulk approve (7 -> 9, report card for each
 * form) over 10,000 forms with full answer sets, on the embedded database,
 * through the real HTTP route. Target of issue 5: under 10 s.
 */
export async function runWorkflowBench(): Promise<Figure[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'accr-bench-'));
  const database = await openDatabase({ dataDir: null });
  try {
    const { app, deps } = await bootstrap({ port: 0, dataDir, seedDemo: true }, database);
    const db = deps.db;
    const version = deps.catalogues.current;
    const [block] = await db.select().from(blocks).limit(1);
    const seedStart = performance.now();
    await db.execute(sql`
      insert into ${schools} (school_code, udise, name, district_id, block_id)
      select 'BENCH' || lpad(g::text, 6, '0'), 'BENCH' || lpad(g::text, 6, '0'), 'Bench school ' || g, ${block.districtId}::integer, ${block.id}::integer
      from generate_series(1, ${FORMS}::integer) as g`);
    const [cycle] = await db.insert(cycles).values({ name: 'bench', status: 'FORMS_INITIATED', catalogueVersion: version }).returning();
    await db.execute(sql`
      insert into ${forms} (school_code, cycle_id, catalogue_version, status)
      select school_code, ${cycle.id}::integer, ${version}, 7 from ${schools} where school_code like 'BENCH%'`);
    // Every form carries the complete answer set a careful school head gives.
    await db.execute(sql`
      insert into form_answers (form_id, kind, question_id, value)
      select f.id, 'self', a.key, a.value from ${forms} f cross join jsonb_each(${JSON.stringify(fillAnswers(deps.catalogues.get(version)))}::jsonb) a
      where f.cycle_id = ${cycle.id}::integer`);
    const seedMs = performance.now() - seedStart;

    const auth = await app.request('/v1/identity/web/auth', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ loginId: 'dept', loginKey: 'Demo@1234', ipAddress: '127.0.0.1', sourceApp: 'web' }),
    });
    const { value } = (await auth.json()) as { value: { jwtToken: string } };

    const start = performance.now();
    const res = await app.request(`/v1/workflow/cycle/dept/${cycle.id}/submit`, { method: 'POST', headers: { authorization: `Bearer ${value.jwtToken}` } });
    const ms = performance.now() - start;
    const body = (await res.json()) as { value?: { moved: number; skipped: unknown[] } };
    if (res.status !== 200 || body.value?.moved !== FORMS) throw new Error(`bulk approve failed: ${res.status} ${JSON.stringify(body).slice(0, 300)}`);
    const [{ approved }] = await db
      .select({ approved: count() })
      .from(forms)
      .where(and(eq(forms.cycleId, cycle.id), eq(forms.status, 9)));
    const [{ rows }] = await db.select({ rows: count() }).from(formHistory).where(eq(formHistory.event, 'dept.approve'));
    if (approved !== FORMS || rows < FORMS) throw new Error(`expected ${FORMS} approved forms with history, got ${approved} and ${rows}`);
    return [
      { name: `workflow: department bulk approve of ${FORMS} forms, report cards included (PGlite)`, value: Math.round(ms), unit: 'ms', target: '< 10000 ms', ok: ms < 10_000 },
      { name: `workflow: seeding ${FORMS} forms with full answers (PGlite, not a target)`, value: Math.round(seedMs), unit: 'ms' },
    ];
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// `npx tsx bench/workflow.bench.ts` prints the figures.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const r of await runWorkflowBench()) console.log(`${r.name}: ${r.value} ${r.unit}`);
}
