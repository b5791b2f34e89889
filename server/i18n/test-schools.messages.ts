import type { Text } from '../../engine';

/** The refusals of test schools (server/schools/test-schools.ts, test-school-results.ts), with the glossary's Hindi. */
export const testSchoolMessages = {
  catalogueTestSchoolsFail: {
    en: 'Some test schools do not get the grade they should under this draft. Change the draft, or accept each result with a reason.',
    hi: 'कुछ परीक्षण विद्यालयों को इस प्रारूप में वह ग्रेड नहीं मिलता जो मिलना चाहिए। प्रारूप बदलें, या हर परिणाम को कारण सहित स्वीकार करें।',
  },
  testSchoolPasses: {
    en: 'This test school gets the grade it should under this draft: there is nothing to accept.',
    hi: 'इस परीक्षण विद्यालय को इस प्रारूप में वही ग्रेड मिलता है जो मिलना चाहिए: स्वीकार करने को कुछ नहीं है।',
  },
  testSchoolResultChanged: {
    en: 'The draft changed after you looked: this test school now gets another grade. Look at it again before accepting.',
    hi: 'आपके देखने के बाद प्रारूप बदल गया: इस परीक्षण विद्यालय को अब दूसरा ग्रेड मिलता है। स्वीकार करने से पहले इसे फिर से देखें।',
  },
  testSchoolGradeUnknown: {
    en: 'Choose one of the grades of the version’s grading.',
    hi: 'संस्करण के ग्रेड निर्धारण के ग्रेड में से कोई एक चुनें।',
  },
  testSchoolAnswersInvalid: {
    en: 'Some answers are not accepted by the version they were given against; nothing was saved.',
    hi: 'कुछ उत्तर उस संस्करण में मान्य नहीं हैं जिसके अनुसार वे दिए गए थे; कुछ नहीं सहेजा गया।',
  },
  testSchoolAnswersMissing: {
    en: 'Give the answers, or the form to copy them from.',
    hi: 'उत्तर दें, या वह फ़ॉर्म चुनें जिससे उनकी प्रति ली जाए।',
  },
} as const satisfies Record<string, Text>;
