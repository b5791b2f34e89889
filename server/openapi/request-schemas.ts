import type { RequestSchema } from '../http/validate';
import * as bulk from '../routes/bulk.routes';
import * as catalogue from '../routes/catalogue.routes';
import * as catalogueDrafts from '../routes/catalogue-draft-schemas';
import * as catalogueImpact from '../routes/catalogue-impact.routes';
import * as catalogueComments from '../routes/catalogue-comments.routes';
import * as catalogueNotice from '../routes/catalogue-notice.routes';
import * as catalogueApproval from '../routes/catalogue-approval.routes';
import * as complaints from '../routes/complaints.routes';
import * as cycles from '../routes/cycles.routes';
import * as dashboard from '../routes/dashboard.routes';
import * as documents from '../routes/documents.routes';
import * as exports from '../routes/export.routes';
import * as forms from '../routes/forms.routes';
import * as identity from '../routes/identity.routes';
import * as reference from '../routes/reference.routes';
import * as report from '../routes/report.routes';
import * as review from '../routes/review.routes';
import * as roles from '../routes/roles.routes';
import * as school from '../routes/school.routes';
import * as schoolsMaster from '../routes/schools-master.routes';
import * as users from '../routes/users.routes';
import * as workflow from '../routes/workflow.routes';
import * as testSchools from '../routes/test-schools.routes';

/**
 * Every route module, by feature. A new `server/routes/<feature>.routes.ts`
 * is added here so its exported request schemas reach the OpenAPI document
 * (tests/api/openapi.test.ts fails while one is missing).
 */
export const routeModules: Record<string, Record<string, unknown>> = {
  identity,
  catalogue,
  catalogueDrafts,
  catalogueImpact,
  catalogueComments,
  catalogueNotice,
  catalogueApproval,
  users,
  roles,
  reference,
  school,
  schoolsMaster,
  forms,
  documents,
  review,
  workflow,
  bulk,
  cycles,
  complaints,
  dashboard,
  exports,
  report,
  testSchools,
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
