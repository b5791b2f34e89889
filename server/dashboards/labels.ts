import type { Lang, Text } from '../../engine';

/**
 * Bilingual labels of the categories the dashboards group by (GLOSSARY.md
 * terms). The stored values are codes; a code without a label here is shown
 * as itself rather than dropped, so a new category still reaches the chart.
 */
const tables = {
  management: {
    stateGovernment: { en: 'State Government', hi: 'राज्य सरकार' },
    centralGovernment: { en: 'Central Government', hi: 'केंद्र सरकार' },
    nonGovernmentAided: { en: 'Non-Government Aided', hi: 'गैर-सरकारी सहायता प्राप्त' },
    nonGovernmentUnaided: { en: 'Non-Government Unaided', hi: 'गैर-सरकारी गैर-सहायता प्राप्त' },
  },
  gender: {
    coEducation: { en: 'Co-education', hi: 'सह-शिक्षा' },
    girls: { en: 'Girls', hi: 'बालिका' },
    boys: { en: 'Boys', hi: 'बालक' },
  },
  location: {
    urban: { en: 'Urban', hi: 'शहरी' },
    rural: { en: 'Rural', hi: 'ग्रामीण' },
    notApplicable: { en: 'Not Applicable', hi: 'लागू नहीं' },
  },
  sector: {
    government: { en: 'Government', hi: 'सरकारी' },
    private: { en: 'Private', hi: 'निजी' },
  },
  evaluation: {
    self: { en: 'Self-evaluation', hi: 'स्व-मूल्यांकन' },
    external: { en: 'External evaluation', hi: 'बाह्य मूल्यांकन' },
  },
  score: {
    overall: { en: 'Overall', hi: 'समग्र' },
  },
  district: {
    none: { en: 'No district', hi: 'जिला अनिर्दिष्ट' },
  },
} as const satisfies Record<string, Record<string, Text>>;

export type LabelTable = keyof typeof tables;

/** The order categories are shown in: the order of the table, unknown codes last. */
export function categoryOrder(table: LabelTable): string[] {
  return Object.keys(tables[table]);
}

/** The bilingual label of a stored code. */
export function labelOf(table: LabelTable, code: string): Text {
  const row = (tables[table] as Record<string, Text>)[code];
  return row ?? { en: code, hi: code };
}

/** A label and its text in the caller's language, as every chart row carries them. */
export function labelled(label: Text, lang: Lang): { label: Text; text: string } {
  return { label: { en: label.en, hi: label.hi }, text: label[lang] ?? label.en };
}

/** Management types that count as government schools; the others are private (aided or unaided). */
export const governmentManagements = ['stateGovernment', 'centralGovernment'];

/** Sorts rows by a category order (codes not in it go last, alphabetically). */
export function byOrder<T>(order: string[], keyOf: (row: T) => string): (a: T, b: T) => number {
  const rank = (k: string) => {
    const i = order.indexOf(k);
    return i === -1 ? order.length : i;
  };
  return (a, b) => rank(keyOf(a)) - rank(keyOf(b)) || keyOf(a).localeCompare(keyOf(b));
}

const streams = {
  Science: { en: 'Science', hi: 'विज्ञान' },
  Arts: { en: 'Arts/Humanities', hi: 'कला/मानविकी' },
  Commerce: { en: 'Commerce', hi: 'वाणिज्य' },
} as const satisfies Record<string, Text>;

/** Short label of a school information enrolment field: enrolmentClass11Science -> Class 11 Science. */
export function classLabel(field: string): { key: string; classNo: number; stream: string | null; label: Text } | null {
  const m = /^enrolmentClass(\d{1,2})(Science|Arts|Commerce)?$/.exec(field);
  if (!m) return null;
  const classNo = Number(m[1]);
  const stream = (m[2] as keyof typeof streams | undefined) ?? null;
  const suffix = stream ? streams[stream] : null;
  return {
    key: `class${classNo}${stream ?? ''}`,
    classNo,
    stream,
    label: {
      en: suffix ? `Class ${classNo} ${suffix.en}` : `Class ${classNo}`,
      hi: suffix ? `कक्षा ${classNo} ${suffix.hi}` : `कक्षा ${classNo}`,
    },
  };
}
