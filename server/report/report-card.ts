import { sql } from 'drizzle-orm';
import { computeFields, scoreForm, type Answers, type CatalogueIndex, type SchoolTotals } from '../../engine';
import type { Db } from '../db/client';
import { formAnswers } from '../db/schema';
import type { AnswerKind } from '../form';
import { domainScoresFrom, type KeptDomainScores, type KeptScores } from '../dashboards';

/** What a form row gets when the department approves it (status 9). */
export interface ReportCardFields {
  selfScore: number | null;
  externalScore: number | null;
  grade: string | null;
  accreditedAt: Date;
  reportCode: string;
}

/** The report card fields of an approved form, and its domain scores for the dashboards to keep. */
export interface Approval {
  card: ReportCardFields;
  domains: { kind: AnswerKind; scores: KeptDomainScores }[];
}

/**
 * The report card of an approved form, from its self answers (which decide the
 * grade) and, when the external evaluation was entered, its external answers.
 * One function for single and bulk approval, so both give the same card. The
 * domain scores computed on the way are handed back so the analysis charts
 * never score an approved form again.
 */
export function approvalOf(
  index: CatalogueIndex,
  self: Answers,
  external: Answers,
  form: { cycleId: number; schoolCode: string },
  at: Date,
  totals: SchoolTotals | undefined,
): Approval {
  // With the school's totals, as the report card screen scores it: counts per 100 students or
  // per teacher, and values taken from the school information, give the same grade in both.
  const score = scoreForm(index, computeFields(index, self, totals), totals);
  const externalScore = Object.keys(external).length ? scoreForm(index, computeFields(index, external, totals), totals) : null;
  return {
    card: { selfScore: score.overall, externalScore: externalScore?.overall ?? null, grade: score.grade, accreditedAt: at, reportCode: `RC-${form.cycleId}-${form.schoolCode}` },
    domains: [
      { kind: 'self', scores: Object.keys(self).length ? domainScoresFrom(score) : [] },
      { kind: 'external', scores: externalScore ? domainScoresFrom(externalScore) : [] },
    ],
  };
}

/** An approval's domain scores as rows to keep, stamped with the approval time (the form's new updated_at). */
export function keptScoresOf(formId: number, at: Date, approval: Approval): KeptScores[] {
  return approval.domains.map((d) => ({ formId, kind: d.kind, scoredAt: at, scores: d.scores }));
}

/**
 * Self and external answers of many forms in one query per 5,000 forms:
 * Postgres folds each form's answers into one JSON text, so 10,000 forms come
 * back as 10,000 rows rather than a row per answer (on PGlite several times
 * faster), and the ids travel as one array parameter.
 */
export async function loadAnswerSets(db: Db, formIds: number[]): Promise<Map<number, { self: Answers; external: Answers }>> {
  const sets = new Map<number, { self: Answers; external: Answers }>(formIds.map((id) => [id, { self: {}, external: {} }]));
  for (let i = 0; i < formIds.length; i += 5000) {
    const ids = `{${formIds.slice(i, i + 5000).join(',')}}`;
    const rows = await db
      .select({ formId: formAnswers.formId, kind: formAnswers.kind, answers: sql<string>`json_object_agg(${formAnswers.questionId}, ${formAnswers.value})::text` })
      .from(formAnswers)
      .where(sql`${formAnswers.formId} = any(${ids}::integer[])`)
      .groupBy(formAnswers.formId, formAnswers.kind);
    for (const r of rows) {
      const set = sets.get(r.formId);
      if (!set) continue;
      const answers = JSON.parse(r.answers) as Answers;
      if (r.kind === 'external') set.external = answers;
      else set.self = answers;
    }
  }
  return sets;
}
