import { Hono } from 'hono';
import { requireAuth, requirePrivilege } from '../../auth/middleware';
import { PRIV } from '../../auth/privileges';
import type { AppEnv } from '../../http/env';
import { langOf, ok } from '../../http/envelope';
import { check, jsonBody, requestSchema } from '../../http/validate';
import { changeNotice } from './catalogue-notice';
import { noticePdf } from './catalogue-notice-pdf';
import { saveNoticeReason, type NoticeReasonInput } from './catalogue-notice-reasons';
import type { Deps } from '../../deps';
import { baseSchema } from '../../db/revision';
import { versionParamSchema } from '../drafts/catalogue.routes';

/** `?lang=` of the notice and its PDF: the notice's language, apart from the reader's (Accept-Language when absent). */
export const noticeQuerySchema = requestSchema<{ lang?: 'en' | 'hi' }>({
  type: 'object',
  additionalProperties: false,
  properties: { lang: { type: 'string', enum: ['en', 'hi'] } },
});

/** Body of `PUT /v1/catalogue/{version}/notice/reason`: one item's reason for schools, both languages. */
export const noticeReasonSchema = requestSchema<NoticeReasonInput>({
  type: 'object',
  additionalProperties: false,
  required: ['target', 'en', 'hi', 'base'],
  properties: {
    target: { type: 'string', pattern: '^(question:Q[0-9]{3,}|grading)$', maxLength: 20, description: 'The item, named as in the change history: question:Q012, or grading' },
    en: { type: 'string', maxLength: 500, description: 'The reason in English; blank with blank Hindi clears it' },
    hi: { type: 'string', maxLength: 500, description: 'The reason in Hindi; the Hindi notice prints nothing in its place while blank' },
    base: baseSchema,
  },
});

/**
 * A catalogue version's change notice for schools: read by any signed-in user once published (a
 * draft's by its editors and approvers, checked in the service), and its reasons written by the
 * editors (privilege 60). Mounted before catalogueRoutes on the same prefix, whose `.use()`
 * would otherwise ask every caller for privilege 60 or 61: so auth sits on each route here.
 */
export function catalogueNoticeRoutes(deps: Deps) {
  return new Hono<AppEnv>()
    .get('/:version/notice', requireAuth(deps), async (c) => {
      const lang = check(noticeQuerySchema, c.req.query()).lang ?? langOf(c);
      return ok(c, await changeNotice(deps, c.get('user'), check(versionParamSchema, c.req.param('version')), lang));
    })
    .get('/:version/notice.pdf', requireAuth(deps), async (c) => {
      const lang = check(noticeQuerySchema, c.req.query()).lang ?? langOf(c);
      const version = check(versionParamSchema, c.req.param('version'));
      const pdf = await noticePdf(await changeNotice(deps, c.get('user'), version, lang));
      return c.body(new Uint8Array(pdf), 200, {
        'content-type': 'application/pdf',
        'content-disposition': `attachment; filename="change-notice-${version}-${lang}.pdf"`,
        'cache-control': 'private, no-store',
      });
    })
    .put('/:version/notice/reason', requireAuth(deps), requirePrivilege(PRIV.catalogue), jsonBody(noticeReasonSchema), async (c) =>
      ok(c, await saveNoticeReason(deps, c.get('user'), check(versionParamSchema, c.req.param('version')), c.req.valid('json')), 'noticeReasonSaved'),
    );
}
