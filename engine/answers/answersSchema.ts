import type { CatalogueIndex } from '../form/indexCatalogue';
import type { JsonSchema } from '../form/buildDomainSchema';
import { MAX_COUNT, NOT_APPLICABLE } from './types';

const cache = new WeakMap<CatalogueIndex, JsonSchema>();

/**
 * The JSON Schema of a form's answers for a catalogue version: one property
 * per question with its type, options and range, no required list (saving
 * part of a form is normal). Built once per version, so ajv compiles it once.
 */
export function answersSchema(index: CatalogueIndex): JsonSchema {
  const cached = cache.get(index);
  if (cached) return cached;
  const properties: Record<string, JsonSchema> = {};
  for (const id of index.order) {
    const { question: q, options } = index.questions.get(id)!;
    const codes = options.map((o) => o.code);
    const choice = q.allowNotApplicable ? [...codes, NOT_APPLICABLE] : codes;
    switch (q.type) {
      case 'yesNo':
      case 'single':
        properties[id] = { type: 'string', enum: choice };
        break;
      case 'multi':
        properties[id] = { type: 'array', minItems: 1, uniqueItems: true, items: { enum: codes } };
        break;
      case 'count':
        properties[id] = { type: 'integer', minimum: q.min ?? 0, maximum: q.max ?? MAX_COUNT };
        break;
      case 'percentage':
        properties[id] = { type: 'number', minimum: q.min ?? 0, maximum: q.max ?? 100 };
        break;
      case 'computedPercentage':
        // Never sent by a client: the engine computes it.
        properties[id] = { not: {} };
        break;
    }
  }
  const schema: JsonSchema = { type: 'object', properties, additionalProperties: false };
  cache.set(index, schema);
  return schema;
}
