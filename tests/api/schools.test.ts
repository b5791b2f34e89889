import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SCHOOL } from '../../server/seed/demo';
import { startTestApp, type TestApp } from '../support/test-app';
import { testDatabases } from '../support/test-db';

interface School {
  schoolCode: string;
  udise: string;
  name: string;
  misCode: string | null;
  districtId: number;
  blockId: number;
  districtName: string;
  blockName: string;
  management: string;
  active: boolean;
  [k: string]: unknown;
}
interface Page<T> {
  items: T[];
  total: number;
}
interface Named {
  id: number;
  name: { en: string; hi: string };
}

describe.each(testDatabases)('school master on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let head: string;
  let dqa: string;
  let ambala: number;
  let karnal: number;
  let ambalaBlocks: Named[];
  let karnalBlocks: Named[];

  beforeAll(async () => {
    t = await startTestApp(kind);
    [admin, head, dqa] = await Promise.all([t.login('admin'), t.login('head'), t.login('dqa')]);
  });
  afterAll(async () => t?.close());

  describe('reference lookups', () => {
    it('lists districts and their blocks with names in both languages', async () => {
      expect((await t.call('GET', '/v1/reference/districts')).status).toBe(401);
      const res = await t.call<Named[]>('GET', '/v1/reference/districts', { token: head });
      expect(res.status).toBe(200);
      expect(res.body.value).toHaveLength(5);
      ambala = res.body.value.find((d) => d.name.en === 'Ambala')!.id;
      karnal = res.body.value.find((d) => d.name.en === 'Karnal')!.id;
      expect(res.body.value.find((d) => d.id === ambala)!.name.hi).toBe('अंबाला');
      ambalaBlocks = (await t.call<Named[]>('GET', `/v1/reference/districts/${ambala}/blocks`, { token: head })).body.value;
      karnalBlocks = (await t.call<Named[]>('GET', `/v1/reference/districts/${karnal}/blocks`, { token: head })).body.value;
      expect(ambalaBlocks.map((b) => b.name.en)).toEqual(['Ambala-I', 'Barara', 'Naraingarh']);
      expect(ambalaBlocks[1].name.hi).toBe('बराड़ा');
      expect((await t.call('GET', '/v1/reference/districts/999/blocks', { token: head })).status).toBe(404);
      expect((await t.call('GET', '/v1/reference/districts/0/blocks', { token: head })).status).toBe(400);
    });
  });

  describe('list', () => {
    it('needs a token, and lists what the caller may see', async () => {
      expect((await t.call('POST', '/v1/school/master/list', { body: {} })).status).toBe(401);
      const all = await t.call<Page<School>>('POST', '/v1/school/master/list', { token: admin, body: { pageSize: 10 } });
      expect(all.status).toBe(200);
      expect(all.body.value.total).toBe(45);
      expect(all.body.value.items).toHaveLength(10);
      const mine = await t.call<Page<School>>('POST', '/v1/school/master/list', { token: head, body: {} });
      expect(mine.body.value.items.map((s) => s.schoolCode)).toEqual([DEMO_SCHOOL]);
      const district = await t.call<Page<School>>('POST', '/v1/school/master/list', { token: dqa, body: { pageSize: 100 } });
      expect(district.body.value.total).toBe(9);
      expect(district.body.value.items.every((s) => s.districtId === ambala)).toBe(true);
      const asked = await t.call<Page<School>>('POST', '/v1/school/master/list', { token: dqa, body: { districtId: karnal } });
      expect(asked.body.value.total).toBe(0);
    });

    it('asks for at least 3 characters to search by name', async () => {
      const short = await t.call('POST', '/v1/school/master/list', { token: admin, body: { search: 'Mu' } });
      expect(short.status).toBe(400);
      expect(short.body.errorMessage).toBe('Please enter at least 3 characters for the school name.');
      const hi = await t.call('POST', '/v1/school/master/list', { token: admin, body: { search: ' Mu ' }, lang: 'hi' });
      expect(hi.body.errorMessage).toBe('कृपया विद्यालय के नाम के कम से कम 3 अक्षर दर्ज करें।');
      const found = await t.call<Page<School>>('POST', '/v1/school/master/list', { token: admin, body: { search: 'mullana' } });
      expect(found.body.value.total).toBeGreaterThanOrEqual(1);
      expect(found.body.value.items.every((s) => s.name.includes('Mullana'))).toBe(true);
      const empty = await t.call<Page<School>>('POST', '/v1/school/master/list', { token: admin, body: { search: '' } });
      expect(empty.body.value.total).toBe(45);
    });

    it("filters by district, block, management and active, with names in the caller's language", async () => {
      const res = await t.call<Page<School>>('POST', '/v1/school/master/list', {
        token: admin,
        body: { districtId: ambala, blockId: ambalaBlocks[0].id, active: true },
        lang: 'hi',
      });
      expect(res.body.value.total).toBe(3);
      expect(res.body.value.items[0]).toMatchObject({ districtName: 'अंबाला', blockName: 'अंबाला-I' });
      const aided = await t.call<Page<School>>('POST', '/v1/school/master/list', { token: admin, body: { management: 'nonGovernmentAided', pageSize: 100 } });
      expect(aided.body.value.total).toBeGreaterThan(0);
      expect(aided.body.value.items.every((s) => s.management === 'nonGovernmentAided')).toBe(true);
      const bad = await t.call('POST', '/v1/school/master/list', { token: admin, body: { management: 'government' } });
      expect(bad.status).toBe(400);
      expect(bad.body.details).toEqual([expect.objectContaining({ field: 'management', problem: 'enum' })]);
    });
  });

  describe('one school', () => {
    it('reads a school in scope; 403 out of scope; 404 unknown', async () => {
      const own = await t.call<School>('GET', `/v1/school/${DEMO_SCHOOL}`, { token: head });
      expect(own.status).toBe(200);
      expect(own.body.value).toMatchObject({ schoolCode: DEMO_SCHOOL, districtName: 'Ambala' });
      const karnalSchool = '06020100101';
      const out = await t.call('GET', `/v1/school/${karnalSchool}`, { token: dqa });
      expect(out.status).toBe(403);
      expect(out.body.value).toBeUndefined();
      expect((await t.call('GET', `/v1/school/${karnalSchool}`, { token: head })).status).toBe(403);
      expect((await t.call('GET', '/v1/school/06999999999', { token: admin })).status).toBe(404);
      expect((await t.call('GET', `/v1/school/${DEMO_SCHOOL}`)).status).toBe(401);
    });
  });

  describe('manage', () => {
    const school = () => ({
      name: 'Government Model School, Kurali',
      headName: 'Harish Kumar',
      email: 'gms.kurali@example.org',
      mobile: '9416012345',
      udise: '06010200999',
      misCode: 'HR-MIS-1234',
      category: 'seniorSecondary',
      management: 'stateGovernment',
      location: 'rural',
      genderType: 'girls',
      schoolType: 'government',
      districtId: ambala,
      blockId: ambalaBlocks[1].id,
    });

    it('needs privilege 52', async () => {
      expect((await t.call('POST', '/v1/school/manage', { body: school() })).status).toBe(401);
      const res = await t.call('POST', '/v1/school/manage', { token: head, body: school() });
      expect(res.status).toBe(403);
      expect((await t.call('POST', '/v1/school/manage', { token: dqa, body: school() })).status).toBe(403);
    });

    it('refuses bad fields with details', async () => {
      const udise = await t.call('POST', '/v1/school/manage', { token: admin, body: { ...school(), udise: '0601' } });
      expect(udise.status).toBe(400);
      expect(udise.body.errorMessage).toBe('UDISE number must be 11 digits');
      const mobile = await t.call('POST', '/v1/school/manage', { token: admin, body: { ...school(), mobile: '12345' }, lang: 'hi' });
      expect(mobile.body).toMatchObject({ errorMessage: 'मोबाइल नंबर मान्य नहीं है', details: [{ field: 'mobile' }] });
      const block = await t.call('POST', '/v1/school/manage', { token: admin, body: { ...school(), blockId: karnalBlocks[0].id } });
      expect(block.status).toBe(400);
      expect(block.body).toMatchObject({ errorMessage: 'The block does not belong to the selected district', details: [{ field: 'blockId', problem: 'blockNotInDistrict' }] });
      const enumBad = await t.call('POST', '/v1/school/manage', { token: admin, body: { ...school(), genderType: 'mixed', location: 'semi' } });
      expect(enumBad.status).toBe(400);
      expect(enumBad.body.details!.map((d) => d.field).sort()).toEqual(['genderType', 'location']);
      const missing = await t.call('POST', '/v1/school/manage', { token: admin, body: { name: 'X' } });
      expect(missing.status).toBe(400);
      expect(missing.body.details!.map((d) => d.field)).toEqual(expect.arrayContaining(['udise', 'districtId', 'blockId', 'management']));
    });

    it('adds a school whose code is its UDISE number, with its MIS code', async () => {
      const res = await t.call<School>('POST', '/v1/school/manage', { token: admin, body: school() });
      expect(res.status).toBe(201);
      expect(res.body.message).toBe('Data saved successfully');
      expect(res.body.value).toMatchObject({ schoolCode: '06010200999', udise: '06010200999', misCode: 'HR-MIS-1234', genderType: 'girls', blockName: 'Barara', active: true });
      const read = await t.call<School>('GET', '/v1/school/06010200999', { token: dqa });
      expect(read.body.value.misCode).toBe('HR-MIS-1234');
      const list = await t.call<Page<School>>('POST', '/v1/school/master/list', { token: dqa, body: { search: 'Kurali' } });
      expect(list.body.value.items).toEqual([expect.objectContaining({ schoolCode: '06010200999', misCode: 'HR-MIS-1234' })]);
    });

    it('records a school whose area is not applicable, and the area chart counts it so (spec §2)', async () => {
      const res = await t.call<School>('POST', '/v1/school/manage', { token: admin, body: { ...school(), udise: '06010200998', location: 'notApplicable' } });
      expect(res.status).toBe(201);
      const chart = await t.call<{ group: string; key: string; text: string; value: number }[]>('POST', '/v1/dashboard/classification/area', {
        token: admin,
        body: {},
        lang: 'hi',
      });
      expect(chart.body.value.find((r) => r.group === 'location' && r.key === 'notApplicable')).toMatchObject({ text: 'लागू नहीं', value: 1 });
    });

    it('refuses a UDISE number that is taken', async () => {
      const res = await t.call('POST', '/v1/school/manage', { token: admin, body: { ...school(), udise: DEMO_SCHOOL } });
      expect(res.status).toBe(409);
      expect(res.body.errorMessage).toBe('A school with this UDISE number already exists');
      const again = await t.call('POST', '/v1/school/manage', { token: admin, body: school(), lang: 'hi' });
      expect(again.status).toBe(409);
      expect(again.body.errorMessage).toBe('इस यूडाइस (UDISE) संख्या का विद्यालय पहले से मौजूद है');
      const editClash = await t.call('POST', '/v1/school/manage', { token: admin, body: { ...school(), schoolCode: '06010200999', udise: DEMO_SCHOOL } });
      expect(editClash.status).toBe(409);
    });

    it('edits a school, moving it to another district and setting it inactive', async () => {
      const res = await t.call<School>('POST', '/v1/school/manage', {
        token: admin,
        body: { ...school(), schoolCode: '06010200999', name: 'GMS Kurali', misCode: null, districtId: karnal, blockId: karnalBlocks[2].id, active: false },
      });
      expect(res.status).toBe(200);
      expect(res.body.message).toBe('Data updated successfully');
      expect(res.body.value).toMatchObject({ schoolCode: '06010200999', name: 'GMS Kurali', misCode: null, districtName: 'Karnal', active: false });
      expect((await t.call('GET', '/v1/school/06010200999', { token: dqa })).status).toBe(403);
      const inactive = await t.call<Page<School>>('POST', '/v1/school/master/list', { token: admin, body: { active: false } });
      expect(inactive.body.value.items.map((s) => s.schoolCode)).toEqual(['06010200999']);
      const unknown = await t.call('POST', '/v1/school/manage', { token: admin, body: { ...school(), schoolCode: '06999999999', udise: '06999999999' } });
      expect(unknown.status).toBe(404);
    });

    it('lets the department correct a school, and keeps who changed what, before and after', async () => {
      const dept = await t.login('dept');
      const edit = await t.call<School>('POST', '/v1/school/manage', {
        token: dept,
        body: { ...school(), schoolCode: '06010200999', name: 'GMS Kurali (Barara)', misCode: null, districtId: ambala, blockId: ambalaBlocks[1].id, active: true },
      });
      expect(edit.status, JSON.stringify(edit.body)).toBe(200);
      // Saving the same values again changes nothing and records nothing.
      expect(
        (await t.call('POST', '/v1/school/manage', { token: dept, body: { ...school(), schoolCode: '06010200999', name: 'GMS Kurali (Barara)', misCode: null, active: true } }))
          .status,
      ).toBe(200);
      type Change = { at: string; action: string; user: { name: string; role: string } | null; changes: { field: string; before: unknown; after: unknown }[] };
      const res = await t.call<Change[]>('GET', '/v1/school/06010200999/changes', { token: dept, lang: 'hi' });
      expect(res.status).toBe(200);
      const [latest, byAdmin, created] = res.body.value;
      expect(res.body.value.map((c) => c.action)).toEqual(['updated', 'updated', 'created']);
      expect(latest.user).toEqual({ name: 'Vikram Singh', role: 'विभाग' });
      expect(latest.changes).toEqual(
        expect.arrayContaining([
          { field: 'name', before: 'GMS Kurali', after: 'GMS Kurali (Barara)' },
          { field: 'districtId', before: 'करनाल', after: 'अंबाला' },
          { field: 'active', before: false, after: true },
        ]),
      );
      expect(latest.changes.map((c) => c.field)).not.toContain('udise');
      expect(byAdmin.changes).toEqual(expect.arrayContaining([{ field: 'misCode', before: 'HR-MIS-1234', after: null }]));
      expect(created.changes).toEqual(expect.arrayContaining([{ field: 'udise', before: null, after: '06010200999' }]));
      // Only holders of privilege 52 read the changes; an unknown school is 404.
      expect((await t.call('GET', '/v1/school/06010200999/changes', { token: dqa })).status).toBe(403);
      expect((await t.call('GET', '/v1/school/06999999999/changes', { token: dept })).status).toBe(404);
    });

    it('leaves the school information routes of the same prefix working', async () => {
      const res = await t.call('POST', '/v1/school/details', { token: head, body: { schoolCode: DEMO_SCHOOL } });
      expect(res.status).toBe(200);
    });
  });
});
