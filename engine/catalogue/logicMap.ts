import type { CatalogueVersion, Question, Text } from '../generated/catalogue';
import { evidenceNeeded } from '../evidence/evidenceNeeded';
import { indexCatalogue, isChoiceQuestion } from '../form/indexCatalogue';

/** What a question's rule uses another question for. */
export type DependencyKind = 'showIf' | 'notMoreThan' | 'numerator' | 'denominator';

/** Why a dependency cannot work as written: its question is gone, retired, or not before this one. */
export type DependencyState = 'ok' | 'missing' | 'retired' | 'later' | 'self';

/** Why no answer can ever show a question. */
export type NeverShownReason = 'missing' | 'retired' | 'self' | 'later' | 'circular' | 'otherDomain' | 'notChoice' | 'noSuchAnswer' | 'sourceNeverShown';

export interface LogicDependency {
  kind: DependencyKind;
  on: string;
  /** showIf: the answers of `on` that show the question. */
  codes?: string[];
  state: DependencyState;
}

export interface LogicOption {
  code: string;
  label: Text;
  score: number;
  /** Whether choosing it needs an attached file. */
  evidence: boolean;
}

/** One question of the logic map: what it depends on, what depends on it, its points and evidence. */
export interface LogicEntry {
  questionid: string;
  subdomainid: string;
  label: Text;
  type: Question['type'];
  dependsOn: LogicDependency[];
  /** The school information value a count is taken from or scored by (fromSchoolInfo, scoreBasis). */
  schoolInfo: { fromSchoolInfo?: string; scoreBasis?: string };
  usedBy: { questionid: string; kind: DependencyKind }[];
  /** Empty when the question can be shown; otherwise every reason it never can. */
  neverShown: NeverShownReason[];
  /** Highest score it can earn; 0 when not scored. */
  maxScore: number;
  criticalMaxGrade?: string;
  evidence: Question['evidence'];
  /** Choice questions: each answer, its score and whether it needs a file. */
  options: LogicOption[];
  /** Numeric questions with mandatory evidence: a file whenever it has a value. */
  evidenceWithValue: boolean;
}

export interface DomainLogic {
  domainid: string;
  name: Text;
  /** Points at stake in the domain: the sum of its questions' maximum scores. */
  maxScore: number;
  questions: LogicEntry[];
}

/** A rule naming a question that does not come before it (a move would make it "Always" in the form). */
export interface OrderBreak {
  questionid: string;
  kind: DependencyKind;
  dependsOn: string;
}

/** The questions a question's rules name, with what for. */
export function dependenciesOf(q: Question): { kind: DependencyKind; on: string; codes?: string[] }[] {
  const out: { kind: DependencyKind; on: string; codes?: string[] }[] = [];
  if (q.showIf) out.push({ kind: 'showIf', on: q.showIf.question, codes: q.showIf.in });
  if (q.notMoreThan) out.push({ kind: 'notMoreThan', on: q.notMoreThan });
  if (q.formula) {
    out.push({ kind: 'numerator', on: q.formula.numerator });
    out.push({ kind: 'denominator', on: q.formula.denominator });
  }
  return out;
}

/** Every rule that names a question coming at or after its own (a condition on itself included). */
export function orderBreaks(c: CatalogueVersion): OrderBreak[] {
  const { questions } = indexCatalogue(c);
  const out: OrderBreak[] = [];
  for (const [id, entry] of questions) {
    for (const d of dependenciesOf(entry.question)) {
      const ref = questions.get(d.on);
      if (ref && ref.position >= entry.position) out.push({ questionid: id, kind: d.kind, dependsOn: d.on });
    }
  }
  return out;
}

/** The order breaks `after` has that `before` did not: what a move would newly break. */
export function newOrderBreaks(before: CatalogueVersion, after: CatalogueVersion): OrderBreak[] {
  const key = (b: OrderBreak) => `${b.questionid}|${b.kind}|${b.dependsOn}`;
  const had = new Set(orderBreaks(before).map(key));
  return orderBreaks(after).filter((b) => !had.has(key(b)));
}

const ruleWords: Record<DependencyKind, Text> = {
  showIf: { en: 'its condition (show this question only when)', hi: 'इसकी दिखाने की शर्त' },
  notMoreThan: { en: 'its limit (not more than)', hi: 'इसकी सीमा ("इससे अधिक नहीं")' },
  numerator: { en: 'its formula (numerator)', hi: 'इसका सूत्र (अंश)' },
  denominator: { en: 'its formula (denominator)', hi: 'इसका सूत्र (आधार (हर))' },
};

/** Why a move is refused, naming both questions, in both languages. */
export function orderBreakText(b: OrderBreak): Text {
  const rule = ruleWords[b.kind];
  return {
    en: `${b.questionid} cannot come before ${b.dependsOn}: ${rule.en} uses the answer to ${b.dependsOn}. Move ${b.dependsOn} first, or change the rule of ${b.questionid}.`,
    hi: `${b.questionid} को ${b.dependsOn} से पहले नहीं रखा जा सकता: ${rule.hi} ${b.dependsOn} के उत्तर पर निर्भर है। पहले ${b.dependsOn} को ऊपर ले जाएँ, या ${b.questionid} का नियम बदलें।`,
  };
}

