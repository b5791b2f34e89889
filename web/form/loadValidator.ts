import { hashForSchema, type RJSFSchema, type ValidatorType } from '@rjsf/utils';
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import { names, validators } from 'virtual:form-validators';

export type FormValidator = ValidatorType<Record<string, unknown>, RJSFSchema>;

/** Which validator a schema got: compiled at build time, compiled by the server for a schema the build did not see, or ajv itself where no server answers (tests). */
export type LoadedValidator = { validator: FormValidator; source: 'precompiled' | 'server' | 'ajv' };

const cache = new Map<string, Promise<LoadedValidator>>();

/**
 * Starts loading the validators of a domain in a language (of every catalogue version, usually
 * one) while the form itself is still on its way, so the two downloads overlap.
 */
export function prefetchDomainValidators(domainId: string, lang: string): void {
  for (const [name, hash] of Object.entries(names)) {
    if (name.endsWith(`/${domainId}/${lang}`)) void validators[hash]?.().catch(() => undefined);
  }
}

/**
 * A schema the build did not see (a version published in the catalogue editor, a draft's
 * preview): the server compiles its validator and serves it as a script of this origin, which
 * the Content-Security-Policy allows where ajv's own compiling (eval) is refused.
 */
async function fromServer(hash: string, schema: RJSFSchema): Promise<LoadedValidator> {
  const m = (await import(/* @vite-ignore */ `/v1/validators/${hash}.js`)) as { default: Parameters<typeof createPrecompiledValidator>[0] };
  return { validator: createPrecompiledValidator(m.default, schema) as FormValidator, source: 'server' };
}

/**
 * The validator for one form schema. The build compiled every catalogue schema with ajv
 * (scripts/form-validators.ts), so the browser loads only that schema's small module; a schema
 * unknown to the build gets its module from the server, or ajv itself where no server answers.
 */
export function loadValidator(schema: RJSFSchema): Promise<LoadedValidator> {
  const hash = hashForSchema(schema);
  let loaded = cache.get(hash);
  if (!loaded) {
    const compiled = validators[hash];
    loaded = compiled
      ? compiled().then((m) => ({ validator: createPrecompiledValidator(m.default, schema) as FormValidator, source: 'precompiled' as const }))
      : fromServer(hash, schema).catch(() =>
          import('@rjsf/validator-ajv8/lib/customizeValidator.js').then((m) => ({ validator: m.default() as FormValidator, source: 'ajv' as const })),
        );
    loaded.catch(() => cache.delete(hash));
    cache.set(hash, loaded);
  }
  return loaded;
}
