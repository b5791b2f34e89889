import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { listCatalogueVersions, loadCatalogueVersion } from '../../server/catalogue/store/load-catalogue';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** The "use … not …" pairs of GLOSSARY.md's table "One word, not two" (data such as school names keeps its own spelling). */
const AVOID: { not: RegExp; use: string }[] = [
  { not: /आकलन/, use: 'मूल्यांकन' },
  { not: /प्रपत्र/, use: 'फ़ॉर्म' },
  { not: /शासकीय/, use: 'सरकारी' },
  { not: /अनुदानित/, use: 'सहायता प्राप्त' },
  { not: /स्कूल/, use: 'विद्यालय' },
  { not: /जमा कर/, use: 'प्रस्तुत करें' },
];
/** v1 is published and frozen (forms answered against it keep its exact words); v2 onwards follow the glossary. */
const FROZEN = new Set(['v1']);

function hindiTexts(value: unknown, path: string, out: { path: string; text: string }[]): void {
  if (Array.isArray(value)) value.forEach((v, i) => hindiTexts(v, `${path}[${i}]`, out));
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (k === 'hi' && typeof v === 'string') out.push({ path, text: v });
      else hindiTexts(v, path ? `${path}.${k}` : k, out);
    }
  }
}

function poFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (name === 'node_modules') return [];
    if (statSync(p).isDirectory()) return poFiles(p);
    return p.endsWith(join('hi', 'messages.po')) ? [p] : [];
  });
}

const offending = (text: string) => AVOID.filter((a) => a.not.test(text)).map((a) => `${a.not.source} → ${a.use}`);

describe('one word for one idea (GLOSSARY.md)', () => {
  it('v1 is the only catalogue version exempt, and it is frozen', () => {
    expect([...FROZEN]).toEqual(['v1']);
    expect(loadCatalogueVersion('v1').status).toBe('published');
  });

  for (const version of listCatalogueVersions().filter((v) => !FROZEN.has(v))) {
    it(`catalogue ${version} uses none of the words to avoid`, () => {
      const texts: { path: string; text: string }[] = [];
      hindiTexts(loadCatalogueVersion(version), '', texts);
      expect(texts.length).toBeGreaterThan(400);
      const found = texts.flatMap((t) => offending(t.text).map((w) => `${t.path}: ${w}`));
      expect(found).toEqual([]);
    });
  }

  it('the web app’s Hindi messages use none of the words to avoid', () => {
    const files = poFiles(join(root, 'web'));
    expect(files.length).toBeGreaterThanOrEqual(4);
    const found = files.flatMap((f) =>
      readFileSync(f, 'utf8')
        .split('\n')
        .filter((line) => line.startsWith('msgstr '))
        .flatMap((line) => offending(line).map((w) => `${f.slice(root.length)}: ${line.slice(0, 60)} (${w})`)),
    );
    expect(found).toEqual([]);
  });

  it('the server’s Hindi messages and the school information form use none of them', () => {
    const dir = join(root, 'server', 'i18n');
    const sources = [...readdirSync(dir).map((f) => join(dir, f)), join(root, 'catalogue', 'school-info.schema.json')];
    const found = sources.flatMap((f) => offending(readFileSync(f, 'utf8')).map((w) => `${f.slice(root.length)}: ${w}`));
    expect(found).toEqual([]);
  });
});
