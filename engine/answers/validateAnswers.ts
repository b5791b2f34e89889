import type { CatalogueIndex } from '../form/indexCatalogue';
import { engineMessages, formatMessage } from '../i18n/messages';
import type { Text } from '../generated/catalogue';
import { createAjvValidator, type SchemaProblem, type Validator } from '../validate/validator';
import { problemMessage, type ValueKind } from '../validate/problemMessage';
import { answersSchema } from './answersSchema';
import { checkLimits, limitsOf } from './checkLimits';
import { breaksExclusive } from './exclusiveChoice';
import { NOT_APPLICABLE, type AnswerProblem, type Answers } from './types';

let shared: Validator | null = null;
/** One ajv validator for callers that do not pass their own. */
function defaultValidator(): Validator {
  shared ??= createAjvValidator();
  return shared;
}

function problem(questionid: string, kind: AnswerProblem['problem'], message: Text): AnswerProblem {
  return { questionid, problem: kind, message };
}

/** Turns ajv's finding on one question into our problem and the spec's wording. */
function fromSchema(index: CatalogueIndex, p: SchemaProblem): AnswerProblem {
  const entry = index.questions.get(p.field);
  if (!entry || p.keyword === 'additionalProperties') {
    const id = p.keyword === 'additionalProperties' ? String(p.params.additionalProperty) : p.field;
    return problem(id, 'unknownQuestion', engineMessages.unknownQuestion);
  }
  const type = entry.question.type;
  const kind: ValueKind = type === 'count' || type === 'percentage' ? type : type === 'computedPercentage' ? 'computed' : 'choice';
  const message = problemMessage(p.keyword, p.params, kind);
  if (p.keyword === 'not') return problem(p.field, 'computedReadOnly', message);
  if (p.keyword === 'minimum' || p.keyword === 'maximum') return problem(p.field, 'outOfRange', message);
  if (p.keyword === 'type') return problem(p.field, 'wrongType', message);
  return problem(p.field, 'notAnOption', message);
}

/**
 * Checks the values a school sends for some questions, against the whole
 * form's answers after the change (`merged`). Types, options and ranges are
 * checked by ajv against the version's answers schema (compiled once);
 * Not Applicable and cross-question limits by the rules below. Missing
 * answers are not problems here: saving part of a form is normal; see
 * `checkCompleteness` for what submitting needs. One problem per question.
 */
export function validateAnswers(index: CatalogueIndex, changed: Answers, merged: Answers, validator: Validator = defaultValidator()): AnswerProblem[] {
  const found = new Map<string, AnswerProblem>();
  const values: Answers = {};
  for (const [id, value] of Object.entries(changed)) {
    if (value === null && index.questions.has(id)) continue;
    if (value === NOT_APPLICABLE && index.questions.get(id)?.question.allowNotApplicable === false) {
      found.set(id, problem(id, 'notApplicableNotAllowed', engineMessages.notApplicableNotAllowed));
      continue;
    }
    const entry = index.questions.get(id);
    if (entry && Array.isArray(value) && breaksExclusive(entry.options, value)) {
      const alone = entry.options.find((o) => o.exclusive && value.includes(o.code))!;
      found.set(id, problem(id, 'exclusiveCombined', formatMessage(engineMessages.exclusiveCombined, { option: alone.label.en }, { option: alone.label.hi })));
      continue;
    }
    values[id] = value;
  }
  for (const p of validator.validate(answersSchema(index), values)) {
    const mapped = fromSchema(index, p);
    if (!found.has(mapped.questionid)) found.set(mapped.questionid, mapped);
  }
  // Limits between questions: a part never above its whole, whichever of the two changed.
  for (const p of checkLimits(limitsOf(index), merged, (id) => id in changed)) {
    if (!found.has(p.questionid)) found.set(p.questionid, p);
  }
  return [...found.values()];
}
