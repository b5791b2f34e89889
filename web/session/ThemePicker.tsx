import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { applyTheme, storedTheme, THEMES, type Theme } from '../app/theme';

/** Each palette's top bar and side menu colours, for its swatch (the same as web/styles/themes.css). */
const SWATCH: Record<Theme, [string, string]> = {
  blue: ['#1565c0', '#1a2038'],
  blueDark: ['#0d47a1', '#0a1628'],
  whiteBlue: ['#1565c0', '#ffffff'],
  whitePurple: ['#6a1b9a', '#ffffff'],
  purple1: ['#7b1fa2', '#2a1a3d'],
  purple2: ['#5e35b1', '#1f1a38'],
  purpleDark1: ['#4a148c', '#1a0d2e'],
  purpleDark2: ['#311b92', '#120d2b'],
  slateDark1: ['#37474f', '#222a45'],
  slateDark2: ['#455a64', '#1e272c'],
  red: ['#b71c1c', '#2b1a1a'],
};

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
            <span className="theme-swatch" aria-hidden="true">
              <span style={{ background: SWATCH[name][1] }} />
              <span style={{ background: SWATCH[name][0] }} />
            </span>
            <span>{names[name]}</span>
          </label>
        ))}
      </fieldset>
    </section>
  );
}
