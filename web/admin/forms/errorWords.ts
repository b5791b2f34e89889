import type { ErrorSchema, ErrorTransformer, RJSFValidationError, UiSchema } from '@rjsf/utils';

/** The product's words for what ajv reports, in the page's language (web/admin/forms/AdminForm.tsx fills them from Lingui). */
export type ErrorWords = {
  required: string;
  tooShort: (limit: number) => string;
  tooLong: (limit: number) => string;
  notValid: string;
  notAnOption: string;
  /** Optional: a form without number fields leaves these to `notValid`. */
  notANumber?: string;
  tooSmall?: (limit: number) => string;
  tooLarge?: (limit: number) => string;
  tooFew?: (limit: number) => string;
};

/** The top-level field an rjsf error is about (for `required`, the missing one). */
export function fieldOf(e: RJSFValidationError): string {
  return (e.property ?? '').replace(/^\./, '').split('.')[0];
}

/** A field's own words for a keyword, from its uiSchema: `'ui:options': { messages: { pattern: t\`Not a valid mobile number\` } }`. */
function ownMessage(uiSchema: UiSchema | undefined, field: string, keyword: string): string | undefined {
  const options = (uiSchema?.[field] as UiSchema | undefined)?.['ui:options'] as { messages?: Record<string, string> } | undefined;
  return options?.messages?.[keyword];
}

const limitOf = (e: RJSFValidationError): number => Number((e.params as { limit?: unknown } | undefined)?.limit ?? 0);

/** The message for one error: the field's own words for the keyword, else the product's words for it. */
export function errorMessage(e: RJSFValidationError, words: ErrorWords, uiSchema?: UiSchema): string {
  const field = fieldOf(e);
  const keyword = e.name ?? '';
  // An empty text is a missing one, as the server says it (server/http/validate.ts).
  const asRequired = keyword === 'minLength' && limitOf(e) <= 1;
  const own = ownMessage(uiSchema, field, asRequired ? 'required' : keyword);
  if (own) return own;
  switch (asRequired ? 'required' : keyword) {
    case 'required':
      return words.required;
    case 'minLength':
      return words.tooShort(limitOf(e));
    case 'maxLength':
      return words.tooLong(limitOf(e));
    case 'enum':
    case 'const':
      return words.notAnOption;
    case 'type': {
      const wanted = String((e.params as { type?: unknown } | undefined)?.type ?? '');
      return (wanted === 'number' || wanted === 'integer' ? words.notANumber : undefined) ?? words.notValid;
    }
    case 'minimum':
    case 'exclusiveMinimum':
      return words.tooSmall?.(limitOf(e)) ?? words.notValid;
    case 'maximum':
    case 'exclusiveMaximum':
      return words.tooLarge?.(limitOf(e)) ?? words.notValid;
    case 'minItems':
      return words.tooFew?.(limitOf(e)) ?? words.notValid;
    default:
      return words.notValid;
  }
}

/**
 * Rewords ajv's English errors in the product's words. A field the server may also send as null
 * (`anyOf: [text, null]`) fails both branches: only the text's own problem is kept.
 */
export function errorTransformer(words: ErrorWords): ErrorTransformer {
  return (errors, uiSchema) =>
    errors
      .filter((e) => e.name !== 'anyOf' && !(e.name === 'type' && (e.params as { type?: unknown } | undefined)?.type === 'null'))
      .map((e) => {
        const message = errorMessage(e, words, uiSchema as UiSchema | undefined);
        return { ...e, message, stack: `${e.property ?? ''} ${message}`.trim() };
      });
}

/** Field messages (the server's 400 details, a form's own checks) as rjsf's error schema. */
export function toFieldErrors(messages: Record<string, string>): ErrorSchema {
  return Object.fromEntries(Object.entries(messages).map(([field, message]) => [field, { __errors: [message] }])) as ErrorSchema;
}
