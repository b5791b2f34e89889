export { loadAnswers, loadNaReasons, loadSchoolTotals, loadSchoolTotalsOf, type AnswerKind } from './answers-store';
export { bulkRoutes } from './bulk.routes';
export { documentRoutes } from './documents.routes';
export { applyFormChanges, type FormChange } from './form-batch';
export { exactFormCount, formListTotal, searchedTotal } from './form-list-total';
export {
  bySchoolName,
  formListPage,
  formsFirst,
  keysetPageWithoutWorkers,
  readsFormsFirst,
  walkForms,
  walkFormsOfEveryCycle,
  withoutWorkers,
  type FormOrder,
  type KeyedForm,
} from './form-list-walk';
export { formRoutes } from './forms.routes';
export { insertNewForms, newFormValues } from './new-form';
export { authorName } from './question-comments';
export { reviewRoutes } from './review.routes';
export { schoolSearch } from './search-forms';
export { validatorRoutes } from './validators.routes';
export { callersOwnFields, ownAccountRefused, workflowRole, type PersonIdentity } from './workflow-role-guard';
export { workflowRoutes } from './workflow.routes';
export { bulkDocs } from './bulk.docs';
export { documentsDocs } from './documents.docs';
export { formsDocs } from './forms.docs';
export { reviewDocs } from './review.docs';
export { validatorsDocs } from './validators.docs';
export { workflowDocs } from './workflow.docs';
export * as bulkRouteModule from './bulk.routes';
export * as documentsRouteModule from './documents.routes';
export * as formsRouteModule from './forms.routes';
export * as reviewRouteModule from './review.routes';
export * as validatorsRouteModule from './validators.routes';
export * as workflowRouteModule from './workflow.routes';
export { formProgressFields } from './form-columns';
export { domainFormFirstView, firstViewRenderer, LANG_COOKIE, type FirstViewInput, type RenderFirstView } from './first-view';
