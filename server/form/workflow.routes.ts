import { REASONS_NEEDING_COMMENT } from '../seed/reference';
import { Hono } from 'hono';
import { requireAuth } from '../auth/middleware';
import type { AppEnv } from '../http/env';
import { ok } from '../http/envelope';
import { badRequest, notFound } from '../http/errors';
import { id } from '../http/schemas';
import { jsonBody, requestSchema } from '../http/validate';
import type { Deps } from '../deps';
import { transitionForm, type FormAction } from './transition-form';

export const submitSchema = requestSchema<{ accrid: number; consent?: boolean }>({
  type: 'object',
  additionalProperties: false,
  required: ['accrid'],
  properties: { accrid: id, consent: { type: 'boolean' } },
});

export const rejectSchema = requestSchema<{ accrid: number; reasonId: number; comment?: string }>(
  {
    type: 'object',
    additionalProperties: false,
    required: ['accrid', 'reasonId'],
    properties: { accrid: id, reasonId: id, comment: { type: ['string', 'null'], maxLength: 2000 } },
  },
  { reasonId: 'reasonRequired' },
);

const submitEvent = { sh: 'sh.submit', dqa: 'dqa.submit', sqa: 'sqa.submit', dept: 'dept.approve' } as const;
const rejectEvent = { dqa: 'dqa.reject', sqa: 'sqa.reject', dept: 'dept.reject' } as const;

/** Form review workflow: submit and reject at each level (spec §7, workflow). Privilege and scope are checked in the service. */
export function workflowRoutes(deps: Deps) {
  return new Hono<AppEnv>()
    .use(requireAuth(deps))
    .post('/form/:level/status/submit', jsonBody(submitSchema), async (c) => {
      const level = c.req.param('level') as keyof typeof submitEvent;
      if (!Object.hasOwn(submitEvent, level)) throw notFound();
      const body = c.req.valid('json');
      const type = submitEvent[level];
      const action: FormAction = type === 'sh.submit' || type === 'dqa.submit' ? { type, consent: body.consent === true } : { type, consent: body.consent };
      return ok(c, await transitionForm(deps, c.get('user'), body.accrid, action), 'formStatusSaved');
    })
    .post('/form/:level/status/reject', jsonBody(rejectSchema), async (c) => {
      const level = c.req.param('level') as keyof typeof rejectEvent;
      if (!Object.hasOwn(rejectEvent, level)) throw notFound();
      const body = c.req.valid('json');
      const comment = body.comment?.trim() || undefined;
      // "Other (see comment)" says nothing without its comment: named on the field, in the spec's words.
      if (REASONS_NEEDING_COMMENT.has(body.reasonId) && !comment) throw badRequest([{ field: 'comment', problem: 'required' }], 'addComment');
      const action: FormAction = { type: rejectEvent[level], reasonId: body.reasonId, comment };
      return ok(c, await transitionForm(deps, c.get('user'), body.accrid, action), 'formStatusSaved');
    });
}
