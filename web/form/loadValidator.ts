import { hashForSchema, type RJSFSchema, type ValidatorType } from '@rjsf/utils';
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import { names, validators } from 'virtual:form-validators';

export type FormValidator = ValidatorType<Record<string, unknown>, RJSFSchema>;

/** Which validator a schema got: ajv's code compiled at build time, or ajv itself loaded for a schema the build did not see. */
export type LoadedValidator = { validator: FormValidator; source: 'precompiled' | 'ajv' };

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
 * The validator for one form schema. The build compiled every catalogue schema with ajv
 * (scripts/form-validators.ts), so the browser loads only that schema's small module; a schema
 * unknown to the build (a catalogue version newer than the web app) gets ajv itself, on demand.
 */
export function loadValidator(schema: RJSFSchema): Promise<LoadedValidator> {
  const hash = hashForSchema(schema);
  let loaded = cache.get(hash);
  if (!loaded) {
    const compiled = validators[hash];
    loaded = compiled
      ? compiled().then((m) => ({ validator: createPrecompiledValidator(m.default, schema) as FormValidator, source: 'precompiled' as const }))
      : import('@rjsf/validator-ajv8/lib/customizeValidator.js').then((m) => ({ validator: m.default() as FormValidator, source: 'ajv' as const }));
    loaded.catch(() => cache.delete(hash));
    cache.set(hash, loaded);
  }
  return loaded;
}
