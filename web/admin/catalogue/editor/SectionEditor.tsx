import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { Text } from '../../../../engine';
import { asciiDigits } from '../../../../engine';
import { BilingualText } from './BilingualText';

/** `weight` holds what was typed when it is not a number above 0: Save is then refused with the field named, never saved as the old weight. */
export type SectionFields = { name: Text; description?: Text; weight?: number | string };

/** A typed weight: a number above 0 (Devanagari digits read as digits), empty, or not a weight. */
export function readWeight(text: string): { weight: number } | { empty: true } | { wrong: true } {
  const plain = asciiDigits(text).trim();
  if (plain === '') return { empty: true };
  const n = Number(plain);
  return Number.isFinite(n) && n > 0 ? { weight: n } : { wrong: true };
}

type Props = {
  kind: 'domain' | 'subdomain';
  id: string;
  value: SectionFields;
  onChange: (value: SectionFields) => void;
  disabled?: boolean;
  /** A refused save's words for the fields, by path (name.en). */
  errors?: Record<string, string>;
};

/** A domain's or subdomain's name and description in both languages, and its weight. */
export function SectionEditor({ kind, id, value, onChange, disabled, errors }: Props) {
  const { t } = useLingui();
  // What was typed, while it still stands for the value (another part or a reload replaces it).
  const [typed, setTyped] = useState<string | null>(null);
  const stored = value.weight === undefined ? '' : String(value.weight);
  const standsFor = (text: string) => {
    const r = readWeight(text);
    return 'weight' in r ? r.weight === value.weight : 'empty' in r ? value.weight === undefined || value.weight === '' : text === value.weight;
  };
  const shown = typed !== null && standsFor(typed) ? typed : stored;
  const read = readWeight(shown);
  // A letter, a minus sign or 0 stays in the field and is said beside it; a domain needs a weight, a subdomain's empty one counts as 1.
  const own = 'wrong' in read || ('empty' in read && kind === 'domain') ? t`Weight must be a number above 0.` : undefined;
  const message = own ?? errors?.weight;
  return (
    <div className="section-editor" data-testid="section-editor">
      <h2 className="card-title">{kind === 'domain' ? t`Domain ${id}` : t`Subdomain ${id}`}</h2>
      <BilingualText label={t`Name`} textKey={`${id}|name`} errors={{ en: errors?.['name.en'], hi: errors?.['name.hi'] }} value={value.name} onChange={(name) => name && onChange({ ...value, name })} disabled={disabled} />
      <BilingualText label={t`Description (optional)`} textKey={`${id}|description`} value={value.description} onChange={(description) => onChange({ ...value, description })} optional multiline disabled={disabled} />
      <div className="field">
        <label htmlFor="section-weight">{t`Weight`}</label>
        <input
          id="section-weight"
          inputMode="decimal"
          value={shown}
          disabled={disabled}
          size={6}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? 'section-weight-error section-weight-hint' : 'section-weight-hint'}
          onChange={(e) => {
            const text = e.target.value;
            setTyped(text);
            const r = readWeight(text);
            onChange({ ...value, weight: 'weight' in r ? r.weight : 'empty' in r && kind === 'subdomain' ? undefined : text });
          }}
        />
        {message && (
          <p className="field-error" id="section-weight-error" role="alert" data-testid="weight-error">
            {message}
          </p>
        )}
        <p className="muted small field-hint" id="section-weight-hint">
          {kind === 'domain' ? t`The domain's share of the overall score, relative to the other domains (1 = equal).` : t`The subdomain's share of its domain's score, relative to the other subdomains (empty = 1).`}
        </p>
      </div>
    </div>
  );
}
