import Ajv2020 from 'ajv/dist/2020.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadCatalogueVersion } from '../../server/catalogue/store/load-catalogue';
import { checkCompleteness } from '../answers/checkCompleteness';
import { computeFields } from '../answers/computeFields';
import { isVisible } from '../answers/isVisible';
import { isAnswered, NOT_APPLICABLE } from '../answers/types';
import { validateAnswers } from '../answers/validateAnswers';
import { buildDomainSchema } from '../form/buildDomainSchema';
import { indexCatalogue } from '../form/indexCatalogue';
import { arbitraryAnswers } from '../testing/arbitraryAnswers';
import { scoreForm, scoreQuestion } from './scoreForm';

const index = indexCatalogue(loadCatalogueVersion('v1'));
const answers = arbitraryAnswers(index);
const runs = { numRuns: 150 };

describe('scoring and validation of the v1 catalogue, for any answers', () => {
  it('keeps every score between 0 and 100', () => {
    fc.assert(
      fc.property(answers, (a) => {
        const s = scoreForm(index, computeFields(index, a));
        const all = [s.overall, ...s.domains.flatMap((d) => [d.score, ...d.subdomains.map((x) => x.score)])];
        return all.every((x) => x === null || (x >= 0 && x <= 100));
      }),
      runs,
    );
  });

  it('never lowers a score when a question is answered Not Applicable instead of left blank', () => {
    const naQuestions = index.order.filter((id) => index.questions.get(id)!.question.allowNotApplicable);
    fc.assert(
      fc.property(answers, fc.constantFrom(...naQuestions), (a, q) => {
        const blank = { ...a };
        delete blank[q];
        const na = { ...a, [q]: NOT_APPLICABLE };
        // A follow-up of q is hidden by NA but could be shown when blank… only when q has follow-ups;
        // hidden questions never count, so compare only where q has none.
        if (index.followUps.has(q)) return true;
        const sBlank = scoreForm(index, computeFields(index, blank)).overall ?? 0;
        const sNa = scoreForm(index, computeFields(index, na)).overall ?? 0;
        return sNa >= sBlank - 1e-9;
      }),
      runs,
    );
  });

  it('accepts every answer it generates, and validation and scoring agree on what is answered', () => {
    fc.assert(
      fc.property(answers, (a) => {
        expect(validateAnswers(index, a, a)).toEqual([]);
        const withComputed = computeFields(index, a);
        const c = checkCompleteness(index, withComputed, new Set());
        let answered = 0;
        for (const id of index.order) {
          const entry = index.questions.get(id)!;
          if (entry.question.type === 'computedPercentage' || !isVisible(index, id, withComputed)) continue;
          const s = scoreQuestion(entry, withComputed[id]);
          // A scored, answered question earns from its answer; an unanswered one earns 0.
          if (isAnswered(withComputed[id])) answered++;
          else if (s) expect(s.score).toBe(0);
        }
        expect(c.attempted).toBe(answered);
      }),
      { numRuns: 60 },
    );
  });
});

describe('buildDomainSchema() on any domain and language', () => {
  it('builds schemas that are themselves valid JSON Schema and compile', () => {
    const ajv = new Ajv2020({ strict: false });
    fc.assert(
      fc.property(fc.constantFrom(...index.catalogue.domains.map((d) => d.id)), fc.constantFrom('en' as const, 'hi' as const), (domainId, lang) => {
        const { schema } = buildDomainSchema(index, domainId, lang);
        expect(ajv.validateSchema(schema)).toBe(true);
        ajv.compile(schema);
      }),
      { numRuns: 14 },
    );
  });
});
