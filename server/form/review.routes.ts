import { Hono } from 'hono';
import { requireAuth, requirePrivilege } from '../auth/middleware';
import { PRIV } from '../auth/privileges';
import type { AppEnv } from '../http/env';
import { langOf, ok } from '../http/envelope';
import { id, questionId } from '../http/schemas';
import { jsonBody, requestSchema } from '../http/validate';
import type { Deps } from '../deps';
import { formComments } from './form-comments';
import { openOwnForm } from './open-form';
import { addQuestionComment, listQuestionComments, type QuestionCommentInput } from './question-comments';
import { reviewQuestion, type QuestionReviewInput } from './question-review';
import { idParam } from '../http/params';

export const questionStatusSchema = requestSchema<QuestionReviewInput>({
  type: 'object',
  additionalProperties: false,
  required: ['accrid', 'questionid', 'status'],
  properties: { accrid: id, questionid: questionId, status: { type: 'string', enum: ['FLAGGED', 'APPROVED', 'REJECTED'] }, comment: { type: 'string', maxLength: 2000 } },
});

export const questionCommentSchema = requestSchema<QuestionCommentInput>(
  {
    type: 'object',
    additionalProperties: false,
    required: ['accrid', 'questionid', 'comment'],
    // A blank comment is refused by the service with the same message, "Please add comment".
    properties: { accrid: id, questionid: questionId, comment: { type: 'string', maxLength: 2000 } },
  },
  { comment: 'addComment' },
);

export const questionCommentListSchema = requestSchema<{ accrid: number; questionid?: string }>({
  type: 'object',
  additionalProperties: false,
  required: ['accrid'],
  properties: { accrid: id, questionid: questionId },
});

export const selfInitSchema = requestSchema<{ accrid: number }>({
  type: 'object',
  additionalProperties: false,
  required: ['accrid'],
  properties: { accrid: id },
});

/**
 * Per-question review and comments, and the head opening their form (spec §7,
 * form). Mounted under /v1/form beside the form routes, so auth is per route.
 */
export function reviewRoutes(deps: Deps) {
  const auth = requireAuth(deps);
  return new Hono<AppEnv>()
    .post('/question/status', auth, requirePrivilege(PRIV.dqaReview, PRIV.sqaReview, PRIV.deptApprove), jsonBody(questionStatusSchema), async (c) =>
      ok(c, await reviewQuestion(deps, c.get('user'), c.req.valid('json')), 'statusUpdated'),
    )
    .post('/question/comment/list', auth, requirePrivilege(PRIV.questionComments), jsonBody(questionCommentListSchema), async (c) =>
      ok(c, await listQuestionComments(deps, c.get('user'), c.req.valid('json'))),
    )
    .post('/question/comment', auth, requirePrivilege(PRIV.questionComments), jsonBody(questionCommentSchema), async (c) =>
      ok(c, await addQuestionComment(deps, c.get('user'), c.req.valid('json')), 'commentSaved', 201),
    )
    .get('/:accrid/comments', auth, requirePrivilege(PRIV.questionComments, PRIV.accreditation, PRIV.accreditationHm), async (c) =>
      ok(c, await formComments(deps, c.get('user'), idParam(c.req.param('accrid'), 'accrid'))),
    )
    .post('/self/init', auth, requirePrivilege(PRIV.accreditationHm), jsonBody(selfInitSchema), async (c) =>
      ok(c, await openOwnForm(deps, c.get('user'), c.req.valid('json').accrid, langOf(c))),
    );
}
