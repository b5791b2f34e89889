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
  /** The text as the texts sheet names it (Q012|label): marks its Hindi when it is to re-check. */
  textKey?: string;
};

/** A text in English and Hindi side by side; an empty Hindi is marked as still to do. */
export function BilingualText({ label, value, onChange, optional, multiline, disabled, textKey }: Props) {
  const { t } = useLingui();
  const id = useId();
  const set = (lang: 'en' | 'hi', text: string) => {
    const next = { en: value?.en ?? '', hi: value?.hi ?? '', [lang]: text };
    onChange(optional && !next.en.trim() && !next.hi.trim() ? undefined : next);
  };
  const Input = multiline ? 'textarea' : 'input';
  const hindiMissing = !!value?.en && !value.hi?.trim();
  return (
    <fieldset className="bilingual">
      <legend>{label}</legend>
      <div className="bilingual-pair">
        <div className="field">
          <label htmlFor={`${id}-en`}>{t`English`}</label>
          <Input id={`${id}-en`} lang="en" value={value?.en ?? ''} disabled={disabled} onChange={(e) => set('en', e.target.value)} rows={multiline ? 3 : undefined} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-hi`}>
            {t`Hindi`}
            {hindiMissing && <span className="todo-badge">{t`to do`}</span>}
          </label>
          {!hindiMissing && <RecheckMark textKey={textKey} />}
          <Input id={`${id}-hi`} lang="hi" value={value?.hi ?? ''} disabled={disabled} onChange={(e) => set('hi', e.target.value)} rows={multiline ? 3 : undefined} />
        </div>
      </div>
    </fieldset>
  );
}
