// The build replaces markdown-to-jsx with plain text (scripts/slim-dependencies.ts). That is right
// only while the app takes none of @rjsf/core's paths that parse markdown; this holds them closed,
// and an rjsf upgrade that parses markdown somewhere new fails here before it ships.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const sourcesOf = (dir: string, ext: RegExp) =>
  readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => ext.test(f) && !f.includes('node_modules') && !f.startsWith('vendor/'))
    .map((f) => join(root, dir, f));

describe('markdown-to-jsx left out of the build', () => {
  it('is imported by rjsf only where the app does not go', () => {
    const rjsf = join(root, 'node_modules/@rjsf/core/lib');
    const users = sourcesOf('node_modules/@rjsf/core/lib', /\.js$/)
      .filter((f) => readFileSync(f, 'utf8').includes('markdown-to-jsx'))
      .map((f) => relative(rjsf, f))
      .sort();
    expect(users).toEqual([
      // Behind uiSchema's enableMarkdownInDescription / enableMarkdownInHelp.
      'components/RichDescription.js',
      'components/RichHelp.js',
      // The error shown for a schema rjsf cannot draw, and its own file widget (evidence has its own).
      'components/fields/ObjectField.js',
      'components/templates/UnsupportedField.js',
      'components/widgets/FileWidget.js',
    ]);
  });

  it('is never asked for by the app: no markdown option, no rjsf file widget (a file widget or a data-url string)', () => {
    const files = ['web', 'engine', 'catalogue', 'stories'].flatMap((d) => sourcesOf(d, /\.(tsx?|json)$/));
    expect(files.length).toBeGreaterThan(300);
    const asking = files.filter((f) =>
      /enableMarkdownIn|['"]file['"]\s*:\s*FileWidget|widgets\.FileWidget|['"]ui:widget['"]\s*:\s*['"]file['"]|['"]data-url['"]/.test(readFileSync(f, 'utf8')),
    );
    expect(asking.map((f) => relative(root, f))).toEqual([]);
  });
});

// fast-uri is swapped for web/vendor/uriResolver.ts, whose resolve throws: right only while rjsf
// imports it for $id and 2020-12 references alone, and no schema the app draws has either.
describe('fast-uri left out of the build', () => {
  /** Every `$id` and 2020-12 `$schema` in a schema, by path. */
  const markers = (value: unknown, path = ''): string[] => {
    if (Array.isArray(value)) return value.flatMap((v, i) => markers(v, `${path}/${i}`));
    if (value === null || typeof value !== 'object') return [];
    return Object.entries(value).flatMap(([k, v]) => [
      ...(k === '$id' || (k === '$schema' && String(v).includes('2020-12')) ? [`${path}/${k}`] : []),
      ...(k === 'const' || k === 'default' || k === 'enum' ? [] : markers(v, `${path}/${k}`)),
    ]);
  };

  it('is imported by rjsf only to resolve references by $id', () => {
    const rjsf = join(root, 'node_modules/@rjsf');
    const users = ['core', 'utils', 'validator-ajv8']
      .flatMap((p) => sourcesOf(`node_modules/@rjsf/${p}/lib`, /\.js$/))
      .filter((f) => readFileSync(f, 'utf8').includes('fast-uri'))
      .map((f) => relative(rjsf, f));
    expect(users).toEqual(['utils/lib/findSchemaDefinition.js']);
  });

  it('is never asked for: no domain form of any catalogue version, no school information form and no admin form has an $id or a 2020-12 $schema', async () => {
    const { buildDomainSchema, localizeSchoolInfo, prepareSchema } = await import('../../engine');
    const { loadCatalogues } = await import('../../server/catalogue');
    const { adminFormSchemas } = await import('../../web/admin/forms/formSchemas');
    const catalogues = loadCatalogues();
    const drawn: [string, unknown][] = [];
    for (const version of catalogues.versions) {
      const index = catalogues.get(version);
      for (const domain of index.catalogue.domains)
        for (const lang of ['en', 'hi'] as const) drawn.push([`${version} ${domain.id} ${lang}`, prepareSchema(buildDomainSchema(index, domain.id, lang).schema)]);
    }
    for (const lang of ['en', 'hi'] as const) drawn.push([`school information ${lang}`, prepareSchema(localizeSchoolInfo(catalogues.schoolInfo, lang).schema)]);
    for (const [name, schema] of Object.entries(adminFormSchemas)) drawn.push([name, schema]);
    expect(drawn.length).toBeGreaterThan(60);
    expect(drawn.flatMap(([name, schema]) => markers(schema).map((m) => `${name} ${m}`))).toEqual([]);
    // The check itself finds what it looks for.
    expect(markers({ $schema: 'https://json-schema.org/draft/2020-12/schema', properties: { a: { $id: 'x' } } })).toEqual(['/$schema', '/properties/a/$id']);
  });
});
