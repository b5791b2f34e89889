import type { Question } from '../generated/catalogue';
import { isAnswered, NOT_APPLICABLE, type AnswerValue } from '../answers/types';

/** What of a question decides whether its answer needs a file. */
export type EvidenceRule = Pick<Question, 'evidence' | 'evidenceFor'>;

/**
 * Whether an answer needs its evidence attached: the one rule the form, the completeness check,
 * the submit and the reviewer's view all use. Only mandatory evidence, only for an answer that
 * claims something: not unanswered, not Not Applicable, and, where the catalogue lists the
 * options that need proof (`evidenceFor`), only those ("No" cannot be proven by a document).
 * Numbers and computed percentages need it whenever they have a value.
 */
export function evidenceNeeded(rule: EvidenceRule, value: AnswerValue | undefined): boolean {
  if (rule.evidence !== 'mandatory' || !isAnswered(value) || value === NOT_APPLICABLE) return false;
  const codes = rule.evidenceFor;
  if (!codes || codes.length === 0) return true;
  if (Array.isArray(value)) return value.some((v) => codes.includes(v));
  return typeof value === 'string' && codes.includes(value);
}
