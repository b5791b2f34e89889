import type { RouteDoc } from '../openapi/route-doc';

/** The API document's entry for the route of api-health.routes.ts. */
export const apiHealthDocs: Record<string, RouteDoc> = {
  'GET /v1/health': {
    summary: 'Health of the server and its database',
    tag: 'system',
    public: true,
    privileges: [],
    value: { type: 'object', properties: { db: { const: 'ok' } } },
  },
};
