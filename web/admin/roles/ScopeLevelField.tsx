import { useLingui } from '@lingui/react/macro';
import type { ScopeLevel } from '../../api/types';
import { scopeLevelOptions } from './scopeLevels';

type Props = { value: ScopeLevel; onChange: (level: ScopeLevel) => void; error?: string; disabled?: boolean; hint?: string };

/** How far a role's users reach: one radio per scope level, each saying what its users see. */
export function ScopeLevelField({ value, onChange, error, disabled, hint }: Props) {
  const { t, i18n } = useLingui();
  return (
    <fieldset className="field scope-level" aria-describedby={error ? 'scope-level-error' : undefined}>
      <legend>{t`Scope level`}</legend>
      {hint && <p className="muted small field-hint">{hint}</p>}
      {scopeLevelOptions.map((o) => (
        <label key={o.level} className="check-label">
          <input type="radio" name="scopeLevel" value={o.level} checked={value === o.level} onChange={() => onChange(o.level)} disabled={disabled} />
          <span>
            {i18n._(o.label)} <span className="muted small">{i18n._(o.hint)}</span>
          </span>
        </label>
      ))}
      {error && (
        <p className="field-error" id="scope-level-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
