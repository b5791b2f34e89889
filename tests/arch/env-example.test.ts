import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.ts$/.test(name) && !/\.test\.ts$/.test(name) ? [path] : [];
  });
}

/** Settings only the test runner or Node itself reads. */
const NOT_SETTINGS = new Set(['NODE_ENV', 'VITEST']);

/** An operator finds every setting the server reads in the README's table and in .env.example. */
describe('configuration documented', () => {
  const read = new Set(
    sources(join(root, 'server'))
      .flatMap((f) => [...readFileSync(f, 'utf8').matchAll(/env\.([A-Z][A-Z0-9_]{2,})/g)].map((m) => m[1]))
      .filter((v) => !NOT_SETTINGS.has(v)),
  );

  it('reads a known number of settings (the scan itself works)', () => {
    expect(read.size).toBeGreaterThan(20);
    expect(read.has('DATABASE_URL')).toBe(true);
  });

  it('lists each of them in the README and in .env.example', () => {
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    const example = readFileSync(join(root, '.env.example'), 'utf8');
    const inReadme = [...read].filter((v) => !readme.includes(`| \`${v}\``) && !(v.startsWith('S3_') && readme.includes(v)));
    const inExample = [...read].filter((v) => !new RegExp(`^#? ?${v}=`, 'm').test(example));
    expect(inReadme).toEqual([]);
    expect(inExample).toEqual([]);
  });
});
