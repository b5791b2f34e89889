import type { JsonObject } from '../api/types';

/** The answer payload of POST /v1/form/answers. */
export type AnswerChange = { questionid: string; value: unknown };

function normalise(value: unknown): unknown {
  if (value === undefined || value === null || value === '') return null;
  if (Array.isArray(value)) return value.length === 0 ? null : [...value].map(String).sort();
  return value;
}

/** Whether two answers are the same (empty values alike, ticks in any order). */
export function sameAnswer(a: unknown, b: unknown): boolean {
  return JSON.stringify(normalise(a)) === JSON.stringify(normalise(b));
}

type Prop = { readOnly?: boolean };

/** Properties of the schema, including those that only conditional branches (allOf if/then/else) declare. */
export function allProperties(schema: JsonObject): Record<string, Prop> {
  const out: Record<string, Prop> = { ...((schema.properties ?? {}) as Record<string, Prop>) };
  const allOf = Array.isArray(schema.allOf) ? (schema.allOf as JsonObject[]) : [];
  for (const part of allOf) {
    for (const branch of [part.then, part.else]) {
      if (!branch || typeof branch !== 'object') continue;
      const props = ((branch as JsonObject).properties ?? {}) as Record<string, Prop>;
      for (const [key, value] of Object.entries(props)) if (!(key in out)) out[key] = value;
    }
  }
  return out;
}

/**
 * The answers that differ from what the server last gave, skipping computed (readOnly) questions.
 * An emptied answer is sent as null, which clears it on the server.
 */
export function changedAnswers(schema: JsonObject, baseline: JsonObject, current: JsonObject): AnswerChange[] {
  const properties = allProperties(schema);
  const keys = new Set([...Object.keys(baseline), ...Object.keys(current)]);
  const changes: AnswerChange[] = [];
  for (const key of keys) {
    const prop = properties[key];
    if (!prop || prop.readOnly) continue;
    if (sameAnswer(baseline[key], current[key])) continue;
    const value = normalise(current[key]) === null ? null : current[key];
    changes.push({ questionid: key, value });
  }
  return changes;
}
