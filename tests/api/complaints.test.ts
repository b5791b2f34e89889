import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/auth/password';
import { complaintComments, complaints, roles, schools, users } from '../../server/db/schema';
import { DEMO_SCHOOL } from '../../server/seed/demo';
import { tinyPdf } from '../support/fill';
import { startTestApp, type TestApp } from '../support/test-app';
import { testDatabases } from '../support/test-db';

interface Complaint {
  complaintid: number;
  reportCode: string;
  subject: string;
  status: string;
  statusLabel: string;
  schoolCode: string | null;
  districtId: number | null;
  overdue: boolean;
  nextStatuses: { code: string; label: string }[];
}
interface Page {
  items: Complaint[];
  total: number;
}

describe.each(testDatabases)('complaints on %s', (kind) => {
  let t: TestApp;
  const token: Record<string, string> = {};
  let headsDistrict: number;
  let otherSchool: string;
  let mine: Complaint;

  const call = <T = unknown>(method: string, path: string, who: string, body?: unknown, lang?: string) => t.call<T>(method, path, { token: token[who], body, lang });
  const raise = (who: string, body: Record<string, unknown>, lang?: string) => call<Complaint>('POST', '/v1/complaint/create', who, body, lang);
  const list = (who: string, body: Record<string, unknown> = {}) => call<Page>('POST', '/v1/complaint/list', who, body);
  const move = (who: string, status: unknown, comment: unknown, id = mine.complaintid, lang?: string) =>
    call<{ status: string; statusLabel: string }>('POST', '/v1/complaint/status', who, { complaintid: id, status, comment }, lang);

  beforeAll(async () => {
    t = await startTestApp(kind);
    for (const who of ['admin', 'dqa', 'sqa', 'dept', 'head']) token[who] = await t.login(who);
    const all = await t.deps.db.select().from(schools);
    headsDistrict = all.find((s) => s.schoolCode === DEMO_SCHOOL)!.districtId;
    const other = all.find((s) => s.districtId !== headsDistrict)!;
    otherSchool = other.schoolCode;
    const [dqaRole] = await t.deps.db.select().from(roles).where(eq(roles.code, 'DQA'));
    await t.deps.db.insert(users).values({ loginId: 'dqa2', passwordHash: await hashPassword('Demo@1234'), firstName: 'Other', roleId: dqaRole.id, districtId: other.districtId });
    token.dqa2 = await t.login('dqa2');
  });
  afterAll(async () => t?.close());

  describe('POST /v1/complaint/create', () => {
    it('asks for a subject and a description', async () => {
      const res = await raise('head', { subject: ' ', description: 'x' });
      expect(res.status).toBe(400);
      expect(res.body.errorMessage).toBe('Please enter the subject and description');
      expect(res.body.details).toEqual([expect.objectContaining({ field: 'subject', problem: 'required' })]);
      const neither = await raise('head', {}, 'hi');
      expect(neither.status).toBe(400);
      expect(neither.body.errorMessage).toBe('कृपया विषय और विवरण दर्ज करें');
      // Both named at once, as the request schema (and so the API document) requires them.
      expect(neither.body.details).toEqual([
        expect.objectContaining({ field: 'subject', problem: 'required' }),
        expect.objectContaining({ field: 'description', problem: 'required' }),
      ]);
    });

    it("ties a school head's complaint to their school and district, with a GR report code", async () => {
      const res = await raise('head', { subject: 'Grant not received', description: 'The composite grant for 2026 has not arrived.' });
      expect(res.status).toBe(201);
      expect(res.body.message).toBe('Complaint raised');
      expect(res.body.value).toMatchObject({ status: 'RAISED', statusLabel: 'Raised', schoolCode: DEMO_SCHOOL, districtId: headsDistrict });
      expect(res.body.value.reportCode).toMatch(/^GR-\d{4}-\d{6}$/);
      expect(res.body.value.reportCode.endsWith(String(res.body.value.complaintid).padStart(6, '0'))).toBe(true);
      mine = res.body.value;
    });

    it("refuses a complaint about a school out of the caller's scope", async () => {
      expect((await raise('head', { subject: 's', description: 'd', schoolCode: otherSchool })).status).toBe(403);
      expect((await raise('dqa', { subject: 's', description: 'd', schoolCode: otherSchool })).status).toBe(403);
      expect((await raise('sqa', { subject: 's', description: 'd', schoolCode: '99999999999' })).status).toBe(404);
    });

    it('lets others raise one for a school in scope, or for no school', async () => {
      const dqa = await raise('dqa2', { subject: 'Transport', description: 'Buses late', schoolCode: otherSchool });
      expect(dqa.status).toBe(201);
      const sqa = await raise('sqa', { subject: 'Portal', description: 'Slow portal' });
      expect(sqa.body.value).toMatchObject({ schoolCode: null, districtId: null });
    });

    it('needs the complaints privilege', async () => {
      // The administrator holds it; a role without it is refused (privilege 23 removed from a test role).
      const [role] = await t.deps.db.insert(roles).values({ code: 'NOBODY', name: 'Nobody', nameHi: 'कोई नहीं' }).returning();
      await t.deps.db.insert(users).values({ loginId: 'nobody', passwordHash: await hashPassword('Demo@1234'), firstName: 'No', roleId: role.id });
      token.nobody = await t.login('nobody');
      expect((await raise('nobody', { subject: 's', description: 'd' })).status).toBe(403);
      expect((await list('nobody')).status).toBe(403);
    });
  });

  describe('POST /v1/complaint/list', () => {
    it("shows a head theirs, a DQA their district's and state roles all", async () => {
      const head = await list('head');
      expect(head.body.value.items.map((c) => c.complaintid)).toEqual([mine.complaintid]);
      expect((await list('dqa')).body.value.items.map((c) => c.complaintid)).toEqual([mine.complaintid]);
      expect((await list('dqa2')).body.value.items.some((c) => c.complaintid === mine.complaintid)).toBe(false);
      expect((await list('sqa')).body.value.total).toBe(3);
    });

    it('gives one complaint by id to whoever may see it, and 404 to others', async () => {
      const one = await call<Complaint>('GET', `/v1/complaint/${mine.complaintid}`, 'dqa');
      expect(one.status).toBe(200);
      expect(one.body.value).toMatchObject({ complaintid: mine.complaintid, reportCode: mine.reportCode });
      expect((await call('GET', `/v1/complaint/${mine.complaintid}`, 'dqa2')).status).toBe(404);
    });

    it('says what each caller may do next', async () => {
      expect((await list('head')).body.value.items[0].nextStatuses).toEqual([]);
      expect((await list('dqa')).body.value.items[0].nextStatuses.map((s) => s.code)).toEqual(['UNDER_REVIEW', 'REJECTED']);
    });

    it('marks complaints older than 30 days and still open as overdue, and filters by it', async () => {
      const old = await raise('head', { subject: 'Old', description: 'From long ago' });
      await t.deps.db
        .update(complaints)
        .set({ createdAt: new Date(Date.now() - 40 * 24 * 3600 * 1000) })
        .where(eq(complaints.id, old.body.value.complaintid));
      const all = await list('head');
      expect(all.body.value.items.find((c) => c.complaintid === old.body.value.complaintid)!.overdue).toBe(true);
      expect(all.body.value.items.find((c) => c.complaintid === mine.complaintid)!.overdue).toBe(false);
      const overdue = await list('head', { overdue: true });
      expect(overdue.body.value).toMatchObject({ total: 1, items: [expect.objectContaining({ complaintid: old.body.value.complaintid })] });
      expect((await list('head', { overdue: false })).body.value.total).toBe(1);
    });

    it('filters by status and pages', async () => {
      expect((await list('sqa', { status: 'RAISED', pageSize: 2 })).body.value).toMatchObject({ total: 4, items: expect.any(Array) });
      expect((await list('sqa', { status: 'RAISED', pageSize: 2 })).body.value.items).toHaveLength(2);
      expect((await list('sqa', { status: 'CLOSED' })).body.value.total).toBe(0);
    });
  });

  describe('POST /v1/complaint/status', () => {
    it('needs a status and a comment', async () => {
      const noStatus = await move('dqa', '', 'x');
      expect(noStatus.status).toBe(400);
      expect(noStatus.body.errorMessage).toBe('Please select status');
      expect((await move('dqa', undefined, 'x', mine.complaintid, 'hi')).body.errorMessage).toBe('कृपया स्थिति चुनें');
      const noComment = await move('dqa', 'UNDER_REVIEW', '   ');
      expect(noComment.status).toBe(400);
      expect(noComment.body.errorMessage).toBe('Please add comment');
      expect((await move('dqa', 'LOST', 'x')).status).toBe(400);
    });

    it('lets only reviewers in scope review, resolve or reject', async () => {
      expect((await move('head', 'UNDER_REVIEW', 'me')).status).toBe(403);
      expect((await move('dqa2', 'UNDER_REVIEW', 'me')).status).toBe(403);
      const res = await move('dqa', 'UNDER_REVIEW', 'Asked the block office');
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ message: 'Complaint status updated', value: { status: 'UNDER_REVIEW', statusLabel: 'Under Review' } });
    });

    it('refuses a move the complaint machine does not allow', async () => {
      const res = await move('dqa', 'CLOSED', 'Done?');
      expect(res.status).toBe(409);
      expect(res.body.errorMessage).toBe("This action is not allowed in the complaint's current status");
      expect((await move('dqa', 'RAISED', 'back')).status).toBe(409);
    });

    it('resolves; only the raiser may reopen; then closes', async () => {
      expect((await move('sqa', 'RESOLVED', 'Grant released on 3 March', mine.complaintid, 'hi')).body.value).toEqual({
        complaintid: mine.complaintid,
        status: 'RESOLVED',
        statusLabel: 'निवारित',
      });
      const [row] = await t.deps.db.select().from(complaints).where(eq(complaints.id, mine.complaintid));
      expect(row.resolvedAt).not.toBeNull();
      expect((await move('dqa', 'REOPENED', 'not really')).status).toBe(403);
      expect((await move('head', 'REOPENED', 'Only half arrived')).body.value.status).toBe('REOPENED');
      expect((await move('dqa', 'UNDER_REVIEW', 'Checking again')).status).toBe(200);
      expect((await move('dqa', 'RESOLVED', 'Rest released')).status).toBe(200);
      expect((await move('head', 'CLOSED', 'Thank you')).body.value.status).toBe('CLOSED');
      expect((await move('head', 'REOPENED', 'again')).status).toBe(409);
    });

    it('keeps every change as a comment with from and to', async () => {
      const rows = await t.deps.db.select().from(complaintComments).where(eq(complaintComments.complaintId, mine.complaintid)).orderBy(asc(complaintComments.id));
      expect(rows.map((r) => [r.fromStatus, r.toStatus])).toEqual([
        ['RAISED', 'UNDER_REVIEW'],
        ['UNDER_REVIEW', 'RESOLVED'],
        ['RESOLVED', 'REOPENED'],
        ['REOPENED', 'UNDER_REVIEW'],
        ['UNDER_REVIEW', 'RESOLVED'],
        ['RESOLVED', 'CLOSED'],
      ]);
    });
  });

  describe('comments', () => {
    let open: Complaint;

    beforeAll(async () => {
      open = (await raise('head', { subject: 'Water', description: 'No drinking water since Monday' })).body.value;
    });

    it("adds comments and lists them with the status changes, labelled in the caller's language", async () => {
      const saved = await call<{ commentid: number }>('POST', '/v1/complaint/comment', 'head', { complaintid: open.complaintid, comment: 'Still no water' });
      expect(saved.status).toBe(201);
      expect(saved.body.message).toBe('Comment saved');
      await move('dqa', 'UNDER_REVIEW', 'Tanker sent', open.complaintid);
      const res = await call<{ comment: string; toStatus: string | null; toStatusLabel: string | null; user: string }[]>(
        'POST',
        `/v1/complaint/${open.complaintid}/comment/list`,
        'head',
        undefined,
        'hi',
      );
      expect(res.status).toBe(200);
      expect(res.body.value).toEqual([
        expect.objectContaining({ comment: 'Still no water', toStatus: null, user: 'Meena Kumari' }),
        expect.objectContaining({ comment: 'Tanker sent', toStatus: 'UNDER_REVIEW', toStatusLabel: 'समीक्षाधीन' }),
      ]);
    });

    it('asks for a comment, refuses one out of scope and one on a closed complaint', async () => {
      const blank = await call('POST', '/v1/complaint/comment', 'head', { complaintid: open.complaintid, comment: '' });
      expect(blank.status).toBe(400);
      expect(blank.body.errorMessage).toBe('Please add comment');
      expect((await call('POST', '/v1/complaint/comment', 'dqa2', { complaintid: open.complaintid, comment: 'x' })).status).toBe(403);
      expect((await call('POST', `/v1/complaint/${open.complaintid}/comment/list`, 'dqa2')).status).toBe(403);
      expect((await call('POST', '/v1/complaint/comment', 'head', { complaintid: mine.complaintid, comment: 'x' })).status).toBe(409);
      expect((await call('POST', '/v1/complaint/comment', 'head', { complaintid: 987654, comment: 'x' })).status).toBe(404);
    });

    it('uploads documents with the evidence checks, lists them and serves them', async () => {
      const upload = async (who: string, files: File[], complaintid = open.complaintid) => {
        const form = new FormData();
        form.set('complaintid', String(complaintid));
        for (const f of files) form.append('files', f);
        return t.call<{ documentid: number; fileName: string; contentType: string }[]>('POST', '/v1/complaint/document/upload', { token: token[who], raw: form });
      };
      const ok = await upload('head', [new File([tinyPdf], 'bill.pdf')]);
      expect(ok.status).toBe(201);
      expect(ok.body.value).toEqual([expect.objectContaining({ fileName: 'bill.pdf', contentType: 'application/pdf' })]);
      const exe = await upload('head', [new File([new Uint8Array([0x4d, 0x5a, 0, 0])], 'virus.pdf')]);
      expect(exe.status).toBe(415);
      expect((await upload('head', [])).status).toBe(400);
      expect((await upload('dqa2', [new File([tinyPdf], 'x.pdf')])).status).toBe(403);
      expect((await upload('head', [new File([tinyPdf], 'x.pdf')], mine.complaintid)).status).toBe(409);
      const docs = await call<{ documentid: number; fileName: string; uploadedBy: string }[]>('GET', `/v1/complaint/${open.complaintid}/document/list`, 'dqa');
      expect(docs.body.value).toEqual([expect.objectContaining({ fileName: 'bill.pdf', uploadedBy: 'head' })]);
      expect((await call('GET', `/v1/complaint/${open.complaintid}/document/list`, 'dqa2')).status).toBe(403);
      const file = await t.app.request(`/v1/complaint/${open.complaintid}/document/${docs.body.value[0].documentid}`, { headers: { authorization: `Bearer ${token.dqa}` } });
      expect(file.status).toBe(200);
      expect(new Uint8Array(await file.arrayBuffer())).toEqual(tinyPdf);
    });
  });
});
