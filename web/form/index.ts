/**
 * What the head's form offers the other areas. Nothing imports this file: they import the module it
 * names, so that each screen stays in its own chunk (a re-export loaded at run time would pull every
 * module named here into the importer's chunk). `tests/arch/web-areas.test.ts` holds both rules.
 */
export { default as AccreditationHm } from './AccreditationHm';
export { default as DomainForm } from './DomainForm';
export { default as SchoolInfo } from './SchoolInfo';
export { default as Thanks } from './Thanks';
export { DomainTabs } from './DomainTabs';
export { EvidenceBox } from './EvidenceBox';
export { NaReasonBox } from './NaReasonBox';
export { QuestionComments } from './QuestionComments';
export { LiveSyncStatus } from './SyncStatus';
export { answerLabel } from './answerLabel';
export { EngineForm, prefetchDomainValidators, prepareSchema, useFormValidator } from './formEngine';
export type { QuestionContext, QuestionInfo } from './formEngine';
export { formCalls, startCall, startFormCalls, takeCall } from './formLoads';
export { chooseHeadForm, HEAD_ANSWERING_STATUSES } from './headForms';
export { lastDomain } from './lastDomain';
export { loadValidator } from './loadValidator';
export { FirstViewDraw } from './firstViewDraw';
export { QuestionStore } from './questionStore';
export type { QuestionReview, QuestionVerdict } from './questionStore';
export { defaultsBehaviour } from './registry';
export { useFormController } from './useFormController';
export { useDomainDocs } from './useDomainDocs';
export { useFormSync } from './useFormSync';
export { useQuestionExtras } from './useQuestion';
