import type { Lang, LabelText } from '../../../workflows';

/** The review levels a form passes through after the school. */
export type ReviewLevel = 'dqa' | 'sqa' | 'dept';

/** A form as a workflow mail names it. */
export interface FormRef {
  formId: number;
  schoolCode: string;
  schoolName: string;
}

/**
 * What a workflow mail says, decided when its event is fanned out; the words are written when it is
 * sent, in the recipient's language.
 */
export type WorkflowMail =
  | { type: 'sentBack'; form: FormRef; cycleName: string; by: ReviewLevel; reason: LabelText | null; comment: string | null }
  | { type: 'approved'; form: FormRef; cycleName: string; grade: string | null }
  | { type: 'toReview'; level: ReviewLevel; cycleName: string; forms: FormRef[]; total: number }
  | { type: 'cycleStarted'; cycleName: string; endsOn: string | null; head: boolean }
  | { type: 'cycleEnding'; cycleName: string; endsOn: string; head: boolean };

/** Subject and body of a mail in one language. */
interface Words {
  subject: string;
  lines: string[];
}

const levelName: Record<ReviewLevel, LabelText> = {
  dqa: { en: 'District Quality Assurance (DQA)', hi: 'जिला गुणवत्ता आश्वासन (डीक्यूए)' },
  sqa: { en: 'State Quality Assurance (SQA)', hi: 'राज्य गुणवत्ता आश्वासन (एसक्यूए)' },
  dept: { en: 'the Department', hi: 'विभाग' },
};

/** The screen a mail links to, as a path of the web app. */
export function linkPath(mail: WorkflowMail): string {
  switch (mail.type) {
    case 'sentBack':
      return `/forms/domain?accrid=${mail.form.formId}`;
    case 'approved':
      return `/dashboard/ReportCard?accrid=${mail.form.formId}`;
    case 'toReview':
      return '/dashboard/accreditation';
    default:
      return mail.head ? '/dashboard/accreditationhm' : '/dashboard/accreditation';
  }
}

const school = (f: FormRef) => `${f.schoolName} (${f.schoolCode})`;

