import { useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { Text } from '../../../../engine';
import { RecheckMark } from './hindiRecheck';

type Props = {
  label: string;
  value: Text | undefined;
  onChange: (value: Text | undefined) => void;
  /** An optional text (help, description) may be left empty in both languages. */
  optional?: boolean;
  multiline?: boolean;
  disabled?: boolean;
  /** A refused save's words for each language's text, shown under it. */
  errors?: { en?: string; hi?: string };
  /** The text as the texts sheet names it (Q012|label): marks its Hindi when it is to re-check. */
  textKey?: string;
};

/** A text in English and Hindi side by side; an empty Hindi is marked as still to do. */
export function BilingualText({ label, value, onChange, optional, multiline, disabled, textKey, errors }: Props) {
  const { t } = useLingui();
  const id = useId();
  const set = (lang: 'en' | 'hi', text: string) => {
    const next = { en: value?.en ?? '', hi: value?.hi ?? '', [lang]: text };
    onChange(optional && !next.en.trim() && !next.hi.trim() ? undefined : next);
  };
  const Input = multiline ? 'textarea' : 'input';
  const invalid = (lang: 'en' | 'hi') => (errors?.[lang] ? { 'aria-invalid': true, 'aria-describedby': `${id}-${lang}-error` } : {});
  const hindiMissing = !!value?.en && !value.hi?.trim();
  return (
    <fieldset className="bilingual">
      <legend>{label}</legend>
      <div className="bilingual-pair">
        <div className="field">
          <label htmlFor={`${id}-en`}>{t`English`}</label>
          <Input id={`${id}-en`} lang="en" value={value?.en ?? ''} disabled={disabled} onChange={(e) => set('en', e.target.value)} rows={multiline ? 3 : undefined} {...invalid('en')} />
          <FieldError id={`${id}-en-error`} text={errors?.en} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-hi`}>
            {t`Hindi`}
            {hindiMissing && <span className="todo-badge">{t`to do`}</span>}
          </label>
          {!hindiMissing && <RecheckMark textKey={textKey} />}
          <Input id={`${id}-hi`} lang="hi" value={value?.hi ?? ''} disabled={disabled} onChange={(e) => set('hi', e.target.value)} rows={multiline ? 3 : undefined} {...invalid('hi')} />
          <FieldError id={`${id}-hi-error`} text={errors?.hi} />
        </div>
      </div>
    </fieldset>
  );
}

/** A refused save's words under the field it names. */
function FieldError({ id, text }: { id: string; text?: string }) {
  return text ? (
    <p className="field-error" id={id} data-testid="field-error">
      {text}
    </p>
  ) : null;
}
