/** Built by scripts/admin-validators.ts: ajv's compiled validators for each admin form's schema, by form. */
declare module 'virtual:admin-validators' {
  import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
  export const validators: Record<string, () => Promise<{ default: ValidatorFunctions }>>;
}
