import type { Text } from '../../engine';

/** Messages of cycles, complaints, bulk actions and per-question review, in both languages (GLOSSARY.md terms). */
export const lifecycleMessages = {
  // cycles (spec §5, §8)
  enterCycleName: { en: 'Please enter cycle name', hi: 'कृपया चक्र का नाम दर्ज करें' },
  createCycleFailed: { en: 'Error creating new cycle', hi: 'नया चक्र बनाने में त्रुटि' },
  cycleNameExists: { en: 'A cycle with this name already exists', hi: 'इस नाम का चक्र पहले से मौजूद है' },
  cycleWrongState: { en: "This action is not allowed in the cycle's current status", hi: 'चक्र की वर्तमान स्थिति में यह कार्रवाई अनुमत नहीं है' },
  cycleFormsProgressed: {
    en: 'This cycle cannot be deleted: some of its forms have already progressed beyond School Head Initiated',
    hi: 'यह चक्र हटाया नहीं जा सकता: इसके कुछ फ़ॉर्म "विद्यालय प्रमुख द्वारा आरंभ" स्थिति से आगे बढ़ चुके हैं',
  },
  unknownFormat: { en: 'Please choose CSV or XLSX', hi: 'कृपया CSV या XLSX चुनें' },
  cycleEndNotADay: { en: 'This is not a date of the calendar', hi: 'यह कैलेंडर की कोई तिथि नहीं है' },
  cycleEndInPast: { en: 'The last day of a cycle cannot be in the past', hi: 'चक्र का अंतिम दिन बीते हुए समय में नहीं हो सकता' },
  // schools added after a cycle was initiated (the counted success message is in counted.messages.ts)
  cycleNotInitiated: {
    en: 'The forms of this cycle have not been initiated yet. Initiate them for every active school first.',
    hi: 'इस चक्र के फ़ॉर्म अभी आरंभ नहीं किए गए हैं। पहले सभी सक्रिय विद्यालयों के लिए फ़ॉर्म आरंभ करें।',
  },
  cycleClosedForNewForms: { en: 'This cycle is closed; no more forms can be initiated in it', hi: 'यह चक्र बंद है; इसमें अब कोई फ़ॉर्म आरंभ नहीं किया जा सकता' },
  initiateConsentRequired: { en: 'Please accept the declaration before initiating the forms', hi: 'फ़ॉर्म आरंभ करने से पहले कृपया घोषणा स्वीकार करें' },
  noSchoolWithoutForm: { en: 'Every active school already has a form in this cycle', hi: 'इस चक्र में हर सक्रिय विद्यालय का फ़ॉर्म पहले से है' },
  schoolsNotEligible: {
    en: 'Some of the chosen schools are unknown or inactive, so no form was initiated',
    hi: 'चुने गए कुछ विद्यालय अज्ञात या निष्क्रिय हैं, इसलिए कोई फ़ॉर्म आरंभ नहीं किया गया',
  },
  schoolsHaveForm: {
    en: 'Some of the chosen schools already have a form in this cycle, so no form was initiated. Reload the list and try again.',
    hi: 'चुने गए कुछ विद्यालयों का फ़ॉर्म इस चक्र में पहले से है, इसलिए कोई फ़ॉर्म आरंभ नहीं किया गया। सूची फिर से लोड करके दोबारा प्रयास करें।',
  },
  newCycleCreated: { en: 'New cycle created', hi: 'नया चक्र बनाया गया' },
  cycleStatusUpdated: { en: 'Cycle status updated', hi: 'चक्र की स्थिति अद्यतन की गई' },
  formsMigrated: { en: 'The forms were moved to the new version of the question catalogue', hi: 'फ़ॉर्म प्रश्न सूची के नए संस्करण पर ले जाए गए' },
  // form status change and review
  statusNotAllowed: { en: 'This status cannot be selected for the form now', hi: 'फ़ॉर्म के लिए यह स्थिति अभी नहीं चुनी जा सकती' },
  notAtYourLevel: { en: 'The form is not at your review level', hi: 'फ़ॉर्म आपके समीक्षा स्तर पर नहीं है' },
  statusUpdated: { en: 'Status updated', hi: 'स्थिति अद्यतन की गई' },
  commentFailed: { en: 'Something went wrong while saving the comment.', hi: 'टिप्पणी सहेजते समय कुछ गड़बड़ी हुई।' },
  commentSaved: { en: 'Comment saved', hi: 'टिप्पणी सहेजी गई' },
  unknownQuestion: { en: 'There is no such question in this form', hi: 'इस फ़ॉर्म में ऐसा कोई प्रश्न नहीं है' },
  // external evaluation
  externalNotOpen: {
    en: 'External evaluation can be entered only after the audit is initiated, while the form is with the district',
    hi: 'बाह्य मूल्यांकन के उत्तर केवल बाह्य मूल्यांकन आरंभ होने के बाद, फ़ॉर्म के जिला स्तर पर रहते हुए ही दर्ज किए जा सकते हैं',
  },
  // bulk
  bulkDone: { en: 'Form status saved', hi: 'फ़ॉर्म की स्थिति सहेजी गई' },
  // complaints
  enterSubject: { en: 'Please enter the subject and description', hi: 'कृपया विषय और विवरण दर्ज करें' },
  complaintRaised: { en: 'Complaint raised', hi: 'शिकायत दर्ज की गई' },
  complaintStatusUpdated: { en: 'Complaint status updated', hi: 'शिकायत की स्थिति अद्यतन की गई' },
  complaintWrongState: { en: "This action is not allowed in the complaint's current status", hi: 'शिकायत की वर्तमान स्थिति में यह कार्रवाई अनुमत नहीं है' },
  complaintClosed: { en: 'This complaint is closed', hi: 'यह शिकायत बंद हो चुकी है' },
} as const satisfies Record<string, Text>;
