import { describe, expect, it } from 'vitest';
import { fixtureCatalogue } from '../testing/fixtureCatalogue';
import { hasPart } from './hasPart';

describe('hasPart()', () => {
  it('finds each kind of part the version has, and none it lacks', () => {
    const c = fixtureCatalogue();
    const d = c.domains[0];
    const sd = d.subdomains[0];
    const q = sd.questions[0];
    const g = c.optionGroups[0];
    for (const target of ['grading', `domain:${d.id}`, `subdomain:${sd.id}`, `question:${q.id}`, `optionGroup:${g.id}`]) expect(hasPart(c, target)).toBe(true);
    for (const target of ['domain:D99', 'subdomain:SD999', 'question:Q999', 'optionGroup:none', 'question', 'title:x', `question:${sd.id}`]) expect(hasPart(c, target)).toBe(false);
  });

  it('loses a retired question: the editor then lists its threads apart', () => {
    const c = fixtureCatalogue();
    const sd = c.domains[0].subdomains[0];
    const gone = sd.questions.shift()!;
    expect(hasPart(c, `question:${gone.id}`)).toBe(false);
  });
});
