// How long a draft's impact report takes over many approved forms (issue 27 item 5): the demo's
// approved forms copied to N more schools of the same cycle, then one report worked out as the
// queue's worker does it. Run: npx tsx bench/catalogue-impact-bench.ts [forms] [pglite|postgres]
import { sql } from 'drizzle-orm';
import { seedDemoProgress } from '../server/seed/demo-progress';
import { runImpactReport } from '../server/catalogue/impact/catalogue-impact-run';
import { startTestApp } from '../tests/support/test-app';

const target = Number(process.argv[2] ?? 2000);
const kind = (process.argv[3] ?? 'pglite') as 'pglite' | 'postgres';
const t = await startTestApp(kind);
const db = t.deps.db;
await seedDemoProgress(db, t.deps.catalogues.get(t.deps.catalogues.current), t.deps.documents, new Date());
const rows = (r: unknown) => (Array.isArray(r) ? r : (r as { rows: unknown[] }).rows) as Record<string, unknown>[];
const approved = rows(await db.execute(sql`select f.id, f.cycle_id, f.school_code from forms f where f.status = 9 order by f.id`));
const cycleId = Number(approved[0].cycle_id);
const started = Date.now();
const extra = target - approved.length;
for (let i = 0; i < extra; i++) {
  const from = approved[i % approved.length];
  const code = `99${String(i).padStart(9, '0')}`;
  await db.execute(sql`insert into schools (school_code, udise, name, management, district_id, block_id)
    select ${code}, ${code}, name || ' copy ' || ${String(i)}, management, district_id, block_id from schools where school_code = ${from.school_code}`);
  await db.execute(sql`insert into school_info (school_code, data) select ${code}, data from school_info where school_code = ${from.school_code}`);
  const [f] = rows(
    await db.execute(sql`insert into forms (school_code, cycle_id, catalogue_version, status, self_score, external_score, grade)
      select ${code}, cycle_id, catalogue_version, 9, self_score, external_score, grade from forms where id = ${from.id} returning id`),
  );
  await db.execute(sql`insert into form_answers (form_id, kind, question_id, value) select ${f.id}, kind, question_id, value from form_answers where form_id = ${from.id}`);
}
console.log(`${kind}: ${target} approved forms ready in ${Date.now() - started} ms`);
const dept = await t.login('dept');
const draft = await t.call<{ version: string }>('POST', '/v1/catalogue/drafts', { token: dept, body: { from: t.deps.catalogues.current } });
const report = (await t.call<{ id: number }>('POST', `/v1/catalogue/drafts/${draft.body.value.version}/impact`, { token: dept, body: { cycleId } })).body.value;
const heapBefore = process.memoryUsage().heapUsed;
const run = Date.now();
await runImpactReport(db, report.id, { now: () => new Date() });
const took = Date.now() - run;
const [done] = rows(await db.execute(sql`select status, done, total from catalogue_impact_reports where id = ${report.id}`));
console.log(
  `${kind}: impact report over ${done.total} forms: ${done.status} in ${took} ms (${(took / Number(done.total)).toFixed(1)} ms a form); heap +${Math.round((process.memoryUsage().heapUsed - heapBefore) / 1e6)} MB`,
);
await t.close();
