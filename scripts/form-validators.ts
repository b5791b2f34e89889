import { validatorCode } from '../server/form/validator-module';
import { hashForSchema, type RJSFSchema } from '@rjsf/utils';
import type { Plugin } from 'vite';
import { buildDomainSchema, localizeSchoolInfo, type Lang } from '../engine';
import { listCatalogueVersions } from '../server/catalogue/store/load-catalogue';
import { loadCatalogues } from '../server/catalogue';
import { prepareSchema } from '../web/form/prepareSchema';
import type { JsonObject } from '../web/api/types';

const LANGS: Lang[] = ['en', 'hi'];
const INDEX_ID = 'virtual:form-validators';
const MODULE_PREFIX = 'virtual:form-validator/';

/** Every form schema the server can send the web app, as rjsf receives it, by rjsf's hash of it. */
export function formSchemas(): Map<string, { name: string; schema: RJSFSchema }> {
  const catalogues = loadCatalogues();
  const out = new Map<string, { name: string; schema: RJSFSchema }>();
  const add = (name: string, schema: JsonObject) => {
    const prepared = prepareSchema(schema);
    const hash = hashForSchema(prepared);
    // A later version whose domain did not change shares the earlier version's module.
    if (!out.has(hash)) out.set(hash, { name, schema: prepared });
  };
  for (const version of listCatalogueVersions()) {
    const index = catalogues.get(version);
    for (const domain of index.catalogue.domains) {
      for (const lang of LANGS) add(`${version}/${domain.id}/${lang}`, buildDomainSchema(index, domain.id, lang).schema as JsonObject);
    }
  }
  for (const lang of LANGS) add(`school-info/${lang}`, localizeSchoolInfo(catalogues.schoolInfo, lang).schema as JsonObject);
  return out;
}

/**
 * ajv's standalone code for one schema, as an ES module whose default export is rjsf's
 * ValidatorFunctions. Options as the server's validator: every error, no format plug-ins
 * (the forms use none), no schema copies in the errors (verbose off keeps the code small).
 */
export function validatorModule(schema: RJSFSchema): string {
  const cjs = validatorCode(schema);
  const imports: string[] = [];
  const body = cjs.replace(/require\("([^"]+)"\)/g, (_, path: string) => {
    const name = `__runtime${imports.length}`;
    imports.push(`import ${name} from ${JSON.stringify(path)};`);
    return name;
  });
  return `${imports.join('\n')}\nconst exports = {};\n${body}\nexport default exports;\n`;
}

const moduleName = (name: string): string => `validators-${name.replace(/\//g, '-')}`;

/**
 * The web app's form validators, compiled by ajv at build time from the catalogue (so the
 * browser validates with ajv's code for the engine's own schemas, without shipping ajv):
 * `virtual:form-validators` maps each schema hash to a lazily loaded module of its validators.
 */
export function formValidators(): Plugin {
  let schemas: Map<string, { name: string; schema: RJSFSchema }> | null = null;
  const all = () => (schemas ??= formSchemas());
  return {
    name: 'form-validators',
    resolveId(id) {
      if (id === INDEX_ID || id.startsWith(MODULE_PREFIX)) return `\0${id}`;
      return null;
    },
    load(id) {
      if (id === `\0${INDEX_ID}`) {
        // Modules are named for their form (validators-v1-D5-hi.js in the build), keyed by hash.
        const entries = [...all()].map(([hash, { name }]) => `  ${JSON.stringify(hash)}: () => import(${JSON.stringify(MODULE_PREFIX + moduleName(name))}),`);
        const names = [...all()].map(([hash, { name }]) => `  ${JSON.stringify(name)}: ${JSON.stringify(hash)},`);
        return `export const validators = {\n${entries.join('\n')}\n};\nexport const names = {\n${names.join('\n')}\n};\n`;
      }
      if (id.startsWith(`\0${MODULE_PREFIX}`)) {
        const wanted = id.slice(MODULE_PREFIX.length + 1);
        const entry = [...all().values()].find((e) => moduleName(e.name) === wanted);
        if (!entry) return null;
        return validatorModule(entry.schema);
      }
      return null;
    },
  };
}
