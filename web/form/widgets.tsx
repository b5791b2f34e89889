import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { ariaDescribedByIds, enumOptionsIsSelected, optionId, type WidgetProps } from '@rjsf/utils';
import { applyExclusive, asciiDigits, engineMessages, NOT_APPLICABLE, pick } from '../../engine';
import { liveComputed } from './evidenceNeed';
import { useLang } from '../app/LangContext';
import type { QuestionContext } from './templates';
import { useAnswerValue } from './useQuestion';

/** Single choice as large buttons (real radio inputs, ≥44px touch targets; arrow keys move between them). */
export function RadioButtonsWidget({ id, options, value, disabled, readonly, onChange, onBlur, onFocus, htmlName, autofocus }: WidgetProps) {
  const { t } = useLingui();
  const enumOptions = options.enumOptions ?? [];
  const locked = disabled || readonly;
  return (
    <div className="choice-group" role="radiogroup" id={id} aria-labelledby={`${id}__title`} aria-describedby={ariaDescribedByIds(id)}>
      {enumOptions.map((option, i) => {
        const checked = enumOptionsIsSelected(option.value, value);
        return (
          <label key={String(option.value)} className={`choice ${checked ? 'checked' : ''} ${locked ? 'locked' : ''}`}>
            <input
              type="radio"
              id={optionId(id, i)}
              name={htmlName || id}
              value={String(option.value)}
              checked={checked}
              disabled={locked}
              autoFocus={autofocus && i === 0}
              onChange={() => onChange(option.value)}
              onBlur={() => onBlur(id, value)}
              onFocus={() => onFocus(id, value)}
            />
            <span>{option.label}</span>
          </label>
        );
      })}
      {!locked && value !== undefined && value !== null && value !== '' && (
        <button type="button" className="link-btn clear-answer" onClick={() => onChange(undefined)}>
          {t`Clear answer`}
        </button>
      )}
    </div>
  );
}

/** Multiple choice as large tick boxes; the value is the list of ticked option codes. */
export function CheckboxTilesWidget({ id, options, value, disabled, readonly, onChange, onBlur, onFocus, htmlName }: WidgetProps) {
  const enumOptions = options.enumOptions ?? [];
  const locked = disabled || readonly;
  const selected: unknown[] = Array.isArray(value) ? value : [];
  // "None of these" stands alone: ticking it clears the others, ticking another clears it.
  const exclusive = new Set(Array.isArray(options.exclusive) ? (options.exclusive as string[]) : []);
  const toggle = (optionValue: unknown, on: boolean) => {
    const ticked = on ? enumOptions.map((o) => o.value).filter((v) => v === optionValue || selected.includes(v)) : selected.filter((v) => v !== optionValue);
    const next = exclusive.size
      ? applyExclusive(
          enumOptions.map((o) => ({ code: String(o.value), exclusive: exclusive.has(String(o.value)) })),
          selected.map(String),
          ticked.map(String),
        )
      : ticked;
    onChange(next.length > 0 ? next : undefined);
  };
  return (
    <div className="choice-group" role="group" id={id} aria-labelledby={`${id}__title`} aria-describedby={ariaDescribedByIds(id)}>
      {enumOptions.map((option, i) => {
        const checked = selected.includes(option.value);
        return (
          <label key={String(option.value)} className={`choice ${checked ? 'checked' : ''} ${locked ? 'locked' : ''}`}>
            <input
              type="checkbox"
              id={optionId(id, i)}
              name={htmlName || id}
              value={String(option.value)}
              checked={checked}
              disabled={locked}
              onChange={(e) => toggle(option.value, e.target.checked)}
              onBlur={() => onBlur(id, value)}
              onFocus={() => onFocus(id, value)}
            />
            <span>{option.label}</span>
          </label>
        );
      })}
    </div>
  );
}

function isIntegerSchema(type: unknown): boolean {
  return type === 'integer' || (Array.isArray(type) && type.includes('integer'));
}

/** Text of a number as typed; null when it is not a number of the right kind. */
export function parseNumber(text: string, integer: boolean): number | undefined | null {
  const s = asciiDigits(text).trim().replace(',', '.');
  if (s === '') return undefined;
  if (integer ? !/^-?\d+$/.test(s) : !/^-?\d+(\.\d+)?$/.test(s)) return null;
  return Number(s);
}

/**
 * Counts and percentages: a text box with the phone's number keypad (inputmode), no spinner
 * and no wheel changes; a typed value that is not a number stays in the box with a message and
 * is never sent.
 */
export function NumberWidget({ id, value, required, disabled, readonly, onChange, onBlur, onFocus, schema, options, autofocus }: WidgetProps) {
  const { lang } = useLang();
  const integer = isIntegerSchema(schema.type);
  const shown = value === undefined || value === null ? '' : String(value);
  const [text, setText] = useState(shown);
  const [bad, setBad] = useState(false);
  const isPercent = options.questionType === 'percentage';

  // A value set from outside (a conflict resolved, a reload) replaces what is typed.
  useEffect(() => {
    setText((current) => (parseNumber(current, integer) === (value ?? undefined) ? current : shown));
  }, [value, shown, integer]);

  return (
    <div className="number-field">
      <input
        id={id}
        name={id}
        type="text"
        inputMode={integer ? 'numeric' : 'decimal'}
        autoComplete="off"
        className={`number-input ${isPercent ? 'with-suffix' : ''}`}
        value={text}
        required={required}
        disabled={disabled}
        readOnly={readonly}
        autoFocus={autofocus}
        aria-describedby={ariaDescribedByIds(id)}
        aria-invalid={bad || undefined}
        onChange={(e) => {
          const raw = e.target.value;
          setText(raw);
          const n = parseNumber(raw, integer);
          setBad(n === null);
          if (n !== null) onChange(n);
        }}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
      />
      {isPercent && (
        <span className="suffix" aria-hidden="true">
          %
        </span>
      )}
      {bad && <p className="field-error">{pick(integer ? engineMessages.notAnInteger : engineMessages.notANumber, lang)}</p>}
    </div>
  );
}

type Formula = { numerator?: string; denominator?: string; zeroIsNotApplicable?: boolean };

/**
 * A percentage the server computes (numerator ÷ denominator × 100): shown live and read-only,
 * computed in the browser with the engine's own computePercentage, never sent. Where the
 * version makes a zero base Not Applicable, it says so instead of a number.
 */
export function ComputedWidget({ id, value, schema, options, registry }: WidgetProps) {
  const { t } = useLingui();
  const formula = (options.formula ?? {}) as Formula;
  const ctx = registry.formContext as QuestionContext | undefined;
  const numerator = useAnswerValue(ctx?.store, formula.numerator);
  const denominator = useAnswerValue(ctx?.store, formula.denominator);
  const live = ctx?.store && formula.numerator && formula.denominator ? liveComputed(formula, { [formula.numerator]: numerator, [formula.denominator]: denominator }) : value;
  const isPercent = options.questionType === 'computedPercentage' || schema.maximum === 100;
  const shown =
    live === NOT_APPLICABLE
      ? t`Not Applicable (the base is zero)`
      : live === undefined || live === null || live === ''
        ? '—'
        : `${typeof live === 'number' ? Number(live.toFixed(2)) : String(live)}${isPercent ? ' %' : ''}`;
  return (
    <div className="computed">
      <output id={id} aria-labelledby={`${id}__title`} className="computed-value" aria-live="polite">
        {shown}
      </output>
      {/* A total from the school information says so in its description. */}
      {!options.fromSchoolInfo && <span className="computed-note">{t`Calculated automatically from your answers`}</span>}
    </div>
  );
}
