import type { Text } from '../../engine';

/**
 * Approval of catalogue drafts by a second officer and the freeze of cycles whose submission
 * window is open (issue 27), with the glossary's Hindi (अनुमोदित करें, वापस भेजें, कार्यालय आदेश संख्या).
 */
export const catalogueApprovalMessages = {
  catalogueAwaitingApproval: {
    en: 'This draft has been sent for approval and cannot be changed until an approving officer sends it back.',
    hi: 'यह प्रारूप अनुमोदन के लिए भेजा जा चुका है और अनुमोदन करने वाले अधिकारी द्वारा वापस भेजे जाने तक बदला नहीं जा सकता।',
  },
  catalogueNotAwaitingApproval: {
    en: 'This draft has not been sent for approval (or was sent back meanwhile). The author must send it for approval first.',
    hi: 'यह प्रारूप अनुमोदन के लिए नहीं भेजा गया है (या इस बीच वापस भेज दिया गया)। पहले लेखक इसे अनुमोदन के लिए भेजें।',
  },
  catalogueSentAgain: {
    en: 'This draft was sent back and sent for approval again after you opened it. Read it again before approving.',
    hi: 'आपके खोलने के बाद यह प्रारूप वापस भेजा गया और फिर से अनुमोदन के लिए भेजा गया। अनुमोदित करने से पहले इसे फिर से पढ़ें।',
  },
  catalogueOwnDraft: {
    en: 'You wrote or changed this draft; another officer must approve it.',
    hi: 'यह प्रारूप आपने लिखा या बदला है; इसे किसी अन्य अधिकारी को अनुमोदित करना होगा।',
  },
  catalogueApprovalProblems: {
    en: 'The draft cannot be sent for approval until the problems listed are fixed.',
    hi: 'सूची में दी गई समस्याएँ ठीक होने तक प्रारूप अनुमोदन के लिए नहीं भेजा जा सकता।',
  },
  catalogueApprovalReason: {
    en: 'Write why this version is needed (up to 1000 characters).',
    hi: 'लिखें कि इस संस्करण की आवश्यकता क्यों है (अधिकतम 1000 अक्षर)।',
  },
  catalogueOrderNumber: {
    en: 'Enter the office order number (up to 100 characters).',
    hi: 'कार्यालय आदेश संख्या दर्ज करें (अधिकतम 100 अक्षर)।',
  },
  catalogueOrderDate: {
    en: 'The date of the office order must be a calendar date (YYYY-MM-DD).',
    hi: 'कार्यालय आदेश की तिथि कैलेंडर की वास्तविक तिथि होनी चाहिए।',
  },
  catalogueReturnComment: {
    en: 'Write what must change before the draft can be approved (up to 2000 characters).',
    hi: 'लिखें कि प्रारूप अनुमोदित होने से पहले क्या बदलना है (अधिकतम 2000 अक्षर)।',
  },
  catalogueSentForApproval: { en: 'Sent for approval.', hi: 'अनुमोदन के लिए भेजा गया।' },
  catalogueReturned: { en: 'The draft was sent back to its author.', hi: 'प्रारूप उसके लेखक को वापस भेजा गया।' },
  cycleWindowOpen: {
    en: 'The submission window of this cycle is open, so its forms stay on their version. Only an officer who may approve catalogue versions can move them, giving a reason.',
    hi: 'इस चक्र की प्रस्तुति अवधि खुली है, इसलिए इसके फ़ॉर्म अपने संस्करण पर रहते हैं। केवल प्रश्न सूची संस्करण अनुमोदित करने वाला अधिकारी कारण देकर इन्हें ले जा सकता है।',
  },
  cycleWindowOpenApprover: {
    en: 'The submission window of this cycle is open: only an officer who may approve catalogue versions can move its forms.',
    hi: 'इस चक्र की प्रस्तुति अवधि खुली है: केवल प्रश्न सूची संस्करण अनुमोदित करने वाला अधिकारी इसके फ़ॉर्म ले जा सकता है।',
  },
  cycleMoveReason: {
    en: 'Write why the forms must move while schools are still answering (up to 1000 characters).',
    hi: 'लिखें कि विद्यालयों के उत्तर देते समय ही फ़ॉर्म क्यों ले जाने हैं (अधिकतम 1000 अक्षर)।',
  },
} as const satisfies Record<string, Text>;

/** The open-window refusal with the cycle and its last day in it, in both languages. */
export function cycleWindowOpenText(cycle: string, endsOn: string | null, approver: boolean): Text {
  const until = endsOn
    ? { en: `Cycle “${cycle}” takes answers until its last day, ${endsOn}`, hi: `चक्र “${cycle}” अपने अंतिम दिन, ${endsOn} तक उत्तर लेता है` }
    : { en: `Cycle “${cycle}” has no last day and takes answers while it runs`, hi: `चक्र “${cycle}” का कोई अंतिम दिन नहीं है और चलते रहने तक उत्तर लेता है` };
  const then = approver
    ? { en: 'so its forms stay on their version unless you give a reason for moving them now.', hi: 'इसलिए इसके फ़ॉर्म अपने संस्करण पर रहते हैं, जब तक आप उन्हें अभी ले जाने का कारण न दें।' }
    : {
        en: 'so its forms stay on their version; only an officer who may approve catalogue versions can move them, giving a reason.',
        hi: 'इसलिए इसके फ़ॉर्म अपने संस्करण पर रहते हैं; केवल प्रश्न सूची संस्करण अनुमोदित करने वाला अधिकारी कारण देकर इन्हें ले जा सकता है।',
      };
  return { en: `${until.en}, ${then.en}`, hi: `${until.hi}, ${then.hi}` };
}
