import { schoolTotals, type SchoolTotals } from '../../engine';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { NOT_APPLICABLE, type AnswerValue, type Answers } from '../../engine';
import type { Db } from '../db/client';
import { builtOnce } from '../db/built-once';
import { keepRead, readOnce } from '../db/snapshot';
import { formAnswers, forms, questionDocuments, schoolInfo } from '../db/schema';

export type AnswerKind = 'self' | 'external';

type AnswerRow = { q: string; v: unknown; at: Date; reason: string | null };
const answersKey = (formId: number, kind: AnswerKind) => `answers:${formId}:${kind}`;
const schoolInfoKey = (schoolCode: string) => `schoolInfo:${schoolCode}`;
const evidenceKey = (formId: number) => `evidence:${formId}`;

/** A form's answer rows of one kind, read once per snapshot (server/db/snapshot.ts): value, time and Not Applicable reason. */
function answerRows(db: Db, formId: number, kind: AnswerKind): Promise<AnswerRow[]> {
  return readOnce(db, answersKey(formId, kind), () =>
    db
      .select({ q: formAnswers.questionId, v: formAnswers.value, at: formAnswers.updatedAt, reason: formAnswers.naReason })
      .from(formAnswers)
      .where(and(eq(formAnswers.formId, formId), eq(formAnswers.kind, kind))),
  );
}

/** Reads a form's answers of one kind as `{ Q001: value }`. */
export async function loadAnswers(db: Db, formId: number, kind: AnswerKind = 'self'): Promise<Answers> {
  return Object.fromEntries((await answerRows(db, formId, kind)).map((r) => [r.q, r.v as AnswerValue]));
}

/** When each answer of a form was last written, by question id (ISO time). */
export async function loadAnswerTimes(db: Db, formId: number, kind: AnswerKind = 'self'): Promise<Record<string, string>> {
  return Object.fromEntries((await answerRows(db, formId, kind)).map((r) => [r.q, r.at.toISOString()]));
}

/** A save's answers as store_answers takes them (migration 0034): one text for any number of answers. */
export interface AnswerWrite {
  /** The questions answered, their values as JSON text, and the Not Applicable reasons given (null: keep the one it had). */
  qs: string[];
  vs: string[];
  rs: (string | null)[];
  /** The answers taken away. */
  cleared: string[];
  /** The Not Applicable answers whose reason is emptied on purpose. */
  emptied: string[];
}

/** What `changed` (null deletes the answer) and the reasons given (null clears one) write. */
export function answerWrite(changed: Answers, reasons: ReadonlyMap<string, string | null> = new Map()): AnswerWrite {
  const entries = Object.entries(changed);
  const set = entries.filter(([, v]) => v !== null);
  return {
    qs: set.map(([q]) => q),
    vs: set.map(([, v]) => JSON.stringify(v)),
    rs: set.map(([q, v]) => (v === NOT_APPLICABLE ? (reasons.get(q) ?? null) : null)),
    cleared: entries.filter(([, v]) => v === null).map(([q]) => q),
    // coalesce in store_answers keeps an old reason when none is given: these are emptied after.
    emptied: [...reasons].filter(([q, r]) => r === null && changed[q] === NOT_APPLICABLE).map(([q]) => q),
  };
}

/** The parameters of store_answers after the form, kind, user and time, in its order. */
export function answerWriteParams(w: AnswerWrite): SQL {
  return sql`${sql.param(w.qs)}::text[], ${sql.param(w.vs)}::text[], ${sql.param(w.rs)}::text[], ${sql.param(w.cleared)}::text[], ${sql.param(w.emptied)}::text[]`;
}

/**
 * Writes changed answers; null deletes the answer. A Not Applicable answer keeps the reason it
 * had unless `reasons` gives a new one (null clears it); any other answer drops its reason.
 * `alongside` statements (a history row; never the form's row) go in the same round trip.
 */
