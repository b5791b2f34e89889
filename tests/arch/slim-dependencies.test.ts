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
