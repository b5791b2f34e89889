import type { CatalogueIndex } from '../form/indexCatalogue';
import type { Text } from '../generated/catalogue';
import { isVisible } from '../answers/isVisible';
import type { SchoolTotals } from '../answers/computeFields';
import type { Answers } from '../answers/types';
import { scoreQuestion, type FormScore } from './scoreForm';

/** One of a school's weakest areas, with what it would take to move up. */
export interface ImprovementPriority {
  domainId: string;
  subdomainId: string;
  name: Text;
  score: number;
  /** The next grade band above the area's score: the area needs `min` % to read at that level. */
  nextBand: { grade: string; label: Text; min: number } | null;
  /** The questions that lost points, most lost first. */
  questions: { questionid: string; label: Text; percent: number }[];
  advice: Text;
}

/**
 * The school's improvement priorities (as Shaala Siddhi's improvement plan on paper): its weakest
 * subdomains below the top grade band, lowest first, at most `limit`, each with the questions
 * that lost points and what the next band needs, in plain words in both languages.
 */
export function improvementPriorities(index: CatalogueIndex, answers: Answers, score: FormScore, totals?: SchoolTotals, limit = 3): ImprovementPriority[] {
  const bands = index.catalogue.grading.bands;
  const top = bands[0]?.min ?? 100;
  const areas: ImprovementPriority[] = [];
  for (const d of score.domains) {
    const domain = index.catalogue.domains.find((x) => x.id === d.domainId)!;
    for (const s of d.subdomains) {
      if (s.score === null || s.score >= top) continue;
      const sd = domain.subdomains.find((x) => x.id === s.subdomainId)!;
      const questions = sd.questions
        .filter((q) => isVisible(index, q.id, answers))
        .flatMap((q) => {
          const r = scoreQuestion(index.questions.get(q.id)!, answers[q.id], totals);
          return r && r.score < r.max ? [{ questionid: q.id, label: q.label, percent: Math.round((r.score / r.max) * 1000) / 10 }] : [];
        })
        .sort((a, b) => a.percent - b.percent);
      const next = [...bands].reverse().find((b) => b.min > s.score!) ?? null;
      const ids = questions
        .slice(0, 3)
        .map((q) => q.questionid)
        .join(', ');
      const advice: Text = next
        ? {
            en: `Now ${s.score}%. ${next.min}% or more reads as grade ${next.grade} (${next.label.en}). Start with ${ids || 'the questions of this area'}.`,
            hi: `अभी ${s.score}%। ${next.min}% या अधिक पर ग्रेड ${next.grade} (${next.label.hi}) बनता है। शुरुआत ${ids || 'इस उप-क्षेत्र के प्रश्नों'} से करें।`,
          }
        : { en: `Now ${s.score}%.`, hi: `अभी ${s.score}%।` };
      areas.push({
        domainId: d.domainId,
        subdomainId: s.subdomainId,
        name: sd.name,
        score: s.score,
        nextBand: next ? { grade: next.grade, label: next.label, min: next.min } : null,
        questions,
        advice,
      });
    }
  }
  return areas.sort((a, b) => a.score - b.score).slice(0, limit);
}
