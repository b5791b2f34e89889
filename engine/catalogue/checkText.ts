import type { Text } from '../generated/catalogue';

/** One thing wrong with a catalogue version: where it is, and what is wrong. */
export interface CatalogueProblem {
  path: string;
  message: string;
  /** The same problem in Hindi, for the catalogue editor. */
  hi?: string;
}

/** A part named in both languages, for messages. */
export interface Named {
  en: string;
  hi: string;
}
const DEVANAGARI = /[\u0900-\u097F]/;

/** Checks one bilingual text; `what` names it in messages. */
export function checkText(text: Partial<Text> | undefined, path: string, what: string | Named): CatalogueProblem[] {
  const name: Named = typeof what === 'string' ? { en: what, hi: what } : what;
  const problems: CatalogueProblem[] = [];
  const en = typeof text?.en === 'string' ? text.en.trim() : '';
  const hi = typeof text?.hi === 'string' ? text.hi.trim() : '';
  if (!en) problems.push({ path: `${path}.en`, message: `${name.en}: the English text is missing`, hi: `${name.hi}: अंग्रेज़ी पाठ नहीं है` });
  if (!hi) problems.push({ path: `${path}.hi`, message: `${name.en}: the Hindi text is missing`, hi: `${name.hi}: हिन्दी पाठ नहीं है` });
  else if (!DEVANAGARI.test(hi)) problems.push({ path: `${path}.hi`, message: `${name.en}: the Hindi text is not in Devanagari script`, hi: `${name.hi}: हिन्दी पाठ देवनागरी लिपि में नहीं है` });
  else if (hi === en) problems.push({ path: `${path}.hi`, message: `${name.en}: the Hindi text is the same as the English text`, hi: `${name.hi}: हिन्दी पाठ अंग्रेज़ी पाठ जैसा ही है` });
  return problems;
}