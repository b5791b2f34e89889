import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { computeFields, scoreForm, type Answers, type CatalogueIndex, type FormScore, type Text } from '../../engine';
import type { Db } from '../db/client';
import { formAnswers, formDomainScores, forms } from '../db/schema';
import type { Deps } from '../deps';
import { loadSchoolTotalsOf, type AnswerKind } from '../form';

/** One form's domain scores as kept: names come from the catalogue version when read, so rows stay small. */
export type KeptDomainScores = { domainId: string; score: number | null }[];
/** One form's domain scores, as the engine computes them, with the domains' names. */
export type DomainScores = { domainId: string; name: Text; score: number | null }[];

/** Where the dashboards read, and the primary, where computed scores are kept (a replica cannot be written). */
export type ScoreDeps = Pick<Deps, 'db' | 'catalogues'> & { scoreDb?: Db };

const CHUNK = 1000;

/** The domain part of the engine's verdict on a form, as kept. */
export function domainScoresFrom(score: FormScore): KeptDomainScores {
  return score.domains.map((d) => ({ domainId: d.domainId, score: d.score }));
}

const namesByVersion = new WeakMap<CatalogueIndex, Map<string, Text>>();

/** Kept scores with the names of the domains of their catalogue version. */
function named(index: CatalogueIndex, kept: KeptDomainScores): DomainScores {
  let names = namesByVersion.get(index);
  if (!names) {
    names = new Map(index.catalogue.domains.map((d) => [d.id, d.name]));
    namesByVersion.set(index, names);
  }
  return kept.map((d) => ({ domainId: d.domainId, name: names.get(d.domainId) ?? { en: d.domainId, hi: d.domainId }, score: d.score }));
}

/** Scores to keep for a form and kind, stamped with the form's updated_at they belong to. */
export type KeptScores = { formId: number; kind: AnswerKind; scoredAt: Date | SQL; scores: KeptDomainScores };

/**
 * Keeps computed domain scores (approval writes them in its transaction, the
 * dashboards when they had to score a form). Two writers may race on a form;
 * a slower one must not put back older scores.
 */
export async function keepDomainScores(db: Db, rows: KeptScores[]): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) {
    await db
      .insert(formDomainScores)
      .values(rows.slice(i, i + CHUNK))
      .onConflictDoUpdate({
        target: [formDomainScores.formId, formDomainScores.kind],
        set: { scoredAt: sql`excluded.scored_at`, scores: sql`excluded.scores` },
        setWhere: sql`excluded.scored_at >= ${formDomainScores.scoredAt}`,
      });
  }
}

/**
 * The domain scores of the given forms for one kind of answers (self or
 * external). Forms with no answers of that kind are missing from the result.
 *
 * Domain scores are not kept with the answers, so the analysis charts need
 * the engine's verdict on every form asked for. Scoring reads every answer,
 * which at a state's size (25,000 forms, 226 answers each) takes seconds, so
 * each form's scores are kept in `form_domain_scores`, stamped with the
 * form's `updated_at` at the time: every answer save moves that stamp, so a
 * stored row is current exactly when the stamps match, compared in the
 * database to the microsecond. Approval keeps the scores of every form it
 * approves; any other changed form is scored here again, once, whichever
 * server process asks first.
 */
export async function domainScoresOf(deps: ScoreDeps, list: { id: number; catalogueVersion: string }[], kind: AnswerKind): Promise<Map<number, DomainScores>> {
  const result = new Map<number, DomainScores>();
  const version = new Map(list.map((f) => [f.id, f.catalogueVersion]));
  for (let i = 0; i < list.length; i += CHUNK) {
    const ids = list.slice(i, i + CHUNK).map((f) => f.id);
    const stored = await deps.db
      .select({ formId: forms.id, scores: formDomainScores.scores })
      .from(forms)
      .leftJoin(formDomainScores, and(eq(formDomainScores.formId, forms.id), eq(formDomainScores.kind, kind), eq(formDomainScores.scoredAt, forms.updatedAt)))
      .where(inArray(forms.id, ids));
    const missing: number[] = [];
    for (const row of stored) {
      const kept = row.scores as KeptDomainScores | null;
      if (kept === null) missing.push(row.formId);
      else if (kept.length > 0) result.set(row.formId, named(deps.catalogues.get(version.get(row.formId)!), kept));
    }
    if (missing.length === 0) continue;
    // One row per form, answers folded into one JSON object, read with the form's stamp in the same snapshot.
    const rows = await deps.db
      .select({
        formId: forms.id,
        stamp: sql<string>`${forms.updatedAt}::text`,
        answers: sql<Answers | string | null>`jsonb_object_agg(${formAnswers.questionId}, ${formAnswers.value}) filter (where ${formAnswers.questionId} is not null)`,
      })
      .from(forms)
      .leftJoin(formAnswers, and(eq(formAnswers.formId, forms.id), eq(formAnswers.kind, kind)))
      .where(inArray(forms.id, missing))
      .groupBy(forms.id, forms.updatedAt);
    const totals = await loadSchoolTotalsOf(deps.db, missing);
    const scored = rows.map((r) => {
      const answers = typeof r.answers === 'string' ? (JSON.parse(r.answers) as Answers) : r.answers;
      let scores: KeptDomainScores = [];
      if (answers) {
        const index = deps.catalogues.get(version.get(r.formId)!);
        const t = totals.get(r.formId);
        scores = domainScoresFrom(scoreForm(index, computeFields(index, answers, t), t));
        result.set(r.formId, named(index, scores));
      }
      // An empty list records "no answers of this kind" so that is not asked again either.
      return { formId: r.formId, kind, scoredAt: sql`${r.stamp}::timestamptz`, scores };
    });
    await keepDomainScores(deps.scoreDb ?? deps.db, scored);
  }
  return result;
}
