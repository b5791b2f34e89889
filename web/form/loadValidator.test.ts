import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import ajvValidator from '@rjsf/validator-ajv8';
import { hashForSchema, retrieveSchema, type RJSFSchema } from '@rjsf/utils';
import { buildDomainSchema, type JsonSchema } from '../../engine';
import { listCatalogueVersions } from '../../server/catalogue/store/load-catalogue';
import { loadCatalogues } from '../../server/catalogue';
import type { JsonObject } from '../api/types';
import { prepareSchema } from './prepareSchema';
import { formSchemas } from '../../scripts/form-validators';
import { loadValidator } from './loadValidator';

const all = formSchemas();
const schemas = [...all.values()];
const hashes = new Set(all.keys());

type Prop = { type?: unknown; oneOf?: { const: string }[]; items?: { anyOf?: { const: string }[] }; readOnly?: boolean; minimum?: number; maximum?: number };

/** Answers of every kind, right and wrong: options and non-options, numbers in and out of range, wrong types, gaps. */
function answersFor(schema: JsonSchema) {
  const props: Record<string, Prop> = { ...((schema.properties ?? {}) as Record<string, Prop>) };
  for (const part of (schema.allOf ?? []) as { then?: { properties?: Record<string, Prop> } }[]) Object.assign(props, part.then?.properties ?? {});
  const entries = Object.entries(props).map(([q, p]) => {
    const codes = p.oneOf?.map((o) => o.const) ?? p.items?.anyOf?.map((o) => o.const) ?? [];
    const value: fc.Arbitrary<unknown> = p.items
      ? fc.oneof(fc.subarray(codes), fc.constant(['nope']), fc.constant([codes[0], codes[0]]))
      : p.oneOf
        ? fc.oneof(fc.constantFrom(...codes), fc.constant('nope'), fc.constant(3))
        : fc.oneof(fc.integer({ min: -5, max: 3000 }), fc.double({ min: -5, max: 120, noNaN: true }), fc.constant('x'), fc.constant(null));
    return [q, fc.option(value, { nil: undefined })] as const;
  });
  return fc.record(Object.fromEntries(entries));
}

const key = (e: { property?: string; name?: string }) => `${e.property} ${e.name}`;

describe('the forms’ compiled validators', () => {
  it('cover every form the server sends: each catalogue domain and the school information, in both languages', () => {
    const names = schemas.map((s) => s.name);
    for (const lang of ['en', 'hi']) {
      for (let d = 1; d <= 7; d++) expect(names).toContain(`v1/D${d}/${lang}`);
      expect(names).toContain(`school-info/${lang}`);
    }
    // Every version's every domain, by its hash: an unchanged domain shares an earlier module.
    const catalogues = loadCatalogues();
    for (const version of listCatalogueVersions()) {
      const index = catalogues.get(version);
      for (const domain of index.catalogue.domains) {
        for (const lang of ['en', 'hi'] as const)
          expect(hashes.has(hashForSchema(prepareSchema(buildDomainSchema(index, domain.id, lang).schema as JsonObject))), `${version}/${domain.id}/${lang}`).toBe(true);
      }
    }
  });

  it.each(schemas.map((s) => [s.name, s.schema] as const))('judge %s exactly as ajv does, and resolve its conditions alike', async (_name, schema: RJSFSchema) => {
    const loaded = await loadValidator(schema);
    expect(loaded.source).toBe('precompiled');
    const compiled = loaded.validator;
    fc.assert(
      fc.property(answersFor(schema as JsonSchema), (raw) => {
        const data = Object.fromEntries(Object.entries(raw).filter(([, v]) => v !== undefined));
        const ours = compiled.validateFormData(data, schema).errors.map(key).sort();
        const theirs = ajvValidator.validateFormData(data, schema).errors.map(key).sort();
        expect(ours).toEqual(theirs);
        expect(compiled.isValid(schema, data, schema)).toBe(ajvValidator.isValid(schema, data, schema));
        // Which follow-ups show depends on isValid of each condition: both must give the same form.
        expect(retrieveSchema(compiled, schema, schema, data)).toEqual(retrieveSchema(ajvValidator, schema, schema, data));
      }),
      { numRuns: 60 },
    );
  });
});
