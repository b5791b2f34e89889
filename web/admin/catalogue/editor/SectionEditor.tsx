import { useLingui } from '@lingui/react/macro';
import type { Text } from '../../../../engine';
import { asciiDigits } from '../../../../engine';
import { BilingualText } from './BilingualText';

export type SectionFields = { name: Text; description?: Text; weight?: number };

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
          value={value.weight === undefined ? '' : String(value.weight)}
          disabled={disabled}
          size={6}
          aria-describedby="section-weight-hint"
          onChange={(e) => {
            const raw = asciiDigits(e.target.value).trim();
            const n = Number(raw);
            onChange({ ...value, weight: raw === '' && kind === 'subdomain' ? undefined : Number.isFinite(n) && n > 0 ? n : value.weight });
          }}
        />
        <p className="muted small field-hint" id="section-weight-hint">
          {kind === 'domain' ? t`The domain's share of the overall score, relative to the other domains (1 = equal).` : t`The subdomain's share of its domain's score, relative to the other subdomains (empty = 1).`}
        </p>
      </div>
    </div>
  );
}
