import { NOT_APPLICABLE, isChoiceQuestion, type CatalogueIndex, type Text } from '../../engine';
import { formStatuses } from '../../workflows';

/** One column of the export: a code that never changes with the language, and its label in both. */
export interface ExportColumn {
  code: string;
  label: Text;
}

/** One coded value of a column (an option code, a status code, a district id) with its label in both languages. */
export interface ValueLabel {
  column: string;
  code: string;
  label: Text;
}

/** The columns every export starts with, before the domain scores (docs/export.md). */
const leading: ExportColumn[] = [
  { code: 'form_id', label: { en: 'Form id (accrid)', hi: 'फ़ॉर्म आईडी (accrid)' } },
  { code: 'cycle_id', label: { en: 'Cycle id', hi: 'चक्र आईडी' } },
  { code: 'school_code', label: { en: 'School code', hi: 'विद्यालय कोड' } },
  { code: 'udise', label: { en: 'UDISE code', hi: 'यूडाइस (UDISE) कोड' } },
  { code: 'school_name', label: { en: 'School name', hi: 'विद्यालय का नाम' } },
  { code: 'district_id', label: { en: 'District', hi: 'जिला' } },
  { code: 'block_id', label: { en: 'Block', hi: 'खंड' } },
  { code: 'status', label: { en: 'Form status', hi: 'फ़ॉर्म की स्थिति' } },
  { code: 'catalogue_version', label: { en: 'Question catalogue version', hi: 'प्रश्न सूची संस्करण' } },
  { code: 'answered', label: { en: 'Questions answered', hi: 'उत्तर दिए गए प्रश्न' } },
  { code: 'questions', label: { en: 'Questions in the form', hi: 'फ़ॉर्म के कुल प्रश्न' } },
  { code: 'score', label: { en: 'Self-evaluation score (answers as they stand)', hi: 'स्व-मूल्यांकन अंक (वर्तमान उत्तरों पर)' } },
  { code: 'grade', label: { en: 'Grade (answers as they stand)', hi: 'ग्रेड (वर्तमान उत्तरों पर)' } },
];

/** The report card's own figures, kept when the form was approved (empty before status 9). */
const reportColumns: ExportColumn[] = [
  { code: 'report_score', label: { en: 'Report card score', hi: 'रिपोर्ट कार्ड अंक' } },
  { code: 'report_grade', label: { en: 'Report card grade', hi: 'रिपोर्ट कार्ड ग्रेड' } },
  { code: 'external_score', label: { en: 'External evaluation score', hi: 'बाह्य मूल्यांकन अंक' } },
];

/** Column code of a domain's score. */
export const domainColumn = (domainId: string) => `${domainId}_score`;
/** Column code of a question's evidence count. */
export const evidenceColumn = (questionId: string) => `${questionId}_evidence`;

/**
 * The export's columns for a cycle's catalogue version: the form, the scores, then each question
 * (its answer, then how many evidence files it has), in the order of the form. The codes depend
 * only on the catalogue version, never on the language.
 */
export function exportColumns(index: CatalogueIndex): ExportColumn[] {
  const domains = index.catalogue.domains.map((d) => ({
    code: domainColumn(d.id),
    label: { en: `${d.id} score: ${d.name.en}`, hi: `${d.id} अंक: ${d.name.hi}` },
  }));
  const questions = index.order.flatMap((id) => {
    const { question } = index.questions.get(id)!;
    return [
      { code: id, label: { en: `${id}: ${question.label.en}`, hi: `${id}: ${question.label.hi}` } },
      { code: evidenceColumn(id), label: { en: `${id}: evidence files`, hi: `${id}: साक्ष्य फ़ाइलें` } },
    ];
  });
  return [...leading, ...domains, ...reportColumns, ...questions];
}

const notApplicable: Text = { en: 'Not Applicable', hi: 'लागू नहीं' };

/**
 * What each coded value means: form statuses, grades, the districts and blocks given, and every
 * option code of every choice question (with NA where the question allows Not Applicable, or
 * a computed percentage can become it).
 */
export function valueLabels(index: CatalogueIndex, places: { districts: { id: number; name: Text }[]; blocks: { id: number; name: Text }[] }): ValueLabel[] {
  const out: ValueLabel[] = [];
  for (const s of formStatuses) out.push({ column: 'status', code: String(s.code), label: s.label });
  for (const column of ['grade', 'report_grade']) {
    for (const band of index.catalogue.grading.bands) out.push({ column, code: band.grade, label: band.label });
  }
  for (const d of places.districts) out.push({ column: 'district_id', code: String(d.id), label: d.name });
  for (const b of places.blocks) out.push({ column: 'block_id', code: String(b.id), label: b.name });
  const zeroIsNa = index.catalogue.grading.zeroDenominator === 'notApplicable';
  for (const id of index.order) {
    const { question, options } = index.questions.get(id)!;
    if (isChoiceQuestion(question)) for (const o of options) out.push({ column: id, code: o.code, label: o.label });
    if (question.allowNotApplicable || (zeroIsNa && question.type === 'computedPercentage')) out.push({ column: id, code: NOT_APPLICABLE, label: notApplicable });
  }
  return out;
}
