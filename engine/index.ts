export type {
  CatalogueVersion,
  Domain,
  Subdomain,
  Question,
  QuestionType,
  Option,
  OptionGroup,
  Grading,
  GradeBand,
  ScoreBand,
  Formula,
  Condition,
  Text,
  Critical,
  Retired,
} from './generated/catalogue';
export { pick, toLang, type Lang } from './i18n/text';
export { asciiDigits } from './i18n/digits';
export { engineMessages, formatMessage, type EngineMessageKey } from './i18n/messages';
export { NOT_APPLICABLE, MAX_COUNT, isAnswered, type AnswerValue, type Answers, type AnswerProblem } from './answers/types';
export { isVisible } from './answers/isVisible';
export { computeFields, computePercentage, type SchoolTotals } from './answers/computeFields';
export { applyExclusive, breaksExclusive } from './answers/exclusiveChoice';
export { evidenceNeeded, type EvidenceRule } from './evidence/evidenceNeeded';
export { improvementPriorities, type ImprovementPriority } from './scoring/improvementPriorities';
export { migrateAnswers, type MigrationReport } from './answers/migrateAnswers';
export { validateAnswers } from './answers/validateAnswers';
export { checkLimits, limitsOf, type AnswerLimit } from './answers/checkLimits';
export { answersSchema } from './answers/answersSchema';
export { checkCompleteness, isChosenNotApplicable, naReasonRule, type Completeness, type DomainProgress } from './answers/checkCompleteness';
export { scoreForm, scoreQuestion, gradeOf, type FormScore, type CriticalOutcome } from './scoring/scoreForm';
export { scoringExample, EXAMPLE_DOMAIN_SCORES, type ScoringExample } from './scoring/scoringExample';
export { indexCatalogue, isChoiceQuestion, isNumericQuestion, type CatalogueIndex, type IndexedQuestion } from './form/indexCatalogue';
export { buildDomainSchema, questionSchema, type DomainForm, type JsonSchema } from './form/buildDomainSchema';
export { prepareSchema } from './form/prepareSchema';
export { createAjvValidator, type Validator, type SchemaProblem } from './validate/validator';
export { problemMessage, valueKindOf, type ValueKind } from './validate/problemMessage';
export { localizeSchoolInfo, validateSchoolInfo, type FieldProblem } from './schoolInfo/schoolInfoForm';
export { schoolTotals } from './schoolInfo/schoolTotals';
export { EVIDENCE_TYPES, MAX_EVIDENCE_BYTES, type EvidenceType } from './evidence/evidenceFiles';
export { diffCatalogues, type CatalogueDiff, type QuestionChange, type FieldChange } from './catalogue/diffCatalogues';
export { applyTextRows, partTexts, textRows, type TextChange, type TextProblem, type TextRow } from './catalogue/catalogueTexts';
export { applyPartChanges, partChanges, sameValue, valueAt, type PartChange } from './catalogue/partChanges';
export { catalogueParts, rebaseCatalogue, rebaseConflicts, type RebaseChoice, type RebaseConflict } from './catalogue/rebaseCatalogue';
export { wordDiff, type WordRun } from './catalogue/wordDiff';
export { hasPart } from './catalogue/hasPart';
export { findSubdomain, locateQuestion } from './catalogue/locate';
export { OUTLIER_FACTOR, outlierIndex, scoreOutliers } from './catalogue/scoreOutliers';
export { checkCatalogue } from './catalogue/checkCatalogue';
export type { CatalogueProblem } from './catalogue/checkText';
export { catalogueCounts } from './catalogue/catalogueCounts';
export { checkSchoolInfoSchema } from './catalogue/checkSchoolInfoSchema';
export {
  dependenciesOf,
  logicMap,
  newOrderBreaks,
  orderBreaks,
  orderBreakText,
  type DependencyKind,
  type DependencyState,
  type DomainLogic,
  type LogicDependency,
  type LogicEntry,
  type LogicOption,
  type NeverShownReason,
  type OrderBreak,
} from './catalogue/logicMap';
