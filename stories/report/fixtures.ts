import type { ReportScore } from '../../web/api/types';

type Lang = 'en' | 'hi';
export const langOf = (globals: Record<string, unknown>): Lang => (globals.lang === 'hi' ? 'hi' : 'en');

/** A v2 report card of a school held at B by a critical question, in either language (as the server words it). */
export function report(lang: Lang, capped: boolean): ReportScore {
  const hi = lang === 'hi';
  return {
    accrid: 7,
    schoolName: 'Government Senior Secondary School, Saha',
    cycleName: '2026-27',
    score: 82.4,
    grade: capped ? 'B' : 'A',
    gradeLabel: { en: capped ? 'Good' : 'Very good', hi: capped ? 'अच्छा' : 'बहुत अच्छा' },
    domains: [],
    changeNotice: false,
    uncappedGrade: capped ? 'A' : null,
    gradeScale: [
      { grade: 'A+', min: 90, label: hi ? 'अनुकरणीय' : 'Exemplary' },
      { grade: 'A', min: 80, label: hi ? 'बहुत अच्छा' : 'Very good' },
      { grade: 'B', min: 65, label: hi ? 'अच्छा' : 'Good' },
      { grade: 'C', min: 50, label: hi ? 'संतोषजनक' : 'Satisfactory' },
      { grade: 'D', min: 0, label: hi ? 'सुधार अपेक्षित' : 'Needs improvement' },
    ],
    method: hi ? 'प्रत्येक प्रश्न अपने अंकों का प्रतिशत अर्जित करता है…' : 'Each question earns a percentage of its points…',
    critical: [
      {
        questionid: 'Q130',
        label: hi ? 'क्या विद्यालय के पास आपदा प्रबंधन योजना है?' : 'Does the school have a disaster management plan?',
        percent: capped ? 0 : 100,
        passed: !capped,
        maxGrade: 'B',
      },
      { questionid: 'Q137', label: hi ? 'क्या प्राथमिक चिकित्सा किट उपलब्ध है?' : 'Is a first aid kit available?', percent: 100, passed: true, maxGrade: 'B' },
    ],
    notApplicable: [
      { questionid: 'Q022', label: hi ? 'शिकायतों का प्रतिशत' : 'Complaints resolved within 30 days, %', computed: true },
      {
        questionid: 'Q096',
        label: hi ? 'क्या मध्याह्न भोजन रसोई में पकाया जाता है?' : 'Is the mid-day meal cooked in the school kitchen?',
        computed: false,
        reason: hi ? 'विद्यालय में रसोई नहीं है; भोजन संकुल विद्यालय से आता है।' : 'The school has no kitchen; meals come from the cluster school.',
      },
    ],
    priorities: [
      {
        domainId: 'D3',
        subdomainId: 'SD19',
        name: hi ? 'उपचारात्मक शिक्षण' : 'Remedial teaching',
        score: 25,
        nextGrade: 'C',
        advice: hi ? 'अभी 25%। 50% या अधिक पर ग्रेड C (संतोषजनक) बनता है। शुरुआत Q073 से करें।' : 'Now 25%. 50% or more reads as grade C (Satisfactory). Start with Q073.',
        questions: [{ questionid: 'Q073', label: hi ? 'क्या उपचारात्मक कक्षाएँ नियमित होती हैं?' : 'Are remedial classes held regularly?', percent: 0 }],
      },
    ],
  };
}
