import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import { describe, expect, it } from 'vitest';
import { buildDomainSchema, prepareSchema } from '../../engine';
import { loadCatalogues } from '../catalogue';
import { standaloneValidatorModule } from './validator-module';

describe('a validator module served to the browser', () => {
  it('stands alone (no require, no import) and validates a domain form as the build-time one does', async () => {
    const c = loadCatalogues();
    const schema = prepareSchema(buildDomainSchema(c.get('v2'), 'D1', 'hi').schema) as RJSFSchema;
    const code = standaloneValidatorModule(schema);
    expect(code).not.toMatch(/\brequire\("|^import /m);
    const file = join(mkdtempSync(join(tmpdir(), 'validator-')), 'v.mjs');
    writeFileSync(file, code);
    const m = (await import(pathToFileURL(file).href)) as { default: Parameters<typeof createPrecompiledValidator>[0] };
    const validator = createPrecompiledValidator(m.default, schema) as ValidatorType;
    const wrong = validator.validateFormData({ Q001: 'not an option', Q006: -3 }, schema);
    expect(wrong.errors.map((e) => `${e.property} ${e.name}`)).toEqual(expect.arrayContaining(['.Q001 oneOf', '.Q006 minimum']));
  });

  it("carries ajv's run-time helpers with it (string length in characters, deep equality)", async () => {
    const schema: RJSFSchema = { type: 'object', properties: { note: { type: 'string', maxLength: 2 }, picks: { type: 'array', uniqueItems: true, items: { type: 'object' } } } };
    const file = join(mkdtempSync(join(tmpdir(), 'validator-')), 'v.mjs');
    writeFileSync(file, standaloneValidatorModule(schema));
    const m = (await import(pathToFileURL(file).href)) as { default: Parameters<typeof createPrecompiledValidator>[0] };
    const validator = createPrecompiledValidator(m.default, schema) as ValidatorType;
    expect(validator.validateFormData({ note: 'अआ', picks: [{ a: 1 }, { a: 2 }] }, schema).errors).toEqual([]);
    expect(
      validator
        .validateFormData({ note: 'अआइ', picks: [{ a: 1 }, { a: 1 }] }, schema)
        .errors.map((e) => e.name)
        .sort(),
    ).toEqual(['maxLength', 'uniqueItems']);
  });
});
