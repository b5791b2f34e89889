import Ajv2020 from 'ajv/dist/2020.js';
import type { ErrorObject, ValidateFunction } from 'ajv';
import type { JsonSchema } from '../form/buildDomainSchema';

/** One problem ajv found, reduced to the field and the kind. */
export interface SchemaProblem {
  /** The top-level property concerned ('' for the whole object). */
  field: string;
  keyword: string;
  params: Record<string, unknown>;
}

/** Validates data against a JSON Schema; compiled schemas are reused. */
export interface Validator {
  validate(schema: JsonSchema, data: unknown): SchemaProblem[];
}

function toProblem(e: ErrorObject): SchemaProblem {
  const path = e.instancePath.split('/').filter(Boolean);
  const field = e.keyword === 'required' ? String((e.params as { missingProperty: string }).missingProperty) : (path[0] ?? '');
  return { field, keyword: e.keyword, params: e.params as Record<string, unknown> };
}

/**
 * The ajv (JSON Schema 2020-12) validator. Each schema object is compiled once
 * and cached by identity, so callers keep schema objects alive (one per catalogue version).
 */
export function createAjvValidator(): Validator {
  const ajv = new Ajv2020({ allErrors: true, strict: false, coerceTypes: false });
  const compiled = new WeakMap<JsonSchema, ValidateFunction>();
  return {
    validate(schema, data) {
      let fn = compiled.get(schema);
      if (!fn) {
        fn = ajv.compile(schema);
        compiled.set(schema, fn);
      }
      return fn(data) ? [] : (fn.errors ?? []).map(toProblem);
    },
  };
}
