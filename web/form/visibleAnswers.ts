import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import type { JsonObject } from '../api/types';

type Branch = { properties?: Record<string, unknown> };
type Conditional = { if?: JsonObject; then?: Branch; else?: Branch };

/** Whether answers meet the `if` of a condition: ajv's verdict, through the form's validator. */
export type ConditionCheck = (ifSchema: JsonObject, data: JsonObject) => boolean;

/** The check rjsf itself uses to show follow-ups, so what counts is what is shown. */
export function conditionCheck(validator: ValidatorType<JsonObject, RJSFSchema>, root: RJSFSchema): ConditionCheck {
  return (ifSchema, data) => validator.isValid(ifSchema as RJSFSchema, data, root);
}

/**
 * The questions a domain schema hides for these answers: those declared only in the branch of
 * an `allOf` if/then/else that does not apply. Follow-ups nest (a hidden parent hides its own
 * follow-ups), so this repeats until nothing changes.
 */
export function hiddenQuestions(schema: JsonObject, data: JsonObject, holds: ConditionCheck): Set<string> {
  const parts = (Array.isArray(schema.allOf) ? schema.allOf : []) as Conditional[];
  const top = new Set(Object.keys((schema.properties ?? {}) as JsonObject));
  let hidden = new Set<string>();
  for (let round = 0; round < 5; round++) {
    const effective: JsonObject = { ...data };
    for (const q of hidden) delete effective[q];
    const next = new Set<string>();
    const shown = new Set<string>();
    for (const part of parts) {
      if (!part.if) continue;
      const met = holds(part.if, effective);
      for (const key of Object.keys(part.then?.properties ?? {})) (met ? shown : next).add(key);
      for (const key of Object.keys(part.else?.properties ?? {})) (met ? next : shown).add(key);
    }
    for (const key of [...next]) if (shown.has(key) || top.has(key)) next.delete(key);
    if (next.size === hidden.size && [...next].every((k) => hidden.has(k))) return next;
    hidden = next;
  }
  return hidden;
}

/** The answers as they count: those of hidden follow-ups left out. */
export function visibleAnswers(schema: JsonObject, data: JsonObject, holds: ConditionCheck): JsonObject {
  const hidden = hiddenQuestions(schema, data, holds);
  if (hidden.size === 0) return data;
  const out: JsonObject = {};
  for (const [k, v] of Object.entries(data)) if (!hidden.has(k)) out[k] = v;
  return out;
}
