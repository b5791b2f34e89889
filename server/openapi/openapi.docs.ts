import type { RouteDoc } from './route-doc';

/** The API document's entries for the routes of openapi.routes.ts: the document itself and its page. */
export const openapiDocs: Record<string, RouteDoc> = {
  // System
  'GET /v1/openapi.json': {
    summary: 'This OpenAPI 3.1 document (not wrapped in the envelope)',
    tag: 'system',
    public: true,
    privileges: [],
    produces: 'json',
    file: {
      type: 'object',
      required: ['openapi', 'info', 'paths', 'components'],
      properties: {
        openapi: { const: '3.1.0' },
        info: { type: 'object' },
        servers: { type: 'array' },
        tags: { type: 'array' },
        paths: { type: 'object' },
        components: { type: 'object' },
      },
    },
  },

  'GET /v1/docs': { summary: 'A browsable page of this document (Swagger UI, served from this server)', tag: 'system', public: true, privileges: [], produces: 'html' },

  'GET /v1/docs/start.js': { summary: 'The start-up script of the documentation page', tag: 'system', public: true, privileges: [], produces: 'javascript' },

  'GET /v1/docs/assets/:file': {
    summary: "The documentation renderer's script and style sheet",
    tag: 'system',
    public: true,
    privileges: [],
    produces: 'javascript',
    contentTypes: ['text/javascript', 'text/css'],
  },
};
