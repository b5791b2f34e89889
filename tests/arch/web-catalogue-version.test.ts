import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** Import specifiers (static, dynamic, re-exports) that name a fixed catalogue version folder: catalogue/v1/…, catalogue/v12/…. */
export function fixedVersionImports(code: string): string[] {
  const specifiers = [...code.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)['"]([^'"]+)['"]/g)].map((m) => m[1]);
  return specifiers.filter((s) => /(^|\/)catalogue\/v[0-9]+(\/|$)/.test(s));
}

/**
 * The web app describes the catalogue version a reader's cycle uses, which the server knows; a file
 * importing a fixed version (catalogue/v1/grading.json) shows that version to everyone (issue 28, item 11).
 */
describe('web files and catalogue versions', () => {
  it('finds a fixed version in the ways a file can import one', () => {
    expect(fixedVersionImports("import grading from '../../../catalogue/v1/grading.json';")).toEqual(['../../../catalogue/v1/grading.json']);
    expect(fixedVersionImports("const d = await import('../../catalogue/v4/domains/D1.json');")).toEqual(['../../catalogue/v4/domains/D1.json']);
    expect(fixedVersionImports("export { x } from '../catalogue/v12/version.json';")).toHaveLength(1);
    expect(fixedVersionImports("import type { Text } from '../../../engine';\nimport schema from '../../catalogue/catalogue.schema.json';")).toEqual([]);
  });

  it('has no file under web/ that imports from catalogue/v<number>/', () => {
    const files = readdirSync('web', { recursive: true, encoding: 'utf8' })
      .filter((f) => /\.(ts|tsx|js|jsx|mjs)$/.test(f) && !f.includes('node_modules'))
      .map((f) => `web/${f}`);
    expect(files.length).toBeGreaterThan(100);
    const offenders = files.flatMap((f) => fixedVersionImports(readFileSync(f, 'utf8')).map((s) => `${f}: ${s}`));
    expect(offenders).toEqual([]);
  });
});
