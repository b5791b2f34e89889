/** Who makes a call: the demo accounts (server/seed/demo.ts). */
export type Who = 'dqa' | 'sqa' | 'dept' | 'admin';

/**
 * One measured request. A list's cost must not depend on the state's size (issue 32, target 1:
 * p95 under 200 ms at any page); a dashboard's is read from kept aggregates (target 2: p95 under 100 ms).
 */
export interface Call {
  who: Who;
  what: string;
  path: string;
  body: Record<string, unknown>;
  kind: 'list' | 'dashboard';
  /**
   * Measure the page after this body's by the keyset cursor its answer gives (`nextCursor`): the
   * body is asked once, and the call sends it back as `after`, with page + 1.
   */
  byCursor?: boolean;
}

/** A call's target on each database: what is measured, and its bound in ms. */
export interface Target {
  on: 'p95' | 'median';
  ms: number;
}

/**
 * PostgreSQL, the deployment of a large state, holds issue 32's targets (p95); the embedded
 * database, a small office's, keeps the medians the scale bench held it to before.
 */
export const TARGETS: Record<'pglite' | 'postgres', Record<Call['kind'], Target>> = {
  postgres: { list: { on: 'p95', ms: 200 }, dashboard: { on: 'p95', ms: 100 } },
  pglite: { list: { on: 'median', ms: 300 }, dashboard: { on: 'median', ms: 1000 } },
};

/** The page a reviewer reaches by paging on, or by a link to it. */
const FAR_PAGE = 40;
/** The review list's first page size (web/review/Accreditation.tsx). */
const PAGE_SIZE = 20;

/** What the review list's columns sort by (web/review/Accreditation.tsx SORT_KEYS, and updatedAt, which the API offers). */
const SORTS = [
  ['schoolName', 'school name'],
  ['district', 'district'],
  ['status', 'status'],
  ['attempted', 'answered questions'],
  ['updatedAt', 'last change'],
] as const;

/** Every list that grows with the state, at its first page, far pages and searches (seed-sql.ts names schools and heads so a village matches thousands and a number a few). */
export function listCalls(cycleId: number): Call[] {
  const search = { cycleid: cycleId, pageSize: PAGE_SIZE };
  const list = (who: Who, what: string, path: string, body: Record<string, unknown>, byCursor?: boolean): Call => ({ who, what, path, body, kind: 'list', byCursor });
  return [
    list('dqa', 'DQA review list, first page (own district)', '/v1/form/search', { ...search, page: 1 }),
    list('dqa', `DQA review list, page ${FAR_PAGE}`, '/v1/form/search', { ...search, page: FAR_PAGE }),
    ...SORTS.flatMap(([sort, label]) =>
      (['asc', 'desc'] as const).flatMap((order) => [
        list('sqa', `SQA review list by ${label} ${order}, first page`, '/v1/form/search', { ...search, sort, order, page: 1 }),
        list('sqa', `SQA review list by ${label} ${order}, page ${FAR_PAGE} (offset)`, '/v1/form/search', { ...search, sort, order, page: FAR_PAGE }),
        list(
          'sqa',
          `SQA review list by ${label} ${order}, page ${FAR_PAGE + 1} (cursor after page ${FAR_PAGE})`,
          '/v1/form/search',
          { ...search, sort, order, page: FAR_PAGE },
          true,
        ),
      ]),
    ),
    list('sqa', 'SQA review list, status filter (submitted to DQA), first page', '/v1/form/search', { ...search, status: 3, page: 1 }),
    list('sqa', 'SQA review list, searched by a school number (a few schools)', '/v1/form/search', { ...search, search: '12345', page: 1 }),
    list('sqa', 'SQA review list, searched by a village (one school in 15)', '/v1/form/search', { ...search, search: 'Mullana', page: 1 }),
    list('admin', 'school master list, first page', '/v1/school/master/list', { page: 1, pageSize: PAGE_SIZE }),
    list('admin', `school master list, page ${FAR_PAGE}`, '/v1/school/master/list', { page: FAR_PAGE, pageSize: PAGE_SIZE }),
    list('admin', 'school master list, searched by a school number', '/v1/school/master/list', { search: '12345', page: 1, pageSize: PAGE_SIZE }),
    list('admin', 'school master list, searched by a village', '/v1/school/master/list', { search: 'Mullana', page: 1, pageSize: PAGE_SIZE }),
    list('dept', 'schools without a form in the cycle', `/v1/cycle/${cycleId}/schools/without-form`, { page: 1, pageSize: 50 }),
    list('admin', 'users list, first page', '/v1/user/list', { page: 1, pageSize: PAGE_SIZE }),
    list('admin', `users list, page ${FAR_PAGE}`, '/v1/user/list', { page: FAR_PAGE, pageSize: PAGE_SIZE }),
    list('admin', 'users list, searched by a surname (one head in 15)', '/v1/user/list', { search: 'Kumari', page: 1, pageSize: PAGE_SIZE }),
    list('admin', 'users list, searched by a login name', '/v1/user/list', { search: 'head0012345', page: 1, pageSize: PAGE_SIZE }),
    list('sqa', 'complaints list, first page', '/v1/complaint/list', { page: 1, pageSize: PAGE_SIZE }),
    list('dept', 'report cards of the cycle (overall), first page', '/v1/report/overall', { cycleid: cycleId, page: 1, pageSize: PAGE_SIZE }),
    list('dept', 'dashboard drill-down: approved forms of the cycle', '/v1/dashboard/schools', { accrYear: cycleId, status: 9, page: 1, pageSize: 25 }),
    list('dept', 'dashboard drill-down: rural schools (school master basis)', '/v1/dashboard/schools', {
      accrYear: cycleId,
      basis: 'schools',
      location: 'rural',
      page: 1,
      pageSize: 25,
    }),
  ];
}

/** Every chart of server/dashboards/dashboard.routes.ts, for the cycle, as the department opens them. */
export function dashboardCalls(cycleId: number): Call[] {
  const charts: [string, string][] = [
    ['classification/school', 'schools by management type'],
    ['classification/area', 'schools by area'],
    ['classwise/enrollment', 'class-wise enrolment'],
    ['chart/statuswise', 'forms per status'],
    ['chart/statescore', 'state score'],
    ['progress/district/domain', 'domain scores per district'],
    ['progress/district/status', 'forms per district and status'],
    ['progress/district/heat', 'district × status heat map'],
    ['progress/district/complaint', 'complaints per district'],
    ['analysis/domain/schoolowner', 'domain scores by school owner'],
    ['analysis/domain/privategovt', 'domain scores, private vs government'],
    ['analysis/district/selfvsexternal', 'self vs external per district'],
    ['analysis/domain/selfvsexternal', 'self vs external per domain'],
    ['cycle/data', 'cycle-wise state performance'],
  ];
  return charts.map(([path, what]) => ({ who: 'dept', what: `dashboard: ${what}`, path: `/v1/dashboard/${path}`, body: { accrYear: cycleId }, kind: 'dashboard' }));
}

/** The call the first request after a start is timed with (bench/first-call.ts): the heaviest chart before kept scores. */
export const FIRST_CALL_CHART = '/v1/dashboard/progress/district/domain';
