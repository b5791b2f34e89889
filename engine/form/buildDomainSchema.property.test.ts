import Ajv2020 from 'ajv/dist/2020.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbitraryAnswers } from '../testing/arbitraryAnswers';
import { arbitraryCatalogue } from '../testing/arbitraryCatalogue';
import { computeFields } from '../answers/computeFields';
import { validateAnswers } from '../answers/validateAnswers';
import { scoreForm } from '../scoring/scoreForm';
import { buildDomainSchema } from './buildDomainSchema';
import { indexCatalogue } from './indexCatalogue';

describe('the engine on any valid catalogue', () => {
  it('builds domain schemas that are valid JSON Schema and compile, in both languages', () => {
    const ajv = new Ajv2020({ strict: false });
    fc.assert(
      fc.property(arbitraryCatalogue(), (catalogue) => {
        const index = indexCatalogue(catalogue);
        for (const d of catalogue.domains) {
          for (const lang of ['en', 'hi'] as const) {
            const { schema } = buildDomainSchema(index, d.id, lang);
            expect(ajv.validateSchema(schema)).toBe(true);
            ajv.compile(schema);
          }
        }
      }),
      { numRuns: 60 },
    );
  });

  it('accepts the answers it can be given and scores them within 0 to 100', () => {
    fc.assert(
      fc.property(
        arbitraryCatalogue().chain((c) => fc.tuple(fc.constant(indexCatalogue(c)), arbitraryAnswers(indexCatalogue(c)))),
        ([index, answers]) => {
          expect(validateAnswers(index, answers, answers)).toEqual([]);
          const overall = scoreForm(index, computeFields(index, answers)).overall;
          return overall === null || (overall >= 0 && overall <= 100);
        },
      ),
      { numRuns: 60 },
    );
  });
});
