import { indexCatalogue, type CatalogueIndex, type CatalogueVersion, type JsonSchema } from '../../../engine';
import { listCatalogueVersions, loadCatalogueVersion, loadSchoolInfoSchema } from './load-catalogue';

/** The catalogue versions this server knows, indexed in memory. */
export interface Catalogues {
  /** The newest published version: new cycles use it unless the department picks another. */
  current: string;
  /** Every version this server knows, oldest first. */
  versions: string[];
  get(version: string): CatalogueIndex;
  schoolInfo: JsonSchema;
  /** Takes a version published while the server runs (the catalogue editor); no restart needed. */
  add(catalogue: CatalogueVersion): void;
}

export const versionNumber = (v: string): number => Number(v.replace(/\D/g, ''));

/** An in-memory set of versions; `current` follows the newest published one. */
export function cataloguesOf(list: CatalogueVersion[], schoolInfo: JsonSchema): Catalogues {
  const indexed = new Map<string, CatalogueIndex>();
  const self: Catalogues = {
    current: '',
    versions: [],
    get(version) {
      const index = indexed.get(version);
      if (!index) throw new Error(`unknown catalogue version ${version}`);
      return index;
    },
    schoolInfo,
    add(catalogue) {
      if (indexed.has(catalogue.version)) return;
      indexed.set(catalogue.version, indexCatalogue(catalogue));
      self.versions = [...indexed.keys()].sort((a, b) => versionNumber(a) - versionNumber(b));
      const published = self.versions.filter((v) => indexed.get(v)!.catalogue.status === 'published');
      if (published.length) self.current = published[published.length - 1];
    },
  };
  for (const c of list) self.add(c);
  if (!self.current) throw new Error('no published catalogue version');
  return self;
}

/** Every version folder under catalogue/ and the school information schema (scripts, the build, tests). */
export function loadCatalogues(): Catalogues {
  return cataloguesOf(listCatalogueVersions().map((v) => loadCatalogueVersion(v)), loadSchoolInfoSchema());
}
