import { Hono } from 'hono';
import { requireAuth, requirePrivilege } from '../auth/middleware';
import { PRIV } from '../auth/privileges';
import type { AppEnv } from '../http/env';
import { langOf, ok } from '../http/envelope';
import { id } from '../http/schemas';
import { jsonBody, requestSchema } from '../http/validate';
import type { Deps } from '../services/deps';
import { reportScore } from '../services/report';
import { reportChart } from '../services/report-chart';
import { overallReports, type OverallReportsInput } from '../services/report-overall';
import { idParam } from './params';

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
    sort: { enum: ['schoolName', 'scoreDesc', 'scoreAsc'] },
    page: { type: 'integer', minimum: 1 },
    pageSize: { type: 'integer', minimum: 1, maximum: 100 },
  },
});

/** Report card calls (spec §7, report). */
export function reportRoutes(deps: Deps) {
  return new Hono<AppEnv>()
    .use(requireAuth(deps), requirePrivilege(PRIV.reportCard))
    .post('/overall', jsonBody(overallReportsSchema), async (c) => ok(c, await overallReports(deps, c.get('user'), c.req.valid('json'), langOf(c))))
    .get('/:accrid/score', async (c) => ok(c, await reportScore(deps, c.get('user'), idParam(c.req.param('accrid'), 'accrid'), langOf(c))))
    .get('/:accrid/domain/score', async (c) => {
      const report = await reportScore(deps, c.get('user'), idParam(c.req.param('accrid'), 'accrid'), langOf(c));
      return ok(c, report.domains);
    })
    .get('/:schoolAccrId/chart', async (c) => ok(c, await reportChart(deps, c.get('user'), idParam(c.req.param('schoolAccrId'), 'schoolAccrId'), langOf(c))));
}
