import { beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { RJSFSchema } from '@rjsf/utils';
import { buildDomainSchema, isVisible, type Answers } from '../../engine';
import { arbitraryAnswers } from '../../engine/testing/arbitraryAnswers';
import { loadCatalogues } from '../../server/catalogue';
import { loadValidator } from './loadValidator';
import { prepareSchema } from './prepareSchema';
import { conditionCheck, hiddenQuestions, visibleAnswers, type ConditionCheck } from './visibleAnswers';

const schema = {
  type: 'object',
  properties: { Q001: { type: 'string' }, Q004: { type: 'integer' } },
  allOf: [
    {
      if: { properties: { Q001: { const: 'YN1' } }, required: ['Q001'] },
      then: { properties: { Q002: { type: 'array' }, Q003: { type: 'string' } }, required: ['Q002'] },
    },
    {
      if: { properties: { Q003: { const: 'A' } }, required: ['Q003'] },
      then: { properties: { Q005: { type: 'string' } } },
    },
  ],
} as RJSFSchema;

let holds: ConditionCheck;
beforeAll(async () => {
  holds = conditionCheck((await loadValidator(schema)).validator, schema);
});

describe('hiddenQuestions()', () => {
  it('hides follow-ups until their parent asks for them', () => {
    expect([...hiddenQuestions(schema, {}, holds)].sort()).toEqual(['Q002', 'Q003', 'Q005']);
    expect([...hiddenQuestions(schema, { Q001: 'YN1' }, holds)]).toEqual(['Q005']);
  });

  it('hides the follow-up of a hidden follow-up', () => {
    expect([...hiddenQuestions(schema, { Q001: 'YN2', Q003: 'A' }, holds)].sort()).toEqual(['Q002', 'Q003', 'Q005']);
    expect([...hiddenQuestions(schema, { Q001: 'YN1', Q003: 'A' }, holds)]).toEqual([]);
  });
});

describe('visibleAnswers()', () => {
  it('leaves out the answers of hidden questions', () => {
    expect(visibleAnswers(schema, { Q001: 'YN2', Q002: ['x'], Q004: 3 }, holds)).toEqual({ Q001: 'YN2', Q004: 3 });
  });

  it('answers the same object when nothing is hidden', () => {
    const data = { Q001: 'YN1', Q003: 'A' };
    expect(visibleAnswers(schema, data, holds)).toBe(data);
  });
});

describe('on the catalogue', () => {
  const catalogues = loadCatalogues();
  const index = catalogues.get(catalogues.current);
  it.each(index.catalogue.domains.map((d) => d.id))('hides in domain %s exactly what the engine hides, with the compiled validator', async (domainId) => {
    const root = prepareSchema(buildDomainSchema(index, domainId, 'hi').schema);
    const loaded = await loadValidator(root);
    expect(loaded.source).toBe('precompiled');
    const check = conditionCheck(loaded.validator, root);
    const ids = index.byDomain.get(domainId)!;
    fc.assert(
      fc.property(arbitraryAnswers(index), (answers: Answers) => {
        const data = Object.fromEntries(Object.entries(answers).filter(([q, v]) => ids.includes(q) && v !== undefined));
        const web = [...hiddenQuestions(root, data, check)].sort();
        const engine = ids.filter((q) => !isVisible(index, q, data)).sort();
        expect(web).toEqual(engine);
      }),
      { numRuns: 80 },
    );
  });
});
