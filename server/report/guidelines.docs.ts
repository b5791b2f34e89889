import { type RouteDoc } from '../openapi/route-doc';

/** The API document's entries for the routes of guidelines.routes.ts, keyed by `METHOD /path` as the app mounts them. */
export const guidelinesDocs: Record<string, RouteDoc> = {
  'GET /v1/guidelines/scoring': {
    summary:
      "How the reader's school is scored: the grade bands, domain weights and a worked example of its catalogue version (a school user's newest form; for anyone else the newest published version, said so by `source`)",
    privileges: [],
  },
};
