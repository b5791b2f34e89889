import type { ErrorTransformer, RJSFValidationError } from '@rjsf/utils';
import { pick, problemMessage, valueKindOf, type Lang } from '../../engine';
import type { JsonObject } from '../api/types';
import { allProperties } from './changedAnswers';

/** The field an rjsf error is about: `.Q001` (for `required`, the missing one), `.Q010.0` is Q010. */
function fieldOf(e: RJSFValidationError): string {
  return (e.property ?? '').replace(/^\./, '').split('.')[0];
}

/**
 * Rewords ajv's English errors with the engine's messages in the page's language, the ones the
 * server gives for the same problem (spec §5: "This is required").
 */
export function errorTransformer(schema: JsonObject, lang: Lang): ErrorTransformer<JsonObject> {
  const fields = allProperties(schema) as Record<string, Record<string, unknown>>;
  return (errors) =>
    errors
      // if/then wrappers repeat the real error of the branch: keep only the real one
      .filter((e) => e.name !== 'if')
      .map((e) => {
        const params = (e.params ?? {}) as Record<string, unknown>;
        const message = pick(problemMessage(e.name ?? '', params, valueKindOf(fields[fieldOf(e)])), lang);
        return { ...e, message, stack: `${e.property ?? ''} ${message}`.trim() };
      });
}
