export { guidelinesRoutes } from './guidelines.routes';
export { explainScore } from './report';
export { approvalOf, keptScoresOf, loadAnswerSets, type Approval, type ReportCardFields } from './report-card';
export { A4_MARGIN, ACCENT, MUTED, WARN, ensureRoom, heading, heightOf, openPdf, pageFooters, write } from './report-pdf';
export { reportRoutes, reportVerifyRoutes } from './report.routes';
export { guidelinesDocs } from './guidelines.docs';
export { reportDocs } from './report.docs';
export * as guidelinesRouteModule from './guidelines.routes';
export * as reportRouteModule from './report.routes';
