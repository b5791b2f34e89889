// Scores that are allowed but most likely a slip of the keyboard: a 100 typed among scores of
// 0 and 1. The format refuses negative and non-numeric scores; this finds the ones it cannot.
import type { CatalogueVersion, Option } from '../generated/catalogue';
import type { CatalogueProblem } from './checkText';

/** A score is an outlier when it is more than this many times the next highest score of its question (or option group, or score bands). */
export const OUTLIER_FACTOR = 5;

/**
 * The outlier rule: within one question's options (or one option group, or one question's score
 * bands), the highest score is an outlier when it is more than OUTLIER_FACTOR times the next
 * highest, counting that one as at least 1 (so 100 among 0 and 1 is one, 4 among 3, 2, 1, 0 is
 * not, and neither is a lone 5 beside 0). In a multi-choice question, an option scoring more
 * than the question's highest score (maxScore) is one too: the cap makes the extra meaningless.
 * Negative scores are refused by the format itself.
 */
export function outlierIndex(scores: readonly number[]): number | null {
  if (scores.length < 2) return null;
  let top = 0;
  scores.forEach((s, i) => {
    if (s > scores[top]) top = i;
  });
  const next = Math.max(...scores.filter((_, i) => i !== top));
  return scores[top] > OUTLIER_FACTOR * Math.max(next, 1) ? top : null;
}

/** Every score outlier of a version, as warnings: they do not stop publishing, but are shown with the check's problems. */
export function scoreOutliers(c: CatalogueVersion): CatalogueProblem[] {
  const out: CatalogueProblem[] = [];
  const far = (options: readonly Option[], path: string, en: string, hi: string) => {
    const i = outlierIndex(options.map((o) => o.score));
    if (i === null) return;
    const o = options[i];
    const others = options.filter((_, j) => j !== i).map((x) => x.score).join(', ');
    out.push({
      path: `${path}.options[${i}].score`,
      message: `${en}: option ${o.code} scores ${o.score}, far above the others (${others}). Is it a slip?`,
      hi: `${hi}: विकल्प ${o.code} का अंक ${o.score} है, बाकी विकल्पों (${others}) से बहुत अधिक। क्या यह भूल से लिखा गया है?`,
    });
  };
  (c.optionGroups ?? []).forEach((g, gi) => far(g.options ?? [], `optionGroups[${gi}]`, `Option group ${g.id}`, `विकल्प समूह ${g.id}`));
  (c.domains ?? []).forEach((d, di) =>
    (d.subdomains ?? []).forEach((s, si) =>
      (s.questions ?? []).forEach((q, qi) => {
        const path = `domains[${di}].subdomains[${si}].questions[${qi}]`;
        if (q.options) far(q.options, path, `Question ${q.id}`, `प्रश्न ${q.id}`);
        const options = q.options ?? (c.optionGroups ?? []).find((g) => g.id === q.optionGroup)?.options ?? [];
        if (q.type === 'multi' && q.maxScore !== undefined) {
          options.forEach((o, oi) => {
            const where = q.options ? `${path}.options[${oi}].score` : `${path}.maxScore`;
            // An option already called far above the others is said once.
            if (o.score > q.maxScore! && !out.some((p) => p.path === where))
              out.push({
                path: where,
                message: `Question ${q.id}: option ${o.code} scores ${o.score}, more than the question's highest score ${q.maxScore}`,
                hi: `प्रश्न ${q.id}: विकल्प ${o.code} का अंक ${o.score} है, प्रश्न के अधिकतम अंक ${q.maxScore} से अधिक`,
              });
          });
        }
        const bands = q.scoreBands ?? [];
        const b = outlierIndex(bands.map((x) => x.score));
        if (b !== null) {
          const others = bands.filter((_, j) => j !== b).map((x) => x.score).join(', ');
          out.push({
            path: `${path}.scoreBands[${b}].score`,
            message: `Question ${q.id}: a score band gives ${bands[b].score}, far above the others (${others}). Is it a slip?`,
            hi: `प्रश्न ${q.id}: एक श्रेणी ${bands[b].score} अंक देती है, बाकी (${others}) से बहुत अधिक। क्या यह भूल से लिखा गया है?`,
          });
        }
      }),
    ),
  );
  return out;
}
