import type { ErrorSchema, FormValidation } from '@rjsf/utils';
import { checkLimits, pick, type AnswerLimit, type Answers, type Lang } from '../../engine';
import type { JsonObject } from '../api/types';

type UiOptions = { 'ui:options'?: { notMoreThan?: unknown } };

/** The part-not-above-whole rules of one domain, as the server's uiSchema carries them. */
export function domainLimits(uiSchema: Record<string, unknown> | undefined): AnswerLimit[] {
  if (!uiSchema) return [];
  const out: AnswerLimit[] = [];
  for (const [questionid, ui] of Object.entries(uiSchema)) {
    const other = (ui as UiOptions | undefined)?.['ui:options']?.notMoreThan;
    if (typeof other === 'string') out.push({ questionid, notMoreThan: other });
  }
  return out;
}

/** The broken rules among the answers on screen: question id → message in the page's language. */
export function limitProblems(limits: readonly AnswerLimit[], data: JsonObject, lang: Lang): Map<string, string> {
  const out = new Map<string, string>();
  if (limits.length === 0) return out;
  for (const p of checkLimits(limits, data as Answers)) out.set(p.questionid, pick(p.message, lang));
  return out;
}

/** The same problems as rjsf errors, for `extraErrors`, merged with what the server said. */
export function toErrors(problems: Map<string, string>, server: Map<string, string[]>): ErrorSchema<JsonObject> | undefined {
  if (problems.size === 0 && server.size === 0) return undefined;
  const out: Record<string, { __errors: string[] }> = {};
  for (const [q, messages] of server) out[q] = { __errors: [...messages] };
  for (const [q, message] of problems) {
    const box = (out[q] ??= { __errors: [] });
    if (!box.__errors.includes(message)) box.__errors.push(message);
  }
  return out as ErrorSchema<JsonObject>;
}

/** rjsf `customValidate`: the rules between answers join ajv's checks when the page validates the form. */
export function limitValidator(limits: readonly AnswerLimit[], lang: Lang) {
  return (data: JsonObject | undefined, errors: FormValidation<JsonObject>): FormValidation<JsonObject> => {
    for (const [q, message] of limitProblems(limits, data ?? {}, lang)) {
      const field = (errors as unknown as Record<string, { addError?: (m: string) => void } | undefined>)[q];
      field?.addError?.(message);
    }
    return errors;
  };
}
