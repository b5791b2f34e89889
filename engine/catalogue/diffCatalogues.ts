import type { CatalogueVersion, Text } from '../generated/catalogue';
import { indexCatalogue, type IndexedQuestion } from '../form/indexCatalogue';

/** One field of a question that differs between two versions, with both values as plain data. */
export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

export interface QuestionChange {
  questionid: string;
  domainId: string;
  label: Text;
  /** Texts reworded: label or help, per language. */
  reworded: { field: 'label' | 'help'; lang: 'en' | 'hi'; before: string; after: string }[];
  /** Moved to another subdomain or to another place in its subdomain. */
  /** Another place: another subdomain, another domain (its subdomain moved whole) or another position. */
  moved: { fromDomain: string; toDomain: string; fromSubdomain: string; toSubdomain: string; fromPosition: number; toPosition: number } | null;
  /** Options added, removed, relabelled or rescored (resolved through option groups). */
  options: { code: string; change: 'added' | 'removed' | 'score' | 'label' | 'exclusive'; before?: unknown; after?: unknown }[];
  /** Scoring and rules: type, required, evidence, evidenceFor, Not Applicable, bands, critical, weightings. */
  rules: FieldChange[];
  /** When the question shows, what it computes, what it may not exceed. */
  conditions: FieldChange[];
}

export interface CatalogueDiff {
  from: string;
  to: string;
  added: { questionid: string; domainId: string; subdomainId: string; label: Text }[];
  retired: { questionid: string; domainId: string; label: Text }[];
  changed: QuestionChange[];
  /** Per domain: scored questions and the points they can earn, before and after; and the weight. */
  domains: { domainId: string; name: Text; scoredBefore: number; scoredAfter: number; maxBefore: number; maxAfter: number; weightBefore: number | null; weightAfter: number | null }[];
  grading: FieldChange[];
}

const json = (v: unknown) => JSON.stringify(v ?? null);
const RULES = ['type', 'required', 'evidence', 'evidenceFor', 'allowNotApplicable', 'maxScore', 'min', 'max', 'scoreBands', 'critical', 'scoreBasis', 'fromSchoolInfo'] as const;
const CONDITIONS = ['showIf', 'formula', 'notMoreThan'] as const;

function optionChanges(a: IndexedQuestion, b: IndexedQuestion): QuestionChange['options'] {
  const out: QuestionChange['options'] = [];
  const before = new Map(a.options.map((o) => [o.code, o]));
  const after = new Map(b.options.map((o) => [o.code, o]));
  for (const [code, o] of before) if (!after.has(code)) out.push({ code, change: 'removed', before: o.label });
  for (const [code, o] of after) {
    const was = before.get(code);
    if (!was) out.push({ code, change: 'added', after: o.label });
    else {
      if (was.score !== o.score) out.push({ code, change: 'score', before: was.score, after: o.score });
      if (json(was.label) !== json(o.label)) out.push({ code, change: 'label', before: was.label, after: o.label });
      if (Boolean(was.exclusive) !== Boolean(o.exclusive)) out.push({ code, change: 'exclusive', before: Boolean(was.exclusive), after: Boolean(o.exclusive) });
    }
  }
  return out;
}

/**
 * What changed from one catalogue version to another, in terms a department officer reads:
 * questions added and retired, reworded (both languages), moved, options and scores changed,
 * rules and conditions changed, and per domain the scored questions and the points they can
 * earn. Pure; the web renders reworded texts word by word (wordDiff).
 */
export function diffCatalogues(from: CatalogueVersion, to: CatalogueVersion): CatalogueDiff {
  const a = indexCatalogue(from);
  const b = indexCatalogue(to);
  const added = b.order.filter((id) => !a.questions.has(id)).map((id) => {
    const e = b.questions.get(id)!;
    return { questionid: id, domainId: e.domain.id, subdomainId: e.subdomain.id, label: e.question.label };
  });
  const retired = a.order.filter((id) => !b.questions.has(id)).map((id) => {
    const e = a.questions.get(id)!;
    return { questionid: id, domainId: e.domain.id, label: e.question.label };
  });
  const changed: QuestionChange[] = [];
  for (const id of b.order) {
    const was = a.questions.get(id);
    const now = b.questions.get(id)!;
    if (!was) continue;
    const reworded: QuestionChange['reworded'] = [];
    for (const field of ['label', 'help'] as const) {
      for (const lang of ['en', 'hi'] as const) {
        const x = was.question[field]?.[lang] ?? '';
        const y = now.question[field]?.[lang] ?? '';
        if (x !== y) reworded.push({ field, lang, before: x, after: y });
      }
    }
    const posBefore = was.subdomain.questions.findIndex((q) => q.id === id);
    const posAfter = now.subdomain.questions.findIndex((q) => q.id === id);
    const elsewhere = was.domain.id !== now.domain.id || was.subdomain.id !== now.subdomain.id || posBefore !== posAfter;
    const moved = elsewhere
      ? { fromDomain: was.domain.id, toDomain: now.domain.id, fromSubdomain: was.subdomain.id, toSubdomain: now.subdomain.id, fromPosition: posBefore + 1, toPosition: posAfter + 1 }
      : null;
    const rules = RULES.filter((k) => json(was.question[k]) !== json(now.question[k])).map((k) => ({ field: k, before: was.question[k] ?? null, after: now.question[k] ?? null }));
    const conditions = CONDITIONS.filter((k) => json(was.question[k]) !== json(now.question[k])).map((k) => ({ field: k, before: was.question[k] ?? null, after: now.question[k] ?? null }));
    const options = optionChanges(was, now);
    if (reworded.length || moved || rules.length || conditions.length || options.length) {
      changed.push({ questionid: id, domainId: now.domain.id, label: now.question.label, reworded, moved, options, rules, conditions });
    }
  }
  const domainIds = [...new Set([...from.domains.map((d) => d.id), ...to.domains.map((d) => d.id)])];
  const sums = (index: typeof a, domainId: string) => {
    const ids = index.byDomain.get(domainId) ?? [];
    const scored = ids.filter((q) => index.questions.get(q)!.maxScore > 0);
    return { scored: scored.length, max: scored.reduce((s, q) => s + index.questions.get(q)!.maxScore, 0) };
  };
  const domains = domainIds.map((domainId) => {
    const before = sums(a, domainId);
    const after = sums(b, domainId);
    const dFrom = from.domains.find((d) => d.id === domainId);
    const dTo = to.domains.find((d) => d.id === domainId);
    return {
      domainId,
      name: (dTo ?? dFrom)!.name,
      scoredBefore: before.scored,
      scoredAfter: after.scored,
      maxBefore: before.max,
      maxAfter: after.max,
      weightBefore: dFrom?.weight ?? null,
      weightAfter: dTo?.weight ?? null,
    };
  });
  const grading = (['bands', 'zeroDenominator', 'notApplicableReason', 'description'] as const)
    .filter((k) => json(from.grading[k]) !== json(to.grading[k]))
    .map((k) => ({ field: k, before: from.grading[k] ?? null, after: to.grading[k] ?? null }));
  return { from: from.version, to: to.version, added, retired, changed, domains, grading };
}
