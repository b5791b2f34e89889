import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnswerValue } from '../../engine';
import { cycles, formAnswers, formHistory, forms, questionDocuments, schoolInfo, schools } from '../../server/db/schema';
import { DEMO_SCHOOL } from '../../server/seed/demo';
import { forgetState, keptState } from '../../server/form/save-state-cache';
import { fillAnswers, fillSchoolInfo } from '../support/fill';
import { startTestApp, type TestApp } from '../support/test-app';
import { testDatabases } from '../support/test-db';

type FormJson = { answers: Record<string, AnswerValue>; updatedAt: Record<string, string> };
type Saved = { attempted: number; total: number; updatedAt: string };

/**
 * A head's save reads without a lock and writes in one statement only when nothing it read has
 * changed since (migration 0034); otherwise it saves again under the locks. Each case here puts a
 * change between the read and the write, as a second tab, an officer or a cycle close would, and
 * checks that the save then rests on what is current: nothing lost, nothing counted from a stale read.
 */
describe.each(testDatabases)('a save without a lock on %s', (kind) => {
  let t: TestApp;
  let token = '';
  let accrid = 0;
  let qa = '';
  let qb = '';
  let values: Record<string, AnswerValue> = {};
  let others: string[] = [];
  /** A form of another school. */
  let otherForm = 0;
  /** Run once, just before the next unlocked write reaches the database. */
  let between: (() => Promise<unknown>) | null = null;
  /** Saves made under the locks (transactions opened by the app). */
  let locked = 0;
  /** Reads of the form made without a lock (form_for_save). */
  let reads = 0;
  /** Conditional writes tried (save_answers_if_unchanged; on PostgreSQL in a batch of one here, save_answers_many). */
  let writes = 0;
  /** Makes the next save start without a kept state, as a server process that never saved this form. */
  const forget = () => forgetState(t.deps.db, accrid);

  const read = async () => (await t.call<FormJson>('POST', '/v1/form/json', { token, body: { accrid, domainId: 'D1' } })).body.value;
  const save = (answers: unknown[]) => t.call<Saved>('POST', '/v1/form/answers', { token, body: { accrid, answers } });
  const stored = async (q: string) =>
    (
      await t.deps.db
        .select({ v: formAnswers.value })
        .from(formAnswers)
        .where(and(eq(formAnswers.formId, accrid), eq(formAnswers.questionId, q), eq(formAnswers.kind, 'self')))
    )[0]?.v;
  const formRow = async () => (await t.deps.db.select().from(forms).where(eq(forms.id, accrid)))[0];
  /** The codes a choice question offers in the form's catalogue version. */
  const choicesOf = async (q: string) =>
    t.deps.catalogues
      .get((await formRow()).catalogueVersion)
      .questions.get(q)!
      .options.map((o) => o.code);
  /** A file of evidence on a question, written as an upload would leave it. */
  const addFile = (q: string, name: string) =>
    t.deps.db.insert(questionDocuments).values({
      formId: accrid,
      questionId: q,
      fileName: `${name}.pdf`,
      storageKey: `test/${accrid}/${name}.pdf`,
      contentType: 'application/pdf',
      size: 9,
      sha256: name.repeat(64),
    });

  beforeAll(async () => {
    t = await startTestApp(kind);
    token = await t.login('head');
    const [form] = await t.deps.db.select().from(forms).where(eq(forms.schoolCode, DEMO_SCHOOL)).limit(1);
    accrid = form.id;
    otherForm = (await t.deps.db.select({ id: forms.id }).from(forms).where(ne(forms.schoolCode, DEMO_SCHOOL)).limit(1))[0].id;
    const schema = (await t.call<{ schema: Record<string, unknown> }>('POST', '/v1/school/details', { token, body: { schoolCode: DEMO_SCHOOL } })).body.value.schema;
    expect((await t.call('POST', '/v1/school/update', { token, body: { schoolCode: DEMO_SCHOOL, info: fillSchoolInfo(schema) } })).status).toBe(200);
    const index = t.deps.catalogues.get(form.catalogueVersion);
    values = fillAnswers(index, ['D1']);
    // Questions every school is asked that open no follow-up: changing one changes no other's count.
    const parents = new Set([...index.questions.values()].map((e) => e.question.showIf?.question));
    const plain = Object.keys(values).filter((q) => !index.questions.get(q)!.question.showIf && !parents.has(q) && typeof values[q] === 'string');
    [qa, qb] = plain;
    others = plain.slice(2);

    const dialect = new PgDialect();
    const db = t.deps.db as unknown as { execute: (q: SQL) => Promise<unknown>; transaction: (...args: unknown[]) => Promise<unknown> };
    const execute = db.execute.bind(db);
    db.execute = async (q: SQL) => {
      if (/save_answers_(if_unchanged|many)/.test(dialect.sqlToQuery(q).sql)) {
        writes++;
        if (between) {
          const run = between;
          between = null;
          await run();
        }
      }
      return execute(q);
    };
    const session = (t.deps.db as unknown as { _: { session: { prepareQuery: (q: unknown, f: unknown, name: string, ...rest: unknown[]) => unknown } } })._.session;
    const prepare = session.prepareQuery.bind(session);
    session.prepareQuery = (q, f, name, ...rest) => {
      if (name === 'form_for_save') reads++;
      return prepare(q, f, name, ...rest);
    };
    const transaction = db.transaction.bind(db);
    db.transaction = (...args: unknown[]) => {
      locked++;
      return transaction(...args);
    };
  });
  afterAll(async () => t?.close());

  it('makes the first save of a form under the locks, moving it to "in progress" with its history', async () => {
    expect((await formRow()).status).toBe(1);
    const before = locked;
    const res = await save([{ questionid: qa, value: values[qa], base: null }]);
    expect(res.status).toBe(200);
    expect(locked - before).toBe(1);
    expect((await formRow()).status).toBe(2);
    const history = await t.deps.db.select().from(formHistory).where(eq(formHistory.formId, accrid));
    expect(history.filter((h) => h.event === 'sh.save')).toHaveLength(1);
  });

  it('saves a later answer without a transaction when nothing changed, with its counts; the next one without reading the form again', async () => {
    // The locked first save kept nothing: this save reads the form, then writes.
    let before = { locked, reads, writes };
    const res = await save([{ questionid: qb, value: values[qb], base: null }]);
    expect(res.status).toBe(200);
    expect([locked - before.locked, reads - before.reads, writes - before.writes]).toEqual([0, 1, 1]);
    expect(await stored(qb)).toEqual(values[qb]);
    const row = await formRow();
    expect(res.body.value.attempted).toBe(2);
    expect(row.attempted).toBe(2);
    expect(row.updatedAt.toISOString()).toBe(res.body.value.updatedAt);
    expect((await read()).updatedAt[qb]).toBe(res.body.value.updatedAt);
    // What that save read and wrote is kept at the form's new revision: the next save only writes.
    expect(keptState(t.deps.db, accrid)?.row.form.revision).toBe(row.revision);
    const third = others[1];
    before = { locked, reads, writes };
    const next = await save([{ questionid: third, value: values[third], base: null }]);
    expect(next.status).toBe(200);
    expect([locked - before.locked, reads - before.reads, writes - before.writes]).toEqual([0, 0, 1]);
    expect(next.body.value.attempted).toBe(3);
    expect((await formRow()).attempted).toBe(3);
    const after = await read();
    expect(after.answers[third]).toEqual(values[third]);
    expect(after.updatedAt[third]).toBe(next.body.value.updatedAt);
    expect(after.updatedAt[qb]).toBe(res.body.value.updatedAt);
  });

  /**
   * Where a change lands: just before a write planned from the kept state (that write then answers
   * the form as it is, read under the locks, and the save plans from it and writes once more, with
   * no read of its own), or just before the write that follows a read (the save then runs under the
   * locks). Each case below is run in both places.
   */
  const places = {
    kept: { locked: 0, reads: 0, writes: 2 },
    read: { locked: 1, reads: 1, writes: 1 },
  } as const;
  /** Makes the next save's first write the one the change lands before. */
  const startFrom = async (place: keyof typeof places) => {
    if (place === 'read') return forget();
    // A save that changes no answer still writes the form's counts, and keeps its state.
    expect((await save([{ questionid: qa, value: (await stored(qa)) ?? null }])).status).toBe(200);
    expect(keptState(t.deps.db, accrid)).toBeDefined();
  };
  const counted = (before: { locked: number; reads: number; writes: number }) => ({
    locked: locked - before.locked,
    reads: reads - before.reads,
    writes: writes - before.writes,
  });

  for (const place of Object.keys(places) as (keyof typeof places)[]) {
    it(`counts a second tab answer saved in between (before the write after the ${place === 'kept' ? 'kept state' : 'read'}): both answers kept`, async () => {
      const other = others[0];
      await t.call('POST', '/v1/form/answers', { token, body: { accrid, answers: [{ questionid: other, value: null }] } });
      // The head's edit changes an answer they had: only the other tab's answer adds to the count.
      if ((await stored(qa)) === undefined) expect((await save([{ questionid: qa, value: values[qa] }])).status).toBe(200);
      const before = (await formRow()).attempted;
      const had = await stored(qa);
      const values0 = (await choicesOf(qa)).find((c) => c !== had)!;
      await startFrom(place);
      // The other tab's save is another server process's: it keeps nothing here.
      between = async () => {
        await save([{ questionid: other, value: values[other] }]);
        forget();
      };
      const at = { locked, reads, writes };
      const res = await save([{ questionid: qa, value: values0 }]);
      expect(res.status).toBe(200);
      // With the other tab's save among them: one write, and a read where nothing was kept.
      const theirs = { writes: 1, reads: place === 'read' ? 1 : 0 };
      expect(counted(at)).toEqual({ ...places[place], writes: places[place].writes + theirs.writes, reads: places[place].reads + theirs.reads });
      expect(await stored(qa)).toEqual(values0);
      expect(await stored(other)).toEqual(values[other]);
      // The count includes the other tab's answer: it was read after that save, not taken from before it.
      expect(res.body.value.attempted).toBe(before + 1);
      expect((await formRow()).attempted).toBe(before + 1);
    });

    it(`refuses an edit based on a copy older than a change saved in between (before the write after the ${place === 'kept' ? 'kept state' : 'read'}), and keeps that change`, async () => {
      const mine = values[qb];
      if ((await stored(qb)) !== mine) expect((await save([{ questionid: qb, value: mine }])).status).toBe(200);
      const base = (await read()).updatedAt[qb];
      const theirs = (await choicesOf(qb)).find((c) => c !== mine)!;
      await startFrom(place);
      // The head's edit puts back the value of their copy; the other tab saved another one in between.
      between = async () => {
        await save([{ questionid: qb, value: theirs, base }]);
        forget();
      };
      const res = await save([{ questionid: qb, value: mine, base }]);
      expect(res.status).toBe(409);
      expect(res.body.details?.[0]).toMatchObject({ questionid: qb, problem: 'conflict', serverValue: theirs });
      expect(await stored(qb)).toEqual(theirs);
      expect((await save([{ questionid: qb, value: mine }])).status).toBe(200);
    });

    it(`saves on what is current when evidence or the school information changed in between (before the write after the ${place === 'kept' ? 'kept state' : 'read'})`, async () => {
      for (const [i, change] of [
        () => addFile(qa, `a${place}`),
        () =>
          t.deps.db
            .update(schoolInfo)
            .set({ data: sql`${schoolInfo.data} || ${JSON.stringify({ zz: place })}::jsonb` })
            .where(eq(schoolInfo.schoolCode, DEMO_SCHOOL)),
      ].entries()) {
        await startFrom(place);
        between = change;
        const at = { locked, reads, writes };
        const value = (await stored(qa)) === values[qa] ? null : values[qa];
        const res = await save([{ questionid: qa, value }]);
        expect(res.status, `change ${i}`).toBe(200);
        expect(counted(at), `change ${i}`).toEqual(places[place]);
        expect(await stored(qa)).toEqual(value ?? undefined);
      }
    });

    it(`writes nothing once the cycle was closed in between (before the write after the ${place === 'kept' ? 'kept state' : 'read'})`, async () => {
      await startFrom(place);
      const row = await formRow();
      const [cycle] = await t.deps.db.select().from(cycles).where(eq(cycles.id, row.cycleId));
      between = () => t.deps.db.update(cycles).set({ status: 'CLOSED' }).where(eq(cycles.id, row.cycleId));
      const was = await stored(qb);
      const choices = await choicesOf(qb);
      const res = await save([{ questionid: qb, value: choices.find((c) => c !== was) }]);
      expect(res.status).toBe(409);
      expect(res.body.errorMessage).toBe('This cycle is closed; its forms can no longer be changed');
      expect(await stored(qb)).toEqual(was);
      expect((await formRow()).updatedAt.getTime()).toBe(row.updatedAt.getTime());
      await t.deps.db.update(cycles).set({ status: cycle.status }).where(eq(cycles.id, row.cycleId));
    });
  }

  it('makes a refusal again from a read: a conflict with a kept answer that was since taken away elsewhere is none', async () => {
    const saved = await save([{ questionid: qb, value: null }]);
    expect(saved.status).toBe(200);
    const kept = await save([{ questionid: qb, value: values[qb] }]);
    expect(kept.status).toBe(200);
    expect(keptState(t.deps.db, accrid)?.state.answers[qb]).toEqual(values[qb]);
    // Another server process takes the answer away; this one still keeps it.
    await t.deps.db.delete(formAnswers).where(and(eq(formAnswers.formId, accrid), eq(formAnswers.questionId, qb), eq(formAnswers.kind, 'self')));
    const older = new Date(Date.parse(kept.body.value.updatedAt) - 60_000).toISOString();
    const theirs = (await choicesOf(qb)).find((c) => c !== values[qb])!;
    const res = await save([{ questionid: qb, value: theirs, base: older }]);
    expect(res.status).toBe(200);
    expect(await stored(qb)).toEqual(theirs);
  });

  it('bumps the form revision with every input a save checks against, in every writer, and not for the evaluation', async () => {
    const row = await formRow();
    const revision = async () => (await formRow()).revision;
    const steps: [string, () => Promise<unknown>, boolean][] = [
      ['an external answer', () => t.deps.db.insert(formAnswers).values({ formId: accrid, kind: 'external', questionId: qa, value: values[qa] }), false],
      ['the form status', () => t.deps.db.update(forms).set({ status: 3 }).where(eq(forms.id, accrid)), true],
      [
        'the form machine state',
        () =>
          t.deps.db
            .update(forms)
            .set({ machineState: { value: 'x' } })
            .where(eq(forms.id, accrid)),
        true,
      ],
      [
        'the form time',
        () =>
          t.deps.db
            .update(forms)
            .set({ updatedAt: new Date(Date.now() + 5000) })
            .where(eq(forms.id, accrid)),
        true,
      ],
      [
        'an answer value',
        () =>
          t.deps.db
            .update(formAnswers)
            .set({ value: 'zz' })
            .where(and(eq(formAnswers.formId, accrid), eq(formAnswers.questionId, qb), eq(formAnswers.kind, 'self'))),
        true,
      ],
      [
        'an answer time',
        () =>
          t.deps.db
            .update(formAnswers)
            .set({ updatedAt: new Date(Date.now() + 9000) })
            .where(and(eq(formAnswers.formId, accrid), eq(formAnswers.kind, 'self'))),
        true,
      ],
      ['an evidence question', () => addFile(qb, 'b'), true],
      ['a second file of the same question', () => addFile(qb, 'c'), true],
      ['a file taken away', () => t.deps.db.delete(questionDocuments).where(and(eq(questionDocuments.formId, accrid), eq(questionDocuments.fileName, 'c.pdf'))), true],
      ['an answer taken away', () => t.deps.db.delete(formAnswers).where(and(eq(formAnswers.formId, accrid), eq(formAnswers.questionId, qb), eq(formAnswers.kind, 'self'))), true],
      ['an answer of another form', () => t.deps.db.insert(formAnswers).values({ formId: otherForm, kind: 'self', questionId: qa, value: values[qa] }), false],
      [
        'the school row (its district and block decide who sees the form)',
        () =>
          t.deps.db
            .update(schools)
            .set({ blockId: sql`${schools.blockId}` })
            .where(eq(schools.schoolCode, DEMO_SCHOOL)),
        true,
      ],
      [
        'the school information',
        () =>
          t.deps.db
            .update(schoolInfo)
            .set({ data: sql`${schoolInfo.data} || '{"zy": 2}'::jsonb` })
            .where(eq(schoolInfo.schoolCode, DEMO_SCHOOL)),
        true,
      ],
    ];
    for (const [what, change, counts] of steps) {
      const was = await revision();
      await change();
      if (counts) expect(await revision(), what).toBeGreaterThan(was);
      else expect(await revision(), what).toBe(was);
    }
    expect(row.revision).toBeGreaterThan(0);
  });
});
