import type { Text } from '../generated/catalogue';

/** The two languages of the product. */
export type Lang = 'en' | 'hi';

/** Picks the text of a language; English when the language is unknown. */
export function pick(text: Text, lang: Lang): string {
  return text[lang] ?? text.en;
}

/** Reads a language tag (Accept-Language, localStorage) into one of ours. */
export function toLang(tag: string | null | undefined): Lang {
  return tag && tag.trim().toLowerCase().startsWith('hi') ? 'hi' : 'en';
}
