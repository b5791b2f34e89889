import type { CatalogueVersion, Domain, Option, Question, Subdomain } from '../generated/catalogue';

/** A question with where it sits and the options it offers, resolved once per catalogue version. */
export interface IndexedQuestion {
  question: Question;
  subdomain: Subdomain;
  domain: Domain;
  /** Resolved options of a choice question (its group's or its own); empty for numeric ones. */
  options: Option[];
  /** Highest score the question can earn; 0 when it is not scored. */
  maxScore: number;
  /** Position in the whole form, 0-based. */
  position: number;
}

/** Everything the engine looks up repeatedly about one catalogue version. */
export interface CatalogueIndex {
  catalogue: CatalogueVersion;
  questions: Map<string, IndexedQuestion>;
  /** Question ids in form order. */
  order: string[];
  /** Question ids of each domain, in order. */
  byDomain: Map<string, string[]>;
  /** Follow-up question ids keyed by the question they depend on. */
  followUps: Map<string, string[]>;
}

const choiceTypes = new Set(['yesNo', 'single', 'multi']);

/** Whether a question is answered by choosing options. */
export function isChoiceQuestion(q: Question): boolean {
  return choiceTypes.has(q.type);
}

/** Whether a question is answered with a number (typed or computed). */
export function isNumericQuestion(q: Question): boolean {
  return !choiceTypes.has(q.type);
}

function maxScoreOf(q: Question, options: Option[]): number {
  if (q.type === 'multi') {
    const sum = options.reduce((s, o) => s + o.score, 0);
    return q.maxScore ?? sum;
  }
  if (isChoiceQuestion(q)) return options.reduce((m, o) => Math.max(m, o.score), 0);
  return (q.scoreBands ?? []).reduce((m, b) => Math.max(m, b.score), 0);
}

const cache = new WeakMap<CatalogueVersion, CatalogueIndex>();

/** Indexes a catalogue version; the result is cached per catalogue object. */
export function indexCatalogue(catalogue: CatalogueVersion): CatalogueIndex {
  const cached = cache.get(catalogue);
  if (cached) return cached;
  const groups = new Map(catalogue.optionGroups.map((g) => [g.id, g.options]));
  const questions = new Map<string, IndexedQuestion>();
  const order: string[] = [];
  const byDomain = new Map<string, string[]>();
  const followUps = new Map<string, string[]>();
  for (const domain of catalogue.domains) {
    const ids: string[] = [];
    for (const subdomain of domain.subdomains) {
      for (const question of subdomain.questions) {
        const options = question.options ?? (question.optionGroup ? (groups.get(question.optionGroup) ?? []) : []);
        questions.set(question.id, { question, subdomain, domain, options, maxScore: maxScoreOf(question, options), position: order.length });
        order.push(question.id);
        ids.push(question.id);
        if (question.showIf) {
          const list = followUps.get(question.showIf.question) ?? [];
          list.push(question.id);
          followUps.set(question.showIf.question, list);
        }
      }
    }
    byDomain.set(domain.id, ids);
  }
  const index = { catalogue, questions, order, byDomain, followUps };
  cache.set(catalogue, index);
  return index;
}
