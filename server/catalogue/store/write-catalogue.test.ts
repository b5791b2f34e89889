import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadCatalogueVersion } from './load-catalogue';
import { writeCatalogueVersion } from './write-catalogue';

let dir = '';
afterEach(() => dir && rmSync(dir, { recursive: true, force: true }));

describe('writeCatalogueVersion()', () => {
  it('writes a version as the folder the loader reads back unchanged, and never overwrites one', () => {
    dir = mkdtempSync(join(tmpdir(), 'catalogue-'));
    const v2 = loadCatalogueVersion('v2');
    const v9 = { ...structuredClone(v2), version: 'v9', basedOn: 'v2', retired: { questions: ['Q226'] } };
    writeCatalogueVersion(v9, dir);
    expect(readdirSync(join(dir, 'v9')).sort()).toEqual(['domains', 'grading.json', 'option-groups.json', 'version.json']);
    expect(loadCatalogueVersion('v9', dir)).toEqual(v9);
    expect(() => writeCatalogueVersion(v9, dir)).toThrow(/exists already/);
  });
});
