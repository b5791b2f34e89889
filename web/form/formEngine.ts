/**
 * Everything the rjsf-based pages need, in one module so the bundler keeps the form engine
 * (rjsf, our validator and templates) in one chunk that only the form pages load.
 */
export { default as Form } from '@rjsf/core';
// ajv's code for each catalogue schema, compiled at build time and loaded per form (ajv itself stays off the bundle).
export { useFormValidator } from './useFormValidator';
export { prefetchDomainValidators } from './loadValidator';
export { toErrorSchema } from '@rjsf/utils';
export { EngineForm } from './registry';
export { errorTransformer } from './transformErrors';
export { prepareSchema } from './prepareSchema';
export { changedAnswers } from './changedAnswers';
export type { QuestionContext, QuestionInfo } from './templates';
