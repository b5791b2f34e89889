import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { complaintComments, cycles, formHistory, forms, schools } from '../../server/db/schema';
import { startTestApp, type TestApp } from '../support/test-app';
import { testDatabases } from '../support/test-db';

/**
 * Two people acting on the same thing at the same moment: exactly one wins,
 * the other is told why (409, in their language), and the history shows one
 * change. On PGlite (one connection) the requests are serialized; on
 * PostgreSQL the row locks decide. The assertions are the same.
 */
describe.each(testDatabases)('concurrent actions on %s', (kind) => {
  let t: TestApp;
  const token: Record<string, string> = {};
  let cycleid: number;
  let districtForms: number[];

  const setStatus = (ids: number[], status: number) => t.deps.db.update(forms).set({ status, machineState: null }).where(inArray(forms.id, ids));
  const historyOf = (id: number) => t.deps.db.select().from(formHistory).where(eq(formHistory.formId, id));
  const post = <T = unknown>(path: string, who: string, body?: unknown, lang?: string) => t.call<T>('POST', path, { token: token[who], body, lang });
  const statuses = (results: { status: number }[]) => results.map((r) => r.status).sort();

  beforeAll(async () => {
    t = await startTestApp(kind);
    for (const who of ['admin', 'dqa', 'sqa', 'dept', 'head']) token[who] = await t.login(who);
    const [dqa] = await t.deps.db.select({ districtId: schools.districtId }).from(schools).limit(1);
    const rows = await t.deps.db
      .select({ id: forms.id, cycleId: forms.cycleId })
      .from(forms)
      .innerJoin(schools, eq(schools.schoolCode, forms.schoolCode))
      .where(eq(schools.districtId, dqa.districtId))
      .orderBy(forms.id);
    cycleid = rows[0].cycleId;
    districtForms = rows.map((r) => r.id);
  });
  afterAll(async () => t?.close());

  it('two DQA submits of one form: one 200, one 409 in Hindi, one history row', async () => {
    for (const accrid of districtForms.slice(0, 3)) {
      await setStatus([accrid], 3);
      const results = await Promise.all([1, 2].map(() => post('/v1/workflow/form/dqa/status/submit', 'dqa', { accrid, consent: true }, 'hi')));
      expect(statuses(results)).toEqual([200, 409]);
      const loser = results.find((r) => r.status === 409)!;
      expect(loser.body).toMatchObject({ status: 'FAILURE', errorMessage: 'फ़ॉर्म की वर्तमान स्थिति में यह कार्रवाई अनुमत नहीं है' });
      expect(await historyOf(accrid)).toEqual([expect.objectContaining({ fromStatus: 3, toStatus: 5, event: 'dqa.submit' })]);
    }
  });

  it('a DQA submit and a DQA reject at once: exactly one happens', async () => {
    const accrid = districtForms[3];
    await setStatus([accrid], 4);
    const results = await Promise.all([
      post('/v1/workflow/form/dqa/status/submit', 'dqa', { accrid, consent: true }),
      post('/v1/workflow/form/dqa/status/reject', 'dqa', { accrid, reasonId: 2, comment: 'Mismatch' }),
    ]);
    expect(statuses(results)).toEqual([200, 409]);
    expect(results.find((r) => r.status === 409)!.body.errorMessage).toBe("This action is not allowed in the form's current status");
    const history = await historyOf(accrid);
    expect(history).toHaveLength(1);
    const [row] = await t.deps.db.select().from(forms).where(eq(forms.id, accrid));
    expect(row.status).toBe(history[0].toStatus);
  });

  it('two generic status changes to the same status at once: one wins', async () => {
    const accrid = districtForms[4];
    await setStatus([accrid], 3);
    const results = await Promise.all([1, 2].map(() => post('/v1/form/status/change', 'dqa', { accrid, status: 4, comment: 'Taking it' })));
    expect(statuses(results)).toEqual([200, 409]);
    expect(await historyOf(accrid)).toHaveLength(1);
  });

  it('two bulk approvals of one cycle at once: every form moves once', async () => {
    const ids = districtForms.slice(5, 9);
    await setStatus(districtForms, 1);
    await setStatus(ids, 5);
    const results = await Promise.all([1, 2].map(() => post<{ moved: number }>(`/v1/workflow/cycle/sqa/${cycleid}/submit`, 'sqa')));
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    expect(results.map((r) => r.body.value.moved).sort()).toEqual([0, ids.length]);
    const history = await t.deps.db
      .select()
      .from(formHistory)
      .where(and(inArray(formHistory.formId, ids), eq(formHistory.event, 'sqa.submit')));
    expect(history).toHaveLength(ids.length);
  });

  it("a reviewer and the cycle's close at once: the form changes before the close or not at all", async () => {
    const [{ id: closing }] = await t.deps.db.insert(cycles).values({ name: 'closing', status: 'FORMS_INITIATED', catalogueVersion: t.deps.catalogues.current }).returning();
    const [school] = await t.deps.db.select().from(schools).limit(1);
    const [form] = await t.deps.db.insert(forms).values({ schoolCode: school.schoolCode, cycleId: closing, catalogueVersion: t.deps.catalogues.current, status: 3 }).returning();
    const [submit, close] = await Promise.all([post('/v1/workflow/form/dqa/status/submit', 'dqa', { accrid: form.id, consent: true }), post(`/v1/cycle/${closing}/close`, 'sqa')]);
    expect(close.status).toBe(200);
    const [after] = await t.deps.db.select().from(forms).where(eq(forms.id, form.id));
    if (submit.status === 200) expect(after.status).toBe(5);
    else {
      expect(submit.status).toBe(409);
      expect(after.status).toBe(3);
    }
    expect(await historyOf(form.id)).toHaveLength(submit.status === 200 ? 1 : 0);
  });

  it('two initiates of one cycle at once: one creates the forms, the other gets the already-initiated message', async () => {
    const created = await post<{ cycleid: number }>('/v1/cycle/create', 'sqa', { name: 'race' });
    const id = created.body.value.cycleid;
    const results = await Promise.all([1, 2].map(() => post(`/v1/cycle/${id}/initiate`, 'sqa')));
    expect(statuses(results)).toEqual([200, 409]);
    expect(results.find((r) => r.status === 409)!.body.errorMessage).toBe('You have already initiated the accreditation forms of this cycle. Please check.');
    const activeSchools = (await t.deps.db.select().from(schools).where(eq(schools.active, true))).length;
    expect((await t.deps.db.select().from(forms).where(eq(forms.cycleId, id))).length).toBe(activeSchools);
  });

  it('two cycles of one name at once: one is created', async () => {
    const results = await Promise.all([1, 2].map(() => post('/v1/cycle/create', 'sqa', { name: 'twins' })));
    expect(statuses(results)).toEqual([201, 409]);
  });

  it('two reviewers moving one complaint at once: one wins, one comment row', async () => {
    const raised = await post<{ complaintid: number }>('/v1/complaint/create', 'head', { subject: 'Race', description: 'Two at once' });
    const complaintid = raised.body.value.complaintid;
    const results = await Promise.all([
      post('/v1/complaint/status', 'dqa', { complaintid, status: 'UNDER_REVIEW', comment: 'mine' }),
      post('/v1/complaint/status', 'sqa', { complaintid, status: 'REJECTED', comment: 'baseless' }),
    ]);
    const codes = statuses(results);
    // Review then reject is a valid sequence too; what may never happen is a lost or doubled change.
    const rows = await t.deps.db.select().from(complaintComments).where(eq(complaintComments.complaintId, complaintid));
    expect(rows).toHaveLength(codes.filter((c) => c === 200).length);
    expect(codes.filter((c) => c === 200).length).toBeGreaterThanOrEqual(1);
    const same = await Promise.all([1, 2].map(() => post('/v1/complaint/status', 'head', { complaintid, status: 'REOPENED', comment: 'again' })));
    expect(same.filter((r) => r.status === 200).length).toBeLessThanOrEqual(1);
  });
});
