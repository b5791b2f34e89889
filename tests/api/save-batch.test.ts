import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnswerValue } from '../../engine';
import { gathersStatements } from '../../server/db/client';
import { cycles, formAnswers, forms, users } from '../../server/db/schema';
import { DEMO_SCHOOL } from '../../server/seed/demo';
import { answerWrite } from '../../server/form/answers-store';
import { writeSave, type SaveWrite } from '../../server/form/save-batch';
import { forgetState } from '../../server/form/save-state-cache';
import { fillAnswers, fillSchoolInfo } from '../support/fill';
import { startTestApp, type TestApp } from '../support/test-app';
import { testDatabases } from '../support/test-db';

type FormJson = { answers: Record<string, AnswerValue>; updatedAt: Record<string, string> };
type Saved = { attempted: number; total: number; updatedAt: string };

/** How many sessions a read asked for: node-postgres is given the array, PGlite maybe its text form. */
const sessionsAskedIn = (params: unknown[] = []) => {
  const sids = params.find((p) => Array.isArray(p) || (typeof p === 'string' && p.startsWith('{')));
  return Array.isArray(sids) ? sids.length : String(sids).split(',').length;
};

/**
 * On PostgreSQL a server process writes the saves that reach their write in one turn of its event
 * loop in one statement (server/form/save-batch.ts, migration 0038), and reads the sessions of the
 * requests that arrive together in one statement (server/auth/current-user.ts). Gathered, each save
 * must still be written whole or not at all, only on the revision it was planned from, and answered
 * to its own caller; a save that fails must fail alone. On the embedded database nothing is
 * gathered, and every case here must hold the same.
 */
