import { buildDomainSchema, checkCompleteness, computeFields, indexCatalogue, scoreForm, validateAnswers } from '../engine';
import { loadCatalogueVersion } from '../server/catalogue/store/load-catalogue';
import { fillAnswers } from '../tests/support/fill';
import { summarize, timeMany, type Figure } from './figures';

/** Engine figures of issue 4: build every schema of a version; validate and score one full form. */
export function runEngineBench(): Figure[] {
  const catalogue = loadCatalogueVersion('v1');
  const index = indexCatalogue(catalogue);
  const answers = fillAnswers(index);
  const evidence = new Set(index.order);
  const domains = catalogue.domains.map((d) => d.id);

  const build = summarize(
    timeMany(() => {
      // A fresh index each time, so nothing cached from the last run is measured.
      const fresh = indexCatalogue(structuredClone(catalogue));
      for (const lang of ['en', 'hi'] as const) for (const d of domains) buildDomainSchema(fresh, d, lang);
    }, 50),
  );
  const full = summarize(
    timeMany(() => {
      validateAnswers(index, answers, answers);
      const withComputed = computeFields(index, answers);
      checkCompleteness(index, withComputed, evidence);
      scoreForm(index, withComputed);
    }, 2000),
  );
  return [
    { name: 'engine: build all 7 domain schemas in en and hi (fresh index)', value: round(build.median), unit: 'ms median', target: '< 50 ms', ok: build.median < 50 },
    { name: 'engine: validate, compute, check and score one full 226-question form', value: round(full.median), unit: 'ms median', target: '< 1 ms', ok: full.median < 1 },
    { name: 'engine: same, p95', value: round(full.p95), unit: 'ms p95' },
  ];
}

const round = (x: number): number => Math.round(x * 1000) / 1000;
