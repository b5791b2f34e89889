import { and, eq, gte, inArray, isNotNull, lte, ne, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cycles, forms, rejectReasons, schools } from '../../db/schema';
import { enqueueJobs } from '../../jobs/enqueue';
import type { Job, MovedForm } from '../../jobs/job-kinds';
import { headsOf, levelAt, reviewersOf, reviewersOfCycle } from './recipients';
import type { FormRef, ReviewLevel, WorkflowMail } from './workflow-mail';

/** A digest names this many schools; the rest are counted. */
export const DIGEST_LIST = 50;

const mailTo = (userId: number, mail: WorkflowMail): Job => ({ kind: 'mail', payload: { userId, mail } });

const rejectLevel: Record<string, ReviewLevel> = { 'dqa.reject': 'dqa', 'sqa.reject': 'sqa', 'dept.reject': 'dept' };

/**
 * Turns form status changes into mails: the head of a form sent back (with the reason and comment)
 * or approved, and one mail per reviewer who must act next, listing every form of the batch that
 * reached them (a bulk approval of a thousand forms is one digest per reviewer, not a thousand).
 */
export async function fanOutMovedForms(db: Db, moved: readonly MovedForm[]): Promise<void> {
  if (moved.length === 0) return;
  const rows = await db
    .select({ formId: forms.id, schoolCode: forms.schoolCode, schoolName: schools.name, cycleName: cycles.name, grade: forms.grade })
    .from(forms)
    .innerJoin(schools, eq(schools.schoolCode, forms.schoolCode))
    .innerJoin(cycles, eq(cycles.id, forms.cycleId))
    .where(
      inArray(
        forms.id,
        moved.map((m) => m.formId),
      ),
    );
  const byId = new Map(rows.map((r) => [r.formId, r]));
  const reasonIds = [...new Set(moved.flatMap((m) => (m.reasonId ? [m.reasonId] : [])))];
  const reasons = new Map(
    (reasonIds.length ? await db.select().from(rejectReasons).where(inArray(rejectReasons.id, reasonIds)) : []).map((r) => [r.id, { en: r.label, hi: r.labelHi }]),
  );
  const jobs: Job[] = [];
  const headMails: { schoolCode: string; mail: WorkflowMail }[] = [];
  const toReview = new Map<string, { level: ReviewLevel; cycleName: string; forms: FormRef[] }>();
  for (const m of moved) {
    const row = byId.get(m.formId);
    if (!row) continue;
    const form: FormRef = { formId: row.formId, schoolCode: row.schoolCode, schoolName: row.schoolName };
    const by = rejectLevel[m.event];
    if (by)
      headMails.push({
        schoolCode: row.schoolCode,
        mail: { type: 'sentBack', form, cycleName: row.cycleName, by, reason: m.reasonId ? (reasons.get(m.reasonId) ?? null) : null, comment: m.comment?.trim() || null },
      });
    if (m.event === 'dept.approve' && m.to === 9) headMails.push({ schoolCode: row.schoolCode, mail: { type: 'approved', form, cycleName: row.cycleName, grade: row.grade } });
    const level = m.from !== m.to ? levelAt(m.to) : null;
    if (level) {
      const key = `${level}|${row.cycleName}`;
      const group = toReview.get(key) ?? { level, cycleName: row.cycleName, forms: [] };
      group.forms.push(form);
      toReview.set(key, group);
    }
  }
  const heads = await headsOf(db, [...new Set(headMails.map((h) => h.schoolCode))]);
  for (const h of headMails) for (const head of heads.filter((x) => x.schoolCode === h.schoolCode)) jobs.push(mailTo(head.userId, h.mail));
  for (const group of toReview.values()) {
    const bySchool = new Map(group.forms.map((f) => [f.schoolCode, f]));
    for (const [userId, codes] of await reviewersOf(db, group.level, [...bySchool.keys()])) {
      const theirs = codes.map((c) => bySchool.get(c)!);
      jobs.push(mailTo(userId, { type: 'toReview', level: group.level, cycleName: group.cycleName, forms: theirs.slice(0, DIGEST_LIST), total: theirs.length }));
    }
  }
  await enqueueJobs(db, jobs);
}

/**
 * A cycle's start: the heads of its schools (only the newly added ones when schools join later)
 * and, at the first initiation, every reviewer whose scope holds one of its schools.
 */
export async function fanOutCycleInitiated(db: Db, cycleId: number, schoolCodes?: readonly string[]): Promise<void> {
  const [cycle] = await db.select().from(cycles).where(eq(cycles.id, cycleId));
  if (!cycle || cycle.status === 'DELETED') return;
  const codes = schoolCodes ?? (await db.select({ code: forms.schoolCode }).from(forms).where(eq(forms.cycleId, cycleId))).map((f) => f.code);
  const base = { cycleName: cycle.name, endsOn: cycle.endsOn };
  const jobs = (await headsOf(db, codes)).map((h) => mailTo(h.userId, { type: 'cycleStarted', ...base, head: true }));
  if (!schoolCodes) for (const userId of await reviewersOfCycle(db, cycleId)) jobs.push(mailTo(userId, { type: 'cycleStarted', ...base, head: false }));
  await enqueueJobs(db, jobs);
}

/** A cycle nears its end: the heads whose report card is not issued yet, and the cycle's reviewers. */
export async function fanOutCycleEnding(db: Db, cycleId: number, endsOn: string): Promise<void> {
  const [cycle] = await db.select().from(cycles).where(eq(cycles.id, cycleId));
  // The end date moved or the cycle closed since the sweep: this reminder no longer holds.
  if (!cycle || cycle.endsOn !== endsOn || ['CLOSED', 'DELETED'].includes(cycle.status)) return;
  const open = await db
    .select({ code: forms.schoolCode })
    .from(forms)
    .where(and(eq(forms.cycleId, cycleId), ne(forms.status, 9)));
  const base = { cycleName: cycle.name, endsOn };
  const jobs = (
    await headsOf(
      db,
      open.map((f) => f.code),
    )
  ).map((h) => mailTo(h.userId, { type: 'cycleEnding', ...base, head: true }));
  for (const userId of await reviewersOfCycle(db, cycleId)) jobs.push(mailTo(userId, { type: 'cycleEnding', ...base, head: false }));
  await enqueueJobs(db, jobs);
}

/** The date `days` after an ISO date (YYYY-MM-DD). */
function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86400_000).toISOString().slice(0, 10);
}

/**
 * The hourly sweep: every running cycle whose end date is at most `reminderDays` away gets its end
 * reminder queued, once per cycle and end date, however many processes sweep: the cycle keeps the
 * date it was reminded of, set in the same transaction as the reminder is queued (a second sweep
 * waits on the row and then finds it set). A new end date is reminded of again.
 */
export async function sweepCycleEnds(db: Db, day: string, reminderDays: number): Promise<void> {
  const due = await db
    .update(cycles)
    .set({ endReminderFor: sql`${cycles.endsOn}` })
    .where(
      and(
        notInArray(cycles.status, ['CREATED', 'CLOSED', 'DELETED']),
        isNotNull(cycles.endsOn),
        gte(cycles.endsOn, day),
        lte(cycles.endsOn, addDays(day, reminderDays)),
        sql`${cycles.endReminderFor} is distinct from ${cycles.endsOn}`,
      ),
    )
    .returning({ id: cycles.id, endsOn: cycles.endsOn });
  await enqueueJobs(
    db,
    due.map((c) => ({ kind: 'cycle.ending' as const, payload: { cycleId: c.id, endsOn: c.endsOn! } })),
  );
}
