import { hashForSchema, type RJSFSchema } from '@rjsf/utils';
import { eq } from 'drizzle-orm';
import { buildDomainSchema, indexCatalogue, localizeSchoolInfo, prepareSchema, type CatalogueIndex, type CatalogueVersion, type Lang } from '../../engine';
import { catalogueVersions } from '../db/schema';
import type { Deps } from '../deps';
import { standaloneValidatorModule } from './validator-module';

const LANGS: Lang[] = ['en', 'hi'];
const MAX_CACHED = 200;

function schemasOf(index: CatalogueIndex, into: Map<string, RJSFSchema>): void {
  for (const domain of index.catalogue.domains) {
    for (const lang of LANGS) {
      const schema = prepareSchema(buildDomainSchema(index, domain.id, lang).schema) as RJSFSchema;
      into.set(hashForSchema(schema), schema);
    }
  }
}

/**
 * Form validators for schemas the web app's build never saw (a version published in the
 * editor, a draft's preview): found by rjsf's hash of the schema among every published
 * version and every draft, compiled by ajv here and served as a script of this origin, so the
 * browser validates without eval under the Content-Security-Policy. Stateless across server
 * processes: any process finds any hash.
 */
export function validatorModules(deps: Pick<Deps, 'db' | 'catalogues'>) {
  const compiled = new Map<string, string>();
  async function find(hash: string): Promise<RJSFSchema | null> {
    const known = new Map<string, RJSFSchema>();
    for (const v of deps.catalogues.versions) schemasOf(deps.catalogues.get(v), known);
    for (const lang of LANGS) {
      const schema = prepareSchema(localizeSchoolInfo(deps.catalogues.schoolInfo, lang).schema) as RJSFSchema;
      known.set(hashForSchema(schema), schema);
    }
    if (known.has(hash)) return known.get(hash)!;
    const drafts = await deps.db.select({ content: catalogueVersions.content }).from(catalogueVersions).where(eq(catalogueVersions.status, 'draft'));
    for (const { content } of drafts) {
      try {
        schemasOf(indexCatalogue(content as CatalogueVersion), known);
      } catch {
        // A draft half-way through an edit may not index (a condition on a question just retired): skip it.
      }
      if (known.has(hash)) return known.get(hash)!;
    }
    return null;
  }
  return {
    async module(hash: string): Promise<string | null> {
      const hit = compiled.get(hash);
      if (hit) return hit;
      const schema = await find(hash);
      if (!schema) return null;
      const code = standaloneValidatorModule(schema);
      if (compiled.size >= MAX_CACHED) compiled.delete(compiled.keys().next().value!);
      compiled.set(hash, code);
      return code;
    },
  };
}
