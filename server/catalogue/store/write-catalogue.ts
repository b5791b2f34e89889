import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CatalogueVersion } from '../../../engine';
import { catalogueRoot } from './load-catalogue';

const json = (value: unknown): string => `${JSON.stringify(value, null, 2)}\n`;

/**
 * Writes a version as the files load-catalogue reads (version.json, option-groups.json,
 * grading.json, domains/D*.json), so a version published in the editor can be committed to
 * catalogue/ and seed fresh databases. Refuses to overwrite a folder that exists.
 */
export function writeCatalogueVersion(c: CatalogueVersion, root = catalogueRoot): string {
  const dir = join(root, c.version);
  if (existsSync(dir)) throw new Error(`${dir} exists already: a published version is never rewritten`);
  mkdirSync(join(dir, 'domains'), { recursive: true });
  const { optionGroups, domains, grading, ...meta } = c;
  writeFileSync(join(dir, 'version.json'), json(meta));
  writeFileSync(join(dir, 'option-groups.json'), json(optionGroups));
  writeFileSync(join(dir, 'grading.json'), json(grading));
  for (const d of domains) writeFileSync(join(dir, 'domains', `${d.id}.json`), json(d));
  return dir;
}
