import type { JsonSchema } from './buildDomainSchema';

/**
 * The schema as rjsf's draft-07 validator accepts it: the `$schema` and `$id` markers of the
 * server's 2020-12 documents are dropped (the keywords our forms use mean the same in both).
 * The browser and the server (which compiles validators for versions the build never saw)
 * must prepare a schema identically, since both name it by rjsf's hash of the result.
 */
export function prepareSchema(schema: JsonSchema): JsonSchema {
  const { $schema: _s, $id: _i, ...rest } = schema;
  void _s;
  void _i;
  return rest;
}
