import { PRIV } from '../../auth/privileges';
import { versionParamSchema } from '../drafts/catalogue.routes';
import { noticeQuerySchema, noticeReasonSchema } from './catalogue-notice.routes';
import { type RouteDoc } from '../../openapi/route-doc';


/** The API document's entries for the routes of catalogue-notice.routes.ts, keyed by `METHOD /path` as the app mounts them. */
export const catalogueNoticeDocs: Record<string, RouteDoc> = {
  // The change notice for schools (issue 27, item 3).
  'GET /v1/catalogue/:version/notice': {
    params: { version: versionParamSchema },
    query: noticeQuerySchema,
    summary:
      "A version's change notice for schools, in one language (?lang=, else Accept-Language): the version it is compared with, the office order, who approved, and the questions added, reworded, rescored, with rules changed, moved to another subdomain (or with their subdomain to another domain) and retired, the grade bands, each with the officers' reason",
    description:
      "A published version's notice: any signed-in user (school heads read it). A draft's: privilege 60 (catalogue editing) or the approving officer's privilege; 403 for anyone else.",
    privileges: [],
  },
  'GET /v1/catalogue/:version/notice.pdf': {
    params: { version: versionParamSchema },
    query: noticeQuerySchema,
    summary: 'The change notice as an A4 PDF in one language (embedded Devanagari font), file change-notice-{version}-{lang}.pdf',
    description: 'Who may read it: as GET /v1/catalogue/{version}/notice.',
    privileges: [],
    produces: 'binary',
    contentTypes: ['application/pdf'],
  },
  'PUT /v1/catalogue/:version/notice/reason': {
    params: { version: versionParamSchema },
    failures: {
      409: 'recordChanged (Someone else saved this reason after you opened it: details name who and when; send their `at` as base to write over it); catalogueVersionPublished (This version is published and can no longer be changed. Start a draft from it)',
    },
    summary: "Save the reason schools read for one item of a draft's change notice, in English and Hindi (up to 500 characters each)",
    privileges: [PRIV.catalogue],
    requestSchema: noticeReasonSchema,
    example: { target: 'question:Q001', en: 'Asked by the state board', hi: 'राज्य बोर्ड के अनुरोध पर', base: null },
  },
};
