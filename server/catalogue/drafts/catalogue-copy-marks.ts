import type { CatalogueVersion } from '../../../engine';
import type { LocalizedProblem } from './catalogue-check';

/** The marks a copy's texts carry until an officer reviews them (and removes the mark). */
export const COPY_MARK = { en: (id: string) => `[Copy of ${id}] `, hi: (id: string) => `[${id} की प्रति] ` };

const MARKED = { en: /^\[Copy of (Q\d+)\] /, hi: /^\[(Q\d+) की प्रति\] / };

/**
 * A copied question whose text still carries its copy mark has not been reviewed: publishing
 * waits until the mark is gone (the check lists each, linked to its question).
 */
export function copyMarkProblems(c: CatalogueVersion, lang: 'en' | 'hi'): LocalizedProblem[] {
  const out: LocalizedProblem[] = [];
  c.domains.forEach((d, i) =>
    d.subdomains.forEach((s, j) =>
      s.questions.forEach((q, k) => {
        for (const l of ['en', 'hi'] as const) {
          const m = MARKED[l].exec(q.label[l] ?? '');
          if (!m) continue;
          const language = lang === 'hi' ? (l === 'en' ? 'अंग्रेज़ी' : 'हिन्दी') : l === 'en' ? 'English' : 'Hindi';
          out.push({
            path: `domains[${i}].subdomains[${j}].questions[${k}].label.${l}`,
            message:
              lang === 'hi'
                ? `प्रश्न ${q.id} का पाठ (${language}) अब भी "${m[0].trim()}" से शुरू होता है: इसकी समीक्षा करें और चिह्न हटाएँ।`
                : `The text (${language}) of question ${q.id} still starts with "${m[0].trim()}": review it and remove the mark.`,
            questionid: q.id,
            subdomainid: s.id,
            domainid: d.id,
            kind: 'rule',
          });
        }
      }),
    ),
  );
  return out;
}
