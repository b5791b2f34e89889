import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { compileSchemaValidatorsCode } from '@rjsf/validator-ajv8/compileSchemaValidators';
import type { RJSFSchema } from '@rjsf/utils';

const require = createRequire(import.meta.url);

/** ajv's standalone code for one schema (CommonJS), with the options of the server's validator. */
export function validatorCode(schema: RJSFSchema): string {
  return compileSchemaValidatorsCode(schema, {
    ajvOptionsOverrides: { verbose: false, code: { source: true, lines: false, optimize: true } },
    ajvFormatOptions: false,
  });
}

const REQUIRE = /require\("([^"]+)"\)/g;

/**
 * The CommonJS files a validator needs at run time (ajv's ucs2length and equal, fast-deep-equal),
 * written into the module itself, so a browser can load it from this server as one file.
 */
function inlineRuntime(code: string): { prelude: string; body: string } {
  const files = new Map<string, { source: string; deps: Record<string, string> }>();
  const visit = (id: string, from: string): string => {
    const file = require.resolve(id, { paths: [from] });
    if (files.has(file)) return file;
    const source = readFileSync(file, 'utf8').replace(/^\/\/# sourceMappingURL=.*$/gm, '');
    const entry = { source, deps: {} as Record<string, string> };
    files.set(file, entry);
    for (const [, dep] of source.matchAll(REQUIRE)) entry.deps[dep] = visit(dep, file);
    return file;
  };
  const here = require.resolve('@rjsf/validator-ajv8/compileSchemaValidators');
  const body = code.replace(REQUIRE, (_, id: string) => `__require(${JSON.stringify(visit(id, here))})`);
  const table = [...files].map(([file, { source, deps }]) => `${JSON.stringify(file)}: [function (module, exports, require) {\n${source}\n}, ${JSON.stringify(deps)}]`);
  const prelude = `const __files = {\n${table.join(',\n')}\n};
const __cache = {};
function __require(file) {
  if (__cache[file]) return __cache[file].exports;
  const module = { exports: {} };
  __cache[file] = module;
  const [fn, deps] = __files[file];
  fn(module, module.exports, (id) => __require(deps[id]));
  return module.exports;
}`;
  return { prelude, body };
}

/** One schema's validators as a self-contained ES module, whose default export is rjsf's ValidatorFunctions. */
export function standaloneValidatorModule(schema: RJSFSchema): string {
  const { prelude, body } = inlineRuntime(validatorCode(schema));
  return `${prelude}\nconst exports = {};\n${body}\nexport default exports;\n`;
}
