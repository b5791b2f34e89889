import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import { validators } from 'virtual:admin-validators';
import { adminFormSchemas, type AdminFormName } from './formSchemas';

export type AdminValidator = ValidatorType<Record<string, unknown>, RJSFSchema>;

const cache = new Map<AdminFormName, Promise<AdminValidator>>();

/** The validator of an admin form: ajv's code for its schema, compiled at build time and loaded once, when the form first opens. */
export function loadAdminValidator(name: AdminFormName): Promise<AdminValidator> {
  let loaded = cache.get(name);
  if (!loaded) {
    loaded = validators[name]().then((m) => createPrecompiledValidator(m.default, adminFormSchemas[name]) as AdminValidator);
    loaded.catch(() => cache.delete(name));
    cache.set(name, loaded);
  }
  return loaded;
}
