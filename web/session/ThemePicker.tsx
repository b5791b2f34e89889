import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { applyTheme, storedTheme, THEMES, type Theme } from '../app/theme';

/** The colour palette of this device (spec §9), applied as soon as it is picked. */
export function ThemePicker() {
  const { t } = useLingui();
  const [theme, setTheme] = useState<Theme>(storedTheme);
  const names: Record<Theme, string> = {
    blue: t`Blue (standard)`,
    blueDark: t`Dark blue`,
    whiteBlue: t`White and blue`,
    whitePurple: t`White and purple`,
    purple1: t`Purple 1`,
    purple2: t`Purple 2`,
    purpleDark1: t`Dark purple 1`,
    purpleDark2: t`Dark purple 2`,
    slateDark1: t`Dark slate 1`,
    slateDark2: t`Dark slate 2`,
    red: t`Red`,
  };
  const pick = (next: Theme) => {
    setTheme(next);
    applyTheme(next);
  };
  return (
    <section className="card" aria-labelledby="theme-title">
      <h2 id="theme-title" className="card-title">{t`Colour theme`}</h2>
      <p className="muted small">{t`Applies on this device only, and stays after you log out.`}</p>
      <fieldset className="theme-list">
        <legend className="sr-only">{t`Colour theme`}</legend>
        {THEMES.map((name) => (
          <label key={name} className="theme-option">
            <input type="radio" name="theme" value={name} checked={theme === name} onChange={() => pick(name)} />
            {/* The palette's own block of themes.css colours its swatch. */}
            <span className="theme-swatch" data-theme={name} aria-hidden="true">
              <span className="theme-swatch-menu" />
              <span className="theme-swatch-bar" />
            </span>
            <span>{names[name]}</span>
          </label>
        ))}
      </fieldset>
    </section>
  );
}
