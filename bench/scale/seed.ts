import { cpus, loadavg } from 'node:os';
import type { Database } from '../../server/db/client';
import type { Deps } from '../../server/deps';
import { fillAnswers, fillSchoolInfo } from '../../tests/support/fill';
import { enableTriggers, findTallyRebuild, restoreStatements, setAside, type SetAside } from './bulk-load';
import { openLanes, type Lane, type Lanes } from './lanes';
import { ANSWERS_TABLE, answersSql, answersTableSql, complaintsSql, formsSql, headsSql, schoolInfoSql, schoolsSql, type SeedShape } from './seed-sql';

/** The tables the seed fills; their indexes are built after the rows are in. */
const TABLES = ['schools', 'school_info', 'users', 'forms', 'form_answers', 'form_domain_scores', 'complaints'] as const;
const ANSWERS = 'form_answers';
/** Forms per answers statement: about two million rows, so lanes take turns and a slow one holds up little. */
const FORMS_PER_SLICE = 10_000;

export interface SeedPhase {
  name: string;
  ms: number;
  /** CPU seconds of the loading connections' database processes (null when not measurable: embedded, or another machine). */
  cpuS: number | null;
}

export interface Seeded {
  phases: SeedPhase[];
  ms: number;
  answers: number;
  /** Load average (1 minute) when the seed ended: the machine is shared, so the wall clock is read with it. */
  loadAverage: number;
  /** The tally repair run after the load, when the server has one. */
  tallies: string | null;
}

/**
 * Writes a state of `schools` schools into the bench database, as a bulk load: indexes and
 * triggers set aside, rows generated in the database over parallel connections, the heap vacuumed
 * (its visibility map set, as autovacuum would leave it), indexes built, statistics gathered,
 * triggers back on and kept tallies rebuilt.
 */
export async function seedState(
  database: Database,
  databaseUrl: string | undefined,
  deps: Deps,
  shape: Omit<SeedShape, 'questions' | 'schoolInfo' | 'headRoleId' | 'passwordHash' | 'blocks'>,
): Promise<Seeded> {
  const answers = fillAnswers(deps.catalogues.get(shape.catalogueVersion));
  // One lane per core (the bench's PostgreSQL is on this machine): more only queue for the same CPU.
  const lanes = await openLanes(database, databaseUrl, Math.max(1, Math.min(4, cpus().length)));
  const [main] = lanes.all;
  const phases: SeedPhase[] = [];
  const started = performance.now();
  const phase = async (name: string, work: () => Promise<void>) => {
    const t = performance.now();
    const cpu = lanes.cpuSeconds();
    await work();
    const used = lanes.cpuSeconds();
    phases.push({ name, ms: Math.round(performance.now() - t), cpuS: cpu === null || used === null ? null : Math.round((used - cpu) * 10) / 10 });
    console.log(`  seed ${shape.schools}: ${name} ${Math.round(performance.now() - t)} ms`);
  };
  try {
    const s: SeedShape = {
      ...shape,
      blocks: await main.rows<{ id: number; districtId: number }>('select id, district_id as "districtId" from blocks order by id'),
      questions: Object.keys(answers).length,
      headRoleId: (await main.rows<{ id: number }>("select id from roles where code = 'SCHOOL_HEAD'"))[0].id,
      passwordHash: (await main.rows<{ hash: string }>("select password_hash as hash from users where login_id = 'head'"))[0].hash,
      schoolInfo: fillSchoolInfo(deps.catalogues.schoolInfo as Record<string, unknown>),
    };
    let held: SetAside = { indexes: [], triggers: [] };
    await phase('indexes and triggers set aside', async () => {
      held = await setAside(main, TABLES);
    });
    // Heads and forms are generated from the same numbers as the schools, not read from them.
    await phase(`${s.schools + s.lateSchools} schools, ${s.schools} school information records, heads and forms`, () =>
      lanes.together([
        [schoolsSql(s, 'SC', s.schools), schoolInfoSql(s)],
        [schoolsSql(s, 'SL', s.lateSchools), headsSql(s), formsSql(s)],
      ]),
    );
    await phase(`${s.schools * s.questions} answers`, () => loadAnswers(lanes, main, s, answers));
    await phase(`${s.complaints} complaints`, () => main.run(complaintsSql(s)));
    // The visibility map lets index-only scans skip the heap, and a vacuumed table leaves autovacuum
    // nothing to do while the calls are timed; a loaded table has neither until vacuumed. The other
    // tables are made ready while the answers, by far the largest, are vacuumed.
    const others = TABLES.filter((t) => t !== ANSWERS);
    await phase('answers vacuumed, and beside them the other tables vacuumed, indexed and analyzed', () =>
      lanes.together([[`vacuum ${ANSWERS}`], [...others.map((t) => `vacuum ${t}`), ...restoreStatements(held, others), ...others.map((t) => `analyze ${t}`)]]),
    );
    await phase(`answers indexed and analyzed`, async () => {
      await lanes.spread(restoreStatements(held, [ANSWERS]));
      await main.run(`analyze ${ANSWERS}`);
    });
    const tallies = await findTallyRebuild();
    await phase(`user triggers of ${held.triggers.length} tables enabled, kept list counts${tallies ? ' and tallies' : ''} rebuilt`, async () => {
      await enableTriggers(main, held);
      // Rows loaded with triggers off were never counted (migration 0029's counts and lists).
      await main.run('select rebuild_list_counts()');
      await tallies?.rebuild(deps.db);
    });
    return {
      phases,
      ms: Math.round(performance.now() - started),
      answers: s.schools * s.questions,
      loadAverage: Math.round(loadavg()[0] * 10) / 10,
      tallies: tallies && `${tallies.file} rebuildTallies`,
    };
  } finally {
    await main.run(`drop table if exists ${ANSWERS_TABLE}`);
    await lanes.close();
  }
}

/** The answers of every form of the cycle, in slices of forms the lanes take in turn. */
async function loadAnswers(lanes: Lanes, main: Lane, s: SeedShape, answers: Record<string, unknown>): Promise<void> {
  for (const statement of answersTableSql(answers)) await main.run(statement);
  // A schema that partitions answers by cycle carries the form's cycle on each answer.
  const columns = await main.rows<{ name: string }>(
    "select column_name as name from information_schema.columns where table_schema = 'public' and table_name = 'form_answers' and column_name = 'cycle_id'",
  );
  const [{ lo, hi }] = await main.rows<{ lo: number; hi: number }>(`select min(id) as lo, max(id) as hi from forms where cycle_id = ${s.cycleId}`);
  const slices: string[] = [];
  for (let from = lo; from <= hi; from += FORMS_PER_SLICE) {
    slices.push(
      answersSql(
        s,
        from,
        from + FORMS_PER_SLICE,
        columns.map((c) => c.name),
      ),
    );
  }
  await lanes.spread(slices);
}
