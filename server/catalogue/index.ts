export { loadCatalogues, cataloguesOf, versionNumber, type Catalogues } from './catalogues';
export { openCatalogues, seedCatalogueVersions } from './catalogue-store';
export { loadCatalogueVersion, listCatalogueVersions, loadSchoolInfoSchema, catalogueRoot } from './load-catalogue';
