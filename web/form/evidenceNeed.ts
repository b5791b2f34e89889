import { computePercentage, evidenceNeeded, NOT_APPLICABLE, type AnswerValue } from '../../engine';

type Formula = { numerator?: string; denominator?: string; zeroIsNotApplicable?: boolean };
/** The uiSchema options of a question that the evidence rule reads. */
export type EvidenceOptions = { evidence?: unknown; evidenceFor?: unknown; questionType?: unknown; formula?: unknown };

/** A computed percentage as the browser shows it: from the answers on screen, Not Applicable on a zero base where the version says so. */
export function liveComputed(formula: Formula, data: Record<string, unknown>): AnswerValue {
  const den = formula.denominator ? data[formula.denominator] : undefined;
  if (formula.zeroIsNotApplicable && den === 0) return NOT_APPLICABLE;
  return computePercentage(formula.numerator ? data[formula.numerator] : undefined, den);
}

/** Whether the answer on screen needs its evidence: the engine's one rule, computed percentages included. */
export function needsEvidenceOnScreen(options: EvidenceOptions | undefined, value: unknown, data: Record<string, unknown>): boolean {
  if (!options || options.evidence !== 'mandatory') return false;
  const evidenceFor = Array.isArray(options.evidenceFor) ? (options.evidenceFor as string[]) : undefined;
  const shown = options.questionType === 'computedPercentage' && options.formula ? liveComputed(options.formula as Formula, data) : (value as AnswerValue);
  return evidenceNeeded({ evidence: 'mandatory', evidenceFor }, shown);
}
