import type { Lang, Text } from '../../engine';
import { peopleMessages } from './people.messages';
import { lifecycleMessages } from './lifecycle.messages';
import { dashboardMessages } from './dashboard.messages';
import { reportMessages } from './report.messages';
import { catalogueEditMessages } from './catalogue-edit.messages';
import { catalogueImpactMessages } from './catalogue-impact.messages';
import { catalogueCommentMessages } from './catalogue-comments.messages';
import { catalogueNoticeMessages } from './catalogue-notice.messages';
import { testSchoolMessages } from './test-schools.messages';
import { catalogueApprovalMessages } from './catalogue-approval.messages';
import { listPagingMessages } from './list-paging.messages';

/**
 * Every message the server sends, in both languages: the texts of spec §5 and
 * §8 with the Hindi of GLOSSARY.md, and a few of our own in the same register.
 * Feature areas keep theirs in their own file (people, lifecycle, dashboard).
 */
const coreMessages = {
  saveFailed: { en: 'Error While saving data!!', hi: 'डेटा सहेजते समय त्रुटि हुई!' },
  updateFailed: { en: 'Error While updating data!!', hi: 'डेटा अद्यतन करते समय त्रुटि हुई!' },
  loginNameExists: { en: 'Login name already exists!!', hi: 'यह लॉगिन नाम पहले से मौजूद है!' },
  statusUpdateFailed: { en: 'Error updating form status', hi: 'फ़ॉर्म की स्थिति अद्यतन करने में त्रुटि' },
  alreadyInitiated: { en: 'You have already initiated the accreditation forms of this cycle. Please check.', hi: 'आप इस चक्र के प्रत्यायन फ़ॉर्म पहले ही आरंभ कर चुके हैं। कृपया जाँच करें।' },
  actionFailed: { en: 'Error while performing action!', hi: 'कार्रवाई करते समय त्रुटि हुई!' },
  tryLater: { en: 'Error!! Please try after sometime', hi: 'त्रुटि! कृपया कुछ समय बाद पुनः प्रयास करें' },
  somethingWrong: { en: 'Something went wrong', hi: 'कुछ गड़बड़ी हुई' },
  attachmentMandatory: { en: 'Attachment is mandatory', hi: 'संलग्नक अनिवार्य है' },
  naReasonRequired: { en: 'Please give a reason for each "Not Applicable" answer', hi: 'कृपया हर "लागू नहीं" उत्तर का कारण लिखें' },
  naReasonNotTaken: { en: 'A reason can be given only with a "Not Applicable" answer', hi: 'कारण केवल "लागू नहीं" उत्तर के साथ दिया जा सकता है' },
  noRecords: { en: 'No records found!', hi: 'कोई रिकॉर्ड नहीं मिला!' },
  noData: { en: 'No data found!', hi: 'कोई डेटा नहीं मिला!' },
  required: { en: 'This is required', hi: 'यह आवश्यक है' },
  updateSchoolInfoFirst: { en: 'Please Update School Information First', hi: 'कृपया पहले विद्यालय की जानकारी अद्यतन करें' },
  schoolSearchMin: { en: 'Please enter at least 3 characters for the school name.', hi: 'कृपया विद्यालय के नाम के कम से कम 3 अक्षर दर्ज करें।' },
  enterLoginName: { en: 'Please enter login name', hi: 'कृपया लॉगिन नाम दर्ज करें' },
  invalidCredentials: { en: 'Invalid login name or password', hi: 'लॉगिन नाम या पासवर्ड गलत है' },
  accountInactive: { en: 'This account is inactive. Please contact the administrator.', hi: 'यह खाता निष्क्रिय है। कृपया प्रशासक से संपर्क करें।' },
  unauthorized: { en: 'Your session has expired. Please sign in again.', hi: 'आपका सत्र समाप्त हो गया है। कृपया फिर से साइन इन करें।' },
  forbidden: { en: 'You do not have permission for this action', hi: 'आपको इस कार्य की अनुमति नहीं है' },
  invalidRequest: { en: 'The request is not valid', hi: 'अनुरोध मान्य नहीं है' },
  schoolInfoLocked: {
    en: 'The school information cannot be changed while the form is with the reviewers or after the report card. It opens again if the form is sent back.',
    hi: 'फ़ॉर्म समीक्षकों के पास रहते हुए या रिपोर्ट कार्ड जारी होने के बाद विद्यालय की जानकारी नहीं बदली जा सकती। फ़ॉर्म वापस भेजे जाने पर यह फिर से खुल जाती है।',
  },
  nothingToMigrate: {
    en: 'No form of this cycle can move to that version: every form is already on it or has been submitted.',
    hi: 'इस चक्र का कोई फ़ॉर्म उस संस्करण पर नहीं ले जाया जा सकता: सभी फ़ॉर्म पहले से उसी पर हैं या प्रस्तुत किए जा चुके हैं।',
  },
  catalogueVersionPublished: {
    en: 'This version is published and can no longer be changed. Start a draft from it.',
    hi: 'यह संस्करण प्रकाशित है और अब बदला नहीं जा सकता। इससे नया प्रारूप शुरू करें।',
  },
  catalogueEditConflict: {
    en: 'This part of the draft was changed after you opened it (by someone else, or by you in another tab).',
    hi: 'आपके खोलने के बाद प्रारूप का यह भाग बदल दिया गया है (किसी और ने, या आपने किसी दूसरे टैब में)।',
  },
  catalogueDraftBaseStale: {
    en: 'This draft was started from an older version than the newest published one. Bring in the newest version’s changes first, so publishing does not undo them.',
    hi: 'यह प्रारूप नवीनतम प्रकाशित संस्करण से पुराने संस्करण से शुरू किया गया था। पहले नवीनतम संस्करण के परिवर्तन इसमें लाएँ, ताकि प्रकाशित करने पर वे मिट न जाएँ।',
  },
  catalogueRebaseChoices: {
    en: 'Choose, for every part changed in both, whether to keep the draft’s or take the newest version’s.',
    hi: 'दोनों में बदले गए हर भाग के लिए चुनें कि प्रारूप का रखना है या नवीनतम संस्करण का लेना है।',
  },
  recordChanged: {
    en: 'Someone else changed this after you opened it. Load their version, or save yours over it.',
    hi: 'आपके खोलने के बाद किसी और ने इसे बदल दिया है। उनका संस्करण लें, या अपने परिवर्तन उस पर सहेजें।',
  },
  catalogueHindiToRecheck: {
    en: 'Some Hindi texts are still to re-check: their English changed after the Hindi was written. Check them, or publish anyway.',
    hi: 'कुछ हिन्दी पाठ अभी पुनः जाँचने हैं: हिन्दी लिखे जाने के बाद उनका अंग्रेज़ी पाठ बदला गया। उन्हें जाँचें, या फिर भी प्रकाशित करें।',
  },
  catalogueQuestionInUse: {
    en: 'Other questions depend on this one (condition, formula or limit). Change them first.',
    hi: 'अन्य प्रश्न इस प्रश्न पर निर्भर हैं (शर्त, सूत्र या सीमा)। पहले उन्हें बदलें।',
  },
  catalogueMoveBreaksOrder: {
    en: 'This move would put a question before the question its condition, limit or formula uses. Nothing was moved.',
    hi: 'यह स्थानांतरण किसी प्रश्न को उस प्रश्न से पहले रख देगा जिस पर उसकी शर्त, सीमा या सूत्र निर्भर है। कुछ नहीं बदला गया।',
  },
  cataloguePublishProblems: { en: 'The draft cannot be published until the problems listed are fixed.', hi: 'सूची में दी गई समस्याएँ ठीक होने तक प्रारूप प्रकाशित नहीं किया जा सकता।' },
  catalogueImportProblems: { en: 'The file is not a usable question catalogue; nothing was changed.', hi: 'यह फ़ाइल उपयोग योग्य प्रश्न सूची नहीं है; कुछ नहीं बदला गया।' },
  catalogueTextsApplied: { en: 'The texts from the sheet are in the draft.', hi: 'शीट के पाठ प्रारूप में जोड़ दिए गए हैं।' },
  catalogueVersionUnknown: { en: 'Choose a published version of the question catalogue', hi: 'प्रश्न सूची का कोई प्रकाशित संस्करण चुनें' },
  controlCharacter: { en: 'The text contains a character that cannot be saved. Remove it and try again.', hi: 'पाठ में ऐसा वर्ण है जिसे सहेजा नहीं जा सकता। उसे हटाकर फिर से प्रयास करें।' },
  wrongState: { en: "This action is not allowed in the form's current status", hi: 'फ़ॉर्म की वर्तमान स्थिति में यह कार्रवाई अनुमत नहीं है' },
  consentRequired: { en: 'Please accept the declaration before submitting', hi: 'प्रस्तुत करने से पहले कृपया घोषणा स्वीकार करें' },
  incomplete: { en: 'Please answer all required questions before submitting', hi: 'प्रस्तुत करने से पहले कृपया सभी आवश्यक प्रश्नों के उत्तर दें' },
  reasonRequired: { en: 'Please select a reason', hi: 'कृपया कारण चुनें' },
  addComment: { en: 'Please add comment', hi: 'कृपया टिप्पणी जोड़ें' },
  selectStatus: { en: 'Please select status', hi: 'कृपया स्थिति चुनें' },
  concurrentChange: {
    en: 'The form was changed by someone else just now. Please reload and try again.',
    hi: 'फ़ॉर्म अभी किसी अन्य उपयोगकर्ता द्वारा बदला गया है। कृपया पृष्ठ पुनः लोड करके फिर से प्रयास करें।',
  },
  answerConflict: {
    en: 'Some answers were changed on the server since you opened the form. Choose which to keep.',
    hi: 'फ़ॉर्म खोलने के बाद कुछ उत्तर सर्वर पर बदल गए हैं। चुनें कि कौन-सा उत्तर रखना है।',
  },
  formClosed: { en: 'This cycle is closed; its forms can no longer be changed', hi: 'यह चक्र बंद है; इसके फ़ॉर्म अब बदले नहीं जा सकते' },
  reportNotReady: { en: 'The report card has not been generated yet', hi: 'रिपोर्ट कार्ड अभी जारी नहीं हुआ है' },
  uploadFailed: { en: 'Something went wrong while uploading the file(s).', hi: 'फ़ाइल अपलोड करते समय कुछ गड़बड़ी हुई।' },
  fileTooLarge: { en: 'The file is larger than 10 MB', hi: 'फ़ाइल 10 MB से बड़ी है' },
  tooManyFilesInUpload: { en: 'At most 10 files can be uploaded at a time', hi: 'एक बार में अधिकतम 10 फ़ाइलें अपलोड की जा सकती हैं' },
  tooManyFilesOnQuestion: { en: 'A question can have at most 10 files. Delete one before adding more.', hi: 'एक प्रश्न में अधिकतम 10 फ़ाइलें हो सकती हैं। और जोड़ने से पहले कोई फ़ाइल हटाएँ।' },
  tooManyFilesOnForm: { en: 'A form can have at most 300 files. Delete some before adding more.', hi: 'एक फ़ॉर्म में अधिकतम 300 फ़ाइलें हो सकती हैं। और जोड़ने से पहले कुछ फ़ाइलें हटाएँ।' },
  uploadQuotaReached: { en: 'You have uploaded 500 MB in the last hour. Please try again later.', hi: 'आपने पिछले एक घंटे में 500 MB अपलोड किया है। कृपया कुछ समय बाद पुनः प्रयास करें।' },
  fileTypeNotAllowed: { en: 'Only PDF, JPEG, PNG, WebP, DOCX and XLSX files can be uploaded', hi: 'केवल PDF, JPEG, PNG, WebP, DOCX और XLSX फ़ाइलें अपलोड की जा सकती हैं' },
  deleteDocumentFailed: { en: 'Error while deleting document!', hi: 'दस्तावेज़ हटाते समय त्रुटि हुई!' },
  // success
  dataSaved: { en: 'Data saved successfully', hi: 'डेटा सफलतापूर्वक सहेजा गया' },
  dataUpdated: { en: 'Data updated successfully', hi: 'डेटा सफलतापूर्वक अद्यतन किया गया' },
  formStatusSaved: { en: 'Form status saved', hi: 'फ़ॉर्म की स्थिति सहेजी गई' },
  filesUploaded: { en: 'Files uploaded', hi: 'फ़ाइलें अपलोड हो गईं' },
  documentDeleted: { en: 'Document deleted', hi: 'दस्तावेज़ हटा दिया गया' },
  loggedIn: { en: 'Signed in', hi: 'साइन इन हो गया' },
} as const satisfies Record<string, Text>;

export const messages = {
  ...coreMessages,
  ...peopleMessages,
  ...lifecycleMessages,
  ...dashboardMessages,
  ...reportMessages,
  ...catalogueEditMessages,
  ...catalogueCommentMessages,
  ...catalogueImpactMessages,
  ...catalogueNoticeMessages,
  ...testSchoolMessages,
  ...catalogueApprovalMessages,
  ...listPagingMessages,
};

export type MessageKey = keyof typeof messages;

/** The text of a message in one language. */
export function msg(key: MessageKey, lang: Lang): string {
  return messages[key][lang];
}
