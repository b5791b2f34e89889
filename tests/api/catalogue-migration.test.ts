import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indexCatalogue, type CatalogueVersion } from '../../engine';
import { forms, formAnswers, formHistory, questionDocuments } from '../../server/db/schema';
import { DEMO_SCHOOL } from '../../server/seed/demo';
import { fillSchoolInfo, tinyPdf } from '../support/fill';
import { startTestApp, type TestApp } from '../support/test-app';
import { testDatabases } from '../support/test-db';

type Report = {
  from: string;
  to: string;
  forms: { accrid: number; schoolCode: string; kept: number; dropped: string[]; toAnswer: string[]; evidenceKept: number; evidenceDropped: number }[];
  totals: { forms: number };
};

describe.each(testDatabases)('moving a cycle to another catalogue version on %s', (kind) => {
  let t: TestApp;
  const token: Record<string, string> = {};
  let cycleid = 0;
  let accrid = 0;

  beforeAll(async () => {
    t = await startTestApp(kind);
    for (const who of ['dept', 'head', 'sqa']) token[who] = await t.login(who);
    // A version 3 the department drafted from v2: Q004 retired, Q003's options recoded.
    const v9 = structuredClone(t.deps.catalogues.get('v2').catalogue) as CatalogueVersion;
    v9.version = 'v9';
    const sd1 = v9.domains[0].subdomains[0];
    sd1.questions = sd1.questions.filter((q) => q.id !== 'Q004');
    for (const o of sd1.questions.find((q) => q.id === 'Q003')!.options!) o.code = o.code.replace('SDR3', 'SDR30');
    const base = t.deps.catalogues;
    const v9Index = indexCatalogue(v9);
    t.deps.catalogues = { ...base, versions: [...base.versions, 'v9'], get: (v: string) => (v === 'v9' ? v9Index : base.get(v)) };

    const created = await t.call<{ cycleid: number }>('POST', '/v1/cycle/create', { token: token.dept, body: { name: 'On v1', catalogueVersion: 'v1' } });
    cycleid = created.body.value.cycleid;
    expect((await t.call('POST', `/v1/cycle/${cycleid}/initiate`, { token: token.dept })).status).toBe(200);
    const [form] = await t.deps.db
      .select()
      .from(forms)
      .where(and(eq(forms.cycleId, cycleid), eq(forms.schoolCode, DEMO_SCHOOL)));
    accrid = form.id;
    expect(form.catalogueVersion).toBe('v1');
    const details = await t.call<{ schema: Record<string, unknown> }>('POST', '/v1/school/details', { token: token.head, body: { schoolCode: DEMO_SCHOOL } });
    await t.call('POST', '/v1/school/update', { token: token.head, body: { schoolCode: DEMO_SCHOOL, info: fillSchoolInfo(details.body.value.schema) } });
    const saved = await t.call('POST', '/v1/form/answers', {
      token: token.head,
      body: {
        accrid,
        answers: [
          { questionid: 'Q001', value: 'YN1' },
          { questionid: 'Q003', value: 'SDR3_1' },
          { questionid: 'Q004', value: 'YN1' },
          { questionid: 'Q005', value: 'YN1' },
        ],
      },
    });
    expect(saved.status).toBe(200);
    for (const q of ['Q001', 'Q004']) {
      const body = new FormData();
      body.append('accrid', String(accrid));
      body.append('questionid', q);
      body.append('files', new Blob([tinyPdf], { type: 'application/pdf' }), `${q}.pdf`);
      const res = await t.app.request('/v1/form/question/document', { method: 'POST', headers: { authorization: `Bearer ${token.head}` }, body });
      expect(res.status, q).toBe(201);
    }
  });
  afterAll(async () => t?.close());

  it('is for privilege 60 only', async () => {
    for (const who of ['head', 'sqa']) {
      expect((await t.call('GET', `/v1/catalogue/cycles/${cycleid}/migration?to=v9`, { token: token[who] })).status).toBe(403);
      expect((await t.call('POST', `/v1/catalogue/cycles/${cycleid}/migrate`, { token: token[who], body: { to: 'v9' } })).status).toBe(403);
    }
  });

  it('reports per form what is kept, dropped and to be answered again, and the evidence, changing nothing', async () => {
    const res = await t.call<Report>('GET', `/v1/catalogue/cycles/${cycleid}/migration?to=v9`, { token: token.dept });
    expect(res.status).toBe(200);
    expect([res.body.value.from, res.body.value.to]).toEqual(['v1', 'v9']);
    const mine = res.body.value.forms.find((f) => f.accrid === accrid)!;
    expect(mine.dropped).toEqual(['Q004']);
    expect(mine.toAnswer).toEqual(['Q003']);
    expect(mine.kept).toBe(2);
    expect([mine.evidenceKept, mine.evidenceDropped]).toEqual([1, 1]);
    expect(res.body.value.totals.forms).toBe(res.body.value.forms.length);
    const [form] = await t.deps.db.select().from(forms).where(eq(forms.id, accrid));
    expect(form.catalogueVersion).toBe('v1');
  });

  it('moves every not-yet-submitted form at once, keeps what v9 accepts, and writes it in each form’s history', async () => {
    // The cycle has no last day, so schools are still answering it: an approving officer moves it, saying why.
    const res = await t.call<{ moved: number }>('POST', `/v1/catalogue/cycles/${cycleid}/migrate`, { token: token.dept, body: { to: 'v9', reason: 'Q004 retired by order' } });
    expect(res.status).toBe(200);
    expect(res.body.value.moved).toBeGreaterThan(1);
    const [form] = await t.deps.db.select().from(forms).where(eq(forms.id, accrid));
    expect(form.catalogueVersion).toBe('v9');
    const answers = (await t.deps.db.select({ q: formAnswers.questionId }).from(formAnswers).where(eq(formAnswers.formId, accrid))).map((a) => a.q).sort();
    expect(answers).toEqual(['Q001', 'Q005']);
    const docs = (await t.deps.db.select({ q: questionDocuments.questionId }).from(questionDocuments).where(eq(questionDocuments.formId, accrid))).map((d) => d.q);
    expect(docs).toEqual(['Q001']);
    const history = await t.deps.db
      .select()
      .from(formHistory)
      .where(and(eq(formHistory.formId, accrid), eq(formHistory.event, 'catalogue.migrate')));
    expect(history).toHaveLength(1);
    expect(history[0].comment).toBe('v1 → v9: 2 kept, 1 dropped, 1 to answer. Reason: Q004 retired by order');
    const shown = await t.call<{ event: string; comment: string | null }[]>('GET', `/v1/form/${accrid}/status/history`, { token: token.head });
    expect(shown.body.value.some((h) => h.event === 'catalogue.migrate')).toBe(true);
  });

  it('refuses a second move with nothing left to move, and an unpublished version', async () => {
    const again = await t.call('POST', `/v1/catalogue/cycles/${cycleid}/migrate`, { token: token.dept, body: { to: 'v9', reason: 'Again' } });
    expect(again.status).toBe(409);
    expect(again.body.errorMessage).toContain('No form of this cycle can move');
    expect((await t.call('GET', `/v1/catalogue/cycles/${cycleid}/migration?to=v99`, { token: token.dept })).status).toBe(400);
  });
});
