import type { CatalogueVersion } from '../generated/catalogue';

const t = (en: string, hi: string) => ({ en, hi });

/** A small catalogue with one of each question type, for the engine's own tests. */
export function fixtureCatalogue(): CatalogueVersion {
  return {
    version: 'v1',
    title: t('Test catalogue', 'परीक्षण सूची'),
    status: 'published',
    optionGroups: [
      {
        id: 'yesNo',
        label: t('Yes or no', 'हाँ या नहीं'),
        options: [
          { code: 'YN1', index: 1, label: t('Yes', 'हाँ'), score: 1 },
          { code: 'YN2', index: 2, label: t('No', 'नहीं'), score: 0 },
        ],
      },
      {
        id: 'percentBands',
        label: t('Percentage bands', 'प्रतिशत श्रेणियाँ'),
        options: [
          { code: 'PB1', index: 1, label: t('More than 75%', '75% से अधिक'), score: 2 },
          { code: 'PB2', index: 2, label: t('50% to 75%', '50% से 75%'), score: 1 },
          { code: 'PB3', index: 3, label: t('Less than 50%', '50% से कम'), score: 0 },
        ],
      },
    ],
    domains: [
      {
        id: 'D1',
        name: t('School Leadership and Management', 'विद्यालय नेतृत्व एवं प्रबंधन'),
        weight: 1,
        subdomains: [
          {
            id: 'SD1',
            name: t('Safety', 'सुरक्षा'),
            questions: [
              {
                id: 'Q001',
                label: t('Is there a disaster management plan?', 'क्या आपदा प्रबंधन योजना है?'),
                type: 'yesNo',
                optionGroup: 'yesNo',
                required: true,
                evidence: 'mandatory',
                allowNotApplicable: false,
              },
              {
                id: 'Q002',
                label: t('Was a mock drill held?', 'क्या मॉक ड्रिल हुई?'),
                type: 'yesNo',
                optionGroup: 'yesNo',
                required: true,
                evidence: 'optional',
                allowNotApplicable: false,
                showIf: { question: 'Q001', in: ['YN1'] },
              },
              {
                id: 'Q003',
                label: t('Is the mid-day meal served?', 'क्या मध्याह्न भोजन दिया जाता है?'),
                type: 'yesNo',
                optionGroup: 'yesNo',
                required: true,
                evidence: 'none',
                allowNotApplicable: true,
              },
            ],
          },
          {
            id: 'SD2',
            name: t('Teachers', 'शिक्षक'),
            questions: [
              { id: 'Q004', label: t('Total teachers', 'कुल शिक्षक'), type: 'count', required: true, evidence: 'none', allowNotApplicable: false },
              { id: 'Q005', label: t('Teachers present', 'उपस्थित शिक्षक'), type: 'count', required: true, evidence: 'none', allowNotApplicable: false, notMoreThan: 'Q004' },
              {
                id: 'Q006',
                label: t('Teacher attendance', 'शिक्षक उपस्थिति'),
                type: 'computedPercentage',
                required: true,
                evidence: 'none',
                allowNotApplicable: false,
                formula: { numerator: 'Q005', denominator: 'Q004' },
                scoreBands: [
                  { min: 75, score: 2 },
                  { min: 50, score: 1 },
                  { min: 0, score: 0 },
                ],
              },
              {
                id: 'Q007',
                label: t('Activities', 'गतिविधियाँ'),
                type: 'multi',
                required: false,
                evidence: 'none',
                allowNotApplicable: false,
                maxScore: 2,
                options: [
                  { code: 'ACT1', index: 1, label: t('Sports', 'खेल'), score: 1 },
                  { code: 'ACT2', index: 2, label: t('Music', 'संगीत'), score: 1 },
                  { code: 'ACT3', index: 3, label: t('Art', 'कला'), score: 1 },
                ],
              },
            ],
          },
        ],
      },
      {
        id: 'D2',
        name: t('Teaching and Learning', 'शिक्षण एवं अधिगम'),
        weight: 1,
        subdomains: [
          {
            id: 'SD3',
            name: t('Attendance', 'उपस्थिति'),
            questions: [
              {
                id: 'Q008',
                label: t('Students with 75% attendance', '75% उपस्थिति वाले विद्यार्थी'),
                type: 'single',
                optionGroup: 'percentBands',
                required: true,
                evidence: 'none',
                allowNotApplicable: false,
              },
              {
                id: 'Q009',
                label: t('Pass percentage', 'उत्तीर्ण प्रतिशत'),
                type: 'percentage',
                required: true,
                evidence: 'none',
                allowNotApplicable: false,
                scoreBands: [
                  { min: 75, score: 2 },
                  { min: 50, score: 1 },
                  { min: 0, score: 0 },
                ],
              },
            ],
          },
        ],
      },
    ],
    grading: {
      method: 'meanOfPercentages',
      bands: [
        { grade: 'A', min: 75, label: t('Very good', 'बहुत अच्छा') },
        { grade: 'B', min: 50, label: t('Good', 'अच्छा') },
        { grade: 'C', min: 0, label: t('Needs improvement', 'सुधार की आवश्यकता') },
      ],
    },
  };
}
