import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { complaints, cycles, roles, schoolInfo, schools, users } from '../../server/db/schema';
import { DEMO_SCHOOL } from '../../server/seed/demo';
import { fillSchoolInfo } from '../support/fill';
import { startTestApp, type TestApp } from '../support/test-app';
import { testDatabases } from '../support/test-db';

interface Failure {
  status: 'FAILURE';
  errorCode: string;
  errorMessage: string;
  details: { field?: string; problem: string; by?: string | null; at?: string | null }[];
}

/**
 * The edits of shared records (docs/concurrency.md): a write that sends the `base` it read is
 * refused (409 recordChanged, naming who changed the record and when) once anyone changed the
 * record since, and nothing is written; a fresh base writes; a write without base still wins as
 * it always did, for the API's older callers.
 */
describe.each(testDatabases)('revision checks (base) on %s', (kind) => {
  let t: TestApp;
  const token: Record<string, string> = {};
  const post = <T = unknown>(path: string, who: string, body?: unknown, lang?: string) => t.call<T>('POST', path, { token: token[who], body, lang });
  const put = <T = unknown>(path: string, who: string, body?: unknown) => t.call<T>('PUT', path, { token: token[who], body });

  /** A refusal names who changed the record and when, and gives the revision now. */
  const expectChangedBy = (res: { status: number; body: unknown }, by: string, at: string) => {
    expect(res.status).toBe(409);
    const body = res.body as unknown as Failure;
    expect(body.errorCode).toBe('recordChanged');
    expect(body.details).toEqual([{ field: 'base', problem: 'changedByOther', by, at }]);
  };

  beforeAll(async () => {
    t = await startTestApp(kind);
    for (const who of ['admin', 'dqa', 'sqa', 'dept', 'head']) token[who] = await t.login(who);
  });
  afterAll(async () => t?.close());

  describe('POST /v1/school/update', () => {
    let info: Record<string, number> = {};
    const details = async () =>
      (await post<{ updatedAt: string | null; info: Record<string, number> | null }>('/v1/school/details', 'head', { schoolCode: DEMO_SCHOOL })).body.value;
    const save = (data: Record<string, number>, base?: string | null, lang?: string) =>
      post('/v1/school/update', 'head', { schoolCode: DEMO_SCHOOL, info: data, ...(base === undefined ? {} : { base }) }, lang);

    beforeAll(async () => {
      const d = await post<{ schema: Record<string, unknown> }>('/v1/school/details', 'head', { schoolCode: DEMO_SCHOOL });
      info = fillSchoolInfo(d.body.value.schema);
    });

    it('a first save from no record (base null) writes; a second one from no record is refused', async () => {
      await t.deps.db.delete(schoolInfo).where(eq(schoolInfo.schoolCode, DEMO_SCHOOL));
      expect((await details()).updatedAt).toBeNull();
      expect((await save(info, null)).status).toBe(200);
      const now = await details();
      const res = await save({ ...info, teachersSanctioned: 99 }, null);
      expectChangedBy(res, 'Meena Kumari', now.updatedAt!);
      expect((await details()).info).toEqual(info);
    });

    it('a stale base is refused in the caller’s language and writes nothing; a fresh one writes', async () => {
      const read = (await details()).updatedAt!;
      expect((await save({ ...info, teachersSanctioned: 20 }, read)).status).toBe(200);
      const after = await details();
      // The other tab still holds `read`.
      const stale = await save({ ...info, teachersSanctioned: 30 }, read, 'hi');
      expectChangedBy(stale, 'Meena Kumari', after.updatedAt!);
      expect((stale.body as unknown as Failure).errorMessage).toBe('आपके खोलने के बाद किसी और ने इसे बदल दिया है। उनका संस्करण लें, या अपने परिवर्तन उस पर सहेजें।');
      expect((await details()).info!.teachersSanctioned).toBe(20);
      // "Save mine over it": the revision the refusal named.
      expect((await save({ ...info, teachersSanctioned: 30 }, (stale.body as unknown as Failure).details[0].at)).status).toBe(200);
      expect((await details()).info!.teachersSanctioned).toBe(30);
    });

    it('without base the save wins, as before', async () => {
      expect((await save({ ...info, teachersSanctioned: 31 })).status).toBe(200);
      expect((await details()).info!.teachersSanctioned).toBe(31);
    });
  });

  describe('POST /v1/user/set', () => {
    let headId = 0;
    const read = async () => (await t.call<{ updatedAt: string; firstName: string; city: string | null }>('GET', `/v1/user/${headId}`, { token: token.admin })).body.value;

    beforeAll(async () => {
      [{ id: headId }] = await t.deps.db.select({ id: users.id }).from(users).where(eq(users.loginId, 'head'));
    });

    it('an administrator’s edit from before the user changed their own profile is refused, naming the user', async () => {
      const seen = await read();
      expect((await post('/v1/user/profile', 'head', { city: 'Hisar' })).status).toBe(200);
      const now = await read();
      const res = await post('/v1/user/set', 'admin', { userId: headId, city: 'Rohtak', base: seen.updatedAt });
      expectChangedBy(res, 'Meena Kumari', now.updatedAt);
      expect((await read()).city).toBe('Hisar');
      const fresh = await post<{ updatedAt: string; city: string }>('/v1/user/set', 'admin', { userId: headId, city: 'Rohtak', base: now.updatedAt });
      expect(fresh.status).toBe(200);
      expect(fresh.body.value.city).toBe('Rohtak');
      // The answer's updatedAt is the next base; the same tab saves again.
      expect((await post('/v1/user/set', 'admin', { userId: headId, city: 'Karnal', base: fresh.body.value.updatedAt })).status).toBe(200);
    });

    it('without base the edit wins, as before', async () => {
      expect((await post('/v1/user/set', 'admin', { userId: headId, city: 'Panipat' })).status).toBe(200);
      expect((await read()).city).toBe('Panipat');
    });
  });

  describe('POST /v1/school/manage', () => {
    const school = async () => (await t.call<Record<string, unknown> & { updatedAt: string; name: string }>('GET', `/v1/school/${DEMO_SCHOOL}`, { token: token.admin })).body.value;
    const fields = (s: Record<string, unknown>) => ({
      schoolCode: DEMO_SCHOOL,
      name: s.name,
      udise: s.udise,
      category: s.category,
      management: s.management,
      location: s.location,
      genderType: s.genderType,
      schoolType: s.schoolType,
      districtId: s.districtId,
      blockId: s.blockId,
    });

    it('an edit from before another officer’s is refused, naming them; nothing is written', async () => {
      const seen = await school();
      const theirs = await post<{ updatedAt: string }>('/v1/school/manage', 'dept', { ...fields(seen), name: 'GSSS Renamed', base: seen.updatedAt });
      expect(theirs.status).toBe(200);
      const res = await post('/v1/school/manage', 'admin', { ...fields(seen), name: 'GSSS Mine', base: seen.updatedAt });
      expectChangedBy(res, 'Vikram Singh', theirs.body.value.updatedAt);
      expect((await school()).name).toBe('GSSS Renamed');
      expect((await post('/v1/school/manage', 'admin', { ...fields(seen), name: 'GSSS Mine', base: theirs.body.value.updatedAt })).status).toBe(200);
      expect((await school()).name).toBe('GSSS Mine');
    });

    it('without base the edit wins, as before', async () => {
      const seen = await school();
      await t.deps.db.update(schools).set({ headName: 'changed directly' }).where(eq(schools.schoolCode, DEMO_SCHOOL));
      expect((await post('/v1/school/manage', 'admin', { ...fields(seen), name: 'GSSS Last' })).status).toBe(200);
      expect((await school()).name).toBe('GSSS Last');
    });
  });

  describe('POST /v1/cycle/{cycleid}/end-date', () => {
    let cycleid = 0;
    const cycle = async () => (await t.deps.db.select().from(cycles).where(eq(cycles.id, cycleid)))[0];

    beforeAll(async () => {
      cycleid = (await post<{ cycleid: number }>('/v1/cycle/create', 'sqa', { name: 'revisions' })).body.value.cycleid;
    });

    it('a date set from a stale list is refused, naming who set the other; a fresh one is saved', async () => {
      const list = await post<{ cycleid: number; updatedAt: string }[]>('/v1/cycle/list', 'dept', {});
      const seen = list.body.value.find((c) => c.cycleid === cycleid)!.updatedAt;
      const theirs = await post<{ updatedAt: string }>(`/v1/cycle/${cycleid}/end-date`, 'sqa', { endsOn: '2099-03-31', base: seen });
      expect(theirs.status).toBe(200);
      const res = await post(`/v1/cycle/${cycleid}/end-date`, 'dept', { endsOn: '2099-01-31', base: seen });
      expectChangedBy(res, 'Sunita Yadav', theirs.body.value.updatedAt);
      expect((await cycle()).endsOn).toBe('2099-03-31');
      expect((await post(`/v1/cycle/${cycleid}/end-date`, 'dept', { endsOn: '2099-01-31', base: theirs.body.value.updatedAt })).status).toBe(200);
      expect((await cycle()).endsOn).toBe('2099-01-31');
    });

    it('a status change counts as a change: a date set from before it is refused', async () => {
      const seen = (await cycle()).updatedAt.toISOString();
      expect((await post(`/v1/cycle/${cycleid}/initiate`, 'sqa')).status).toBe(200);
      const res = await post(`/v1/cycle/${cycleid}/end-date`, 'dept', { endsOn: '2099-02-28', base: seen });
      expectChangedBy(res, 'Sunita Yadav', (await cycle()).updatedAt.toISOString());
    });

    it('without base the date wins, as before', async () => {
      expect((await post(`/v1/cycle/${cycleid}/end-date`, 'dept', { endsOn: '2099-02-28' })).status).toBe(200);
      expect((await cycle()).endsOn).toBe('2099-02-28');
    });
  });

  describe('POST /v1/complaint/status', () => {
    const raise = async () => (await post<{ complaintid: number }>('/v1/complaint/create', 'head', { subject: 'Revisions', description: 'Two reviewers' })).body.value.complaintid;
    const complaint = async (id: number) => (await t.deps.db.select().from(complaints).where(eq(complaints.id, id)))[0];

    it('a status change from a stale view is refused, naming the reviewer who moved it; a fresh one is made', async () => {
      const complaintid = await raise();
      const seen = (await complaint(complaintid)).updatedAt.toISOString();
      expect((await post('/v1/complaint/status', 'dqa', { complaintid, status: 'UNDER_REVIEW', comment: 'Looking into it', base: seen })).status).toBe(200);
      const now = (await complaint(complaintid)).updatedAt.toISOString();
      // RESOLVED is allowed from UNDER_REVIEW too: without base the SQA would resolve it unaware.
      const res = await post('/v1/complaint/status', 'sqa', { complaintid, status: 'RESOLVED', comment: 'Done', base: seen });
      expectChangedBy(res, 'Rakesh Verma', now);
      expect((await complaint(complaintid)).status).toBe('UNDER_REVIEW');
      // The complaint as listed gives the same revision.
      const listed = await post<{ items: { complaintid: number; updatedAt: string }[] }>('/v1/complaint/list', 'sqa', {});
      expect(listed.body.value.items.find((c) => c.complaintid === complaintid)!.updatedAt).toBe(now);
      expect((await post('/v1/complaint/status', 'sqa', { complaintid, status: 'RESOLVED', comment: 'Done', base: now })).status).toBe(200);
      expect((await complaint(complaintid)).status).toBe('RESOLVED');
    });

    it('without base the change is made, as before', async () => {
      const complaintid = await raise();
      await post('/v1/complaint/status', 'dqa', { complaintid, status: 'UNDER_REVIEW', comment: 'Looking into it' });
      expect((await post('/v1/complaint/status', 'sqa', { complaintid, status: 'RESOLVED', comment: 'Done' })).status).toBe(200);
    });
  });

  describe('PUT /v1/roles/{roleid}', () => {
    let roleid = 0;
    const role = async () => (await t.deps.db.select().from(roles).where(eq(roles.id, roleid)))[0];

    beforeAll(async () => {
      roleid = (await post<{ roleId: number }>('/v1/roles', 'admin', { name: 'Revision Viewer' })).body.value.roleId;
    });

    it('an edit from a second tab opened before the first tab’s save is refused; a fresh one is saved', async () => {
      const seen = (await role()).updatedAt.toISOString();
      const first = await put<{ updatedAt: string }>(`/v1/roles/${roleid}`, 'admin', { description: 'Tab A', base: seen });
      expect(first.status).toBe(200);
      const res = await put(`/v1/roles/${roleid}`, 'admin', { descriptionHi: 'टैब बी', base: seen });
      expectChangedBy(res, 'Anita Sharma', first.body.value.updatedAt);
      expect((await role()).descriptionHi).toBe('');
      expect((await put(`/v1/roles/${roleid}`, 'admin', { descriptionHi: 'टैब बी', base: first.body.value.updatedAt })).status).toBe(200);
      expect(await role()).toMatchObject({ description: 'Tab A', descriptionHi: 'टैब बी' });
    });

    it('without base the edit wins, as before', async () => {
      expect((await put(`/v1/roles/${roleid}`, 'admin', { description: 'No base' })).status).toBe(200);
      expect((await role()).description).toBe('No base');
    });
  });
});
