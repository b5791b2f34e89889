import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FormScore } from '../../engine';
import { DEMO_SCHOOL } from '../../server/seed/demo';
import { approveForm } from '../support/approved-forms';
import { startTestApp, type TestApp } from '../support/test-app';
import { testDatabases } from '../support/test-db';

interface ChartRow {
  key: string;
  text: string;
  series: 'self' | 'external';
  seriesText: string;
  value: number | null;
}
interface ReportPage {
  items: { accrid: number; schoolCode: string; districtId: number; districtText: string; cycleName: string; score: number; grade: string; gradeText: string }[];
  total: number;
  page: number;
  pageSize: number;
}

describe.each(testDatabases)('report cards on %s', (kind) => {
  let t: TestApp;
  const token: Record<string, string> = {};
  let mine: { accrid: number; self: FormScore; external: FormScore | null };
  let weak: { accrid: number; self: FormScore };
  let karnal: { accrid: number; self: FormScore };
  let pendingAccrid: number;

  beforeAll(async () => {
    t = await startTestApp(kind);
    for (const who of ['admin', 'dqa', 'sqa', 'dept', 'head']) token[who] = await t.login(who);
    mine = await approveForm(t, DEMO_SCHOOL, { self: 'first', external: 'last' });
    weak = await approveForm(t, '06010200101', { self: 'last' });
    karnal = await approveForm(t, '06020100101', { self: 'first' });
    const search = await t.call<{ items: { accrid: number; status: number }[] }>('POST', '/v1/form/search', { token: token.sqa, body: { status: 1, pageSize: 1 } });
    pendingAccrid = search.body.value.items[0].accrid;
  });
  afterAll(async () => t?.close());

  const chart = (who: string, accrid: number, lang?: string) => t.call<ChartRow[]>('GET', `/v1/report/${accrid}/chart`, { token: token[who], lang });
  const overall = (who: string, body: unknown = {}, lang?: string) => t.call<ReportPage>('POST', '/v1/report/overall', { token: token[who], body, lang });

  describe('GET /v1/report/{schoolAccrId}/chart', () => {
    it("gives each domain's self and external score as chart rows", async () => {
      const res = await chart('head', mine.accrid);
      expect(res.status).toBe(200);
      expect(res.body.value).toHaveLength(14);
      expect(res.body.value.filter((r) => r.series === 'self').map((r) => [r.key, r.value])).toEqual(mine.self.domains.map((d) => [d.domainId, d.score]));
      expect(res.body.value.filter((r) => r.series === 'external').map((r) => r.value)).toEqual(mine.external!.domains.map((d) => d.score));
    });

    it('leaves the external series out when no external evaluation was entered', async () => {
      const res = await chart('dqa', weak.accrid);
      expect(res.body.value.map((r) => r.series)).toEqual(Array(7).fill('self'));
    });

    it('labels domains and series in Hindi on request', async () => {
      const res = await chart('head', mine.accrid, 'hi');
      expect(res.body.value[0]).toMatchObject({ key: 'D1', text: 'विद्यालय नेतृत्व एवं प्रबंधन', seriesText: 'स्व-मूल्यांकन' });
      expect(res.body.value[7].seriesText).toBe('बाह्य मूल्यांकन');
    });

    it('answers 403 out of scope, 404 for an unknown form, 409 before approval, 400 for a bad id', async () => {
      expect((await chart('dqa', karnal.accrid)).status).toBe(403);
      expect((await chart('head', weak.accrid)).status).toBe(403);
      expect((await chart('sqa', 987654)).status).toBe(404);
      const pending = await chart('sqa', pendingAccrid, 'hi');
      expect(pending.status).toBe(409);
      expect(pending.body.errorMessage).toBe('रिपोर्ट कार्ड अभी जारी नहीं हुआ है');
      expect((await t.call('GET', '/v1/report/abc/chart', { token: token.sqa })).status).toBe(400);
    });
  });

  describe('POST /v1/report/overall', () => {
    it('lists the report cards in scope: all for SQA, the district for DQA, their own for the head', async () => {
      const sqa = await overall('sqa');
      expect(sqa.status).toBe(200);
      expect(sqa.body.value.total).toBe(3);
      expect(sqa.body.value.items[0]).toMatchObject({ cycleName: '2026-27' });
      expect((await overall('dqa')).body.value.items.map((i) => i.accrid).sort()).toEqual([mine.accrid, weak.accrid].sort());
      expect((await overall('head')).body.value.items.map((i) => i.accrid)).toEqual([mine.accrid]);
    });

    it('filters by district and grade, sorts by score and pages', async () => {
      const karnalOnly = await overall('sqa', { districtId: 2 }, 'hi');
      expect(karnalOnly.body.value.items).toEqual([
        expect.objectContaining({ accrid: karnal.accrid, districtText: 'करनाल', score: karnal.self.overall, grade: karnal.self.grade }),
      ]);
      const byGrade = await overall('sqa', { grade: weak.self.grade });
      expect(byGrade.body.value.items.map((i) => i.accrid)).toContain(weak.accrid);
      expect(byGrade.body.value.items.every((i) => i.grade === weak.self.grade)).toBe(true);
      const sorted = await overall('sqa', { sort: 'scoreDesc' });
      const scores = sorted.body.value.items.map((i) => i.score);
      expect(scores).toEqual([...scores].sort((a, b) => b - a));
      const page2 = await overall('sqa', { sort: 'scoreDesc', page: 2, pageSize: 1 });
      expect(page2.body.value).toMatchObject({ total: 3, page: 2, pageSize: 1 });
      expect(page2.body.value.items.map((i) => i.score)).toEqual([scores[1]]);
    });

    it("gives the grade's label in the caller's language", async () => {
      const res = await overall('head', {}, 'hi');
      expect(res.body.value.items[0].gradeText).toMatch(/[\u0900-\u097F]/);
    });

    it('refuses another district for a DQA, unknown fields and short searches', async () => {
      expect((await overall('dqa', { districtId: 2 })).status).toBe(403);
      expect((await overall('sqa', { cycleid: 999 })).status).toBe(404);
      expect((await overall('sqa', { nonsense: true })).status).toBe(400);
      const short = await overall('sqa', { search: 'ab' });
      expect(short.status).toBe(400);
      expect(short.body.errorMessage).toBe('Please enter at least 3 characters for the school name.');
    });

    it('gives an empty page, not an error, when nothing matches', async () => {
      const res = await overall('sqa', { grade: 'Z' });
      expect(res.status).toBe(200);
      expect(res.body.value).toMatchObject({ items: [], total: 0 });
    });
  });

  describe('score calls', () => {
    it('keeps score and domain score consistent with the chart', async () => {
      const score = await t.call<{ score: number; externalScore: number }>('GET', `/v1/report/${mine.accrid}/score`, { token: token.head });
      expect(score.body.value).toMatchObject({ score: mine.self.overall, externalScore: mine.external!.overall });
      const domains = await t.call<{ domainId: string; score: number }[]>('GET', `/v1/report/${mine.accrid}/domain/score`, { token: token.head });
      expect(domains.body.value.map((d) => d.score)).toEqual(mine.self.domains.map((d) => d.score));
    });
  });

  describe('an explainable report card (catalogue v4, with the scoring of v2)', () => {
    type Explained = {
      grade: string;
      uncappedGrade: string | null;
      catalogueVersion: string;
      method: string | null;
      gradeScale: { grade: string; min: number; label: string }[];
      domains: { domainId: string; weight: number }[];
      critical: { questionid: string; passed: boolean; maxGrade: string }[];
      notApplicable: { questionid: string; computed: boolean }[];
      priorities: { subdomainId: string; score: number; advice: string; questions: { questionid: string }[] }[];
    };

    it('shows the grade scale, the method, the weights, the critical questions, the Not Applicable questions and the improvement priorities', async () => {
      const res = await t.call<Explained>('GET', `/v1/report/${weak.accrid}/score`, { token: token.dqa });
      expect(res.status).toBe(200);
      const r = res.body.value;
      expect(r.catalogueVersion).toBe('v4');
      expect(r.gradeScale.map((b) => [b.grade, b.min])).toEqual([
        ['A+', 90],
        ['A', 80],
        ['B', 65],
        ['C', 50],
        ['D', 0],
      ]);
      expect(r.method).toContain('at least its lower limit');
      expect(r.domains.find((d) => d.domainId === 'D2')!.weight).toBe(1.5);
      // The careless school answered "No" to every critical question.
      expect(r.critical.map((c) => [c.questionid, c.passed, c.maxGrade])).toEqual(['Q130', 'Q134', 'Q137', 'Q155', 'Q170', 'Q175'].map((q) => [q, false, 'B']));
      // Counts of 0: the computed percentages on them are Not Applicable, not 0.
      expect(r.notApplicable.filter((n) => n.computed).map((n) => n.questionid)).toContain('Q022');
      expect(r.priorities.length).toBeGreaterThan(0);
      expect(r.priorities[0].questions.length).toBeGreaterThan(0);
      expect(r.priorities.map((p) => p.score)).toEqual([...r.priorities.map((p) => p.score)].sort((a, b) => a - b));
    });

    it('says in the caller’s language, and nothing is capped for a school that meets every critical question', async () => {
      const res = await t.call<Explained>('GET', `/v1/report/${mine.accrid}/score`, { token: token.head, lang: 'hi' });
      const r = res.body.value;
      expect(r.critical.every((c) => c.passed)).toBe(true);
      expect(r.uncappedGrade).toBeNull();
      expect(r.gradeScale[0].label).toBe('अनुकरणीय');
      expect(r.method).toContain('निर्णायक प्रश्न');
    });
  });
});
