import { REASONS_NEEDING_COMMENT } from '../seed/reference';
import { Hono } from 'hono';
import { isFormStatusCode } from '../../workflows';
import { requireAuth, requirePrivilege } from '../auth/middleware';
import { FORM_READERS, PRIV } from '../auth/privileges';
import { rejectReasons } from '../db/schema';
import type { AppEnv } from '../http/env';
import { langOf, ok } from '../http/envelope';
import { badRequest } from '../http/errors';
import { answerValue, domainId, id, questionId } from '../http/schemas';
import { jsonBody, requestSchema } from '../http/validate';
import type { AnswerKind } from './answers-store';
import type { Deps } from '../deps';
import { formDomains, formJson, validateFormDetails } from './form-content';
import { openDomainForm } from './open-domain-form';
import { reviewSummary } from './review-summary';
import { formHistoryList, formStatus } from './form-status';
import { saveAnswers, type SaveAnswersInput } from './save-answers';
import { saveExternalAnswers } from './save-external-answers';
import { transitionForm } from './transition-form';
import { searchForms, type SearchFormsInput } from './search-forms';
import { cursorProperties, pageProperties } from '../db/paging/list-cursor';
import { idParam } from '../http/params';

export const searchSchema = requestSchema<SearchFormsInput>({
  type: 'object',
  additionalProperties: false,
  properties: {
    cycleid: id,
    search: { type: 'string', maxLength: 100 },
    status: { type: 'integer', minimum: 1, maximum: 10 },
    districtId: id,
    blockId: id,
    ...pageProperties,
    sort: {
      enum: ['schoolName', 'district', 'status', 'attempted', 'updatedAt'],
      description: 'schoolName (the default) orders by school name, district by district then school name; every order ends with the form id (accrid).',
    },
    order: { enum: ['asc', 'desc'] },
    ...cursorProperties,
  },
});

export const formJsonSchema = requestSchema<{ accrid: number; domainId: string }>({
  type: 'object',
  additionalProperties: false,
  required: ['accrid', 'domainId'],
  properties: { accrid: id, domainId },
});

export const answersSchema = requestSchema<SaveAnswersInput & { kind?: AnswerKind }>({
  type: 'object',
  additionalProperties: false,
  required: ['accrid', 'answers'],
  properties: {
    accrid: id,
    // 'external': the district reviewer's external evaluation, once the cycle's audit is initiated.
    kind: { type: 'string', enum: ['self', 'external'] },
    answers: {
      type: 'array',
      minItems: 1,
      maxItems: 300,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['questionid', 'value'],
        properties: {
          questionid: questionId,
          value: answerValue,
          base: { type: ['string', 'null'], format: 'date-time' },
          // Why the school answered Not Applicable, where the catalogue version asks; empty clears it.
          reason: { type: 'string', maxLength: 500 },
        },
      },
    },
  },
});

export const statusChangeSchema = requestSchema<{ accrid: number; status?: number | string | null; comment?: string; consent?: boolean; reasonId?: number }>({
  type: 'object',
  additionalProperties: false,
  required: ['accrid'],
  // status and comment are checked in the handler, for "Please select status" and "Please add comment".
  properties: {
    accrid: id,
    status: { anyOf: [{ type: 'integer' }, { type: 'string', maxLength: 4 }, { type: 'null' }] },
    comment: { type: 'string', maxLength: 2000 },
    consent: { type: 'boolean' },
    reasonId: id,
  },
});

export const accridSchema = requestSchema<{ accrid: number }>({
  type: 'object',
  additionalProperties: false,
  required: ['accrid'],
  properties: { accrid: id },
});