/**
 * The logic and scoring map of a catalogue version, domain by domain: for each question what it
 * depends on (condition, limit, formula, school information) and what depends on it, whether any
 * answer can ever show it (and if not, why), its points at stake and the evidence each answer asks.
 */
export function logicMap(c: CatalogueVersion): DomainLogic[] {
  const index = indexCatalogue(c);
  const { questions } = index;
  const retired = new Set(c.retired?.questions ?? []);
  const usedBy = new Map<string, { questionid: string; kind: DependencyKind }[]>();
  for (const [id, e] of questions) {
    for (const d of dependenciesOf(e.question)) usedBy.set(d.on, [...(usedBy.get(d.on) ?? []), { questionid: id, kind: d.kind }]);
  }

  const own = new Map<string, NeverShownReason[]>();
  for (const [id, e] of questions) {
    const cond = e.question.showIf;
    const reasons: NeverShownReason[] = [];
    if (cond) {
      const ref = questions.get(cond.question);
      if (!ref) reasons.push(retired.has(cond.question) ? 'retired' : 'missing');
      else {
        if (cond.question === id) reasons.push('self');
        else if (ref.position > e.position) reasons.push('later');
        if (ref.domain.id !== e.domain.id) reasons.push('otherDomain');
        if (!isChoiceQuestion(ref.question)) reasons.push('notChoice');
        else if (!cond.in.some((code) => ref.options.some((o) => o.code === code))) reasons.push('noSuchAnswer');
      }
    }
    own.set(id, reasons);
  }

  // A condition chain that comes back to itself can never open; a source never shown hides its follow-ups.
  const never = new Map<string, NeverShownReason[]>();
  const resolve = (id: string, path: string[]): NeverShownReason[] => {
    const done = never.get(id);
    if (done) return done;
    const reasons = [...(own.get(id) ?? [])];
    const src = questions.get(id)?.question.showIf?.question;
    if (src && src !== id && questions.has(src)) {
      if (path.includes(src)) reasons.push('circular');
      else if (resolve(src, [...path, id]).length && !reasons.includes('circular')) reasons.push('sourceNeverShown');
    }
    never.set(id, reasons);
    return reasons;
  };
  for (const id of questions.keys()) resolve(id, []);
  // A question in a cycle is marked circular whichever member the walk started from.
  for (const id of questions.keys()) {
    const seen = new Set<string>([id]);
    let at = questions.get(id)?.question.showIf?.question;
    while (at && questions.has(at) && !seen.has(at)) {
      seen.add(at);
      at = questions.get(at)?.question.showIf?.question;
    }
    const list = never.get(id)!;
    if (at === id && !list.includes('circular') && !list.includes('self')) {
      never.set(id, [...list.filter((r) => r !== 'sourceNeverShown'), 'circular']);
    }
  }

  const stateOf = (id: string, on: string): DependencyState => {
    const ref = questions.get(on);
    if (!ref) return retired.has(on) ? 'retired' : 'missing';
    if (on === id) return 'self';
    return ref.position > questions.get(id)!.position ? 'later' : 'ok';
  };

  return c.domains.map((d) => {
    const entries: LogicEntry[] = (index.byDomain.get(d.id) ?? []).map((id) => {
      const e = questions.get(id)!;
      const q = e.question;
      const rule = { evidence: q.evidence, evidenceFor: q.evidenceFor };
      return {
        questionid: id,
        subdomainid: e.subdomain.id,
        label: q.label,
        type: q.type,
        dependsOn: dependenciesOf(q).map((x) => ({ ...x, state: stateOf(id, x.on) })),
        schoolInfo: { ...(q.fromSchoolInfo ? { fromSchoolInfo: q.fromSchoolInfo } : {}), ...(q.scoreBasis && q.scoreBasis !== 'absolute' ? { scoreBasis: q.scoreBasis } : {}) },
        usedBy: usedBy.get(id) ?? [],
        neverShown: never.get(id) ?? [],
        maxScore: e.maxScore,
        ...(q.critical ? { criticalMaxGrade: q.critical.maxGrade } : {}),
        evidence: q.evidence,
        options: isChoiceQuestion(q) ? e.options.map((o) => ({ code: o.code, label: o.label, score: o.score, evidence: evidenceNeeded(rule, q.type === 'multi' ? [o.code] : o.code) })) : [],
        evidenceWithValue: !isChoiceQuestion(q) && q.evidence === 'mandatory',
      };
    });
    return { domainid: d.id, name: d.name, maxScore: entries.reduce((s, x) => s + x.maxScore, 0), questions: entries };
  });
}
