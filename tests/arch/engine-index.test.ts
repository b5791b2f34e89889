import { readdirSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(__dirname, '../..');

/**
 * Imports of `file` that reach into the engine past its index. The generated catalogue types and the
 * test fixtures (`engine/testing/`) are not the engine's logic and may be named directly.
 */
export function pastEngineIndex(file: string, text: string): string[] {
  if (file.startsWith('engine/')) return [];
  return [...text.matchAll(/(?:from|import\()\s*'(\.{1,2}\/[^']+)'/g)]
    .map((m) => ({ spec: m[1]!, target: posix.normalize(posix.join(posix.dirname(file), m[1]!)) }))
    .filter(({ target }) => target.startsWith('engine/') && target !== 'engine/index' && !/^engine\/(generated|testing)\//.test(target))
    .map(({ spec }) => `${file}: '${spec}'`);
}

function sources(): string[] {
  return ['server', 'web', 'workflows', 'scripts', 'bench', 'stories'].flatMap((dir) =>
    (readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' }) as string[])
      .filter((f) => /\.(ts|tsx|mts)$/.test(f) && !/\.test\.tsx?$/.test(f) && !f.includes('node_modules'))
      .map((f) => `${dir}/${f.split('\\').join('/')}`),
  );
}

describe('the engine', () => {
  it('is reached only through engine/index.ts', () => {
    const files = sources();
    expect(files.length).toBeGreaterThan(500);
    expect(files.flatMap((f) => pastEngineIndex(f, readFileSync(join(root, f), 'utf8')))).toEqual([]);
  });

  it('the check above finds a deep import and lets the index, the generated types and the fixtures pass', () => {
    expect(pastEngineIndex('server/catalogue/x.ts', "import { checkCatalogue } from '../../engine/catalogue/checkCatalogue';")).toHaveLength(1);
    expect(pastEngineIndex('web/form/x.ts', "const m = import('../../engine/form/buildDomainSchema');")).toHaveLength(1);
    expect(pastEngineIndex('server/catalogue/x.ts', "import { checkCatalogue } from '../../engine';")).toEqual([]);
    expect(pastEngineIndex('stories/x.tsx', "import { fixtureCatalogue } from '../engine/testing/fixtureCatalogue';")).toEqual([]);
    expect(pastEngineIndex('engine/form/x.ts', "import { a } from '../catalogue/checkText';")).toEqual([]);
  });
});
