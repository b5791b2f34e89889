import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Every <lang>/messages.po under web/, one per area. */
function catalogs(lang: 'en' | 'hi', dir = 'web'): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : catalogs(lang, path);
    return path.endsWith(join(lang, 'messages.po')) ? [path] : [];
  });
}
const hindiCatalogs = () => catalogs('hi');

/** The msgid/msgstr pairs of a PO file (single- and multi-line strings). */
function entries(po: string): { id: string; str: string }[] {
  const out: { id: string; str: string }[] = [];
  for (const block of po.split(/\n\n+/)) {
    const read = (key: string): string | null => {
      const m = block.match(new RegExp(`^${key} ((?:".*"\\n?)+)`, 'm'));
      return m ? [...m[1].matchAll(/"(.*)"/g)].map((x) => x[1]).join('') : null;
    };
    const id = read('msgid');
    const str = read('msgstr');
    if (id) out.push({ id, str: str ?? '' });
  }
  return out;
}

// Names that stay as they are in Hindi text: the language switch shows each language in itself.
const sameInHindi = new Set(['English', 'हिन्दी']);

describe('Hindi translations of the web app', () => {
  const files = hindiCatalogs();

  it('has a Hindi catalog for every area', () => {
    expect(files.length).toBeGreaterThanOrEqual(4);
  });

  it.each(files)('%s translates every string into Devanagari', (file) => {
    const bad = entries(readFileSync(file, 'utf8')).filter(({ id, str }) => {
      if (sameInHindi.has(id)) return false;
      const words = id.replace(/\{[^}]*\}|<\/?\d+>/g, '').replace(/[^A-Za-z]/g, '');
      if (!words) return false;
      return !str || !/[\u0900-\u097F]/.test(str);
    });
    expect(bad.map((b) => b.id)).toEqual([]);
  });
});

describe('English catalogs of the web app', () => {
  const files = catalogs('en');

  it('has an English catalog for every Hindi one', () => {
    expect(files.length).toBe(hindiCatalogs().length);
  });

  // English is the source language: a text that differs from its id was changed by hand or by a
  // merge (an "<<<<<<< HEAD" left in a label showed on the school form's Location).
  it.each(files)('%s shows each English text as written in the code', (file) => {
    const changed = entries(readFileSync(file, 'utf8')).filter(({ id, str }) => str !== '' && str !== id);
    expect(changed.map((c) => `${c.id} → ${c.str}`)).toEqual([]);
  });
});

it('no catalog holds a merge conflict marker', () => {
  const marked = [...catalogs('en'), ...catalogs('hi')].filter((f) => /^(<{7}|={7}|>{7})|<{7} |>{7} /m.test(readFileSync(f, 'utf8')));
  expect(marked).toEqual([]);
});
