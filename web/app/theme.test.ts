import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { THEMES } from './theme';

const css = readFileSync(new URL('../styles/themes.css', import.meta.url), 'utf8');
const base = readFileSync(new URL('../styles/base.css', import.meta.url), 'utf8');

/** The custom properties of a palette: base.css's :root, overridden by its [data-theme] block. */
function paletteOf(theme: string): Record<string, string> {
  const vars = (block: string) => Object.fromEntries([...block.matchAll(/(--[a-z0-9-]+):\s*([^;]+);/g)].map((m) => [m[1], m[2].trim()]));
  // base.css: the standard palette's block, then the rest of :root (page colours).
  const blocks = base.split('}').filter((b) => b.includes(':root'));
  const root = Object.assign({}, ...blocks.map(vars)) as Record<string, string>;
  const start = css.indexOf(`[data-theme='${theme}']`);
  const own = start < 0 ? {} : vars(css.slice(start, css.indexOf('}', start)));
  return { ...root, ...own };
}

/** WCAG relative luminance of #rrggbb, and the contrast ratio of two colours. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

describe('colour themes', () => {
  it('has a block for every palette but the default, and none for an unknown one', () => {
    const blocks = [...css.matchAll(/\[data-theme='([A-Za-z0-9]+)'\]/g)].map((m) => m[1]);
    expect(blocks.sort()).toEqual(THEMES.filter((t) => t !== 'blue').sort());
  });

  it.each(THEMES)('%s keeps every text colour readable (WCAG AA, 4.5:1)', (theme) => {
    const p = paletteOf(theme);
    // White text on the top bar, buttons and the active menu entry.
    expect(contrast('#ffffff', p['--primary'])).toBeGreaterThanOrEqual(4.5);
    // Links and outlined buttons in the primary colour on white cards and on the page.
    expect(contrast(p['--primary'], '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrast(p['--primary'], p['--bg'])).toBeGreaterThanOrEqual(4.5);
    // Menu entries and the user's name on the side menu.
    expect(contrast(p['--sidebar-fg'], p['--sidebar-bg'])).toBeGreaterThanOrEqual(4.5);
    expect(contrast(p['--sidebar-strong'], p['--sidebar-bg'])).toBeGreaterThanOrEqual(4.5);
  });
});
