import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { RJSFValidationError } from '@rjsf/utils';
import { errorMessage, type ErrorWords } from '../../forms/errorWords';
import { fieldWords, partWords } from './partWords';

type Translate = (descriptor: MessageDescriptor) => string;

/** A save refused because the draft would break the catalogue format: the part, the field in it, ajv's keyword (server/catalogue/store/format-problems.ts). */
export type FormatDetail = { part: string; path: string; keyword: string; limit?: number; type?: string };

/** Whether a refusal's detail says which part and field broke the format. */
export function isFormatDetail(d: unknown): d is FormatDetail {
  const o = d as Record<string, unknown> | null;
  return !!o && o.problem === 'format' && typeof o.part === 'string' && typeof o.path === 'string' && typeof o.keyword === 'string';
}

/** The catalogue editor's words for what the format checks (the keyword mapping itself is errorWords.ts's). */
export function catalogueErrorWords(t: Translate): ErrorWords {
  return {
    required: t(msg`must not be empty`),
    tooShort: (limit) => t(msg`must have at least ${limit} characters`),
    tooLong: (limit) => t(msg`must have at most ${limit} characters`),
    notValid: t(msg`is not valid`),
    notAnOption: t(msg`is not one of the choices`),
    notANumber: t(msg`must be a number`),
    tooSmall: (limit) => t(msg`must be ${limit} or more`),
    tooLarge: (limit) => t(msg`must be ${limit} or less`),
    tooFew: (limit) => t(msg`needs at least ${limit}`),
  };
}

const LANG: Record<string, MessageDescriptor> = { en: msg`English`, hi: msg`Hindi` };
const isIndex = (s: string | undefined) => s !== undefined && /^\d+$/.test(s);

/**
 * A field inside a part in the officer's words: "Text (Hindi)", "Score of option 3",
 * "Score of band 2"; never a path of the data ("options.2.score").
 */
export function fieldOfPath(t: Translate, path: string): string {
  const seg = path.split('.').filter(Boolean);
  if (!seg.length) return '';
  const [head, i, field, lang] = seg;
  if ((head === 'options' || head === 'scoreBands' || head === 'bands') && isIndex(i)) {
    const n = Number(i) + 1;
    const language = lang && LANG[lang] ? ` (${t(LANG[lang])})` : '';
    if (head === 'options') {
      if (field === 'score') return t(msg`Score of option ${n}`);
      if (field === 'label') return `${t(msg`Text of option ${n}`)}${language}`;
      if (field === 'code') return t(msg`Code of option ${n}`);
      return t(msg`Option ${n}`);
    }
    if (head === 'scoreBands') return field === 'min' ? t(msg`From (score band ${n})`) : t(msg`Score of score band ${n}`);
    return field === 'min' ? t(msg`Lowest score of grade band ${n}`) : field === 'label' ? `${t(msg`Name of grade band ${n}`)}${language}` : t(msg`Grade band ${n}`);
  }
  // A text in one language ("label.hi"), or a field whose inner parts have no words of their own.
  if (seg.length === 2 && LANG[seg[1]]) return fieldWords(t, path);
  if (head === 'en' || head === 'hi') return t(LANG[head]);
  return fieldWords(t, head);
}

/** One refusal in plain words naming the field and its part: "Text (English) of question Q012 must not be empty." */
export function refusalWords(t: Translate, d: FormatDetail): string {
  const problem = errorMessage({ name: d.keyword, property: `.${d.path}`, params: { limit: d.limit, type: d.type }, message: '', stack: '' } as RJSFValidationError, catalogueErrorWords(t));
  // The version's title is a part of its own: "Title (English) must not be empty."
  if (d.part === 'version' && LANG[d.path]) return t(msg`${fieldWords(t, `title.${d.path}`)} ${problem}.`);
  const part = partWords(t, d.part);
  const field = fieldOfPath(t, d.path);
  return field ? t(msg`${field} of ${part} ${problem}.`) : t(msg`${part} ${problem}.`);
}

/** What is wrong with one field, said on that field: "Score of option 2 must be a number." */
export function fieldProblemWords(t: Translate, path: string, keyword: string, limit?: number, type = 'number'): string {
  const problem = errorMessage({ name: keyword, property: `.${path}`, params: { limit, type }, message: '', stack: '' } as RJSFValidationError, catalogueErrorWords(t));
  return t(msg`${fieldOfPath(t, path)} ${problem}.`);
}

/** The field paths of a part's refusals, each with its words, for showing each on its field. */
export function fieldRefusals(t: Translate, details: readonly unknown[], part: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const d of details) if (isFormatDetail(d) && d.part === part && !(d.path in out)) out[d.path] = refusalWords(t, d);
  return out;
}
