import { Hono, type Context } from 'hono';
import type { Lang } from '../../engine';
import type { CurrentUser } from '../auth/current-user';
import { requireAuth, requirePrivilege } from '../auth/middleware';
import { PRIV } from '../auth/privileges';
import type { AppEnv } from '../http/env';
import { langOf, ok } from '../http/envelope';
import { badRequest } from '../http/errors';
import { domainId, id } from '../http/schemas';
import { check, jsonBody, requestSchema } from '../http/validate';
import type { Deps } from '../deps';
import { cursorProperties, pageProperties } from '../db/paging/list-cursor';
import { areaClassification, classwiseEnrolment, schoolClassification } from './classification';
import { cycleData, districtSelfVsExternal, domainBySchoolOwner, domainPrivateVsGovernment, stateScore, districtDomainScores } from './analysis';
import { drillDownSchools, type DrillDownQuery } from './drill-down';
import { domainSelfVsExternal } from './self-vs-external';
import type { DashboardFilters } from './filters';
import { accreditationYears, districtBlocks, formStatusList, userDistricts } from './lookups';
import { districtComplaints, districtHeat, districtStatus, statusWise } from './progress';
import { SWEEP_ON_READ, sweepTallies, tallyFreshness } from './tallies';

/** The filters of every dashboard chart: accreditation year (a cycle id), district, block, form status. All optional. */
const filterProperties = {
  accrYear: { ...id, description: 'Cycle id (accreditation year); all cycles when left out.' },
  districtId: id,
  blockId: id,
  status: { type: 'integer', minimum: 1, maximum: 10, description: 'Form status code 1 to 10.' },
};
export const dashboardFilterSchema = requestSchema<DashboardFilters>({ type: 'object', additionalProperties: false, properties: filterProperties });

/** The schools behind a chart's bar or cell: the chart's filters, narrowed by what was clicked, and a page. */
export const drillDownSchema = requestSchema<DrillDownQuery>({
  type: 'object',
  additionalProperties: false,
  properties: {
    ...filterProperties,
    domainId: { ...domainId, description: "Show this domain's scores (score charts)." },
    management: { type: 'string', maxLength: 40, description: 'Management type (school owner chart), e.g. stateGovernment.' },
    sector: { type: 'string', enum: ['government', 'private'] },
    evaluation: { type: 'string', enum: ['self', 'external'], description: 'external: only forms with an external evaluation.' },
    basis: {
      type: 'string',
      enum: ['forms', 'schools'],
      description:
        'forms (default): the forms a form chart counts; schools: the schools of the school master a school chart counts (management type, category, area, class-wise enrolment), with or without a form.',
    },
    genderType: { type: 'string', pattern: '^[A-Za-z]{1,40}$', description: 'School category (category chart), e.g. girls. Schools basis only.' },
    location: { type: 'string', pattern: '^[A-Za-z]{1,40}$', description: 'Area (area chart), e.g. rural. Schools basis only.' },
    enrolmentClass: { type: 'string', pattern: '^class\\d{1,2}(Science|Arts|Commerce)?$', description: 'Class-wise enrolment bar key, e.g. class11Science. Schools basis only.' },
    ...pageProperties,
    ...cursorProperties,
  },
  // A school chart has no scores to narrow by; a form chart no school category, area or class.
  if: { required: ['basis'], properties: { basis: { const: 'schools' } } },
  then: { properties: { domainId: false, evaluation: false } },
  else: { properties: { genderType: false, location: false, enrolmentClass: false } },
});

/** Query of `GET /v1/dashboard/blocks`. */
export const blocksQuerySchema = requestSchema<{ districtId: number }>({
  type: 'object',
  additionalProperties: false,
  required: ['districtId'],
  properties: { districtId: id },
});

const asInteger = (raw: string | undefined): unknown => (raw !== undefined && /^\d+$/.test(raw) ? Number(raw) : raw);

/** Dashboards and analysis (spec §2, §7 dashboard): chart data computed in the database, scoped to the caller. */
export function dashboardRoutes(primary: Deps) {
  // Charts read from the replica when there is one (DATABASE_READ_URL); sign-in checks stay on the primary.
  const deps: Deps & { scoreDb: Deps['db'] } = { ...primary, db: primary.readDb ?? primary.db, scoreDb: primary.db };
  const filters = jsonBody(dashboardFilterSchema);
  // Every chart answers the caller's filtered view in the caller's language.
  const chart =
    <T>(read: (deps: Deps, user: CurrentUser, filters: DashboardFilters, lang: Lang) => Promise<T>) =>
    async (c: Context<AppEnv, string, { in: { json: DashboardFilters }; out: { json: DashboardFilters } }>) =>
      ok(c, await read(deps, c.get('user'), c.req.valid('json'), langOf(c)));
  // The tallies the charts read are recounted for the districts changes marked, on the primary,
  // before a chart (every POST) or the freshness answers, when those districts and their schools are few
  // (server/dashboards/tallies.ts); otherwise the periodic sweep catches up.
  const sweep = () => sweepTallies(primary.db, SWEEP_ON_READ);
  return new Hono<AppEnv>()
    .use(requireAuth(primary), requirePrivilege(PRIV.dashboard))
    .use(async (c, next) => {
      if (c.req.method === 'POST') await sweep();
      await next();
    })
    .get('/accryear', async (c) => ok(c, await accreditationYears(deps, langOf(c))))
    .get('/districts/user', async (c) => ok(c, await userDistricts(deps, c.get('user'), langOf(c))))
    .get('/blocks', async (c) => {
      const raw = c.req.query('districtId');
      if (raw === undefined || raw === '') throw badRequest([{ field: 'districtId', problem: 'required' }], 'selectDistrict');
      const query = check(blocksQuerySchema, { districtId: asInteger(raw) });
      return ok(c, await districtBlocks(deps, c.get('user'), query.districtId, langOf(c)));
    })
    .get('/status', (c) => ok(c, formStatusList(langOf(c))))
    .get('/freshness', async (c) => {
      await sweep();
      const f = await tallyFreshness(primary.db);
      return ok(c, { pendingSince: f.pendingSince?.toISOString() ?? null, behindSeconds: f.behindSeconds });
    })
    .post('/classification/school', filters, chart(schoolClassification))
    .post('/classification/area', filters, chart(areaClassification))
    .post('/classwise/enrollment', filters, chart(classwiseEnrolment))
    .post('/chart/statuswise', filters, chart(statusWise))
    .post('/chart/statescore', filters, chart(stateScore))
    .post('/progress/district/domain', filters, chart(districtDomainScores))
    .post('/progress/district/status', filters, chart(districtStatus))
    .post('/progress/district/heat', filters, chart(districtHeat))
    .post('/progress/district/complaint', filters, chart(districtComplaints))
    .post('/analysis/domain/schoolowner', filters, chart(domainBySchoolOwner))
    .post('/analysis/domain/privategovt', filters, chart(domainPrivateVsGovernment))
    .post('/analysis/district/selfvsexternal', filters, chart(districtSelfVsExternal))
    .post('/analysis/domain/selfvsexternal', filters, chart(domainSelfVsExternal))
    .post('/schools', jsonBody(drillDownSchema), async (c) => ok(c, await drillDownSchools(deps, c.get('user'), c.req.valid('json'), langOf(c))))
    .post('/cycle/data', filters, async (c) => ok(c, await cycleData(deps, c.get('user'), c.req.valid('json'))));
}
