import type { Text } from '../generated/catalogue';

/**
 * Messages the engine gives, in both languages. The wording of spec §5 and §8
 * and the Hindi of GLOSSARY.md; one text for one idea.
 */
export const engineMessages = {
  required: { en: 'This is required', hi: 'यह आवश्यक है' },
  attachmentMandatory: { en: 'Attachment is mandatory', hi: 'संलग्नक अनिवार्य है' },
  notAnInteger: { en: 'Enter a whole number', hi: 'पूर्ण संख्या दर्ज करें' },
  notANumber: { en: 'Enter a number', hi: 'संख्या दर्ज करें' },
  negative: { en: 'The number cannot be negative', hi: 'संख्या ऋणात्मक नहीं हो सकती' },
  tooLarge: { en: 'The number is larger than allowed', hi: 'संख्या अनुमत सीमा से अधिक है' },
  atLeast: { en: 'The number must be at least {limit}', hi: 'संख्या कम से कम {limit} होनी चाहिए' },
  atMost: { en: 'The number cannot be more than {limit}', hi: 'संख्या {limit} से अधिक नहीं हो सकती' },
  invalidValue: { en: 'Enter a valid value', hi: 'मान्य मान दर्ज करें' },
  percentRange: { en: 'Enter a percentage from 0 to 100', hi: '0 से 100 के बीच प्रतिशत दर्ज करें' },
  notAnOption: { en: 'Choose one of the given options', hi: 'दिए गए विकल्पों में से एक चुनें' },
  notApplicableNotAllowed: { en: 'Not Applicable cannot be chosen for this question', hi: 'इस प्रश्न के लिए "लागू नहीं" नहीं चुना जा सकता' },
  unknownQuestion: { en: 'This question is not part of the form', hi: 'यह प्रश्न फ़ॉर्म का भाग नहीं है' },
  fromSchoolInfo: { en: 'Taken from the school information; change it there.', hi: 'विद्यालय की जानकारी से लिया गया; इसे वहीं बदलें।' },
  computedReadOnly: { en: 'This value is calculated automatically', hi: 'यह मान स्वतः गणना किया जाता है' },
  notMoreThan: { en: 'Cannot be more than the answer to {other}', hi: '{other} के उत्तर से अधिक नहीं हो सकता' },
  hiddenQuestion: { en: 'This question does not apply to the answers given', hi: 'दिए गए उत्तरों के अनुसार यह प्रश्न लागू नहीं होता' },
  notApplicable: { en: 'Not Applicable', hi: 'लागू नहीं' },
  exclusiveCombined: { en: '"{option}" cannot be chosen together with other options', hi: '"{option}" को अन्य विकल्पों के साथ नहीं चुना जा सकता' },
} satisfies Record<string, Text>;

export type EngineMessageKey = keyof typeof engineMessages;

/** Fills {name} placeholders of a message; `hiVars` gives values of their own to the Hindi (an option's Hindi label). */
export function formatMessage(text: Text, vars: Record<string, string> = {}, hiVars: Record<string, string> = vars): Text {
  const fill = (s: string, v: Record<string, string>): string => s.replace(/\{(\w+)\}/g, (_, k: string) => v[k] ?? `{${k}}`);
  return { en: fill(text.en, vars), hi: fill(text.hi, hiVars) };
}
