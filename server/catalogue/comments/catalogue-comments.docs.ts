import { CATALOGUE_REVIEWERS } from '../../auth/privileges';
import { commentsQuerySchema, replySchema, startThreadSchema } from './catalogue-comments.routes';
import { versionParamSchema } from '../drafts/catalogue.routes';
import type { RouteDoc } from '../../openapi/route-doc';

const params = { version: versionParamSchema };
const published = 'catalogueVersionPublished (This version is published: its comments are kept, read-only)';

/** The routes of comments on a draft's parts (server/catalogue/comments/catalogue-comments.routes.ts). */
export const catalogueCommentsDocs: Record<string, RouteDoc> = {
  'GET /v1/catalogue/versions/:version/comments': {
    params,
    query: commentsQuerySchema,
    summary:
      "The comment threads of a version, oldest first (of one part with target=question:Q012), each with its lines (comments, resolves, reopens: who and when), and the version's counts",
    privileges: CATALOGUE_REVIEWERS,
  },
  'GET /v1/catalogue/versions/:version/comments/counts': {
    params,
    summary: 'How many comment threads each part of a version has, open and resolved, and in all: the outline marks them',
    privileges: CATALOGUE_REVIEWERS,
  },
  'POST /v1/catalogue/drafts/:version/comments': {
    params,
    failures: { 404: 'noRecords (No such draft, or the draft has no such part)', 409: published },
    summary: 'Start a thread on a part of a draft (a question, an option group, the grading, a subdomain or a domain) with its first comment',
    privileges: CATALOGUE_REVIEWERS,
    requestSchema: startThreadSchema,
    successStatus: 201,
    example: { target: 'question:Q001', text: 'Should this ask for the register of the last two years?' },
  },
  'POST /v1/catalogue/drafts/:version/comments/:threadid/replies': {
    params,
    failures: { 409: published },
    summary: 'Reply to a thread; replies made at once are all kept. A reply to a resolved thread leaves it resolved',
    privileges: CATALOGUE_REVIEWERS,
    requestSchema: replySchema,
    successStatus: 201,
    example: { text: 'Yes, two years.' },
  },
  'POST /v1/catalogue/drafts/:version/comments/:threadid/resolve': {
    params,
    failures: { 409: published },
    summary: 'Resolve a thread (who and when are recorded). A thread already resolved is answered as it is, naming who resolved it, and nothing is recorded',
    privileges: CATALOGUE_REVIEWERS,
  },
  'POST /v1/catalogue/drafts/:version/comments/:threadid/reopen': {
    params,
    failures: { 409: published },
    summary: 'Reopen a resolved thread (who and when are recorded). A thread already open is answered as it is',
    privileges: CATALOGUE_REVIEWERS,
  },
};
