import {
  indexCatalogue,
  type CatalogueDiff,
  type CatalogueIndex,
  type CatalogueVersion,
  type GradeBand,
  type Lang,
  type QuestionChange,
  type ScoreBand,
  type Text,
} from '../../../engine';
import { msg, type MessageKey } from '../../i18n/messages';
import { fillIn } from '../../i18n/report.messages';

/** The sections of a change notice, in the order schools read them. */
export const NOTICE_SECTIONS = ['added', 'reworded', 'rescored', 'rules', 'moved', 'retired'] as const;
export type NoticeSection = (typeof NOTICE_SECTIONS)[number];

/** One question in one section of the notice, worded in the notice's language. */
export interface NoticeItem {
  /** The part as catalogue_changes names it: its reason is kept under this name. */
  target: string;
  questionid: string;
  domainId: string;
  domainName: string;
  subdomainId: string;
  subdomainName: string;
  /** The question's text (for a retired one, as it last read). */
  label: string;
  /** Reworded texts, old and new, in the notice's language. */
  texts: { field: 'label' | 'help'; before: string; after: string }[];
  /** Each other change in a sentence. */
  lines: string[];
  /** Whether this is the question's first place in the notice: its reason is shown here only. */
  first: boolean;
}

/** The words of one change, in one language. */
type Say = (key: MessageKey, ...values: (string | number)[]) => string;

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
const isText = (v: unknown): v is Text => typeof v === 'object' && v !== null && 'en' in v && 'hi' in v;

function place(index: CatalogueIndex, id: string, lang: Lang) {
  const e = index.questions.get(id)!;
  return { domainId: e.domain.id, domainName: e.domain.name[lang], subdomainId: e.subdomain.id, subdomainName: e.subdomain.name[lang], label: e.question.label[lang] };
}

const bands = (say: Say, v: unknown) => (Array.isArray(v) && v.length ? (v as ScoreBand[]).map((b) => say('noticeBandFrom', b.min, b.score)).join('; ') : say('noticeNone'));

/** The option's text in the version after (or before, when it was removed). */
function optionText(now: CatalogueIndex, was: CatalogueIndex, id: string, code: string, lang: Lang): string {
  const o = now.questions.get(id)?.options.find((x) => x.code === code) ?? was.questions.get(id)?.options.find((x) => x.code === code);
  return o ? o.label[lang] : code;
}

