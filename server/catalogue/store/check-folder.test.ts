import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { CatalogueVersion, Question } from '../../../engine';
import { checkCatalogueFolder } from './check-folder';
import { catalogueRoot, loadCatalogueVersion } from './load-catalogue';
import { writeCatalogueVersion } from './write-catalogue';

let dir = '';
afterEach(() => dir && rmSync(dir, { recursive: true, force: true }));

/** A catalogue folder holding v1 and a v5 that is v4 with a 227th question, as a developer would commit it. */
function folderWith227(): string {
  dir = mkdtempSync(join(tmpdir(), 'catalogue-check-'));
  for (const f of ['catalogue.schema.json', 'school-info.schema.json']) copyFileSync(join(catalogueRoot, f), join(dir, f));
  writeCatalogueVersion(loadCatalogueVersion('v1'), dir);
  const v5: CatalogueVersion = { ...structuredClone(loadCatalogueVersion('v4')), version: 'v5', basedOn: 'v4' };
  const first = v5.domains[2].subdomains[1].questions;
  const added: Question = { ...structuredClone(first[0]), id: 'Q227' };
  added.label = { en: 'Does the school hold a fire drill every term?', hi: 'क्या विद्यालय हर सत्र में अग्नि अभ्यास करता है?' };
  first.push(added);
  writeCatalogueVersion(v5, dir);
  return dir;
}

describe('npm run catalogue:check on any folder', () => {
  it('passes v1 (226 questions) and a version with 227 questions', () => {
    const result = checkCatalogueFolder(folderWith227());
    expect(result.lines.filter((l) => l.includes('problem'))).toEqual(['  no problems', '  no problems', '  no problems']);
    expect(result.questionsPerVersion).toEqual({ v1: 226, v5: 227 });
    expect(result.ok).toBe(true);
  });

  it('prints a score far above the others as a warning, and still passes', () => {
    const root = folderWith227();
    const slipped = loadCatalogueVersion('v5', root);
    slipped.version = 'v6';
    const q2 = slipped.domains[0].subdomains[0].questions.find((q) => q.id === 'Q002')!;
    q2.options![0].score = 100;
    writeCatalogueVersion(slipped, root);
    const result = checkCatalogueFolder(root);
    expect(result.ok).toBe(true);
    expect(result.lines).toContain('  1 warning(s), not failing:');
    expect(result.lines.join('\n')).toContain('Question Q002: option SDP2_1 scores 100, far above the others (1, 1, 1, 1, 0)');
  });

  it('fails a folder where the 227th question reuses an id, and names it', () => {
    const root = folderWith227();
    const broken = loadCatalogueVersion('v5', root);
    broken.version = 'v6';
    broken.domains[0].subdomains[0].questions[0].id = 'Q227';
    writeCatalogueVersion(broken, root);
    const result = checkCatalogueFolder(root);
    expect(result.ok).toBe(false);
    expect(result.lines.join('\n')).toContain('Q227 is used more than once');
  });

  it('is what the command runs: exit 0 with the counts printed, for a folder given on the command line', () => {
    const out = execFileSync(process.execPath, ['--import', 'tsx', 'scripts/catalogue-check.ts', folderWith227()], { encoding: 'utf8' });
    expect(out).toContain('v5 (published): 7 domains, 58 subdomains, 227 questions');
    expect(out).toContain('v1 (published): 7 domains, 58 subdomains, 226 questions');
  });
});
