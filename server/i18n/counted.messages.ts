import type { Lang, Text } from '../../engine';
import { catalogueCommentCounts } from './catalogue-comments.messages';

/**
 * A message that says how many, in the words each number needs: "1 form" but
 * "2 forms". The forms follow the plural rules of each language (Hindi treats 0
 * and 1 alike); `zero`, where given, says "none" in words instead of "0".
 * `{n}` stands for the number.
 */
export interface CountedText {
  zero?: Text;
  one: Text;
  other: Text;
}

/** The counted messages of cycles (GLOSSARY.md terms). */
export const countedMessages = {
  formsInitiated: {
    zero: { en: 'No accreditation form was initiated: no active school was without one', hi: 'कोई प्रत्यायन फ़ॉर्म आरंभ नहीं किया गया: कोई भी सक्रिय विद्यालय बिना फ़ॉर्म के नहीं था' },
    one: { en: '{n} accreditation form initiated', hi: '{n} प्रत्यायन फ़ॉर्म आरंभ किया गया' },
    other: { en: '{n} accreditation forms initiated', hi: '{n} प्रत्यायन फ़ॉर्म आरंभ किए गए' },
  },
  auditInitiated: {
    zero: { en: 'External evaluation initiated; no form of the cycle was open for it', hi: 'बाह्य मूल्यांकन आरंभ किया गया; चक्र का कोई भी फ़ॉर्म इसके लिए खुला नहीं था' },
    one: { en: 'External evaluation initiated for {n} form', hi: '{n} फ़ॉर्म का बाह्य मूल्यांकन आरंभ किया गया' },
    other: { en: 'External evaluation initiated for {n} forms', hi: '{n} फ़ॉर्मों का बाह्य मूल्यांकन आरंभ किया गया' },
  },
  roleLevelUsersLackPlace: {
    one: {
      en: '{n} user of this role has no place at the new scope level: give them one first, or choose another level',
      hi: 'इस भूमिका के {n} उपयोगकर्ता का नए स्तर पर कोई स्थान नहीं है: पहले उन्हें स्थान दें, या कोई अन्य स्तर चुनें',
    },
    other: {
      en: '{n} users of this role have no place at the new scope level: give them one first, or choose another level',
      hi: 'इस भूमिका के {n} उपयोगकर्ताओं का नए स्तर पर कोई स्थान नहीं है: पहले उन्हें स्थान दें, या कोई अन्य स्तर चुनें',
    },
  },
  ...catalogueCommentCounts,
} as const satisfies Record<string, CountedText>;

export type CountedKey = keyof typeof countedMessages;

const locale: Record<Lang, string> = { en: 'en-IN', hi: 'hi-IN' };

function inOneLanguage(text: CountedText, n: number, lang: Lang): string {
  const form = n === 0 && text.zero ? text.zero : new Intl.PluralRules(locale[lang]).select(n) === 'one' ? text.one : text.other;
  return form[lang].replace('{n}', n.toLocaleString(locale[lang]));
}

/** A counted message with its number, in both languages (the envelope picks the caller's). */
export function counted(key: CountedKey, n: number): Text {
  const text: CountedText = countedMessages[key];
  return { en: inOneLanguage(text, n, 'en'), hi: inOneLanguage(text, n, 'hi') };
}
