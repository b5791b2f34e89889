import { describe, expect, it } from 'vitest';
import type { CatalogueVersion } from '../generated/catalogue';
import { indexCatalogue } from '../form/indexCatalogue';
import { fixtureCatalogue } from '../testing/fixtureCatalogue';
import { migrateAnswers } from './migrateAnswers';

function nextVersion(): CatalogueVersion {
  const c = structuredClone(fixtureCatalogue());
  c.version = 'v2';
  const sd1 = c.domains[0].subdomains[0];
  // Q003 dropped; Q001 now a percentage band question; Q010 new.
  sd1.questions = sd1.questions.filter((q) => q.id !== 'Q003');
  sd1.questions[0] = { ...sd1.questions[0], type: 'single', optionGroup: 'percentBands' };
  sd1.questions.push({
    id: 'Q010',
    label: { en: 'New question', hi: 'नया प्रश्न' },
    type: 'yesNo',
    optionGroup: 'yesNo',
    required: true,
    evidence: 'none',
    allowNotApplicable: false,
  });
  return c;
}

describe('migrateAnswers()', () => {
  const from = indexCatalogue(fixtureCatalogue());
  const to = indexCatalogue(nextVersion());

  it('carries valid answers, reports dropped, new and invalidated questions', () => {
    const r = migrateAnswers(from, to, { Q001: 'YN1', Q003: 'YN1', Q004: 8, Q005: 6, Q006: 75, Q009: 60 });
    expect(r.carried).toEqual({ Q004: 8, Q005: 6, Q009: 60 });
    expect(r.dropped).toEqual(['Q003']);
    expect(r.added).toEqual(['Q010']);
    expect(r.invalidated).toEqual(['Q001']);
  });

  it('carries everything between identical versions', () => {
    const answers = { Q001: 'YN1', Q002: 'YN2', Q004: 8, Q005: 6 };
    const r = migrateAnswers(from, from, answers);
    expect(r.carried).toEqual(answers);
    expect(r.dropped).toEqual([]);
    expect(r.added).toEqual([]);
  });
});
