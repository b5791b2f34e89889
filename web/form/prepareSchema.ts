import type { RJSFSchema } from '@rjsf/utils';
import { prepareSchema as prepare } from '../../engine';
import type { JsonObject } from '../api/types';

/** The schema as rjsf's draft-07 validator accepts it (engine prepareSchema). */
export function prepareSchema(schema: JsonObject): RJSFSchema {
  return prepare(schema) as RJSFSchema;
}
