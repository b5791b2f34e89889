import { describe, expect, it } from 'vitest';
import { loadCatalogueVersion } from '../../server/catalogue/store/load-catalogue';
import { scoringExample } from './scoringExample';

describe('scoringExample()', () => {
  it('takes the plain mean of the domains when every domain weighs the same (v1)', () => {
    const ex = scoringExample(loadCatalogueVersion('v1'));
    expect(ex.equalWeights).toBe(true);
    expect(ex.overall).toBe(Math.round(((82 + 64 + 75 + 58 + 70 + 86 + 61) / 7) * 10) / 10);
    expect(ex.grade?.grade).toBe('B');
  });

  it("weighs the domains by the version's weights and grades by its bands (v4)", () => {
    const ex = scoringExample(loadCatalogueVersion('v4'));
    expect(ex.equalWeights).toBe(false);
    expect(ex.domains.map((d) => d.weight)).toEqual([1, 1.5, 1, 1, 1.25, 1, 1]);
    expect(ex.overall).toBe(70.4);
    expect(ex.grade?.grade).toBe('B');
    // 78 is an A under v1's bands (75 and above) and a B under v4's (80 for an A).
    expect(scoringExample(loadCatalogueVersion('v1'), [78]).grade?.grade).toBe('A');
    expect(scoringExample(loadCatalogueVersion('v4'), [78]).grade?.grade).toBe('B');
  });
});
