import { schoolTotals, type SchoolTotals } from '../../engine';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AnswerValue, Answers } from '../../engine';
import type { Db } from '../db/client';
import { formAnswers, forms, questionDocuments, schoolInfo } from '../db/schema/index';

export type AnswerKind = 'self' | 'external';

/** Reads a form's answers of one kind as `{ Q001: value }`. */
export async function loadAnswers(db: Db, formId: number, kind: AnswerKind = 'self'): Promise<Answers> {
  const rows = await db
    .select({ q: formAnswers.questionId, v: formAnswers.value })
    .from(formAnswers)
    .where(and(eq(formAnswers.formId, formId), eq(formAnswers.kind, kind)));
  return Object.fromEntries(rows.map((r) => [r.q, r.v as AnswerValue]));
}

/** When each answer of a form was last written, by question id (ISO time). */
export async function loadAnswerTimes(db: Db, formId: number, kind: AnswerKind = 'self'): Promise<Record<string, string>> {
  const rows = await db
    .select({ q: formAnswers.questionId, at: formAnswers.updatedAt })
    .from(formAnswers)
    .where(and(eq(formAnswers.formId, formId), eq(formAnswers.kind, kind)));
  return Object.fromEntries(rows.map((r) => [r.q, r.at.toISOString()]));
}

/** Writes changed answers; null deletes the answer. */
export async function storeAnswers(db: Db, formId: number, kind: AnswerKind, changed: Answers, userId: number, at: Date): Promise<void> {
  const cleared = Object.entries(changed).filter(([, v]) => v === null).map(([q]) => q);
  const set = Object.entries(changed).filter(([, v]) => v !== null);
  if (cleared.length) {
    await db.delete(formAnswers).where(and(eq(formAnswers.formId, formId), eq(formAnswers.kind, kind), inArray(formAnswers.questionId, cleared)));
  }
  if (set.length) {
    const values = set.map(([questionId, value]) => ({ formId, kind, questionId, value, updatedBy: userId, updatedAt: at }));
    await db
      .insert(formAnswers)
      .values(values)
      .onConflictDoUpdate({
        target: [formAnswers.formId, formAnswers.kind, formAnswers.questionId],
        set: { value: sqlExcluded('value'), updatedBy: userId, updatedAt: at },
      });
  }
}

// The row being inserted, in ON CONFLICT DO UPDATE.
function sqlExcluded(column: string) {
  return sql.raw(`excluded."${column}"`);
}

/** The questions of a form that have at least one evidence document. */
export async function loadEvidenceSet(db: Db, formId: number): Promise<Set<string>> {
  const rows = await db.selectDistinct({ q: questionDocuments.questionId }).from(questionDocuments).where(eq(questionDocuments.formId, formId));
  return new Set(rows.map((r) => r.q));
}

/** The school's totals (enrolment, teachers in position ...) for counts scored by size or taken from the school information. */
export async function loadSchoolTotals(db: Db, schoolCode: string): Promise<SchoolTotals | undefined> {
  const [row] = await db.select({ data: schoolInfo.data }).from(schoolInfo).where(eq(schoolInfo.schoolCode, schoolCode));
  return schoolTotals(row ? (row.data as Record<string, unknown>) : null);
}

/** The school totals of many forms at once (bulk approval, dashboards), by form id. */
export async function loadSchoolTotalsOf(db: Db, formIds: number[]): Promise<Map<number, SchoolTotals | undefined>> {
  const out = new Map<number, SchoolTotals | undefined>();
  for (let i = 0; i < formIds.length; i += 5000) {
    const ids = `{${formIds.slice(i, i + 5000).join(',')}}`;
    const rows = await db
      .select({ formId: forms.id, data: schoolInfo.data })
      .from(forms)
      .leftJoin(schoolInfo, eq(schoolInfo.schoolCode, forms.schoolCode))
      .where(sql`${forms.id} = any(${ids}::integer[])`);
    for (const r of rows) out.set(r.formId, schoolTotals(r.data as Record<string, unknown> | null));
  }
  return out;
}

/** Whether a school's information form has been saved. */
export async function hasSchoolInfo(db: Db, schoolCode: string): Promise<boolean> {
  const [row] = await db.select({ s: schoolInfo.schoolCode }).from(schoolInfo).where(eq(schoolInfo.schoolCode, schoolCode));
  return Boolean(row);
}
