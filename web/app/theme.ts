/**
 * The colour palettes of spec §9. Blue is the default; the choice is this
 * device's, like the language, kept in local storage across sign-ins.
 */
export const THEMES = ['blue', 'blueDark', 'whiteBlue', 'whitePurple', 'purple1', 'purple2', 'purpleDark1', 'purpleDark2', 'slateDark1', 'slateDark2', 'red'] as const;
export type Theme = (typeof THEMES)[number];

export const THEME_KEY = 'theme';
export const DEFAULT_THEME: Theme = 'blue';

const isTheme = (v: unknown): v is Theme => typeof v === 'string' && (THEMES as readonly string[]).includes(v);

/** The stored palette, or the default when none (or an unknown one) is stored. */
export function storedTheme(): Theme {
  try {
    const v = localStorage.getItem(THEME_KEY);
    return isTheme(v) ? v : DEFAULT_THEME;
  } catch {
    return DEFAULT_THEME;
  }
}

/** Shows the palette at once (web/styles/themes.css keys on data-theme) and keeps it for the next visit. */
export function applyTheme(theme: Theme, store = true): void {
  document.documentElement.dataset.theme = theme;
  if (!store) return;
  try {
    localStorage.setItem(THEME_KEY, theme);
  } catch {
    // Private mode or full storage: the palette still applies to this visit.
  }
}
