import type { Plugin } from 'vite';
import { adminFormSchemas } from '../web/admin/forms/formSchemas';
import { standaloneValidatorModule } from '../server/form/validator-module';

const INDEX_ID = 'virtual:admin-validators';
const MODULE_PREFIX = 'virtual:admin-validator/';

/**
 * The admin forms' validators, compiled by ajv at build time from the server's request schemas
 * (web/admin/forms/formSchemas.ts), so the browser checks a form with ajv's code for the very
 * schema the server validates the call with, without ajv itself (the Content-Security-Policy
 * refuses the eval ajv compiles with): `virtual:admin-validators` maps each form to a lazily
 * loaded module of its validators, fetched when the form first opens.
 */
export function adminValidators(): Plugin {
  return {
    name: 'admin-validators',
    resolveId(id) {
      if (id === INDEX_ID || id.startsWith(MODULE_PREFIX)) return `\0${id}`;
      return null;
    },
    load(id) {
      if (id === `\0${INDEX_ID}`) {
        const entries = Object.keys(adminFormSchemas).map((name) => `  ${name}: () => import(${JSON.stringify(`${MODULE_PREFIX}admin-${name}`)}),`);
        return `export const validators = {\n${entries.join('\n')}\n};\n`;
      }
      if (id.startsWith(`\0${MODULE_PREFIX}admin-`)) {
        const name = id.slice(`\0${MODULE_PREFIX}admin-`.length);
        const schema = (adminFormSchemas as Record<string, (typeof adminFormSchemas)[keyof typeof adminFormSchemas]>)[name];
        // Self-contained (ajv's small run-time helpers written in), as the server serves validators:
        // no CommonJS interop for the bundler to get wrong.
        return schema ? standaloneValidatorModule(schema) : null;
      }
      return null;
    },
  };
}
