/** The value a school gives to one question: an option code, codes, or a number. */
export type AnswerValue = string | string[] | number | null;

/** A form's answers keyed by question id (Q001 ...). */
export type Answers = Record<string, AnswerValue>;

/** The largest count a question takes when the catalogue sets no maximum: above any school's real numbers, below what breaks arithmetic and storage (1e308 was once accepted). */
export const MAX_COUNT = 1_000_000;

/** The value a choice question takes when a school answers Not Applicable. */
export const NOT_APPLICABLE = 'NA';

/** One problem with one question's answer. */
export interface AnswerProblem {
  questionid: string;
  problem:
    | 'answerMissing'
    | 'evidenceMissing'
    | 'wrongType'
    | 'notAnOption'
    | 'outOfRange'
    | 'notMoreThan'
    | 'notApplicableNotAllowed'
    | 'exclusiveCombined'
    | 'unknownQuestion'
    | 'computedReadOnly'
    | 'hiddenQuestion';
  message: { en: string; hi: string };
}

/** Whether a value counts as an answer. Validation, completeness and scoring all use this one rule. */
export function isAnswered(value: AnswerValue | undefined): boolean {
  if (value === null || value === undefined) return false;
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'string') return value.length > 0;
  return Number.isFinite(value);
}