/** The accreditation form calls (spec §7, form). */
export function formRoutes(deps: Deps) {
  return (
    new Hono<AppEnv>()
      .use(requireAuth(deps))
      .post('/search', requirePrivilege(...FORM_READERS), jsonBody(searchSchema), async (c) => ok(c, await searchForms(deps, c.get('user'), c.req.valid('json'), langOf(c))))
      .get('/reject/reason/list', requirePrivilege(...FORM_READERS), async (c) => {
        const rows = await deps.db.select().from(rejectReasons).orderBy(rejectReasons.id);
        return ok(
          c,
          rows.map((r) => ({ id: r.id, label: { en: r.label, hi: r.labelHi }, needsComment: REASONS_NEEDING_COMMENT.has(r.id) })),
        );
      })
      .get('/:accrid/domain', requirePrivilege(...FORM_READERS), async (c) => ok(c, await formDomains(deps, c.get('user'), idParam(c.req.param('accrid'), 'accrid'))))
      .post('/json', requirePrivilege(PRIV.domainForm), jsonBody(formJsonSchema), async (c) => {
        const body = c.req.valid('json');
        return ok(c, await formJson(deps, c.get('user'), body.accrid, body.domainId, langOf(c)));
      })
      .post('/open', requirePrivilege(PRIV.domainForm), jsonBody(formJsonSchema), async (c) => {
        const body = c.req.valid('json');
        return ok(c, await openDomainForm(deps, c.get('user'), body.accrid, body.domainId, langOf(c)));
      })
      .post('/answers', requirePrivilege(PRIV.domainForm), jsonBody(answersSchema), async (c) => {
        const { kind, ...input } = c.req.valid('json');
        // Reasons belong to the school's own Not Applicable answers, not to the external evaluation.
        const withReason = input.answers.filter((a) => a.reason !== undefined);
        if (kind === 'external' && withReason.length)
          throw badRequest(
            withReason.map((a) => ({ questionid: a.questionid, field: 'reason', problem: 'naReasonNotTaken' })),
            'naReasonNotTaken',
          );
        return ok(c, kind === 'external' ? await saveExternalAnswers(deps, c.get('user'), input) : await saveAnswers(deps, c.get('user'), input), 'dataSaved');
      })
      .post('/domain/details/validate', requirePrivilege(...FORM_READERS), jsonBody(accridSchema), async (c) =>
        ok(c, await validateFormDetails(deps, c.get('user'), c.req.valid('json').accrid)),
      )
      .post('/status/change', requirePrivilege(...FORM_READERS), jsonBody(statusChangeSchema), async (c) => {
        const body = c.req.valid('json');
        if (body.status === undefined || body.status === null || body.status === '') throw badRequest([{ field: 'status', problem: 'required' }], 'selectStatus');
        const to = Number(body.status);
        if (!isFormStatusCode(to)) throw badRequest([{ field: 'status', problem: 'unknownStatus' }], 'selectStatus');
        const comment = body.comment?.trim() ?? '';
        if (!comment) throw badRequest([{ field: 'comment', problem: 'required' }], 'addComment');
        const request = { type: 'change' as const, to, comment, consent: body.consent, reasonId: body.reasonId };
        return ok(c, await transitionForm(deps, c.get('user'), body.accrid, request), 'formStatusSaved');
      })
      .get('/:accrid/review-summary', requirePrivilege(...FORM_READERS), async (c) =>
        ok(c, await reviewSummary(deps, c.get('user'), idParam(c.req.param('accrid'), 'accrid'), langOf(c))),
      )
      .get('/:accrid/status', requirePrivilege(...FORM_READERS), async (c) => ok(c, await formStatus(deps, c.get('user'), idParam(c.req.param('accrid'), 'accrid'), langOf(c))))
      .get('/:accrid/status/history', requirePrivilege(...FORM_READERS), async (c) =>
        ok(c, await formHistoryList(deps, c.get('user'), idParam(c.req.param('accrid'), 'accrid'), langOf(c))),
      )
      // The spec names both; the POST form takes the form id in the body.
      .post('/history', requirePrivilege(...FORM_READERS), jsonBody(accridSchema), async (c) =>
        ok(c, await formHistoryList(deps, c.get('user'), c.req.valid('json').accrid, langOf(c))),
      )
  );
}
