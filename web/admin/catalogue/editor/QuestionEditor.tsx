import { useMemo } from 'react';
import Form from '@rjsf/core';
import type { RJSFSchema, UiSchema, ValidatorType } from '@rjsf/utils';
import { useLingui } from '@lingui/react/macro';
import metaSchema from '../../../../catalogue/catalogue.schema.json';
import { locateQuestion, pick, type CatalogueVersion, type Lang, type Option, type Question } from '../../../../engine';
import { BilingualText } from './BilingualText';
import { ConditionPicker } from './ConditionPicker';
import { OptionTable } from './OptionTable';
import { propertyFormButtons } from './propertyFormButtons';
import { questionsBefore } from './draftApi';
import { defaultsBehaviour } from '../../../form/registry';
import { toFieldErrors } from '../../forms/errorWords';

type Props = {
  catalogue: CatalogueVersion;
  question: Question;
  onChange: (question: Question) => void;
  lang: Lang;
  disabled?: boolean;
  /** A refused save's words for this question's fields, by path (label.en, options.1.score). */
  errors?: Record<string, string>;
};

type Json = Record<string, unknown>;
const defs = (metaSchema as { $defs: Record<string, Json> }).$defs;
const questionProps = defs.Question.properties as Record<string, Json>;

/** The rules a question may carry, as plain properties; texts, options and conditions have their own editors. */
const RULES = ['type', 'required', 'evidence', 'evidenceFor', 'allowNotApplicable', 'optionGroup', 'maxScore', 'min', 'max', 'notMoreThan', 'scoreBands', 'critical', 'scoreBasis', 'fromSchoolInfo'] as const;
const CHOICE = new Set(['yesNo', 'single', 'multi']);
const NUMERIC = new Set(['count', 'percentage', 'computedPercentage']);

/**
 * The property form checks nothing itself: the server checks every save against the catalogue
 * format and the publish check lists the rest, so the editor needs no compiled validator.
 */
const noChecks: ValidatorType<Json, RJSFSchema> = {
  validateFormData: () => ({ errors: [], errorSchema: {} }),
  isValid: () => true,
  rawValidation: () => ({ errors: [], validationError: undefined }),
};

const sorted = (v: unknown): unknown =>
  Array.isArray(v) ? v.map(sorted) : v && typeof v === 'object' ? Object.fromEntries(Object.entries(v).filter(([, x]) => x !== undefined).sort(([a], [b]) => a.localeCompare(b)).map(([k, x]) => [k, sorted(x)])) : v;
const sameJson = (a: unknown, b: unknown): boolean => JSON.stringify(sorted(a)) === JSON.stringify(sorted(b));

/** A refused save's words for the rules, on their fields in the property form. */
const ruleErrors = (errors: Record<string, string> | undefined) =>
  errors ? toFieldErrors(Object.fromEntries(Object.entries(errors).filter(([path]) => (RULES as readonly string[]).includes(path.split('.')[0])).map(([path, words]) => [path.split('.')[0], words]))) : undefined;

/** A question's own options, or its option group's. */
const optionsIn = (groups: CatalogueVersion['optionGroups'], options: Question['options'], group: Question['optionGroup']): Option[] =>
  options ?? groups.find((g) => g.id === group)?.options ?? [];

const choiceOf = (values: readonly string[], titles: Record<string, string>) => values.map((v) => ({ const: v, title: titles[v] ?? v }));

/**
 * One question of a draft: its texts in both languages side by side, its own options or an
 * option group, when it is shown, its formula, and its rules as a property form that rjsf builds
 * from the catalogue format (catalogue.schema.json), with the choices of this draft filled in.
 */