/** Splits one question's changes into the notice's sections: texts, scoring, rules. */
function questionLines(c: QuestionChange, now: CatalogueIndex, was: CatalogueIndex, lang: Lang, say: Say) {
  const opt = (code: string) => optionText(now, was, c.questionid, code, lang);
  const reworded: string[] = [];
  const rescored: string[] = [];
  const rules: string[] = [];
  for (const o of c.options) {
    if (o.change === 'score') rescored.push(say('noticeOptionScore', opt(o.code), String(o.before ?? 0), String(o.after ?? 0)));
    else if (o.change === 'added') rescored.push(say('noticeOptionAdded', opt(o.code), now.questions.get(c.questionid)?.options.find((x) => x.code === o.code)?.score ?? 0));
    else if (o.change === 'removed') rescored.push(say('noticeOptionRemoved', isText(o.before) ? o.before[lang] : o.code));
    else if (o.change === 'label') {
      const was = isText(o.before) ? o.before[lang] : o.code;
      const now = isText(o.after) ? o.after[lang] : o.code;
      // Relabelled in the other language only: this notice's readers see the same words.
      const line = was === now ? say('noticeOtherLanguage') : say('noticeOptionReworded', was, now);
      if (!reworded.includes(line)) reworded.push(line);
    } else rules.push(say(o.after ? 'noticeOptionAlone' : 'noticeOptionNotAlone', opt(o.code)));
  }
  const evidenceWord = (v: unknown) => say(v === 'mandatory' ? 'noticeEvidenceMandatory' : v === 'optional' ? 'noticeEvidenceOptional' : 'noticeEvidenceNone');
  const basisWord = (v: unknown) => say(v === 'per100Students' ? 'noticeBasisPer100' : v === 'perTeacher' ? 'noticeBasisPerTeacher' : 'noticeBasisAbsolute');
  const codes = (v: unknown) => (Array.isArray(v) ? v.map((code: string) => opt(code)).join(', ') : say('noticeEvidenceForAll'));
  const label = (id: unknown) => (typeof id === 'string' ? `${id} “${(now.questions.get(id) ?? was.questions.get(id))?.question.label[lang] ?? ''}”` : '');
  const range = (q: { min?: unknown; max?: unknown }) => `${q.min ?? '–'}–${q.max ?? '–'}`;
  for (const r of [...c.rules, ...c.conditions]) {
    const { before, after } = r;
    switch (r.field) {
      case 'maxScore':
        rescored.push(say('noticeMaxScore', String(before ?? '–'), String(after ?? '–')));
        break;
      case 'scoreBands':
        rescored.push(say('noticeScoreBands', bands(say, before), bands(say, after)));
        break;
      case 'scoreBasis':
        rescored.push(say('noticeScoreBasis', basisWord(before), basisWord(after)));
        break;
      case 'evidence':
        rules.push(say('noticeEvidence', evidenceWord(before), evidenceWord(after)));
        break;
      case 'evidenceFor':
        rules.push(say('noticeEvidenceFor', codes(before), codes(after)));
        break;
      case 'critical': {
        const crit = after as { maxGrade: string; passPercent?: number } | null;
        rules.push(crit ? say('noticeCriticalNow', crit.maxGrade, crit.passPercent ?? 50) : say('noticeCriticalGone'));
        break;
      }
      case 'required':
        rules.push(say(after ? 'noticeRequiredNow' : 'noticeRequiredGone'));
        break;
      case 'allowNotApplicable':
        rules.push(say(after ? 'noticeNaNow' : 'noticeNaGone'));
        break;
      case 'showIf': {
        const cond = after as { question: string; in: string[] } | null;
        const target = cond ? now.questions.get(cond.question) : undefined;
        const answers = cond ? cond.in.map((code) => target?.options.find((o) => o.code === code)?.label[lang] ?? code).join(' / ') : '';
        rules.push(cond ? say('noticeShownWhen', label(cond.question), answers) : say('noticeShownAlways'));
        break;
      }
      case 'formula': {
        const f = after as { numerator: string; denominator: string } | null;
        rules.push(f ? say('noticeFormula', label(f.numerator), label(f.denominator)) : say('noticeFormulaGone'));
        break;
      }
      case 'notMoreThan':
        rules.push(after ? say('noticeNotMoreThan', label(after)) : say('noticeNotMoreThanGone'));
        break;
      case 'min':
      case 'max': {
        const q0 = was.questions.get(c.questionid)!.question;
        const q1 = now.questions.get(c.questionid)!.question;
        const line = say('noticeRange', range(q0), range(q1));
        if (!rules.includes(line)) rules.push(line);
        break;
      }
      case 'fromSchoolInfo':
        rules.push(say(after ? 'noticeFromSchoolInfo' : 'noticeFromSchoolInfoGone'));
        break;
      default:
        rules.push(say('noticeType', String(before ?? '–'), String(after ?? '–')));
    }
  }
  return { reworded, rescored, rules };
}

