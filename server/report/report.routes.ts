import { Hono } from 'hono';
import { requireAuth, requirePrivilege } from '../auth/middleware';
import { PRIV } from '../auth/privileges';
import type { AppEnv } from '../http/env';
import { langOf, ok } from '../http/envelope';
import { id } from '../http/schemas';
import { check, jsonBody, requestSchema } from '../http/validate';
import type { Deps } from '../deps';
import { cursorProperties, pageProperties } from '../db/paging/list-cursor';
import { reportScore } from './report';
import { reportChart } from './report-chart';
import { overallReports, type OverallReportsInput } from './report-overall';
import { idParam } from '../http/params';
import { reportPdf } from './report-pdf';
import { loadReportSecret, verifyAddress, verifyReport } from './report-verify';

/** Body of `POST /v1/report/overall`: filters, sort and page of the report card list. */
export const overallReportsSchema = requestSchema<OverallReportsInput>({
  type: 'object',
  additionalProperties: false,
  properties: {
    cycleid: id,
    districtId: id,
    blockId: id,
    grade: { type: 'string', minLength: 1, maxLength: 8 },
    search: { type: 'string', maxLength: 100, description: 'School name (at least 3 characters), UDISE or school code.' },
    sort: { enum: ['schoolName', 'scoreDesc', 'scoreAsc'], description: 'schoolName (the default), or the score; every order ends with the form id (accrid).' },
    ...pageProperties,
    ...cursorProperties,
  },
});

export const reportPdfQuerySchema = requestSchema<{ lang?: 'en' | 'hi' }>({
  type: 'object',
  additionalProperties: false,
  properties: { lang: { type: 'string', enum: ['en', 'hi'] } },
});

export const verifyReportSchema = requestSchema<{ code: string; k: string }>({
  type: 'object',
  additionalProperties: false,
  required: ['code', 'k'],
  properties: {
    code: { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9-]+$' },
    k: { type: 'string', minLength: 1, maxLength: 32, pattern: '^[A-Za-z0-9_-]+$' },
  },
});

/**
 * Anyone holding a report card (a parent, an employer, another office) checks its code against
 * the server, without signing in: the address printed under the card's QR code.
 */
export function reportVerifyRoutes(deps: Deps) {
  return new Hono<AppEnv>().post('/report', jsonBody(verifyReportSchema), async (c) => ok(c, await verifyReport(deps, c.req.valid('json'), langOf(c))));
}

/** Report card calls (spec §7, report). */
export function reportRoutes(deps: Deps) {
  return (
    new Hono<AppEnv>()
      .use(requireAuth(deps), requirePrivilege(PRIV.reportCard))
      .post('/overall', jsonBody(overallReportsSchema), async (c) => ok(c, await overallReports(deps, c.get('user'), c.req.valid('json'), langOf(c))))
      .get('/:accrid/score', async (c) => ok(c, await reportScore(deps, c.get('user'), idParam(c.req.param('accrid'), 'accrid'), langOf(c))))
      .get('/:accrid/domain/score', async (c) => {
        const report = await reportScore(deps, c.get('user'), idParam(c.req.param('accrid'), 'accrid'), langOf(c));
        return ok(c, report.domains);
      })
      // The report card as an A4 PDF in the caller's language (?lang=hi|en overrides), with the QR code that verifies it.
      .get('/:accrid/pdf', async (c) => {
        const lang = check(reportPdfQuerySchema, c.req.query()).lang ?? langOf(c);
        const report = await reportScore(deps, c.get('user'), idParam(c.req.param('accrid'), 'accrid'), lang);
        const base = process.env.PUBLIC_URL || new URL(c.req.url).origin;
        const pdf = await reportPdf(report, lang, verifyAddress(base, await loadReportSecret(deps.db), report.reportCode ?? ''));
        const name = `report-card-${report.schoolCode}-${lang}.pdf`;
        return c.body(new Uint8Array(pdf), 200, {
          'content-type': 'application/pdf',
          'content-disposition': `attachment; filename="${name}"`,
          'cache-control': 'private, no-store',
        });
      })
      .get('/:schoolAccrId/chart', async (c) => ok(c, await reportChart(deps, c.get('user'), idParam(c.req.param('schoolAccrId'), 'schoolAccrId'), langOf(c))))
  );
}
