import type { RouteDoc } from './route-doc';
import { openapiDocs } from './openapi.docs';
import { apiHealthDocs } from '../http/api-health.docs';
import { identityDocs } from '../session';
import { rolesDocs, usersDocs } from '../users';
import { referenceDocs, schoolDocs, schoolsMasterDocs, testSchoolsDocs } from '../schools';
import { bulkDocs, documentsDocs, formsDocs, reviewDocs, validatorsDocs, workflowDocs } from '../form';
import { cyclesDocs } from '../cycle';
import { complaintsDocs } from '../complaint';
import { catalogueApprovalDocs, catalogueCommentsDocs, catalogueDocs, catalogueImpactDocs, catalogueNoticeDocs } from '../catalogue';
import { guidelinesDocs, reportDocs } from '../report';
import { dashboardDocs } from '../dashboards';
import { exportDocs } from '../export';

export type { FailureStatus, RouteDoc } from './route-doc';

/**
 * Every route of the API, keyed by `METHOD /path` exactly as Hono registers it
 * (`:param` segments). Each feature keeps its routes' entries beside them, in
 * `server/<feature>/<name>.docs.ts` next to `<name>.routes.ts`; a route missing here still appears
 * in the document, but tests/api/route-guards.test.ts fails until it is added, and
 * tests/arch/feature-folders.test.ts fails when the entry is not beside its route.
 */
export const routeRegistry: Record<string, RouteDoc> = {
  ...apiHealthDocs,
  ...openapiDocs,
  ...identityDocs,
  ...usersDocs,
  ...rolesDocs,
  ...schoolDocs,
  ...schoolsMasterDocs,
  ...referenceDocs,
  ...testSchoolsDocs,
  ...formsDocs,
  ...documentsDocs,
  ...reviewDocs,
  ...workflowDocs,
  ...bulkDocs,
  ...validatorsDocs,
  ...cyclesDocs,
  ...complaintsDocs,
  ...catalogueDocs,
  ...catalogueApprovalDocs,
  ...catalogueCommentsDocs,
  ...catalogueImpactDocs,
  ...catalogueNoticeDocs,
  ...reportDocs,
  ...guidelinesDocs,
  ...dashboardDocs,
  ...exportDocs,
};
