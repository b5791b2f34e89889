import { existsSync, readFileSync } from 'node:fs';
import { and, eq, inArray, ne } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadCurrentUser } from '../../server/auth/current-user';
import { hashPassword } from '../../server/auth/password';
import { cycles, forms, roles, schools, users } from '../../server/db/schema';
import type { MailMessage, Mailer } from '../../server/mail/mailer';
import { jobWorker, type JobSettings } from '../../server/jobs/handlers';
import { enqueueJob } from '../../server/jobs/enqueue';
import { backOffOver, jobCount, jobsOf } from '../support/jobs';
import { DEMO_SCHOOL } from '../../server/seed/demo';
import { transitionForm } from '../../server/form/transition-form';
import { startTestApp, type TestApp } from '../support/test-app';
import { testDatabases } from '../support/test-db';

const settings: JobSettings = { pollMs: 1000, maxAttempts: 3, retryBaseMs: 60_000, reminderDays: 7 };
const day = (d: Date) => d.toISOString().slice(0, 10);

describe.each(testDatabases)('workflow e-mails through the mail queue on %s', (kind) => {
  let t: TestApp;
  const token: Record<string, string> = {};
  let accrid: number;
  let cycleId: number;
  /** How far the workers' clock runs ahead of the real one (the next hour, the next day). */
  let ahead = 0;
  const clock = () => new Date(Date.now() + ahead);
  /** What the mailer was given, in order; the real outbox mailer still writes each one. */
  let sent: (MailMessage & { file?: string })[] = [];
  let failNext = 0;
  let mailer: Mailer;
  const worker = () => jobWorker({ database: t.database, catalogues: t.deps.catalogues, mailer, now: clock }, settings);
  const to = (address: string) => sent.filter((m) => m.to === address);
  const setStatus = (ids: number[], status: number) => t.deps.db.update(forms).set({ status, machineState: null }).where(inArray(forms.id, ids));
  const change = (who: string, body: Record<string, unknown>) => t.call<{ status: number }>('POST', '/v1/form/status/change', { token: token[who], body: { accrid, ...body } });

  beforeAll(async () => {
    t = await startTestApp(kind);
    const real = t.deps.mailer!;
    mailer = {
      appUrl: real.appUrl,
      async send(m) {
        if (failNext > 0) {
          failNext--;
          throw new Error('SMTP server unavailable');
        }
        const done = await real.send(m);
        sent.push({ ...m, file: done.file });
        return done;
      },
    };
    // Account mails (reset links) go through the same mailer.
    t.deps.mailer = mailer;
    for (const who of ['admin', 'dqa', 'sqa', 'dept', 'head']) token[who] = await t.login(who);
    const [form] = await t.deps.db.select().from(forms).where(eq(forms.schoolCode, DEMO_SCHOOL));
    accrid = form.id;
    cycleId = form.cycleId;
    // A DQA of another district, who must never hear of the demo school's form.
    const [school] = await t.deps.db.select().from(schools).where(eq(schools.schoolCode, DEMO_SCHOOL));
    const [other] = await t.deps.db
      .select()
      .from(schools)
      .where(and(eq(schools.active, true), ne(schools.districtId, school.districtId)));
    const [dqaRole] = await t.deps.db.select().from(roles).where(eq(roles.code, 'DQA'));
    await t.deps.db
      .insert(users)
      .values({ loginId: 'dqa2', passwordHash: await hashPassword('Demo@1234'), firstName: 'Other', roleId: dqaRole.id, districtId: other.districtId, email: 'dqa2@example.org' });
  });
  afterAll(async () => t?.close());
  beforeEach(async () => {
    await worker().drain();
    sent = [];
    ahead = 0;
  });

  it('a send-back queues one mail to the head with the reason and comment, delivered when the queue drains', async () => {
    await setStatus([accrid], 3);
    expect((await change('dqa', { status: 2, comment: 'Fire NOC missing', reasonId: 1 })).status).toBe(200);
    // Nothing goes out within the request: the job waits in the queue, committed with the status.
    expect(sent).toEqual([]);
    const queued = await jobsOf(t.deps.db, 'forms.moved');
    expect(queued.filter((j) => j.state === 'created')).toHaveLength(1);
    await worker().drain();
    const mails = to('head@example.org');
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toContain('Form sent back');
    expect(mails[0].subject).toContain('फ़ॉर्म वापस भेजा गया');
    expect(mails[0].text).toContain('Reason: Evidence missing or not readable');
    expect(mails[0].text).toContain('Comment: Fire NOC missing');
    expect(mails[0].text).toContain(`/forms/domain?accrid=${accrid}`);
    // No SMTP_URL in the tests: the message is an .eml file in the outbox.
    expect(existsSync(mails[0].file!)).toBe(true);
    expect(readFileSync(mails[0].file!, 'utf8')).toContain('head@example.org');
    // Draining again sends nothing more.
    await worker().drain();
    expect(to('head@example.org')).toHaveLength(1);
  });

  it('a rolled-back transition queues nothing', async () => {
    await setStatus([accrid], 3);
    const [dqa] = await t.deps.db.select().from(users).where(eq(users.loginId, 'dqa'));
    const user = (await loadCurrentUser(t.deps.db, dqa.id, 'test', Date.now() / 1000 + 60))!;
    const before = await jobCount(t.deps.db);
    await expect(
      t.deps.db.transaction(async (tx) => {
        await transitionForm({ ...t.deps, db: tx }, user, accrid, { type: 'dqa.reject', reasonId: 1, comment: 'never sent' });
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect((await t.deps.db.select().from(forms).where(eq(forms.id, accrid)))[0].status).toBe(3);
    expect(await jobCount(t.deps.db)).toBe(before);
    await worker().drain();
    expect(sent).toEqual([]);
  });

  it('a user who switched workflow mails off in the profile gets none, but account mails still reach them', async () => {
    const off = await t.call<{ workflowMails: boolean }>('POST', '/v1/user/profile', { token: token.head, body: { workflowMails: false } });
    expect(off.status).toBe(200);
    expect(off.body.value.workflowMails).toBe(false);
    expect((await t.call<{ workflowMails: boolean }>('GET', '/v1/user/profile', { token: token.head })).body.value.workflowMails).toBe(false);
    await setStatus([accrid], 3);
    expect((await change('dqa', { status: 2, comment: 'Again', reasonId: 1 })).status).toBe(200);
    await worker().drain();
    expect(to('head@example.org')).toEqual([]);
    // The reset link is not a workflow mail: the switch does not stop it.
    expect((await t.call('POST', '/v1/identity/forgot-password', { body: { loginId: 'head' } })).status).toBe(200);
    await expect.poll(() => to('head@example.org').length).toBe(1);
    expect(to('head@example.org')[0].subject).toContain('Reset your password');
    expect((await t.call('POST', '/v1/user/profile', { token: token.head, body: { workflowMails: 'no' } })).status).toBe(400);
    expect((await t.call<{ workflowMails: boolean }>('POST', '/v1/user/profile', { token: token.head, body: { workflowMails: true } })).body.value.workflowMails).toBe(true);
  });

  it('mails the reviewers in scope when a form reaches them, and no one else', async () => {
    await setStatus([accrid], 2);
    expect((await change('admin', { status: 3, comment: 'Submitted on paper' })).status).toBe(200);
    await worker().drain();
    expect(to('dqa@example.org')).toHaveLength(1);
    expect(to('dqa@example.org')[0].subject).toContain('A form to review');
    expect(to('dqa@example.org')[0].text).toContain(DEMO_SCHOOL);
    expect(to('dqa2@example.org')).toEqual([]);
    expect(to('sqa@example.org')).toEqual([]);
    expect(to('head@example.org')).toEqual([]);
    sent = [];
    expect((await change('dqa', { status: 5, comment: 'Verified', consent: true })).status).toBe(200);
    await worker().drain();
    expect(to('sqa@example.org')).toHaveLength(1);
    expect(to('dqa@example.org')).toEqual([]);
  });

  it('a bulk approval is one digest per reviewer, not a mail per form', async () => {
    await t.deps.db.update(forms).set({ status: 2, machineState: null }).where(eq(forms.cycleId, cycleId));
    const some = (await t.deps.db.select({ id: forms.id }).from(forms).where(eq(forms.cycleId, cycleId))).slice(0, 12).map((f) => f.id);
    await setStatus(some, 5);
    const res = await t.call<{ moved: number }>('POST', `/v1/workflow/cycle/sqa/${cycleId}/submit`, { token: token.sqa, body: {} });
    expect(res.status).toBe(200);
    expect(res.body.value.moved).toBe(12);
    await worker().drain();
    const digest = to('dept@example.org');
    expect(digest).toHaveLength(1);
    expect(digest[0].subject).toContain('12 forms to review');
    expect(digest[0].subject).toContain('समीक्षा हेतु 12 फ़ॉर्म');
  });

  it('a failing mailer is retried after a back-off, then the mail goes once', async () => {
    await setStatus([accrid], 3);
    failNext = 1;
    expect((await change('dqa', { status: 2, comment: 'Retry me', reasonId: 1 })).status).toBe(200);
    await worker().drain();
    expect(to('head@example.org')).toEqual([]);
    const failed = (await jobsOf(t.deps.db, 'mail')).at(-1)!;
    expect(failed).toMatchObject({ state: 'retry', retryCount: 0, output: { message: 'SMTP server unavailable' } });
    // Before the back-off is over nothing is tried; after it, the mail goes.
    await worker().drain();
    expect(to('head@example.org')).toEqual([]);
    await backOffOver(t.deps.db);
    await worker().drain();
    expect(to('head@example.org')).toHaveLength(1);
    expect((await jobsOf(t.deps.db, 'mail')).find((j) => j.id === failed.id)).toMatchObject({ state: 'completed', retryCount: 1 });
    expect(to('head@example.org')[0].text).toContain('Retry me');
  });

  describe('a new cycle', () => {
    let newCycle: number;

    it('mails the heads of its schools and its reviewers when it is initiated', async () => {
      const created = await t.call<{ cycleid: number; endsOn: string | null }>('POST', '/v1/cycle/create', {
        token: token.admin,
        body: { name: 'Mail cycle', endsOn: '2099-03-31' },
      });
      expect(created.status).toBe(201);
      expect(created.body.value.endsOn).toBe('2099-03-31');
      newCycle = created.body.value.cycleid;
      expect((await t.call('POST', `/v1/cycle/${newCycle}/initiate`, { token: token.admin })).status).toBe(200);
      await worker().drain();
      const head = to('head@example.org');
      expect(head).toHaveLength(1);
      expect(head[0].subject).toContain('Accreditation cycle Mail cycle has started');
      expect(head[0].text).toContain('2099-03-31');
      expect(head[0].text).toContain('/dashboard/accreditationhm');
      for (const reviewer of ['dqa@example.org', 'dqa2@example.org', 'sqa@example.org', 'dept@example.org']) expect(to(reviewer)).toHaveLength(1);
      // The administrator reviews nothing.
      expect(to('admin@example.org')).toEqual([]);
    });

    it('sends the end reminder once, even with two workers at it, in the next hours and days', async () => {
      const soon = new Date(Date.now() + 3 * 86400_000);
      expect((await t.call('POST', `/v1/cycle/${newCycle}/end-date`, { token: token.admin, body: { endsOn: day(soon) } })).status).toBe(200);
      expect((await t.call('POST', `/v1/cycle/${newCycle}/end-date`, { token: token.admin, body: { endsOn: '31-03-2099' } })).status).toBe(400);
      // A day that is not in the calendar (the pattern lets it through; PostgreSQL would have failed), and a past one.
      const notADay = await t.call('POST', `/v1/cycle/${newCycle}/end-date`, { token: token.admin, lang: 'hi', body: { endsOn: '2099-02-31' } });
      expect([notADay.status, notADay.body.errorMessage]).toEqual([400, 'यह कैलेंडर की कोई तिथि नहीं है']);
      const past = await t.call('POST', '/v1/cycle/create', { token: token.admin, body: { name: 'Past cycle', endsOn: '2020-01-01' } });
      expect([past.status, past.body.errorMessage, past.body.details?.[0]?.field]).toEqual([400, 'The last day of a cycle cannot be in the past', 'endsOn']);
      await Promise.all([worker().drain(), worker().drain()]);
      const head = to('head@example.org').filter((m) => m.subject.includes('ends on'));
      expect(head).toHaveLength(1);
      expect(head[0].subject).toContain(`Accreditation cycle Mail cycle ends on ${day(soon)}`);
      expect(to('sqa@example.org').filter((m) => m.subject.includes('ends on'))).toHaveLength(1);
      // Later sweeps (the next hour's cron, the next day's, two at once) find the reminder already queued.
      for (const later of [3600_000, 86400_000]) {
        ahead = later;
        await enqueueJob(t.deps.db, { kind: 'cycle.endSweep', payload: {} });
        await enqueueJob(t.deps.db, { kind: 'cycle.endSweep', payload: {} });
        await Promise.all([worker().drain(), worker().drain()]);
      }
      expect(to('head@example.org').filter((m) => m.subject.includes('ends on'))).toHaveLength(1);
      const [row] = await t.deps.db.select().from(cycles).where(eq(cycles.id, newCycle));
      expect(row.endsOn).toBe(day(soon));
    });
  });
});
