import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formSnapshotOf, type FormStatusCode } from '../../workflows';
import { cycleHistory, cycles, forms, schools } from '../../server/db/schema';
import { DEMO_SCHOOL } from '../../server/seed/demo';
import { startTestApp, type TestApp } from '../support/test-app';
import { testDatabases } from '../support/test-db';

interface Initiated {
  cycleid: number;
  status: string;
  statusLabel: string;
  initiated: number;
}

interface WithoutForm {
  items: { schoolCode: string; udise: string; name: string; districtName: string; blockName: string }[];
  total: number;
}

/** Schools added after a cycle was initiated get their forms (issue 16, item 3). */
describe.each(testDatabases)('initiating a cycle for schools added later, on %s', (kind) => {
  let t: TestApp;
  const token: Record<string, string> = {};
  let serial = 0;

  beforeAll(async () => {
    t = await startTestApp(kind);
    for (const who of ['admin', 'dqa', 'sqa', 'dept', 'head']) token[who] = await t.login(who);
  });
  afterAll(async () => t?.close());

  const post = <T = unknown>(path: string, who: string, body?: unknown, lang?: string) => t.call<T>('POST', path, { token: token[who], body, lang });
  const initiate = (cycleid: number, body: unknown, who = 'dept', lang?: string) => post<Initiated>(`/v1/cycle/${cycleid}/initiate/schools`, who, body, lang);
  const formsOf = (cycleid: number) => t.deps.db.select().from(forms).where(eq(forms.cycleId, cycleid)).orderBy(asc(forms.id));
  const historyOf = (cycleid: number) => t.deps.db.select().from(cycleHistory).where(eq(cycleHistory.cycleId, cycleid)).orderBy(asc(cycleHistory.id));

  /** Adds schools to the master after the fact, in the demo school's district and block. */
  async function addSchools(n: number, active = true): Promise<string[]> {
    const [home] = await t.deps.db.select().from(schools).where(eq(schools.schoolCode, DEMO_SCHOOL));
    const rows = Array.from({ length: n }, () => {
      serial += 1;
      const code = `0609${String(serial).padStart(7, '0')}`;
      return { schoolCode: code, udise: code, name: `Late School ${serial}`, districtId: home.districtId, blockId: home.blockId, active };
    });
    await t.deps.db.insert(schools).values(rows);
    return rows.map((r) => r.schoolCode);
  }

  /** A new cycle with its forms initiated for every active school there is now. */
  async function initiatedCycle(name: string): Promise<number> {
    const cycleid = (await post<{ cycleid: number }>('/v1/cycle/create', 'dept', { name })).body.value.cycleid;
    expect((await post(`/v1/cycle/${cycleid}/initiate`, 'dept')).status).toBe(200);
    return cycleid;
  }

  const withoutForm = async (cycleid: number) =>
    (await post<{ cycleid: number; schoolsWithoutForm: number }[]>('/v1/cycle/list', 'dept', {})).body.value.find((c) => c.cycleid === cycleid)!.schoolsWithoutForm;

  describe('the count and the list of schools without a form', () => {
    let cycleid: number;
    let late: string[];
    let inactive: string[];

    beforeAll(async () => {
      cycleid = await initiatedCycle('count-2040');
      late = await addSchools(3);
      inactive = await addSchools(1, false);
    });

    it('counts the active schools that have no form in each cycle', async () => {
      expect(await withoutForm(cycleid)).toBe(3);
      const created = (await post<{ cycleid: number }>('/v1/cycle/create', 'dept', { name: 'count-2041' })).body.value.cycleid;
      const active = (await t.deps.db.select().from(schools).where(eq(schools.active, true))).length;
      expect(await withoutForm(created)).toBe(active);
    });

    it("lists them by name with district and block in the caller's language, never an inactive one", async () => {
      const res = await post<WithoutForm>(`/v1/cycle/${cycleid}/schools/without-form`, 'dept', {});
      expect(res.status).toBe(200);
      expect(res.body.value.total).toBe(3);
      expect(res.body.value.items.map((s) => s.schoolCode)).toEqual(late);
      expect(res.body.value.items.map((s) => s.schoolCode)).not.toContain(inactive[0]);
      const hi = await post<WithoutForm>(`/v1/cycle/${cycleid}/schools/without-form`, 'dept', {}, 'hi');
      expect(hi.body.value.items[0].districtName).toBe('अंबाला');
    });

    it('searches by name from 3 characters, and pages', async () => {
      const found = await post<WithoutForm>(`/v1/cycle/${cycleid}/schools/without-form`, 'dept', { search: 'Late School 2' });
      expect(found.body.value.items.map((s) => s.schoolCode)).toEqual([late[1]]);
      const short = await post(`/v1/cycle/${cycleid}/schools/without-form`, 'dept', { search: 'La' });
      expect(short.status).toBe(400);
      expect(short.body.errorMessage).toBe('Please enter at least 3 characters for the school name.');
      const page = await post<WithoutForm>(`/v1/cycle/${cycleid}/schools/without-form`, 'dept', { page: 2, pageSize: 2 });
      expect(page.body.value).toMatchObject({ total: 3, items: [expect.objectContaining({ schoolCode: late[2] })] });
    });
  });

  describe('POST /v1/cycle/{cycleid}/initiate/schools', () => {
    let cycleid: number;
    let late: string[];

    beforeAll(async () => {
      cycleid = await initiatedCycle('late-2042');
      late = await addSchools(4);
    });

    it('asks for the declaration, in both languages, and creates nothing without it', async () => {
      for (const consent of [undefined, false]) {
        const res = await initiate(cycleid, { schoolCodes: [late[0]], ...(consent === undefined ? {} : { consent }) });
        expect(res.status).toBe(422);
        expect(res.body.errorMessage).toBe('Please accept the declaration before initiating the forms');
      }
      expect((await initiate(cycleid, { all: true }, 'dept', 'hi')).body.errorMessage).toBe('फ़ॉर्म आरंभ करने से पहले कृपया घोषणा स्वीकार करें');
      expect(await withoutForm(cycleid)).toBe(4);
    });

    it('takes either the chosen schools or all, never both or neither (400)', async () => {
      for (const body of [
        { consent: true },
        { schoolCodes: [late[0]], all: true, consent: true },
        { schoolCodes: [], consent: true },
        { all: false, consent: true },
        { schoolCodes: [late[0], late[0]], consent: true },
      ]) {
        expect((await initiate(cycleid, body)).status).toBe(400);
      }
    });

    it('refuses the whole choice when one school is unknown, inactive or has a form already, naming it', async () => {
      const [inactive] = await addSchools(1, false);
      const unknown = await initiate(cycleid, { schoolCodes: [late[0], '06099999999', inactive], consent: true });
      expect(unknown.status).toBe(422);
      expect(unknown.body.errorMessage).toBe('Some of the chosen schools are unknown or inactive, so no form was initiated');
      expect(unknown.body.details).toEqual([
        expect.objectContaining({ schoolCode: '06099999999', problem: 'unknown' }),
        expect.objectContaining({ schoolCode: inactive, problem: 'inactive' }),
      ]);
      const had = await initiate(cycleid, { schoolCodes: [late[0], DEMO_SCHOOL], consent: true }, 'dept', 'hi');
      expect(had.status).toBe(409);
      expect(had.body.errorMessage).toBe('चुने गए कुछ विद्यालयों का फ़ॉर्म इस चक्र में पहले से है, इसलिए कोई फ़ॉर्म आरंभ नहीं किया गया। सूची फिर से लोड करके दोबारा प्रयास करें।');
      expect(had.body.details).toEqual([expect.objectContaining({ schoolCode: DEMO_SCHOOL, problem: 'hasForm' })]);
      expect(await withoutForm(cycleid)).toBe(4);
    });

    it("initiates one school: a form at status 1 on the cycle's version, the count in words, a history row, the status kept", async () => {
      const before = (await formsOf(cycleid)).length;
      const res = await initiate(cycleid, { schoolCodes: [late[0]], consent: true });
      expect(res.status).toBe(200);
      expect(res.body.message).toBe('1 accreditation form initiated');
      expect(res.body.value).toMatchObject({ cycleid, initiated: 1, status: 'FORMS_INITIATED', statusLabel: 'Accreditation Forms Initiated' });
      const rows = await formsOf(cycleid);
      expect(rows).toHaveLength(before + 1);
      expect(rows.at(-1)).toMatchObject({ schoolCode: late[0], status: 1, catalogueVersion: t.deps.catalogues.current });
      expect(rows.at(-1)!.total).toBeGreaterThan(0);
      const [admin] = (await historyOf(cycleid)).slice(-1);
      expect(admin).toMatchObject({ fromStatus: 'FORMS_INITIATED', toStatus: 'FORMS_INITIATED', event: 'cycle.initiateSchools' });
      const [row] = await t.deps.db.select().from(cycles).where(eq(cycles.id, cycleid));
      expect(row.status).toBe('FORMS_INITIATED');
    });

    it('initiates a selection, and says so in Hindi', async () => {
      const res = await initiate(cycleid, { schoolCodes: [late[1], late[2]], consent: true }, 'admin', 'hi');
      expect(res.status).toBe(200);
      expect(res.body.message).toBe('2 प्रत्यायन फ़ॉर्म आरंभ किए गए');
      expect(res.body.value.initiated).toBe(2);
      expect(await withoutForm(cycleid)).toBe(1);
    });

    it('initiates all that are left, then has none left to initiate', async () => {
      const res = await initiate(cycleid, { all: true, consent: true }, 'sqa');
      expect(res.body).toMatchObject({ message: '1 accreditation form initiated', value: { initiated: 1 } });
      expect(await withoutForm(cycleid)).toBe(0);
      const again = await initiate(cycleid, { all: true, consent: true });
      expect(again.status).toBe(409);
      expect(again.body.errorMessage).toBe('Every active school already has a form in this cycle');
      const codes = (await formsOf(cycleid)).map((f) => f.schoolCode);
      expect(new Set(codes).size).toBe(codes.length);
    });

    it('refuses users without the cycle privilege, or below state level', async () => {
      const [extra] = await addSchools(1);
      for (const who of ['head', 'dqa']) expect((await initiate(cycleid, { schoolCodes: [extra], consent: true }, who)).status).toBe(403);
      expect((await t.call('POST', `/v1/cycle/${cycleid}/initiate/schools`, { body: { all: true, consent: true } })).status).toBe(401);
      expect((await initiate(987654, { all: true, consent: true })).status).toBe(404);
    });
  });

  describe('in each status of the cycle', () => {
    it('refuses before the first initiation: the whole cycle is initiated instead', async () => {
      const cycleid = (await post<{ cycleid: number }>('/v1/cycle/create', 'dept', { name: 'fresh-2043' })).body.value.cycleid;
      const res = await initiate(cycleid, { all: true, consent: true });
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({
        errorCode: 'notInitiated',
        errorMessage: 'The forms of this cycle have not been initiated yet. Initiate them for every active school first.',
      });
      expect(await formsOf(cycleid)).toEqual([]);
    });

    it('refuses once the cycle is closed, and creates nothing', async () => {
      const cycleid = await initiatedCycle('closed-2044');
      await addSchools(1);
      expect((await post(`/v1/cycle/${cycleid}/close`, 'dept')).status).toBe(200);
      const before = (await formsOf(cycleid)).length;
      const res = await initiate(cycleid, { all: true, consent: true }, 'dept', 'hi');
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ errorCode: 'closed', errorMessage: 'यह चक्र बंद है; इसमें अब कोई फ़ॉर्म आरंभ नहीं किया जा सकता' });
      expect(await formsOf(cycleid)).toHaveLength(before);
      expect((await post(`/v1/cycle/${cycleid}/schools/without-form`, 'dept', {})).status).toBe(200);
    });

    it('puts a late form into the external evaluation once the audit has started', async () => {
      const cycleid = await initiatedCycle('audit-2045');
      expect((await post(`/v1/cycle/${cycleid}/initiate/audit`, 'dept')).status).toBe(200);
      const [late] = await addSchools(1);
      const res = await initiate(cycleid, { schoolCodes: [late], consent: true });
      expect(res.body.value).toMatchObject({ initiated: 1, status: 'AUDIT_INITIATED' });
      const [form] = await t.deps.db
        .select()
        .from(forms)
        .where(and(eq(forms.cycleId, cycleid), eq(forms.schoolCode, late)));
      expect(form.status).toBe(1);
      expect(formSnapshotOf(form.machineState, form.status as FormStatusCode).context.externalAudit).toBe(true);
    });
  });

  describe('two calls at once', () => {
    it('for all missing schools: one creates the forms, the other finds none left', async () => {
      const cycleid = await initiatedCycle('race-2046');
      const late = await addSchools(3);
      // The other cycles' late schools are missing here too: count what this cycle lacks.
      const missing = await withoutForm(cycleid);
      const results = await Promise.all([1, 2].map(() => initiate(cycleid, { all: true, consent: true })));
      expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
      expect(results.find((r) => r.status === 200)!.body.value.initiated).toBe(missing);
      const rows = await t.deps.db
        .select()
        .from(forms)
        .where(and(eq(forms.cycleId, cycleid), inArray(forms.schoolCode, late)));
      expect(rows).toHaveLength(3);
      expect(await withoutForm(cycleid)).toBe(0);
    });

    it('for the same chosen schools: one form each, the second call refused whole', async () => {
      const cycleid = await initiatedCycle('race-2047');
      const late = await addSchools(2);
      const results = await Promise.all(['dept', 'admin'].map((who) => initiate(cycleid, { schoolCodes: late, consent: true }, who)));
      expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
      const rows = await t.deps.db
        .select()
        .from(forms)
        .where(and(eq(forms.cycleId, cycleid), inArray(forms.schoolCode, late)));
      expect(rows.map((f) => f.schoolCode).sort()).toEqual([...late].sort());
    });
  });
});
