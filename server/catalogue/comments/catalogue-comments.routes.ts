import { Hono } from 'hono';
import { CATALOGUE_REVIEWERS } from '../../auth/privileges';
import { requireAuth, requirePrivilege } from '../../auth/middleware';
import type { AppEnv } from '../../http/env';
import { ok } from '../../http/envelope';
import { check, jsonBody, requestSchema } from '../../http/validate';
import { commentCounts, listComments, replyToThread, setThreadState, startThread } from './catalogue-comments';
import type { Deps } from '../../deps';
import { versionParamSchema } from '../drafts/catalogue.routes';
import { idParam } from '../../http/params';

const target = {
  type: 'string',
  maxLength: 60,
  pattern: '^(question:Q[0-9]{3,}|optionGroup:[a-zA-Z][a-zA-Z0-9]*|subdomain:SD[1-9][0-9]*|domain:D[1-9][0-9]*|grading)$',
  description: 'The part, as the change history names it: question:Q012, optionGroup:yesNo, grading, subdomain:SD3, domain:D1',
} as const;
// Not a pattern: patterns are tried on texts of at most 1,000 characters (validate.ts); a comment of
// spaces only is refused by the service with the same words.
const text = { type: 'string', minLength: 1, maxLength: 2000, description: 'The comment, 1 to 2000 characters, not only spaces' } as const;

export const commentsQuerySchema = requestSchema<{ target?: string }>({ type: 'object', additionalProperties: false, properties: { target } });
export const startThreadSchema = requestSchema<{ target: string; text: string }>(
  { type: 'object', additionalProperties: false, required: ['target', 'text'], properties: { target, text } },
  { text: 'catalogueCommentText' },
);
export const replySchema = requestSchema<{ text: string }>(
  { type: 'object', additionalProperties: false, required: ['text'], properties: { text } },
  { text: 'catalogueCommentText' },
);

/**
 * Comments on a draft's parts, for the editors and the approving officer (privilege 60 or 61).
 * Guarded route by route, never by `.use()`: mounted at /v1/catalogue ahead of catalogueRoutes,
 * which answers what these do not.
 */
export function catalogueCommentRoutes(deps: Deps) {
  const guard = [requireAuth(deps), requirePrivilege(...CATALOGUE_REVIEWERS)] as const;
  const version = (v: string | undefined) => check(versionParamSchema, v);
  const thread = (id: string | undefined) => idParam(id, 'threadid');
  return new Hono<AppEnv>()
    .get('/versions/:version/comments', ...guard, async (c) => ok(c, await listComments(deps, version(c.req.param('version')), check(commentsQuerySchema, c.req.query()).target)))
    .get('/versions/:version/comments/counts', ...guard, async (c) => ok(c, await commentCounts(deps, version(c.req.param('version')))))
    .post('/drafts/:version/comments', ...guard, jsonBody(startThreadSchema), async (c) =>
      ok(c, await startThread(deps, c.get('user'), version(c.req.param('version')), c.req.valid('json')), 'catalogueCommentSaved', 201),
    )
    .post('/drafts/:version/comments/:threadid/replies', ...guard, jsonBody(replySchema), async (c) =>
      ok(c, await replyToThread(deps, c.get('user'), version(c.req.param('version')), thread(c.req.param('threadid')), c.req.valid('json').text), 'catalogueCommentSaved', 201),
    )
    .post('/drafts/:version/comments/:threadid/resolve', ...guard, async (c) =>
      ok(c, await setThreadState(deps, c.get('user'), version(c.req.param('version')), thread(c.req.param('threadid')), 'resolved')),
    )
    .post('/drafts/:version/comments/:threadid/reopen', ...guard, async (c) =>
      ok(c, await setThreadState(deps, c.get('user'), version(c.req.param('version')), thread(c.req.param('threadid')), 'open')),
    );
}
