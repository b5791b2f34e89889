export { loadCatalogues, type Catalogues } from './catalogues';
export { loadCatalogueVersion, listCatalogueVersions, loadSchoolInfoSchema, catalogueRoot } from './load-catalogue';
