import { describe, expect, it } from 'vitest';
import { fixtureCatalogue } from '../../../../engine/testing/fixtureCatalogue';
import { matchingQuestions, NO_FILTER } from './outlineFilter';

const ids = (s: Set<string>) => [...s];

describe('matchingQuestions()', () => {
  it('finds questions by id, English or Hindi words, whatever the case', () => {
    const c = fixtureCatalogue();
    expect(ids(matchingQuestions(c, { ...NO_FILTER, query: 'q005' }))).toEqual(['Q005']);
    expect(ids(matchingQuestions(c, { ...NO_FILTER, query: 'Q5' }))).toEqual(['Q005']);
    expect(ids(matchingQuestions(c, { ...NO_FILTER, query: 'MOCK drill' }))).toEqual(['Q002']);
    expect(ids(matchingQuestions(c, { ...NO_FILTER, query: 'शिक्षक' }))).toEqual(['Q004', 'Q005', 'Q006']);
    // Devanagari typed decomposed (nukta apart) still matches the stored text.
    c.domains[0].subdomains[0].questions[0].label.hi = 'क्या फ़ायर ड्रिल हुई?';
    expect(ids(matchingQuestions(c, { ...NO_FILTER, query: 'फ़ायर'.normalize('NFD') }))).toEqual(['Q001']);
    expect(ids(matchingQuestions(c, { ...NO_FILTER, query: 'no such words' }))).toEqual([]);
  });

  it('keeps questions that need Hindi, have a condition or ask evidence', () => {
    const c = fixtureCatalogue();
    c.domains[0].subdomains[1].questions[0].label.hi = '';
    expect(ids(matchingQuestions(c, { ...NO_FILTER, needsHindi: true }))).toEqual(['Q004']);
    expect(ids(matchingQuestions(c, { ...NO_FILTER, hasCondition: true }))).toEqual(['Q002']);
    expect(ids(matchingQuestions(c, { ...NO_FILTER, asksEvidence: true }))).toEqual(['Q001', 'Q002']);
    expect(ids(matchingQuestions(c, { ...NO_FILTER, asksEvidence: true, hasCondition: true }))).toEqual(['Q002']);
  });

  it('keeps questions changed, added or moved since the version the draft is based on', () => {
    const base = fixtureCatalogue();
    const draft = fixtureCatalogue();
    draft.domains[0].subdomains[0].questions[2].label.en = 'Is a hot meal served?';
    draft.domains[1].subdomains[0].questions.push({ ...draft.domains[1].subdomains[0].questions[0], id: 'Q010' });
    draft.domains[0].subdomains[1].questions.unshift(draft.domains[0].subdomains[0].questions.splice(0, 1)[0]);
    expect(ids(matchingQuestions(draft, { ...NO_FILTER, changed: true }, base)).sort()).toEqual(['Q001', 'Q003', 'Q010']);
  });
});
