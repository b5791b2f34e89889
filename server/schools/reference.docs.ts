import { type RouteDoc } from '../openapi/route-doc';

/** The API document's entries for the routes of reference.routes.ts, keyed by `METHOD /path` as the app mounts them. */
export const referenceDocs: Record<string, RouteDoc> = {
  'GET /v1/reference/districts': { summary: 'Districts, in both languages', tag: 'reference', privileges: [] },
  'GET /v1/reference/districts/:id/blocks': { summary: 'Blocks of a district', tag: 'reference', privileges: [] },
  'GET /v1/reference/privileges': { summary: 'Privilege codes with their names', tag: 'reference', privileges: [] },
  'GET /v1/reference/roles': { summary: 'Roles with their names', tag: 'reference', privileges: [] },
};
