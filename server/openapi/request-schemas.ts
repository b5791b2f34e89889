import type { RequestSchema } from '../http/validate';
import { bulkRouteModule, documentsRouteModule, formsRouteModule, reviewRouteModule, workflowRouteModule } from '../form';
import {
  catalogueApprovalRouteModule,
  catalogueCommentsRouteModule,
  catalogueDraftSchemasModule,
  catalogueImpactRouteModule,
  catalogueNoticeRouteModule,
  catalogueRouteModule,
} from '../catalogue';
import { complaintsRouteModule } from '../complaint';
import { cyclesRouteModule } from '../cycle';
import { dashboardRouteModule } from '../dashboards';
import { exportRouteModule } from '../export';
import { identityRouteModule } from '../session';
import { referenceRouteModule, schoolRouteModule, schoolsMasterRouteModule, testSchoolsRouteModule } from '../schools';
import { reportRouteModule } from '../report';
import { rolesRouteModule, usersRouteModule } from '../users';

/**
 * Every route module, by feature. A new `server/<feature>/<name>.routes.ts`
 * is exported from its feature's index as `<name>RouteModule` and added here so its exported request schemas reach the OpenAPI document
 * (tests/api/openapi.test.ts fails while one is missing).
 */
export const routeModules: Record<string, Record<string, unknown>> = {
  identity: identityRouteModule,
  catalogue: catalogueRouteModule,
  catalogueDrafts: catalogueDraftSchemasModule,
  catalogueImpact: catalogueImpactRouteModule,
  catalogueComments: catalogueCommentsRouteModule,
  catalogueNotice: catalogueNoticeRouteModule,
  catalogueApproval: catalogueApprovalRouteModule,
  users: usersRouteModule,
  roles: rolesRouteModule,
  reference: referenceRouteModule,
  school: schoolRouteModule,
  schoolsMaster: schoolsMasterRouteModule,
  forms: formsRouteModule,
  documents: documentsRouteModule,
  review: reviewRouteModule,
  workflow: workflowRouteModule,
  bulk: bulkRouteModule,
  cycles: cyclesRouteModule,
  complaints: complaintsRouteModule,
  dashboard: dashboardRouteModule,
  exports: exportRouteModule,
  report: reportRouteModule,
  testSchools: testSchoolsRouteModule,
};

/** Whether a module export is a request schema made by `requestSchema(...)`. */
export function isRequestSchema(value: unknown): value is RequestSchema<unknown> {
  if (typeof value !== 'object' || value === null) return false;
  // `fieldMessages` rides along when a field's own message is the spec's (validate.ts).
  const keys = Object.keys(value);
  const schema = (value as { schema?: unknown }).schema;
  return keys.includes('schema') && keys.every((k) => k === 'schema' || k === 'fieldMessages') && typeof schema === 'object' && schema !== null;
}

/**
 * The request schemas the routes export, each under its export name (prefixed
 * with the feature when two modules use the same name): the components of the
 * OpenAPI document, the very objects ajv validates requests with.
 */
export function namedRequestSchemas(modules: Record<string, Record<string, unknown>> = routeModules): Map<RequestSchema<unknown>, string> {
  const names = new Map<RequestSchema<unknown>, string>();
  const taken = new Set<string>();
  for (const [feature, mod] of Object.entries(modules)) {
    for (const [exportName, value] of Object.entries(mod)) {
      if (!isRequestSchema(value) || names.has(value)) continue;
      const name = taken.has(exportName) ? `${feature}_${exportName}` : exportName;
      taken.add(name);
      names.set(value, name);
    }
  }
  return names;
}
