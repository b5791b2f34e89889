import { describe, expect, it } from 'vitest';
import { buildDomainSchema, indexCatalogue, limitsOf, validateAnswers } from '../../engine';
import { listCatalogueVersions, loadCatalogueVersion } from '../../server/catalogue/store/load-catalogue';
import { domainLimits, limitProblems, toErrors } from './limitErrors';

const versions = listCatalogueVersions().map((v) => indexCatalogue(loadCatalogueVersion(v)));

describe('domainLimits()', () => {
  for (const index of versions) {
    const version = index.catalogue.version;
    const rules = limitsOf(index);

    it(`${version}: every rule between two answers reaches the browser with its domain`, () => {
      expect(rules.length).toBeGreaterThan(0);
      const seen = index.catalogue.domains.flatMap((d) => domainLimits(buildDomainSchema(index, d.id, 'en').uiSchema));
      expect(seen).toEqual(expect.arrayContaining(rules));
      expect(seen).toHaveLength(rules.length);
    });

    it(`${version}: both questions of each rule sit in one domain, so the browser can check it`, () => {
      for (const r of rules) {
        expect(index.questions.get(r.notMoreThan)?.domain.id, `${r.questionid} ≤ ${r.notMoreThan}`).toBe(index.questions.get(r.questionid)?.domain.id);
      }
    });

    it(`${version}: the browser refuses a part above its whole exactly where the server does`, () => {
      for (const r of rules) {
        const answers = { [r.notMoreThan]: 5, [r.questionid]: 6 };
        const domainId = index.questions.get(r.questionid)!.domain.id;
        const browser = limitProblems(domainLimits(buildDomainSchema(index, domainId, 'hi').uiSchema), answers, 'hi');
        const server = validateAnswers(index, answers, answers).filter((p) => p.problem === 'notMoreThan');
        expect(
          server.map((p) => p.questionid),
          r.questionid,
        ).toEqual([r.questionid]);
        expect(browser.get(r.questionid)).toBe(server[0].message.hi);
        // Equal is allowed, and so is a part with no whole yet.
        expect(limitProblems(domainLimits(buildDomainSchema(index, domainId, 'en').uiSchema), { [r.notMoreThan]: 6, [r.questionid]: 6 }, 'en').size).toBe(0);
        expect(limitProblems(domainLimits(buildDomainSchema(index, domainId, 'en').uiSchema), { [r.questionid]: 6 }, 'en').size).toBe(0);
      }
    });
  }
});

describe('toErrors()', () => {
  it('puts the browser’s and the server’s messages on their fields, once each', () => {
    const errors = toErrors(
      new Map([['Q007', 'Cannot be more than the answer to Q006']]),
      new Map([
        ['Q007', ['Cannot be more than the answer to Q006']],
        ['Q010', ['Enter a number']],
      ]),
    );
    expect(errors).toEqual({ Q007: { __errors: ['Cannot be more than the answer to Q006'] }, Q010: { __errors: ['Enter a number'] } });
    expect(toErrors(new Map(), new Map())).toBeUndefined();
  });
});
