// A small domain of the catalogue as the server gives it (POST /v1/form/json), in both languages.
import type { DomainSummary, JsonObject } from '../../web/api/types';
import type { EvidenceDocument, QuestionComment, QuestionReview } from '../../web/form/questionStore';

type Lang = 'en' | 'hi';
const tr = (lang: Lang, en: string, hi: string) => (lang === 'hi' ? hi : en);

const yesNo = (lang: Lang) => [
  { const: 'YN1', title: tr(lang, 'Yes', 'हाँ') },
  { const: 'YN2', title: tr(lang, 'No', 'नहीं') },
];

/** Schema of a domain with a yes/no question and its follow-ups, counts, a computed share, frequencies and a multiple choice. */
export function domainSchema(lang: Lang): JsonObject {
  return {
    type: 'object',
    title: tr(lang, 'School Leadership and Management', 'विद्यालय नेतृत्व एवं प्रबंधन'),
    properties: {
      Q001: {
        title: tr(
          lang,
          'Q001. Has the school prepared a School Development Plan for the session 2022-2023?',
          'Q001. क्या विद्यालय ने सत्र 2022-2023 के लिए विद्यालय विकास योजना तैयार की है?',
        ),
        description: tr(lang, 'A written plan of priorities, targets and activities for the year.', 'वर्ष की प्राथमिकताओं, लक्ष्यों एवं गतिविधियों की लिखित योजना।'),
        type: 'string',
        oneOf: yesNo(lang),
      },
      Q004: {
        title: tr(lang, 'Q004. How many teachers are in position?', 'Q004. कितने शिक्षक कार्यरत हैं?'),
        type: 'integer',
        minimum: 0,
      },
      Q005: {
        title: tr(lang, 'Q005. How many teachers were present on the day of the visit?', 'Q005. भ्रमण के दिन कितने शिक्षक उपस्थित थे?'),
        type: 'integer',
        minimum: 0,
      },
      Q006: {
        title: tr(lang, 'Q006. Teachers present as a percentage of teachers in position (calculated automatically)', 'Q006. कार्यरत शिक्षकों में उपस्थित शिक्षकों का प्रतिशत (स्वतः गणना)'),
        type: ['number', 'null'],
        readOnly: true,
      },
      Q007: {
        title: tr(lang, 'Q007. How often does the School Management Committee (SMC) meet?', 'Q007. विद्यालय प्रबंधन समिति (एसएमसी) की बैठक कितनी बार होती है?'),
        type: 'string',
        oneOf: [
          { const: 'FQ1', title: tr(lang, 'Weekly', 'साप्ताहिक') },
          { const: 'FQ2', title: tr(lang, 'Monthly', 'मासिक') },
          { const: 'FQ3', title: tr(lang, 'Quarterly', 'त्रैमासिक') },
          { const: 'FQ4', title: tr(lang, 'Yearly', 'वार्षिक') },
          { const: 'FQ5', title: tr(lang, 'Never', 'कभी नहीं') },
        ],
      },
      Q008: {
        title: tr(lang, 'Q008. Percentage of students with attendance of 75 percent or more', 'Q008. 75 प्रतिशत या अधिक उपस्थिति वाले विद्यार्थियों का प्रतिशत'),
        type: 'number',
        minimum: 0,
        maximum: 100,
      },
    },
    required: ['Q001', 'Q004', 'Q005', 'Q007'],
    allOf: [
      {
        if: { properties: { Q001: { const: 'YN1' } }, required: ['Q001'] },
        then: {
          properties: {
            Q002: {
              title: tr(lang, 'Q002. Who took part in preparing the plan?', 'Q002. योजना बनाने में किसने भाग लिया?'),
              type: 'array',
              uniqueItems: true,
              items: {
                type: 'string',
                anyOf: [
                  { const: 'SDP2_1', title: tr(lang, 'Teachers', 'शिक्षक') },
                  { const: 'SDP2_2', title: tr(lang, 'Members of the SMC', 'एसएमसी के सदस्य') },
                  { const: 'SDP2_3', title: tr(lang, 'Parents', 'अभिभावक') },
                ],
              },
            },
          },
          required: ['Q002'],
        },
      },
    ],
  };
}

