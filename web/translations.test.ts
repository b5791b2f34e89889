import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Every hi/messages.po under web/, one per area. */
function hindiCatalogs(dir = 'web'): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : hindiCatalogs(path);
    return path.endsWith(join('hi', 'messages.po')) ? [path] : [];
  });
}

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