export async function storeAnswers(
  db: Db,
  formId: number,
  kind: AnswerKind,
  changed: Answers,
  userId: number,
  at: Date,
  reasons: ReadonlyMap<string, string | null> = new Map(),
  alongside: readonly SQL[] = [],
): Promise<void> {
  const write = sql`select store_answers(${formId}::integer, ${kind}::text, ${userId}::integer, ${at.toISOString()}::timestamptz, ${answerWriteParams(answerWrite(changed, reasons))})`;
  await db.execute(alongside.length ? withStatements(alongside, write) : write);
}

/** The reasons a school gave for its Not Applicable answers, by question id. */
export async function loadNaReasons(db: Db, formId: number): Promise<Record<string, string>> {
  const rows = await answerRows(db, formId, 'self');
  return Object.fromEntries(rows.filter((r) => r.reason !== null).map((r) => [r.q, r.reason as string]));
}

/** The questions whose Not Applicable answer carries a reason (for completeness). */
export async function loadNaReasonSet(db: Db, formId: number): Promise<Set<string>> {
  return new Set(Object.keys(await loadNaReasons(db, formId)));
}

/**
 * Statements run in one round trip as data-modifying WITH parts of the last one. They must not
 * touch the rows the last one writes, nor the form's row, which the answers' triggers bump
 * (migration 0035): all parts see the same snapshot, and one statement may not change a row twice.
 */
function withStatements(parts: readonly SQL[], last: SQL): SQL {
  return sql`with ${sql.join(
    parts.map((p, i) => sql`${sql.raw(`w${i}`)} as (${p})`),
    sql`, `,
  )} ${last}`;
}

/** The questions of a form that have at least one evidence document. */
export async function loadEvidenceSet(db: Db, formId: number): Promise<Set<string>> {
  const rows = await readOnce(db, evidenceKey(formId), () =>
    db.selectDistinct({ q: questionDocuments.questionId }).from(questionDocuments).where(eq(questionDocuments.formId, formId)),
  );
  return new Set(rows.map((r) => r.q));
}

/** A school's information row, read once per snapshot. */
function schoolInfoRow(db: Db, schoolCode: string) {
  return readOnce(db, schoolInfoKey(schoolCode), async (): Promise<{ data: unknown } | null> => {
    const [row] = await db.select({ data: schoolInfo.data }).from(schoolInfo).where(eq(schoolInfo.schoolCode, schoolCode));
    return row ?? null;
  });
}