/** The uiSchema of that domain: widgets, evidence rules, subdomain groups. */
export function domainUiSchema(lang: Lang): JsonObject {
  return {
    'ui:options': {
      groups: [
        { id: 'SD1', title: tr(lang, 'SD1. School vision and development plan', 'SD1. विद्यालय की दृष्टि एवं विकास योजना'), fields: ['Q001', 'Q002'] },
        { id: 'SD2', title: tr(lang, 'SD2. Teachers and the SMC', 'SD2. शिक्षक एवं एसएमसी'), fields: ['Q004', 'Q005', 'Q006', 'Q007', 'Q008'] },
      ],
    },
    Q001: { 'ui:widget': 'radio', 'ui:options': { evidence: 'mandatory', questionType: 'yesNo' } },
    Q002: { 'ui:widget': 'checkboxes', 'ui:options': { evidence: 'none', questionType: 'multi' } },
    Q004: { 'ui:widget': 'updown', 'ui:options': { evidence: 'none', questionType: 'count' } },
    Q005: { 'ui:widget': 'updown', 'ui:options': { evidence: 'none', questionType: 'count' } },
    Q006: { 'ui:widget': 'computed', 'ui:options': { evidence: 'optional', questionType: 'computedPercentage', formula: { numerator: 'Q005', denominator: 'Q004' } } },
    Q007: { 'ui:widget': 'radio', 'ui:options': { evidence: 'optional', questionType: 'single' } },
    Q008: { 'ui:widget': 'updown', 'ui:options': { evidence: 'none', questionType: 'percentage' } },
  };
}

export const answers = { Q001: 'YN1', Q002: ['SDP2_1'], Q004: 12, Q005: 9, Q006: 75, Q007: 'FQ2' };

export const domains: DomainSummary[] = [
  ['D1', 'School Leadership and Management', 'विद्यालय नेतृत्व एवं प्रबंधन', 6, 4],
  ['D2', 'Teaching and Learning', 'शिक्षण एवं अधिगम', 29, 29],
  ['D3', 'Academic Progress', 'शैक्षणिक प्रगति', 26, 10],
  ['D4', 'Community Engagement', 'सामुदायिक सहभागिता', 24, 0],
  ['D5', 'Health and Safety', 'स्वास्थ्य एवं सुरक्षा', 27, 0],
  ['D6', 'School Infrastructure', 'विद्यालय अवसंरचना', 30, 0],
  ['D7', 'Holistic Development', 'समग्र विकास', 27, 0],
].map(([domainId, en, hi, total, attempted]) => ({
  domainId: String(domainId),
  name: { en: String(en), hi: String(hi) },
  total: Number(total),
  attempted: Number(attempted),
  missing: { answers: Number(total) - Number(attempted), evidence: 0, reasons: 0 },
}));

export const documents: EvidenceDocument[] = [
  {
    questionid: 'Q001',
    sha256: 'a1'.repeat(32),
    documentid: 11,
    fileName: 'school-development-plan.pdf',
    size: 245_000,
    contentType: 'application/pdf',
    uploadedBy: 'Meena Kumari',
    uploadedAt: '2026-11-20T10:00:00Z',
  },
  {
    questionid: 'Q001',
    sha256: 'b2'.repeat(32),
    documentid: 12,
    fileName: 'smc-meeting.jpg',
    size: 1_300_000,
    contentType: 'image/jpeg',
    uploadedBy: 'Meena Kumari',
    uploadedAt: '2026-11-20T10:05:00Z',
  },
];

export const comments: QuestionComment[] = [
  {
    accrid: 1,
    commentid: 1,
    questionid: 'Q001',
    loginId: 'meena.head',
    comment: 'The plan was approved in the SMC meeting of April.',
    user: 'Meena Kumari',
    date: '2026-11-19T09:30:00Z',
  },
  { accrid: 1, commentid: 2, questionid: 'Q001', loginId: 'rakesh.dqa', comment: 'कृपया हस्ताक्षरित प्रति संलग्न करें।', user: 'Rakesh Verma', date: '2026-11-20T11:00:00Z' },
];

export const reviews: QuestionReview[] = [
  { questionid: 'Q001', status: 'FLAGGED', comment: 'Attach the signed copy of the plan.', user: 'Rakesh Verma', date: '2026-11-20T11:00:00Z' },
];

export const reasons = [
  { id: 1, label: { en: 'Evidence missing or unclear', hi: 'साक्ष्य अनुपलब्ध या अस्पष्ट' } },
  { id: 2, label: { en: 'Answers do not match the evidence', hi: 'उत्तर साक्ष्य से मेल नहीं खाते' } },
  { id: 5, label: { en: 'Other (see comment)', hi: 'अन्य (टिप्पणी देखें)' }, needsComment: true },
];

export const history = [
  {
    user: 'Meena Kumari',
    fromStatus: 1,
    newStatus: 2,
    fromStatusLabel: 'School Head Initiated',
    newStatusLabel: 'Self / External In Progress',
    date: '2026-11-18T08:00:00Z',
    comment: null,
  },
  {
    user: 'Meena Kumari',
    fromStatus: 2,
    newStatus: 3,
    fromStatusLabel: 'Self / External In Progress',
    newStatusLabel: 'Submit To District Quality Assurance',
    date: '2026-11-20T08:00:00Z',
    comment: null,
  },
];
