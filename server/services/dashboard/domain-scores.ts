import { and, count, eq, inArray, max, sql } from 'drizzle-orm';
import { computeFields, scoreForm, type Answers, type Text } from '../../../engine';
import type { Db } from '../../db/client';
import { formAnswers } from '../../db/schema/index';
import type { Deps } from '../deps';
import type { AnswerKind } from '../answers-store';

/** One form's domain scores, as the engine computes them. */
export type DomainScores = { domainId: string; name: Text; score: number | null }[];

/**
 * Domain scores are not stored (only the overall self score is, at approval),
 * so the analysis charts score each form with the engine. That costs one read
 * of every answer of every form asked for, so results are kept per database,
 * keyed by form, kind and the answers' last change (count and newest
 * updated_at, read with one grouped query): an approved form is scored once
 * per process, and a changed one again.
 */
const caches = new WeakMap<Db, Map<string, DomainScores>>();
const MAX_ENTRIES = 50_000;
const CHUNK = 500;

function cacheOf(db: Db): Map<string, DomainScores> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  return cache;
}

/**
 * The domain scores of the given forms for one kind of answers (self or
 * external). Forms with no answers of that kind are missing from the result.
 */
export async function domainScoresOf(
  deps: Pick<Deps, 'db' | 'catalogues'>,
  list: { id: number; catalogueVersion: string }[],
  kind: AnswerKind,
): Promise<Map<number, DomainScores>> {
  const cache = cacheOf(deps.db);
  const result = new Map<number, DomainScores>();
  const version = new Map(list.map((f) => [f.id, f.catalogueVersion]));
  for (let i = 0; i < list.length; i += CHUNK) {
    const ids = list.slice(i, i + CHUNK).map((f) => f.id);
    const stamps = await deps.db
      .select({ formId: formAnswers.formId, n: count(), at: max(formAnswers.updatedAt) })
      .from(formAnswers)
      .where(and(eq(formAnswers.kind, kind), inArray(formAnswers.formId, ids)))
      .groupBy(formAnswers.formId);
    const keyOf = new Map(stamps.map((s) => [s.formId, `${s.formId}:${kind}:${version.get(s.formId)}:${s.n}:${s.at ? new Date(s.at).getTime() : 0}`]));
    const missing: number[] = [];
    for (const [formId, key] of keyOf) {
      const hit = cache.get(key);
      if (hit) result.set(formId, hit);
      else missing.push(formId);
    }
    if (missing.length === 0) continue;
    // One row per form: the database folds a form's answers into one JSON object.
    const rows = await deps.db
      .select({ formId: formAnswers.formId, answers: sql<Answers | string>`jsonb_object_agg(${formAnswers.questionId}, ${formAnswers.value})` })
      .from(formAnswers)
      .where(and(eq(formAnswers.kind, kind), inArray(formAnswers.formId, missing)))
      .groupBy(formAnswers.formId);
    for (const r of rows) {
      const formId = r.formId;
      const answers = typeof r.answers === 'string' ? (JSON.parse(r.answers) as Answers) : r.answers;
      const index = deps.catalogues.get(version.get(formId)!);
      const scores = scoreForm(index, computeFields(index, answers)).domains.map((d) => ({ domainId: d.domainId, name: d.name, score: d.score }));
      if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
      cache.set(keyOf.get(formId)!, scores);
      result.set(formId, scores);
    }
  }
  return result;
}

/** Averages domain scores over forms, per group; `forms` counts the forms that had a score in that domain. */
export function averageByDomain(groups: Map<string, DomainScores[]>) {
  const out: { group: string; domainId: string; name: Text; value: number | null; forms: number }[] = [];
  for (const [group, list] of groups) {
    const sums = new Map<string, { name: Text; sum: number; n: number }>();
    for (const domains of list) {
      for (const d of domains) {
        const s = sums.get(d.domainId) ?? { name: d.name, sum: 0, n: 0 };
        if (d.score !== null) {
          s.sum += d.score;
          s.n += 1;
        }
        sums.set(d.domainId, s);
      }
    }
    for (const [domainId, s] of sums) out.push({ group, domainId, name: s.name, value: s.n ? Math.round((s.sum / s.n) * 10) / 10 : null, forms: s.n });
  }
  return out;
}
