import { eq, ne } from 'drizzle-orm';
import { checkCompleteness, computeFields, evidenceNeeded, isVisible, schoolTotals, type Answers, type CatalogueIndex } from '../../engine';
import { runComplaintEvent, runFormEvent, type ComplaintEvent, type FormEvent, type FormStatusCode } from '../../workflows';
import type { Db } from '../db/client';
import { complaintComments, complaints, formAnswers, formHistory, forms, questionDocuments, schoolInfo, users } from '../db/schema';
import type { DocumentStore } from '../storage/document-store';
import { keepDomainScores } from '../dashboards';
import { approvalOf, keptScoresOf } from '../report';
import { DEMO_SCHOOL } from './demo';
import { demoAnswer } from './demo-answer';
import { demoAudited, demoExternalAnswers } from './demo-external';

const DAY = 24 * 60 * 60 * 1000;
const EVIDENCE_KEY = 'demo/evidence.pdf';
const evidencePdf = new TextEncoder().encode('%PDF-1.4\n% Demo evidence\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

/** A small deterministic random source, so every fresh demo looks the same. */
export function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/** Answers a school of a given quality (0 weak … 1 strong) would plausibly give. */
export function demoAnswers(index: CatalogueIndex, quality: number, rnd: () => number): Answers {
  const answers: Answers = {};
  for (const id of index.order) {
    if (!isVisible(index, id, answers)) continue;
    const value = demoAnswer(index, id, answers, quality, rnd);
    if (value !== undefined) answers[id] = value;
  }
  return answers;
}

/** The events that take a new form to a status, in order. */
function pathTo(status: FormStatusCode): FormEvent[] {
  const steps: FormEvent[] = [
    { type: 'sh.save' },
    { type: 'sh.submit', consent: true, schoolInfoSaved: true, missingAnswers: [], missingEvidence: [], missingNaReasons: [] },
    { type: 'dqa.open' },
    { type: 'dqa.submit', consent: true },
    { type: 'sqa.open' },
    { type: 'sqa.submit', consent: true },
    { type: 'dept.open' },
    { type: 'dept.approve', consent: true },
  ];
  return steps.slice(0, Math.max(0, status - 1));
}

/**
 * Moves part of the demo cycle along the workflow so that a first look at the
 * dashboards, lists and report cards finds something: about two thirds of the
 * schools have answered, with evidence, and sit at every status from 2 to 9;
 * a few complaints are raised and handled. The demo school of `head` stays
 * untouched at status 1, for the newcomer to fill. Every transition goes
 * through the form machine and leaves its history row.
 */
export async function seedDemoProgress(db: Db, index: CatalogueIndex, store: DocumentStore, now: Date): Promise<void> {
  await store.put(EVIDENCE_KEY, evidencePdf);
  const people = Object.fromEntries((await db.select({ id: users.id, login: users.loginId }).from(users)).map((u) => [u.login, u.id]));
  // The demo's audit is started at the state level, so audit.start is written in the SQA's name.
  const reviewerOf: Record<string, number | null> = { sh: null, dqa: people.dqa ?? null, sqa: people.sqa ?? null, dept: people.dept ?? null, audit: people.sqa ?? null };
  const targets: FormStatusCode[] = [9, 9, 9, 7, 5, 3, 2, 9, 4, 6, 9, 2, 8, 5, 9, 3, 9, 7, 2, 9, 5, 9, 3, 9, 2, 9, 9, 6];
  const list = await db.select().from(forms).where(ne(forms.schoolCode, DEMO_SCHOOL)).orderBy(forms.id);
  await db.transaction(async (tx) => {
    for (const [i, form] of list.slice(0, targets.length).entries()) {
      const rnd = random(form.id * 7919);
      const quality = 0.35 + 0.6 * rnd();
      const answers = demoAnswers(index, quality, rnd);
      const started = new Date(now.getTime() - (40 - i) * DAY);
      const info = demoSchoolInfo(rnd);
      const inserted = await tx
        .insert(schoolInfo)
        .values({ schoolCode: form.schoolCode, data: info, updatedAt: started })
        .onConflictDoNothing()
        .returning({ data: schoolInfo.data });
      const [kept] = inserted.length ? inserted : await tx.select({ data: schoolInfo.data }).from(schoolInfo).where(eq(schoolInfo.schoolCode, form.schoolCode));
      const totals = schoolTotals(kept?.data as Record<string, unknown> | null);
      await tx.insert(formAnswers).values(Object.entries(answers).map(([questionId, value]) => ({ formId: form.id, kind: 'self', questionId, value, updatedAt: started })));
      // Every answer that needs proof has it, computed percentages included (the engine's rule).
      const withComputed = computeFields(index, answers, totals);
      const evidence = index.order.filter((q) => evidenceNeeded(index.questions.get(q)!.question, withComputed[q]));
      if (evidence.length) {
        await tx.insert(questionDocuments).values(
          evidence.map((questionId) => ({
            formId: form.id,
            questionId,
            fileName: `${questionId}-evidence.pdf`,
            contentType: 'application/pdf',
            size: evidencePdf.length,
            sha256: 'demo',
            storageKey: EVIDENCE_KEY,
            uploadedAt: started,
          })),
        );
      }
      // An audited form gets audit.start (as the cycle's audit initiation sends it) once submitted, and its external evaluation.
      const audited = demoAudited(i, targets[i]);
      const path = pathTo(targets[i]);
      if (audited) path.splice(2, 0, { type: 'audit.start' });
      const external = audited ? demoExternalAnswers(index, answers, quality, random(form.id * 104729)) : {};
      let persisted: unknown = form.machineState;
      let status = form.status as FormStatusCode;
      const history = [];
      for (const [step, event] of path.entries()) {
        const result = runFormEvent(persisted, status, event);
        if (!result.ok) throw new Error(`demo form ${form.id}: ${event.type} refused (${result.refusal.code})`);
        // One day a step: even the last school's longest path (started 13 days ago) ends in the past.
        const at = new Date(started.getTime() + (step + 1) * DAY);
        history.push({ formId: form.id, userId: reviewerOf[event.type.split('.')[0]], fromStatus: result.from, toStatus: result.to, event: event.type, createdAt: at });
        persisted = result.persisted;
        status = result.to;
      }
      if (history.length) await tx.insert(formHistory).values(history);
      if (audited) {
        // Recorded by the district reviewer on the day they submitted the form on to the state.
        const evaluatedAt = history.find((h) => h.event === 'dqa.submit')?.createdAt ?? started;
        await tx
          .insert(formAnswers)
          .values(
            Object.entries(external).map(([questionId, value]) => ({ formId: form.id, kind: 'external', questionId, value, updatedBy: reviewerOf.dqa, updatedAt: evaluatedAt })),
          );
      }
      const c = checkCompleteness(index, answers, new Set(evidence), totals);
      const last = history.at(-1)?.createdAt ?? started;
      const approval = status === 9 ? approvalOf(index, answers, external, form, last, totals) : null;
      await tx
        .update(forms)
        .set({ status, machineState: persisted, attempted: c.attempted, total: c.total, updatedAt: last, ...approval?.card })
        .where(eq(forms.id, form.id));
      if (approval) await keepDomainScores(tx, keptScoresOf(form.id, last, approval));
    }
    await seedComplaints(tx, people, now);
  });
}

export function demoSchoolInfo(rnd: () => number): Record<string, number> {
  const n = (lo: number, hi: number) => lo + Math.floor(rnd() * (hi - lo + 1));
  const info: Record<string, number> = {};
  for (let c = 1; c <= 10; c++) info[`enrolmentClass${c}`] = n(20, 60);
  for (const grade of [11, 12]) for (const stream of ['Science', 'Arts', 'Commerce']) info[`enrolmentClass${grade}${stream}`] = n(0, 40);
  const sanctioned = n(12, 30);
  return {
    ...info,
    teachersSanctioned: sanctioned,
    teacherVacancy: n(0, Math.floor(sanctioned / 4)),
    adhocTeachers: n(0, 3),
    satAveragePercent: n(45, 85),
    remedialSupportStudents: n(10, 60),
    cwsnIdentified: n(0, 8),
    counsellorVisits: n(0, 12),
    specialEducatorsProvisioned: n(0, 2),
    specialEducatorsAvailable: n(0, 1),
    classroomsSanctioned: n(10, 24),
    classroomsInUse: n(8, 24),
    incinerators: n(0, 2),
    wasteMachines: n(0, 2),
  };
}

/** A few grievances in different states; two are past the 30-day target. */
async function seedComplaints(db: Db, people: Record<string, number>, now: Date): Promise<void> {
  const raiser = people.head;
  const reviewer = people.dqa;
  if (!raiser || !reviewer) return;
  const [school] = await db.select({ districtId: users.districtId }).from(users).where(eq(users.id, reviewer));
  const items: { subject: string; description: string; daysAgo: number; events: ComplaintEvent[] }[] = [
    {
      subject: 'Drinking water cooler not working',
      description: 'The water cooler near the primary block has not worked for two weeks; students bring water from home.',
      daysAgo: 45,
      events: [],
    },
    {
      subject: 'Delay in textbook supply',
      description: 'Class 6 Hindi textbooks have not arrived for 30 students.',
      daysAgo: 38,
      events: [{ type: 'complaint.review', comment: 'Forwarded to the block office for supply.' }],
    },
    {
      subject: 'Broken ramp at the school gate',
      description: 'The ramp for wheelchair users is broken at the edge.',
      daysAgo: 20,
      events: [
        { type: 'complaint.review', comment: 'Engineer visit planned.' },
        { type: 'complaint.resolve', comment: 'Ramp repaired by the block engineer.' },
      ],
    },
    { subject: 'Mid-day meal served late', description: 'Meals reached the school after 1 pm on three days this week.', daysAgo: 6, events: [] },
  ];
  for (const [i, item] of items.entries()) {
    const at = new Date(now.getTime() - item.daysAgo * DAY);
    let status = 'RAISED' as Parameters<typeof runComplaintEvent>[1];
    let persisted: unknown = null;
    const comments = [];
    for (const [step, event] of item.events.entries()) {
      const result = runComplaintEvent(persisted, status, event);
      if (!result.ok) throw new Error(`demo complaint: ${event.type} refused`);
      comments.push({ userId: reviewer, comment: event.comment, fromStatus: result.from, toStatus: result.to, createdAt: new Date(at.getTime() + (step + 1) * 3 * DAY) });
      persisted = result.persisted;
      status = result.to;
    }
    const [row] = await db
      .insert(complaints)
      .values({
        reportCode: `GR-${at.getUTCFullYear()}-${String(900001 + i)}`,
        subject: item.subject,
        description: item.description,
        schoolCode: DEMO_SCHOOL,
        districtId: school?.districtId ?? null,
        createdBy: raiser,
        status,
        machineState: persisted,
        createdAt: at,
        updatedAt: comments.at(-1)?.createdAt ?? at,
        resolvedAt: status === 'RESOLVED' ? (comments.at(-1)?.createdAt ?? at) : null,
      })
      .returning({ id: complaints.id });
    if (comments.length) await db.insert(complaintComments).values(comments.map((c) => ({ ...c, complaintId: row.id })));
  }
}
