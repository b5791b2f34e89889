import type { Text } from '../../engine';

/**
 * The report card's labels, for the PDF the server writes. The same words as the report card
 * screen (web/locales), so the paper and the screen read alike. `{0}`, `{1}` are filled in order.
 */
export const reportMessages = {
  reportProduct: { en: 'School Accreditation', hi: 'विद्यालय प्रत्यायन' },
  reportTitle: { en: 'Accreditation report card', hi: 'प्रत्यायन रिपोर्ट कार्ड' },
  reportUdise: { en: 'UDISE code', hi: 'यूडाइस कोड' },
  reportSchoolCode: { en: 'School code', hi: 'विद्यालय कोड' },
  reportDistrict: { en: 'District', hi: 'जिला' },
  reportBlock: { en: 'Block', hi: 'खंड' },
  reportCycle: { en: 'Cycle', hi: 'चक्र' },
  reportCatalogue: { en: 'Question catalogue version', hi: 'प्रश्न सूची का संस्करण' },
  reportCode: { en: 'Report code', hi: 'रिपोर्ट कोड' },
  reportDate: { en: 'Date of the report card', hi: 'रिपोर्ट कार्ड की तिथि' },
  reportScore: { en: 'Score', hi: 'अंक' },
  reportGrade: { en: 'Grade', hi: 'ग्रेड' },
  reportExternal: { en: 'External evaluation', hi: 'बाह्य मूल्यांकन' },
  reportDomainScores: { en: 'Domain scores', hi: 'क्षेत्रवार अंक' },
  reportDomain: { en: 'Domain', hi: 'क्षेत्र' },
  reportWeight: { en: 'Weight', hi: 'भार' },
  reportCapped: {
    en: 'The score alone would give grade {0}. A critical question was not met, so the grade is {1}.',
    hi: 'केवल अंकों से ग्रेड {0} मिलता। एक निर्णायक प्रश्न पूरा नहीं हुआ, इसलिए ग्रेड {1} है।',
  },
  reportPriorities: { en: 'Improvement priorities', hi: 'सुधार की प्राथमिकताएँ' },
  reportPrioritiesNote: { en: 'The weakest areas first, with the questions that lost the most points.', hi: 'सबसे कमज़ोर उप-क्षेत्र पहले, उन प्रश्नों के साथ जिनमें सबसे अधिक अंक कटे।' },
  reportCritical: { en: 'Critical questions', hi: 'निर्णायक प्रश्न' },
  reportCriticalNote: {
    en: 'A school that does not meet one of these cannot get a grade above the one shown.',
    hi: 'जो विद्यालय इनमें से किसी को पूरा नहीं करता, उसे दिखाए गए ग्रेड से ऊपर का ग्रेड नहीं मिल सकता।',
  },
  reportMet: { en: 'Met', hi: 'पूरा हुआ' },
  reportNotMet: { en: 'Not met', hi: 'पूरा नहीं हुआ' },
  reportHighestIfNotMet: { en: 'Highest grade if not met: {0}', hi: 'पूरा न होने पर अधिकतम ग्रेड: {0}' },
  reportNotApplicable: { en: 'Not Applicable', hi: 'लागू नहीं' },
  reportNotApplicableNote: { en: 'These questions count in neither the points earned nor the points possible.', hi: 'ये प्रश्न न अर्जित अंकों में गिने जाते हैं, न संभव अंकों में।' },
  reportBaseZero: { en: '(its base is zero)', hi: '(इसका आधार शून्य है)' },
  reportChosen: { en: '(chosen by the school)', hi: '(विद्यालय द्वारा चुना गया)' },
  reportWhyNotApplicable: { en: 'Why not applicable:', hi: 'लागू न होने का कारण:' },
  reportNoReason: { en: 'No reason given', hi: 'कोई कारण नहीं दिया गया' },
  reportGradeScale: { en: 'Grade scale', hi: 'ग्रेड की श्रेणियाँ' },
  reportBandTop: { en: '{0} or more', hi: '{0} या अधिक' },
  reportBand: { en: '{0} to less than {1}', hi: '{0} या अधिक, पर {1} से कम' },
  reportApprovedBy: { en: 'Approved by', hi: 'अनुमोदनकर्ता' },
  reportVerify: { en: 'Verify this report card', hi: 'इस रिपोर्ट कार्ड का सत्यापन करें' },
  reportVerifyNote: { en: 'Scan the code or open the address to check the report code with the department.', hi: 'कोड स्कैन करें या पता खोलें, विभाग से रिपोर्ट कोड की जाँच हो जाएगी।' },
  reportPage: { en: 'Page {0} of {1}', hi: 'पृष्ठ {0} / {1}' },
  reportNotFound: { en: 'No report card has this code. Check the code and the address.', hi: 'इस कोड का कोई रिपोर्ट कार्ड नहीं है। कोड और पता जाँचें।' },
} as const satisfies Record<string, Text>;

/** Fills `{0}`, `{1}` ... in order. */
export function fillIn(text: string, ...values: (string | number)[]): string {
  return text.replace(/\{(\d+)\}/g, (whole, i: string) => (values[Number(i)] === undefined ? whole : String(values[Number(i)])));
}