/** The grading changes in sentences. */
export function gradingLines(diff: CatalogueDiff, lang: Lang, say: Say): string[] {
  const grades = (v: unknown) => (Array.isArray(v) ? (v as GradeBand[]).map((b) => `${b.grade} ≥ ${b.min}`).join(', ') : '–');
  const zero = (v: unknown) => say(v === 'notApplicable' ? 'noticeZeroNa' : 'noticeZeroZero');
  const naReason = (v: unknown) => say(v === 'required' ? 'noticeNaReasonRequired' : v === 'optional' ? 'noticeNaReasonOptional' : 'noticeNaReasonNone');
  return diff.grading.flatMap((g) => {
    if (g.field === 'bands') {
      const lines = [say('noticeGradeBands', grades(g.before), grades(g.after))];
      // A band renamed only (same grades, same mins) is still worth a line: schools print these words.
      if (Array.isArray(g.after))
        for (const b of g.after as GradeBand[]) {
          const old = Array.isArray(g.before) ? (g.before as GradeBand[]).find((x) => x.grade === b.grade) : undefined;
          if (old && !same(old.label, b.label)) lines.push(`${b.grade}: ${old.label[lang]} → ${b.label[lang]}`);
        }
      return lines;
    }
    if (g.field === 'zeroDenominator') return [say('noticeZeroBase', zero(g.before), zero(g.after))];
    if (g.field === 'notApplicableReason') return [say('noticeNaReason', naReason(g.before), naReason(g.after))];
    return [say('noticeMethod')];
  });
}

/**
 * Where a question moved, when it is no longer where a school found it: another subdomain, or its
 * subdomain moved to another domain. A place changed only within its subdomain (questions added or
 * retired before it, ↑ ↓) is not a move a school needs told about. The domain is named only when
 * it changed.
 */
function movedLine(c: QuestionChange, was: CatalogueIndex, now: CatalogueIndex, lang: Lang, say: Say): string | null {
  const m = c.moved;
  // A place shifted within its subdomain (a question added above) is no news to a school.
  if (!m || (m.fromSubdomain === m.toSubdomain && m.fromDomain === m.toDomain)) return null;
  const otherDomain = m.fromDomain !== m.toDomain;
  const where = (index: CatalogueIndex) => {
    const e = index.questions.get(c.questionid)!;
    return `${otherDomain ? `${e.domain.id} ${e.domain.name[lang]} › ` : ''}${e.subdomain.id} ${e.subdomain.name[lang]}`;
  };
  return say('noticeMovedFrom', where(was), where(now));
}

/** A notice's question sections, each item worded in `lang`; a question changed in several ways is in each section it touches. */
export function noticeSections(from: CatalogueVersion, to: CatalogueVersion, diff: CatalogueDiff, lang: Lang): Record<NoticeSection, NoticeItem[]> {
  const say: Say = (key, ...values) => fillIn(msg(key, lang), ...values);
  const was = indexCatalogue(from);
  const now = indexCatalogue(to);
  const out: Record<NoticeSection, NoticeItem[]> = { added: [], reworded: [], rescored: [], rules: [], moved: [], retired: [] };
  const item = (index: CatalogueIndex, id: string, texts: NoticeItem['texts'], lines: string[]): NoticeItem => ({
    target: `question:${id}`,
    questionid: id,
    ...place(index, id, lang),
    texts,
    lines,
    first: false,
  });
  for (const a of diff.added) out.added.push(item(now, a.questionid, [], []));
  for (const c of diff.changed) {
    const lines = questionLines(c, now, was, lang, say);
    const texts = c.reworded.filter((r) => r.lang === lang).map((r) => ({ field: r.field, before: r.before, after: r.after }));
    // A text corrected only in the other language is said so: every item is in both languages' notices, so one reason serves both.
    if (c.reworded.length && !texts.length && !lines.reworded.includes(say('noticeOtherLanguage'))) lines.reworded.unshift(say('noticeOtherLanguage'));
    if (c.reworded.length || lines.reworded.length) out.reworded.push(item(now, c.questionid, texts, lines.reworded));
    if (lines.rescored.length) out.rescored.push(item(now, c.questionid, [], lines.rescored));
    if (lines.rules.length) out.rules.push(item(now, c.questionid, [], lines.rules));
  }
  for (const c of diff.changed) {
    const line = movedLine(c, was, now, lang, say);
    if (line) out.moved.push(item(now, c.questionid, [], [line]));
  }
  for (const r of diff.retired) out.retired.push(item(was, r.questionid, [], []));
  const seen = new Set<string>();
  for (const s of NOTICE_SECTIONS)
    for (const i of out[s]) {
      i.first = !seen.has(i.target);
      seen.add(i.target);
    }
  return out;
}
