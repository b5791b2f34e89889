import { type RouteDoc } from '../openapi/route-doc';

/** The API document's entries for the routes of validators.routes.ts, keyed by `METHOD /path` as the app mounts them. */
export const validatorsDocs: Record<string, RouteDoc> = {
  'GET /v1/validators/:file': {
    summary: "The validator of a form schema the web app's build did not hold (a newly published version, a draft's preview), as a script named by the schema's hash",
    tag: 'reference',
    public: true,
    privileges: [],
    produces: 'javascript',
  },
};