function words(mail: WorkflowMail, lang: Lang, link: string): Words {
  const en = lang === 'en';
  switch (mail.type) {
    case 'sentBack': {
      const reason = mail.reason ? mail.reason[lang] : '';
      return {
        subject: en ? `Form sent back: ${mail.form.schoolName}` : `फ़ॉर्म वापस भेजा गया: ${mail.form.schoolName}`,
        lines: [
          en
            ? `${levelName[mail.by].en} has sent the accreditation form of ${school(mail.form)} for the cycle ${mail.cycleName} back for changes.`
            : `${levelName[mail.by].hi} ने चक्र ${mail.cycleName} के लिए ${school(mail.form)} का प्रत्यायन फ़ॉर्म संशोधन हेतु वापस भेजा है।`,
          ...(reason ? [en ? `Reason: ${reason}` : `कारण: ${reason}`] : []),
          ...(mail.comment ? [en ? `Comment: ${mail.comment}` : `टिप्पणी: ${mail.comment}`] : []),
          en ? `Make the changes and submit the form again: ${link}` : `परिवर्तन करके फ़ॉर्म फिर से प्रस्तुत करें: ${link}`,
        ],
      };
    }
    case 'approved':
      return {
        subject: en ? `Report card issued: ${mail.form.schoolName}` : `रिपोर्ट कार्ड जारी: ${mail.form.schoolName}`,
        lines: [
          en
            ? `The Department has approved the accreditation form of ${school(mail.form)} for the cycle ${mail.cycleName}; the report card is issued.`
            : `विभाग ने चक्र ${mail.cycleName} के लिए ${school(mail.form)} का प्रत्यायन फ़ॉर्म अनुमोदित कर दिया है; रिपोर्ट कार्ड जारी हो गया है।`,
          ...(mail.grade ? [en ? `Grade: ${mail.grade}` : `ग्रेड: ${mail.grade}`] : []),
          en ? `See the report card: ${link}` : `रिपोर्ट कार्ड देखें: ${link}`,
        ],
      };
    case 'toReview': {
      const more = mail.total - mail.forms.length;
      return {
        subject: en
          ? mail.total === 1
            ? `A form to review: ${mail.forms[0]?.schoolName ?? ''}`
            : `${mail.total} forms to review`
          : mail.total === 1
            ? `समीक्षा हेतु फ़ॉर्म: ${mail.forms[0]?.schoolName ?? ''}`
            : `समीक्षा हेतु ${mail.total} फ़ॉर्म`,
        lines: [
          en
            ? `${mail.total === 1 ? 'This accreditation form has' : `These ${mail.total} accreditation forms have`} reached ${levelName[mail.level].en} in the cycle ${mail.cycleName}:`
            : `चक्र ${mail.cycleName} में ये प्रत्यायन फ़ॉर्म (${mail.total}) ${levelName[mail.level].hi} के पास समीक्षा हेतु पहुँचे हैं:`,
          ...mail.forms.map((f) => `  ${school(f)}`),
          ...(more > 0 ? [en ? `  and ${more} more` : `  और ${more} अन्य`] : []),
          en ? `Open the accreditation list: ${link}` : `प्रत्यायन सूची खोलें: ${link}`,
        ],
      };
    }
    case 'cycleStarted':
      return {
        subject: en ? `Accreditation cycle ${mail.cycleName} has started` : `प्रत्यायन चक्र ${mail.cycleName} आरंभ हो गया है`,
        lines: [
          en ? `The accreditation forms of the cycle ${mail.cycleName} have been initiated.` : `चक्र ${mail.cycleName} के प्रत्यायन फ़ॉर्म आरंभ कर दिए गए हैं।`,
          ...(mail.endsOn ? [en ? `The cycle ends on ${mail.endsOn}.` : `चक्र ${mail.endsOn} को समाप्त होगा।`] : []),
          mail.head
            ? en
              ? `Fill in the self-evaluation of your school and submit it: ${link}`
              : `अपने विद्यालय का स्व-मूल्यांकन भरें और प्रस्तुत करें: ${link}`
            : en
              ? `Follow the forms of your schools: ${link}`
              : `अपने विद्यालयों के फ़ॉर्म देखें: ${link}`,
        ],
      };
    case 'cycleEnding':
      return {
        subject: en ? `Accreditation cycle ${mail.cycleName} ends on ${mail.endsOn}` : `प्रत्यायन चक्र ${mail.cycleName} ${mail.endsOn} को समाप्त होगा`,
        lines: [
          en ? `The accreditation cycle ${mail.cycleName} ends on ${mail.endsOn}.` : `प्रत्यायन चक्र ${mail.cycleName} ${mail.endsOn} को समाप्त होगा।`,
          mail.head
            ? en
              ? `If your form is not submitted yet, complete and submit it before then: ${link}`
              : `यदि आपका फ़ॉर्म अभी प्रस्तुत नहीं हुआ है, तो उससे पहले उसे पूरा करके प्रस्तुत करें: ${link}`
            : en
              ? `Complete the reviews in your hands before then: ${link}`
              : `आपके पास लंबित समीक्षाएँ उससे पहले पूरी करें: ${link}`,
        ],
      };
  }
}

const footer: LabelText = {
  en: 'You receive this because workflow e-mails are on in your profile; you can switch them off there.',
  hi: 'आपको यह ई-मेल इसलिए मिला है क्योंकि आपकी प्रोफ़ाइल में कार्यप्रवाह ई-मेल चालू हैं; आप उन्हें वहीं बंद कर सकते हैं।',
};

/**
 * The subject and text of a workflow mail: in the reader's language when it is known, otherwise
 * English and Hindi in one message (as the account mails).
 */
export function renderWorkflowMail(mail: WorkflowMail, appUrl: string, lang: Lang | null, profileUrl = `${appUrl}/user/UserProfile`): { subject: string; text: string } {
  const link = `${appUrl}${linkPath(mail)}`;
  const langs: Lang[] = lang ? [lang] : ['en', 'hi'];
  const parts = langs.map((l) => words(mail, l, link));
  return {
    subject: parts.map((p) => p.subject).join(' / '),
    text: langs.map((l, i) => [...parts[i].lines, '', `${footer[l]} ${profileUrl}`].join('\n')).join('\n\n'),
  };
}
