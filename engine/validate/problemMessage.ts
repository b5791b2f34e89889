import type { Text } from '../generated/catalogue';
import { engineMessages, formatMessage } from '../i18n/messages';

/** What a field holds, as far as the wording of its problems goes. */
export type ValueKind = 'count' | 'percentage' | 'computed' | 'choice';

type FieldSchema = Record<string, unknown>;

/** The kind of a field from its JSON Schema: the browser knows fields only by their schema. */
export function valueKindOf(schema: FieldSchema | undefined): ValueKind {
  if (!schema) return 'choice';
  if (schema.readOnly === true) return 'computed';
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (types.includes('integer')) return 'count';
  if (types.includes('number')) return 'percentage';
  return 'choice';
}

const limitOf = (params: Record<string, unknown>): string | null => (typeof params.limit === 'number' ? String(params.limit) : null);

/**
 * The spec's wording for one problem ajv found on a field (its keyword and parameters), in both
 * languages. The server's validation and the browser's forms both word problems through here,
 * so a head reads the same message offline as the server would give.
 */
export function problemMessage(keyword: string, params: Record<string, unknown>, kind: ValueKind): Text {
  const limit = limitOf(params);
  switch (keyword) {
    case 'required':
    case 'minItems':
      return engineMessages.required;
    case 'not':
      return engineMessages.computedReadOnly;
    case 'minimum':
    case 'exclusiveMinimum':
      if (kind === 'percentage') return engineMessages.percentRange;
      return limit === null || limit === '0' ? engineMessages.negative : formatMessage(engineMessages.atLeast, { limit });
    case 'maximum':
    case 'exclusiveMaximum':
      if (kind === 'percentage') return engineMessages.percentRange;
      return limit === null ? engineMessages.tooLarge : formatMessage(engineMessages.atMost, { limit });
    case 'type':
    case 'multipleOf':
      return kind === 'count' ? engineMessages.notAnInteger : kind === 'percentage' || kind === 'computed' ? engineMessages.notANumber : engineMessages.notAnOption;
    case 'additionalProperties':
      return engineMessages.unknownQuestion;
    case 'enum':
    case 'const':
    case 'oneOf':
    case 'anyOf':
    case 'uniqueItems':
      return engineMessages.notAnOption;
    default:
      return kind === 'choice' ? engineMessages.notAnOption : engineMessages.invalidValue;
  }
}
