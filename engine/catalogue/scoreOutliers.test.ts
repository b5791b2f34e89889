import { describe, expect, it } from 'vitest';
import { listCatalogueVersions, loadCatalogueVersion } from '../../server/catalogue/store/load-catalogue';
import type { CatalogueVersion, Question } from '../generated/catalogue';
import { outlierIndex, scoreOutliers } from './scoreOutliers';

const questionsOf = (c: CatalogueVersion): Question[] => c.domains.flatMap((d) => d.subdomains.flatMap((s) => s.questions));

describe('outlierIndex()', () => {
  it('finds a 100 among scores of 0 and 1', () => {
    expect(outlierIndex([1, 100, 0])).toBe(1);
    expect(outlierIndex([100, 1])).toBe(0);
  });
  it('finds a score more than 5 times the next highest', () => {
    expect(outlierIndex([16, 3, 0])).toBe(0);
    expect(outlierIndex([15, 3, 0])).toBeNull();
  });
  it('counts the next highest as at least 1, so a lone 5 beside 0 passes and a 6 does not', () => {
    expect(outlierIndex([5, 0])).toBeNull();
    expect(outlierIndex([6, 0])).toBe(0);
  });
  it('leaves the usual scales alone', () => {
    for (const scores of [[1, 0], [2, 1, 0], [4, 3, 2, 1, 0], [1, 1, 1, 1, 0], [0, 0], [3]]) expect(outlierIndex(scores)).toBeNull();
  });
});

describe('scoreOutliers()', () => {
  it('finds none in the published versions', () => {
    for (const v of listCatalogueVersions()) expect(scoreOutliers(loadCatalogueVersion(v)), v).toEqual([]);
  });

  it('warns, in both languages, on a question option typed as 100 among 0-1 scores', () => {
    const c = structuredClone(loadCatalogueVersion('v1'));
    const q = questionsOf(c).find((x) => x.options && x.type === 'single')!;
    q.options = [
      { code: 'A', index: 1, label: { en: 'A', hi: 'क' }, score: 1 },
      { code: 'B', index: 2, label: { en: 'B', hi: 'ख' }, score: 100 },
      { code: 'C', index: 3, label: { en: 'C', hi: 'ग' }, score: 0 },
    ];
    const found = scoreOutliers(c);
    expect(found).toHaveLength(1);
    expect(found[0].path).toMatch(/questions\[\d+\]\.options\[1\]\.score$/);
    expect(found[0].message).toContain(`Question ${q.id}: option B scores 100`);
    expect(found[0].hi).toContain(`प्रश्न ${q.id}: विकल्प B का अंक 100 है`);
  });

  it('warns on a multi-choice option scoring above the question’s highest score', () => {
    const c = structuredClone(loadCatalogueVersion('v1'));
    const q = questionsOf(c).find((x) => x.type === 'multi' && x.options && x.maxScore)!;
    q.options![0].score = q.maxScore! + 1;
    // Not far above the others (1): only the cap is passed.
    expect(q.maxScore! + 1).toBeLessThanOrEqual(5);
    const found = scoreOutliers(c).filter((p) => p.message.includes(q.id));
    expect(found.map((p) => p.message)).toContain(`Question ${q.id}: option ${q.options![0].code} scores ${q.maxScore! + 1}, more than the question's highest score ${q.maxScore}`);
  });

  it('warns on an option group and on score bands', () => {
    const c = structuredClone(loadCatalogueVersion('v1'));
    c.optionGroups[0].options[0].score = 50;
    const banded = questionsOf(c).find((x) => x.scoreBands && x.scoreBands.length > 2)!;
    banded.scoreBands![0].score = 20;
    const paths = scoreOutliers(c).map((p) => p.path);
    expect(paths).toContain('optionGroups[0].options[0].score');
    expect(paths.some((p) => p.endsWith('.scoreBands[0].score'))).toBe(true);
  });
});

describe('scoreOutliers() on a multi-choice 100 among 1s', () => {
  it('says it once, though it is both far above the others and above the cap', () => {
    const c = structuredClone(loadCatalogueVersion('v4'));
    const q = questionsOf(c).find((x) => x.id === 'Q002')!;
    q.options![0].score = 100;
    expect(scoreOutliers(c)).toHaveLength(1);
  });
});
