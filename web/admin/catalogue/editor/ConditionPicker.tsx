import { useLingui } from '@lingui/react/macro';
import type { Condition, Lang, Option, Question } from '../../../../engine';
import { pick } from '../../../../engine';

type Props = {
  value: Condition | undefined;
  onChange: (value: Condition | undefined) => void;
  /** Earlier choice questions of the same domain, the only ones a condition may name. */
  candidates: Question[];
  optionsOf: (q: Question) => Option[];
  lang: Lang;
  disabled?: boolean;
};

/**
 * "Show this question only when": an earlier question, then the answers that show it. A stored
 * rule is always shown as it is, even when it names a question that cannot be offered (later,
 * retired, another domain) or answers its question does not have: with a warning, never as "Always".
 */
export function ConditionPicker({ value, onChange, candidates, optionsOf, lang, disabled }: Props) {
  const { t } = useLingui();
  const parent = candidates.find((q) => q.id === value?.question);
  const options = parent ? optionsOf(parent) : [];
  // The rule as stored, when the picker cannot offer its question.
  const stored = value && !parent ? value : null;
  const strayCodes = parent && value ? value.in.filter((code) => !options.some((o) => o.code === code)) : [];
  const toggle = (code: string, on: boolean) => {
    if (!value) return;
    const codes = on ? [...value.in, code] : value.in.filter((c) => c !== code);
    onChange({ question: value.question, in: codes.length ? codes : [code] });
  };
  return (
    <fieldset className="condition-picker">
      <legend>{t`Show this question`}</legend>
      <div className="field">
        <label htmlFor="showif-question">{t`Shown`}</label>
        <select
          id="showif-question"
          value={value?.question ?? ''}
          disabled={disabled}
          onChange={(e) => {
            const q = candidates.find((c) => c.id === e.target.value);
            onChange(q ? { question: q.id, in: [optionsOf(q)[0]?.code].filter(Boolean) as string[] } : undefined);
          }}
        >
          <option value="">{t`Always`}</option>
          {stored && <option value={stored.question}>{t`Only when ${stored.question} is answered (as stored; it cannot be offered here)`}</option>}
          {candidates.map((q) => (
            <option key={q.id} value={q.id}>
              {t`Only when ${q.id} is answered`} · {pick(q.label, lang).slice(0, 60)}
            </option>
          ))}
        </select>
      </div>
      {stored && (
        <p className="alert alert-warning condition-stored" data-testid="condition-stored">
          {t`As stored: shown only when ${stored.question} is answered ${stored.in.join(', ')}.`}{' '}
          {t`${stored.question} cannot be offered here: it does not come before this question in its domain, is not a choice question, or is no longer in the draft. No answer can show this question until the rule is changed; choose another question or "Always".`}
        </p>
      )}
      {strayCodes.length > 0 && parent && (
        <p className="alert alert-warning condition-stored" data-testid="condition-stray-codes">
          {t`Stored answers that ${parent.id} does not have: ${strayCodes.join(', ')}. They can never show this question.`}
        </p>
      )}
      {parent && (
        <div role="group" aria-label={t`Answers of ${parent.id} that show this question`} className="check-row">
          {options.map((o) => (
            <label key={o.code} className="check">
              <input type="checkbox" checked={value!.in.includes(o.code)} disabled={disabled} onChange={(e) => toggle(o.code, e.target.checked)} /> {pick(o.label, lang)}
            </label>
          ))}
        </div>
      )}
    </fieldset>
  );
}
