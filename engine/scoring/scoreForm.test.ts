import { describe, expect, it } from 'vitest';
import { computeFields } from '../answers/computeFields';
import { indexCatalogue } from '../form/indexCatalogue';
import { fixtureCatalogue } from '../testing/fixtureCatalogue';
import { scoreForm } from './scoreForm';

const index = indexCatalogue(fixtureCatalogue());
const best = computeFields(index, { Q001: 'YN1', Q002: 'YN1', Q003: 'YN1', Q004: 10, Q005: 10, Q007: ['ACT1', 'ACT2', 'ACT3'], Q008: 'PB1', Q009: 90 });

describe('scoreForm()', () => {
  it('gives 100 and the top grade to a form with the best answers', () => {
    const s = scoreForm(index, best);
    expect(s.overall).toBe(100);
    expect(s.grade).toBe('A');
  });

  it('gives 0 to a domain with no answers', () => {
    const s = scoreForm(index, {});
    expect(s.domains.map((d) => d.score)).toEqual([0, 0]);
    expect(s.grade).toBe('C');
  });

  it('leaves Not Applicable out of numerator and denominator', () => {
    const withNa = scoreForm(index, { ...best, Q003: 'NA' });
    expect(withNa.overall).toBe(100);
    const withNo = scoreForm(index, { ...best, Q003: 'YN2' });
    expect(withNo.overall!).toBeLessThan(100);
  });

  it('does not count a hidden follow-up', () => {
    const s = scoreForm(index, { ...best, Q001: 'YN2', Q002: 'YN2' });
    // SD1 is Q001 (0 of 1) and Q003 (1 of 1): 50, with Q002 hidden and not counted.
    expect(s.domains[0].subdomains[0].score).toBe(50);
  });

  it('caps a multiple choice at its maximum score and scores computed percentages by band', () => {
    const s = scoreForm(index, computeFields(index, { ...best, Q005: 6 }));
    // SD2: Q006 = 60% → 1 of 2 (50); Q007 = 3 chosen, capped at 2 of 2 (100).
    expect(s.domains[0].subdomains[1].score).toBe(75);
  });

  it('weights domains by their weight', () => {
    const s = scoreForm(index, { ...best, Q008: 'PB3', Q009: 10 });
    expect(s.domains[1].score).toBe(0);
    expect(s.overall).toBe(50);
    expect(s.grade).toBe('B');
  });
});