/** The school's totals (enrolment, teachers in position ...) for counts scored by size or taken from the school information. */
export async function loadSchoolTotals(db: Db, schoolCode: string): Promise<SchoolTotals | undefined> {
  const row = await schoolInfoRow(db, schoolCode);
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

/** Everything a save reads about a form after locking it. */
export interface FormState {
  answers: Answers;
  /** When each answer was last written, by question id (ISO time). */
  times: Record<string, string>;
  /** The questions with at least one evidence document. */
  evidence: Set<string>;
  /** The school information, or null before it is first saved. */
  schoolInfo: Record<string, unknown> | null;
}

// Built once and named, so PostgreSQL parses and plans it once a connection: every save reads here.
const formStateRead = builtOnce<{ part: string; q: string; v: unknown; at: Date }>('form_state', (qb) =>
  qb
    .select({ part: sql<string>`'answer'`.as('part'), q: formAnswers.questionId, v: formAnswers.value, at: formAnswers.updatedAt })
    .from(formAnswers)
    .where(and(eq(formAnswers.formId, sql.placeholder('formId')), eq(formAnswers.kind, sql.placeholder('kind'))))
    .unionAll(
      qb
        .selectDistinct({ part: sql<string>`'evidence'`, q: questionDocuments.questionId, v: sql<unknown>`null::jsonb`, at: sql<Date>`null::timestamptz` })
        .from(questionDocuments)
        .where(eq(questionDocuments.formId, sql.placeholder('formId'))),
    )
    .unionAll(
      qb
        .select({ part: sql<string>`'schoolInfo'`, q: sql<string>`''`, v: schoolInfo.data, at: sql<Date>`null::timestamptz` })
        .from(schoolInfo)
        .where(eq(schoolInfo.schoolCode, sql.placeholder('schoolCode'))),
    ),
);

/**
 * A form's answers of one kind with their times, its evidence and its school's information, in
 * one round trip (loadAnswers, loadAnswerTimes, loadEvidenceSet and the school information read
 * together): a save makes it under the form's lock, which evidence changes and school
 * information saves take too, so what it reads is current.
 */
export async function loadFormState(db: Db, formId: number, schoolCode: string, kind: AnswerKind = 'self'): Promise<FormState> {
  const rows = await formStateRead(db, { formId, kind, schoolCode });
  const state: FormState = { answers: {}, times: {}, evidence: new Set(), schoolInfo: null };
  for (const r of rows) {
    if (r.part === 'answer') {
      state.answers[r.q] = r.v as AnswerValue;
      state.times[r.q] = r.at.toISOString();
    } else if (r.part === 'evidence') state.evidence.add(r.q);
    else state.schoolInfo = r.v as Record<string, unknown>;
  }
  return state;
}

/** Whether a school's information form has been saved. */
export async function hasSchoolInfo(db: Db, schoolCode: string): Promise<boolean> {
  return (await schoolInfoRow(db, schoolCode)) !== null;
}

/** What form_save_state (migration 0035) answers: a form's self answers, evidence and school information. */
export interface FormStateRead {
  answers: [string, AnswerValue, string][];
  evidence: string[];
  schoolInfo: Record<string, unknown> | null;
}

/** A FormState from form_save_state's answer; times as the locked read gives them (ISO, milliseconds). */
export function formStateOf(read: FormStateRead): FormState {
  const state: FormState = { answers: {}, times: {}, evidence: new Set(read.evidence), schoolInfo: read.schoolInfo };
  for (const [q, v, at] of read.answers) {
    state.answers[q] = v;
    state.times[q] = new Date(at).toISOString();
  }
  return state;
}

/** One answer as form_view_state (migration 0037) gives it: question, value, time (as PostgreSQL writes it in JSON), Not Applicable reason. */
type AnswerRead = [string, AnswerValue, string, string | null];

/** What form_view_state answers: the school's answers, the external evaluation's (null unless asked for) and the school information. */
export interface FormViewRead {
  answers: AnswerRead[];
  external: AnswerRead[] | null;
  /** The questions with at least one evidence document. */
  evidence: string[];
  schoolInfo: Record<string, unknown> | null;
}

/** A form's answers of each kind, as `{ Q001: value }`, with their times and reasons. */
export interface AnswersOfKind {
  answers: Answers;
  times: Record<string, string>;
  naReasons: Record<string, string>;
}

/** A form's view as form_view_state read it, each part kept for the snapshot's later reads of it (loadAnswers, loadSchoolTotals ...). */
export function formViewOf(
  db: Db,
  formId: number,
  schoolCode: string,
  read: FormViewRead,
): { self: AnswersOfKind; external: AnswersOfKind; schoolInfo: Record<string, unknown> | null } {
  const rowsOf = (list: AnswerRead[]): AnswerRow[] => list.map(([q, v, at, reason]) => ({ q, v, at: new Date(at), reason }));
  const self = rowsOf(read.answers);
  keepRead(db, answersKey(formId, 'self'), self);
  const external = read.external ? rowsOf(read.external) : [];
  if (read.external) keepRead(db, answersKey(formId, 'external'), external);
  keepRead(db, schoolInfoKey(schoolCode), read.schoolInfo === null ? null : { data: read.schoolInfo });
  keepRead(
    db,
    evidenceKey(formId),
    read.evidence.map((q) => ({ q })),
  );
  return { self: answersOfKind(self), external: answersOfKind(external), schoolInfo: read.schoolInfo };
}

function answersOfKind(rows: AnswerRow[]): AnswersOfKind {
  const out: AnswersOfKind = { answers: {}, times: {}, naReasons: {} };
  for (const r of rows) {
    out.answers[r.q] = r.v as AnswerValue;
    out.times[r.q] = r.at.toISOString();
    if (r.reason !== null) out.naReasons[r.q] = r.reason;
  }
  return out;
}
