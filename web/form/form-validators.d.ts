/** Built by scripts/form-validators.ts: ajv's compiled validators for every form schema the server sends, by rjsf's schema hash. */
declare module 'virtual:form-validators' {
  import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
  export const validators: Record<string, () => Promise<{ default: ValidatorFunctions }>>;
  /** Schema hash by form: `v1/D5/hi`, `school-info/en`. */
  export const names: Record<string, string>;
}
