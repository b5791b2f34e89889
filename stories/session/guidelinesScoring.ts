// The answers of GET /v1/guidelines/scoring the guidelines stories show: made by the engine's own
// scoringExample from the test catalogue, once with equal domains (as v1) and once weighted (as v4).
import { scoringExample, type CatalogueVersion } from '../../engine';
import { fixtureCatalogue } from '../../engine/testing/fixtureCatalogue';
import type { GuidelinesScoring } from '../../web/session/help/HelpScoring';

const t = (en: string, hi: string) => ({ en, hi });
const bandsV4 = [
  { grade: 'A+', min: 90, label: t('Exemplary', 'अनुकरणीय') },
  { grade: 'A', min: 80, label: t('Very good', 'बहुत अच्छा') },
  { grade: 'B', min: 65, label: t('Good', 'अच्छा') },
  { grade: 'C', min: 50, label: t('Satisfactory', 'संतोषजनक') },
  { grade: 'D', min: 0, label: t('Needs improvement', 'सुधार की आवश्यकता') },
];

function scoring(version: string, weights: number[], bands: typeof bandsV4, source: 'cycle' | 'newest'): GuidelinesScoring {
  const base = fixtureCatalogue();
  const c: CatalogueVersion = { ...base, version, grading: { ...base.grading, bands }, domains: base.domains.map((d, i) => ({ ...d, weight: weights[i % weights.length] })) };
  return {
    version,
    title: t(`Question catalogue ${version}`, `प्रश्न सूची ${version}`),
    source,
    cycle: source === 'cycle' ? '2026-27' : null,
    bands,
    description: null,
    example: scoringExample(c),
  };
}

/** A head's cycle on a version whose domains weigh differently (as v4: 1, 1.5, 1 …). */
export const weightedScoring = scoring('v4', [1, 1.5, 1, 1, 1.25, 1, 1], bandsV4, 'cycle');
/** The newest published version, for a reader without a form, with equal domains and v1's bands. */
export const equalScoring = scoring(
  'v1',
  [1],
  bandsV4.map((b) => ({ ...b, min: ({ A: 75, B: 60, C: 45 } as Record<string, number>)[b.grade] ?? b.min })),
  'newest',
);
