import { indexCatalogue, type CatalogueIndex, type JsonSchema } from '../../engine';
import { listCatalogueVersions, loadCatalogueVersion, loadSchoolInfoSchema } from './load-catalogue';

/** The catalogue versions this server knows, indexed once at start. */
export interface Catalogues {
  /** The newest published version: new cycles use it unless the department picks another. */
  current: string;
  /** Every version this server knows, oldest first. */
  versions: string[];
  get(version: string): CatalogueIndex;
  schoolInfo: JsonSchema;
}

/** Loads every version folder under catalogue/ and the school information schema. */
export function loadCatalogues(): Catalogues {
  const versions = new Map<string, CatalogueIndex>();
  for (const v of listCatalogueVersions()) versions.set(v, indexCatalogue(loadCatalogueVersion(v)));
  const published = [...versions.values()].filter((i) => i.catalogue.status === 'published');
  if (published.length === 0) throw new Error('no published catalogue version under catalogue/');
  return {
    current: published[published.length - 1].catalogue.version,
    versions: [...versions.keys()],
    get(version) {
      const index = versions.get(version);
      if (!index) throw new Error(`unknown catalogue version ${version}`);
      return index;
    },
    schoolInfo: loadSchoolInfoSchema(),
  };
}
