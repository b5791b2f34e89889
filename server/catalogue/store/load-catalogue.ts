import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CatalogueVersion, Domain, Grading, OptionGroup } from '../../../engine';

/** The folder that holds catalogue.schema.json and one folder per version (v1, v2, ...). */
export const catalogueRoot = join(dirname(fileURLToPath(import.meta.url)), '../../../catalogue');

interface VersionFile {
  version: string;
  title: CatalogueVersion['title'];
  status: CatalogueVersion['status'];
  publishedOn?: string;
}

function readJson<T>(path: string): T {
  return JSON.parse(readFileSync(path, 'utf8')) as T;
}

const byNumber = (a: string, b: string): number =>
  Number(a.replace(/\D/g, '')) - Number(b.replace(/\D/g, ''));

/** Lists the version folders present (v1, v2, ...), oldest first. */
export function listCatalogueVersions(root = catalogueRoot): string[] {
  return readdirSync(root, { withFileTypes: true })
    .filter((d) => d.isDirectory() && /^v\d+$/.test(d.name) && existsSync(join(root, d.name, 'version.json')))
    .map((d) => d.name)
    .sort(byNumber);
}

/**
 * Assembles one version from its files: version.json, option-groups.json,
 * grading.json and domains/D*.json. The result is unchecked: run checkCatalogue on it.
 */
export function loadCatalogueVersion(version: string, root = catalogueRoot): CatalogueVersion {
  const dir = join(root, version);
  const meta = readJson<VersionFile>(join(dir, 'version.json'));
  const domainFiles = readdirSync(join(dir, 'domains'))
    .filter((f) => /^D\d+\.json$/.test(f))
    .sort(byNumber);
  return {
    ...meta,
    optionGroups: readJson<OptionGroup[]>(join(dir, 'option-groups.json')),
    domains: domainFiles.map((f) => readJson<Domain>(join(dir, 'domains', f))),
    grading: readJson<Grading>(join(dir, 'grading.json')),
  };
}

/** Reads the JSON Schema of the school information form. */
export function loadSchoolInfoSchema(root = catalogueRoot): Record<string, unknown> {
  return readJson<Record<string, unknown>>(join(root, 'school-info.schema.json'));
}
