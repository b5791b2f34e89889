import type { RJSFSchema } from '@rjsf/utils';
import type { JsonObject } from '../api/types';

/**
 * The schema as rjsf's draft-07 validator accepts it: the `$schema` and `$id` markers of the
 * server's 2020-12 documents are dropped (the keywords our forms use mean the same in both).
 */
export function prepareSchema(schema: JsonObject): RJSFSchema {
  const { $schema: _s, $id: _i, ...rest } = schema;
  void _s;
  void _i;
  return rest as RJSFSchema;
}