export function QuestionEditor({ catalogue, question, onChange, lang, disabled, errors }: Props) {
  const { t } = useLingui();
  const place = locateQuestion(catalogue, question.id);
  const sameDomain = useMemo(() => {
    const ids = new Set(place?.domain.subdomains.flatMap((s) => s.questions.map((q) => q.id)) ?? []);
    return questionsBefore(catalogue, question.id).filter((q) => ids.has(q.id));
  }, [catalogue, question.id, place]);
  const optionsOf = (q: Question): Option[] => optionsIn(catalogue.optionGroups, q.options, q.optionGroup);
  const choice = CHOICE.has(question.type);
  const numeric = NUMERIC.has(question.type);
  // Its own options or its group's: the answers evidence may be asked for.
  const own = useMemo<Option[]>(
    // By the options themselves, not the whole question: the rules' schema is not made again on every keystroke.
    () => optionsIn(catalogue.optionGroups, question.options, question.optionGroup),
    [question.options, question.optionGroup, catalogue.optionGroups],
  );
  const isCritical = !!question.critical;
  const bands = catalogue.grading.bands;

  const titles = useMemo(
    () => ({
      type: { yesNo: t`Yes or no`, single: t`One choice`, multi: t`Several choices`, count: t`A number (count)`, percentage: t`A percentage`, computedPercentage: t`A percentage computed from two counts` } as Record<string, string>,
      evidence: { mandatory: t`Must be attached`, optional: t`May be attached`, none: t`No attachment` } as Record<string, string>,
      basis: { absolute: t`As typed`, per100Students: t`Per 100 students`, perTeacher: t`Per teacher` } as Record<string, string>,
      info: { enrolmentTotal: t`Total enrolment`, teachersInPosition: t`Teachers in position`, classroomsInUse: t`Classrooms in use`, cwsnIdentified: t`CWSN identified`, remedialStudents: t`Students needing remedial teaching` } as Record<string, string>,
    }),
    [t],
  );

  const schema = useMemo<RJSFSchema>(() => {
    const props: Record<string, Json> = {};
    // The format's descriptions are for developers and in English: the editor's own, translated ones are in uiSchema.
    for (const key of RULES) {
      const { description: _forDevelopers, ...rest } = questionProps[key] as Record<string, Json>;
      props[key] = rest;
    }
    props.type = { type: 'string', oneOf: choiceOf(defs.QuestionType.enum as string[], titles.type) };
    props.evidence = { type: 'string', oneOf: choiceOf(questionProps.evidence.enum as string[], titles.evidence) };
    props.scoreBasis = { type: 'string', oneOf: choiceOf(questionProps.scoreBasis.enum as string[], titles.basis) };
    props.fromSchoolInfo = { type: 'string', oneOf: choiceOf(questionProps.fromSchoolInfo.enum as string[], titles.info) };
    props.optionGroup = { type: 'string', oneOf: catalogue.optionGroups.map((g) => ({ const: g.id, title: `${g.id} · ${g.options.map((o) => pick(o.label, lang)).join(' / ')}` })) };
    props.evidenceFor = own.length ? { type: 'array', uniqueItems: true, items: { type: 'string', oneOf: own.map((o) => ({ const: o.code, title: pick(o.label, lang) })) } } : { type: 'array', items: { type: 'string' } };
    const counts = sameDomain.filter((q) => q.type === 'count');
    props.notMoreThan = counts.length ? { type: 'string', oneOf: counts.map((q) => ({ const: q.id, title: `${q.id} · ${pick(q.label, lang).slice(0, 60)}` })) } : { type: 'string' };
    props.critical = {
      type: 'object',
      required: ['maxGrade'],
      properties: { maxGrade: { type: 'string', oneOf: catalogue.grading.bands.map((b) => ({ const: b.grade, title: `${b.grade} · ${pick(b.label, lang)}` })) }, passPercent: { type: 'number', minimum: 0, maximum: 100 } },
    };
    props.scoreBands = { type: 'array', items: { type: 'object', required: ['min', 'score'], properties: { min: { type: 'number' }, score: { type: 'number', minimum: 0 } } } };
    const shown = RULES.filter((k) => {
      if (['evidenceFor', 'allowNotApplicable', 'optionGroup'].includes(k)) return choice;
      if (k === 'maxScore') return question.type === 'multi';
      if (['min', 'max', 'notMoreThan', 'scoreBands'].includes(k)) return numeric && !(k === 'notMoreThan' && question.type === 'computedPercentage');
      if (k === 'scoreBasis' || k === 'fromSchoolInfo') return question.type === 'count';
      // Shown once the question is marked critical (the checkbox above the form).
      if (k === 'critical') return isCritical;
      return true;
    });
    return { type: 'object', properties: Object.fromEntries(shown.map((k) => [k, props[k]])) } as RJSFSchema;
  }, [catalogue, question.type, lang, own, sameDomain, choice, numeric, isCritical, titles]);

  const uiSchema = useMemo<UiSchema>(
    () => ({
      'ui:submitButtonOptions': { norender: true },
      type: { 'ui:title': t`Kind of answer` },
      required: { 'ui:title': t`An answer is required` },
      evidence: { 'ui:title': t`Evidence`, 'ui:description': t`Whether the school must, may or cannot attach a file.` },
      evidenceFor: { 'ui:title': t`Answers that need evidence`, 'ui:widget': 'checkboxes', 'ui:description': t`A "No" cannot be proven by a document: tick only the answers that claim something. None ticked: every answer needs a file.` },
      optionGroup: { 'ui:title': t`Option group`, 'ui:description': t`A shared set of answers. Leave empty and add options below to give the question its own.` },
      maxScore: { 'ui:title': t`Highest score (sum of ticked options is capped here)`, 'ui:description': '' },
      allowNotApplicable: { 'ui:title': t`Not Applicable allowed`, 'ui:description': t`For example a self-financed school asked about a government grant.` },
      min: { 'ui:title': t`Smallest value`, 'ui:description': t`Counts start at 0 when left empty.` },
      max: { 'ui:title': t`Largest value`, 'ui:description': t`Percentages stop at 100 when left empty.` },
      notMoreThan: { 'ui:title': t`Not more than the answer to`, 'ui:description': t`An earlier count of this domain, such as teachers present not more than teachers in position.` },
      scoreBands: { 'ui:title': t`Score bands (highest minimum first)`, 'ui:description': t`A value scores the points of the first band it reaches. Without bands the number is asked but not scored.`, 'ui:options': { orderable: false, copyable: false }, items: { min: { 'ui:title': t`From` }, score: { 'ui:title': t`Score` } } },
      critical: { 'ui:title': t`Critical question`, 'ui:description': t`A school that fails it cannot get above the chosen grade.`, maxGrade: { 'ui:title': t`Highest grade when failed` }, passPercent: { 'ui:title': t`Passed from (% of its points)` } },
      scoreBasis: { 'ui:title': t`Read the count`, 'ui:description': t`Per 100 students or per teacher, so that a small school is scored for its size.` },
      fromSchoolInfo: { 'ui:title': t`Take the value from the school information`, 'ui:description': t`The form shows the value the head gave in the school information; it is not asked again.` },
    }),
    [t],
  );

  const rules = Object.fromEntries(RULES.filter((k) => question[k] !== undefined).map((k) => [k, question[k]]));
  const setRules = (next: Json) => {
    const merged: Json = { ...question };
    for (const k of RULES) {
      const v = next[k];
      const empty = v === undefined || v === '' || (Array.isArray(v) && v.length === 0) || (k === 'critical' && !(v as Json | undefined)?.maxGrade);
      if (empty) delete merged[k];
      else merged[k] = v;
    }
    // A choice question takes an option group or its own options, never both.
    if (merged.optionGroup) delete merged.options;
    if (!CHOICE.has(String(merged.type))) {
      delete merged.optionGroup;
      delete merged.options;
      delete merged.evidenceFor;
      delete merged.allowNotApplicable;
    } else if (!merged.optionGroup && !merged.options) {
      merged.options = own.length ? own : [
        { code: 'OPT1', index: 1, label: { en: '', hi: '' }, score: 1 },
        { code: 'OPT2', index: 2, label: { en: '', hi: '' }, score: 0 },
      ];
    }
    if (merged.type !== 'computedPercentage') delete merged.formula;
    merged.allowNotApplicable = merged.allowNotApplicable ?? false;
    // rjsf reports its first render as a change: only a real change marks the question edited.
    if (sameJson(merged, question)) return;
    onChange(merged as unknown as Question);
  };

  const numbers = sameDomain.filter((q) => q.type === 'count' || q.type === 'percentage');
  const formula = question.formula;

  return (
    <div className="question-editor" data-testid="question-editor">
      <h2 className="card-title">{t`Question ${question.id}`}</h2>
      <BilingualText label={t`Question text`} textKey={`${question.id}|label`} errors={{ en: errors?.['label.en'], hi: errors?.['label.hi'] }} value={question.label} onChange={(v) => v && onChange({ ...question, label: v })} multiline disabled={disabled} />
      <BilingualText label={t`Help for the school (optional)`} textKey={`${question.id}|help`} errors={{ en: errors?.['help.en'], hi: errors?.['help.hi'] }} value={question.help} onChange={(v) => onChange({ ...question, help: v })} optional multiline disabled={disabled} />
      <label className="critical-toggle">
        <input
          type="checkbox"
          checked={isCritical}
          disabled={disabled}
          onChange={(e) => {
            const next = { ...question };
            // A new critical question caps at the second-lowest grade until the editor picks another.
            if (e.target.checked) next.critical = { maxGrade: bands[Math.max(0, bands.length - 2)]?.grade ?? '' };
            else delete next.critical;
            onChange(next);
          }}
        />
        {t`Critical question: a school that fails it cannot get above a chosen grade`}
      </label>
      <Form<Json, RJSFSchema>
        className="rjsf property-form"
        schema={schema}
        uiSchema={uiSchema}
        formData={rules}
        validator={noChecks}
        extraErrors={ruleErrors(errors)}
        experimental_defaultFormStateBehavior={defaultsBehaviour}
        disabled={disabled}
        noHtml5Validate
        showErrorList={false}
        templates={{ ButtonTemplates: propertyFormButtons }}
        onChange={(e) => setRules(e.formData ?? {})}
      />
      {choice && !question.optionGroup && <OptionTable textId={question.id} errors={errors} options={question.options ?? []} multi={question.type === 'multi'} disabled={disabled} onChange={(options) => onChange({ ...question, options })} />}
      {question.type === 'computedPercentage' && (
        <fieldset className="formula-picker">
          <legend>{t`Computed as`}</legend>
          {(['numerator', 'denominator'] as const).map((part) => (
            <div className="field" key={part}>
              <label htmlFor={`formula-${part}`}>{part === 'numerator' ? t`Part (numerator)` : t`Whole (denominator)`}</label>
              <select
                id={`formula-${part}`}
                value={formula?.[part] ?? ''}
                disabled={disabled}
                onChange={(e) => onChange({ ...question, formula: { numerator: formula?.numerator ?? '', denominator: formula?.denominator ?? '', ...(formula?.description ? { description: formula.description } : {}), [part]: e.target.value } })}
              >
                <option value="">{t`Choose an earlier count`}</option>
                {numbers.map((q) => (
                  <option key={q.id} value={q.id}>
                    {q.id} · {pick(q.label, lang).slice(0, 60)}
                  </option>
                ))}
              </select>
            </div>
          ))}
          <p className="muted small">{t`Percentage = part ÷ whole × 100. A whole of 0 makes the question Not Applicable when the grading says so.`}</p>
        </fieldset>
      )}
      <ConditionPicker value={question.showIf} onChange={(showIf) => onChange({ ...question, showIf })} candidates={sameDomain.filter((q) => CHOICE.has(q.type))} optionsOf={optionsOf} lang={lang} disabled={disabled} />
    </div>
  );
}