describe.each(testDatabases)('saves gathered in one statement on %s', (kind) => {
  let t: TestApp;
  let token = '';
  let accrid = 0;
  let plain: string[] = [];
  let values: Record<string, AnswerValue> = {};
  /** The batch statements run, with the number of saves each carried. */
  const batches: number[] = [];
  /** The sessions' reads run, with the number of sessions each asked for. */
  const sessionReads: number[] = [];

  const save = (answers: unknown[], as = token) => t.call<Saved>('POST', '/v1/form/answers', { token: as, body: { accrid, answers } });
  const read = async () => (await t.call<FormJson>('POST', '/v1/form/json', { token, body: { accrid, domainId: 'D1' } })).body.value;
  const formRow = async (id = accrid) => (await t.deps.db.select().from(forms).where(eq(forms.id, id)))[0];
  const choicesOf = async (q: string) =>
    t.deps.catalogues
      .get((await formRow()).catalogueVersion)
      .questions.get(q)!
      .options.map((o) => o.code);
  /** Another choice than the one stored. */
  const another = async (q: string) => {
    const had = (await read()).answers[q];
    return (await choicesOf(q)).find((c) => c !== had)!;
  };

  /** Forms of other schools (written directly: the API would refuse them to this head), by id. */
  const otherForms = async (offset: number) => {
    const rows = await t.deps.db
      .select({ id: forms.id, revision: forms.revision, cycleStatus: cycles.status })
      .from(forms)
      .innerJoin(cycles, eq(cycles.id, forms.cycleId))
      .where(sql`${forms.id} <> ${accrid}`)
      .orderBy(forms.id)
      .offset(offset)
      .limit(3);
    expect(rows).toHaveLength(3);
    for (const r of rows) forgetState(t.deps.db, r.id);
    return rows;
  };
  /** A write of `q`'s value to `form`, planned at `revision`. */
  const writeOf = (form: { id: number; revision: number; cycleStatus: string }, q: string, user: number, revision = form.revision): SaveWrite => ({
    form: form.id,
    revision,
    cycleStatus: form.cycleStatus,
    user,
    at: new Date().toISOString(),
    write: answerWrite({ [q]: values[q] }),
    attempted: 1,
    total: 1,
  });
  /** Of `ids`, the forms that hold an answer to `q`, in order. */
  const holding = async (q: string, ids: number[]) =>
    (
      await t.deps.db
        .select({ formId: formAnswers.formId })
        .from(formAnswers)
        .where(and(eq(formAnswers.questionId, q), inArray(formAnswers.formId, ids)))
    )
      .map((s) => s.formId)
      .sort((x, y) => x - y);

  beforeAll(async () => {
    t = await startTestApp(kind);
    token = await t.login('head');
    const [form] = await t.deps.db.select().from(forms).where(eq(forms.schoolCode, DEMO_SCHOOL)).limit(1);
    accrid = form.id;
    const schema = (await t.call<{ schema: Record<string, unknown> }>('POST', '/v1/school/details', { token, body: { schoolCode: DEMO_SCHOOL } })).body.value.schema;
    expect((await t.call('POST', '/v1/school/update', { token, body: { schoolCode: DEMO_SCHOOL, info: fillSchoolInfo(schema) } })).status).toBe(200);
    const index = t.deps.catalogues.get(form.catalogueVersion);
    values = fillAnswers(index, ['D1']);
    const parents = new Set([...index.questions.values()].map((e) => e.question.showIf?.question));
    plain = Object.keys(values).filter((q) => !index.questions.get(q)!.question.showIf && !parents.has(q) && typeof values[q] === 'string');
    // The form's first save moves it to "in progress" under the locks, alone: done here.
    expect((await save([{ questionid: plain[0], value: values[plain[0]], base: null }])).status).toBe(200);

    const dialect = new PgDialect();
    const db = t.deps.db as unknown as { execute: (q: SQL) => Promise<unknown> };
    const execute = db.execute.bind(db);
    db.execute = async (q: SQL) => {
      const query = dialect.sqlToQuery(q);
      if (query.sql.includes('save_answers_many')) batches.push((JSON.parse(String(query.params[0])) as unknown[]).length);
      return execute(q);
    };
    // The sessions' read is prepared once, before this spy: it is counted where it reaches the driver.
    const client = (t.deps.db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } }).$client;
    const query = client.query.bind(client);
    client.query = (...args: unknown[]) => {
      const [first, second] = args as [string | { text: string; values?: unknown[] }, unknown[] | undefined];
      const text = typeof first === 'string' ? first : first.text;
      const params = second ?? (typeof first === 'string' ? undefined : first.values);
      if (text.includes('"user_sessions"."sid" = any(')) sessionReads.push(sessionsAskedIn(params));
      return query(...args);
    };
  });
  afterAll(async () => t?.close());

  it('gathers only on PostgreSQL', () => {
    expect(gathersStatements(t.deps.db)).toBe(kind === 'postgres');
  });

  it('keeps both answers of two tabs saving different questions at the same moment, and counts both', async () => {
    const [qa, qb] = [plain[1], plain[2]];
    const before = (await formRow()).attempted;
    batches.length = 0;
    const [a, b] = await Promise.all([save([{ questionid: qa, value: values[qa] }]), save([{ questionid: qb, value: values[qb] }])]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const now = await read();
    expect([now.answers[qa], now.answers[qb]]).toEqual([values[qa], values[qb]]);
    expect(now.updatedAt[qa]).toBe(a.body.value.updatedAt);
    expect(now.updatedAt[qb]).toBe(b.body.value.updatedAt);
    // Whichever was written second was planned again from the first's write: its count holds both.
    expect(Math.max(a.body.value.attempted, b.body.value.attempted)).toBe(before + 2);
    expect((await formRow()).attempted).toBe(before + 2);
    if (kind === 'postgres') expect(batches.length).toBeGreaterThan(0);
  });

  it('of two tabs changing the same answer from the same copy at the same moment, saves one and refuses the other with the saved value', async () => {
    const q = plain[3];
    expect((await save([{ questionid: q, value: values[q] }])).status).toBe(200);
    const base = (await read()).updatedAt[q];
    const theirs = await another(q);
    const [a, b] = await Promise.all([save([{ questionid: q, value: theirs, base }]), save([{ questionid: q, value: null, base }])]);
    const statuses = [a.status, b.status].sort();
    expect(statuses).toEqual([200, 409]);
    const [won, lost] = a.status === 200 ? [a, b] : [b, a];
    const held = (await read()).answers[q];
    // The refusal names the value that is held: what the winner saved, nothing mixed.
    expect(lost.body.details?.[0]).toMatchObject({ questionid: q, problem: 'conflict', serverValue: held });
    expect((await read()).updatedAt[q]).toBe(won.body.value.updatedAt);
  });

  it('answers each gathered write to its own caller, whatever the order of their forms, and writes only those still at their revision', async () => {
    const rows = await otherForms(0);
    const q = plain[4];
    const [{ id: user }] = await t.deps.db.select({ id: users.id }).from(users).where(eq(users.loginId, 'head'));
    batches.length = 0;
    // Given out of the order of their forms, the first planned from a revision that has since moved on:
    // the statement takes them by form.
    const answers = await Promise.all([writeOf(rows[1], q, user, rows[1].revision - 1), writeOf(rows[2], q, user), writeOf(rows[0], q, user)].map((w) => writeSave(t.deps.db, w)));
    if (kind === 'postgres') expect(batches).toEqual([3]);
    const after = await Promise.all(rows.map((r) => formRow(r.id)));
    // The stale one wrote nothing and answers the form as it is now, for its caller to plan again.
    expect(answers[0]).toMatchObject({ form: { id: rows[1].id, revision: rows[1].revision }, cycle: { status: rows[1].cycleStatus } });
    expect(answers[1]).toEqual({ revision: after[2].revision });
    expect(answers[2]).toEqual({ revision: after[0].revision });
    expect(after[1].revision).toBe(rows[1].revision);
    expect(
      await holding(
        q,
        rows.map((r) => r.id),
      ),
    ).toEqual([rows[0].id, rows[2].id]);
  });

  it('fails only the save the database refuses: the others gathered with it are written', async () => {
    const rows = await otherForms(3);
    const q = plain[5];
    const [{ id: maxUser }] = await t.deps.db.select({ id: sql<number>`max(${users.id})`.mapWith(Number) }).from(users);
    // An author who does not exist: the answers' reference to the user refuses it.
    const saves = rows.map((r, i) => writeOf(r, q, i === 1 ? maxUser + 1000 : maxUser));
    batches.length = 0;
    const settled = await Promise.allSettled(saves.map((s) => writeSave(t.deps.db, s)));
    expect(settled.map((s) => s.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    // Gathered once, refused as a whole, then each written alone.
    if (kind === 'postgres') expect(batches).toEqual([3, 1, 1, 1]);
    expect(
      await holding(
        q,
        rows.map((r) => r.id),
      ),
    ).toEqual([rows[0].id, rows[2].id]);
    expect((await formRow(rows[1].id)).revision).toBe(rows[1].revision);
  });

  it('reads the sessions of requests that arrive together at once, and still refuses the one signed out', async () => {
    const tokens = await Promise.all([t.login('head'), t.login('head'), t.login('head')]);
    expect((await t.call('POST', '/v1/identity/logout', { token: tokens[1] })).status).toBe(200);
    sessionReads.length = 0;
    const q = plain[6];
    const res = await Promise.all(tokens.map((tk, i) => save([{ questionid: q, value: i === 2 ? values[q] : null }], tk)));
    expect(res.map((r) => r.status)).toEqual([200, 401, 200]);
    if (kind === 'postgres') expect(Math.max(...sessionReads)).toBeGreaterThan(1);
    else expect(sessionReads.every((n) => n === 1)).toBe(true);
  });
});
