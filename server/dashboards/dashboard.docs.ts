import { PRIV } from '../auth/privileges';
import { blocksQuerySchema, dashboardFilterSchema, drillDownSchema } from './dashboard.routes';
import { listOf, ref } from '../openapi/value-schemas';
import { type RouteDoc } from '../openapi/route-doc';

const dash = [PRIV.dashboard];
const chart = (summary: string, value: Record<string, unknown>, description?: string): RouteDoc => ({
  summary,
  description,
  tag: 'dashboard',
  requestSchema: dashboardFilterSchema,
  privileges: dash,
  failures: { 404: 'noRecords (No records found)' },
  value,
  example: {},
});

/** The API document's entries for the routes of dashboard.routes.ts, keyed by `METHOD /path` as the app mounts them. */
export const dashboardDocs: Record<string, RouteDoc> = {
  // Dashboards: filter lookups
  'GET /v1/dashboard/accryear': { summary: 'Accreditation years (cycles) to filter by', privileges: dash, value: listOf('AccrYear', 'Newest first') },
  'GET /v1/dashboard/districts/user': { summary: 'Districts the caller may filter by', privileges: dash, value: listOf('LookupItem', 'Sorted by name') },
  'GET /v1/dashboard/blocks': {
    failures: { 404: 'noRecords (No records found)' },
    summary: 'Blocks of a district',
    privileges: dash,
    query: blocksQuerySchema,
    value: listOf('LookupItem', 'Sorted by name'),
  },
  'GET /v1/dashboard/status': { summary: 'The ten form statuses with their labels', privileges: dash, value: listOf('FormStatusItem', 'Codes 1 to 10') },
  'GET /v1/dashboard/freshness': {
    summary: 'How far behind the charts may be',
    description:
      'The charts read kept counts, recounted for the districts where forms, schools or school information changed: before a chart answers when few districts wait, otherwise within seconds. pendingSince is the oldest change not counted yet (null: the charts count every change).',
    privileges: dash,
    value: ref('DashboardFreshness'),
  },

  // Dashboards: charts. Every one takes the same filters and is scoped to the caller.
  'POST /v1/dashboard/classification/school': chart(
    'Schools by management type',
    listOf('ChartCategoryRow', 'key: stateGovernment, centralGovernment, nonGovernmentAided, nonGovernmentUnaided'),
  ),
  'POST /v1/dashboard/classification/area': chart(
    'State government schools by category and by area',
    listOf('ChartCategoryRow', 'group gender (coEducation, girls, boys) and group location (urban, rural, notApplicable)'),
  ),
  'POST /v1/dashboard/classwise/enrollment': chart(
    'Students enrolled per class (11 and 12 by stream)',
    listOf('EnrolmentRow', 'Classes in order; empty when no school in scope saved its information'),
  ),
  'POST /v1/dashboard/chart/statuswise': chart('Forms per status', listOf('ChartCategoryRow', 'key: the status code; statuses without forms are left out')),
  'POST /v1/dashboard/chart/statescore': chart(
    'State-level scores: overall and per domain',
    listOf('ScoreRow', 'The overall row first, then D1..D7'),
    'Approved forms (status 9) only. The overall score is averaged in the database; domain scores are not stored, so each form is scored by the engine (cached per form).',
  ),
  'POST /v1/dashboard/progress/district/domain': chart(
    'District comparison of domain scores',
    listOf('ScoreRow', 'One row per district in scope and domain: districtId, districtLabel, districtText, key (D1..D7), label, text, value, forms'),
    'Approved forms (status 9) only; domain scores from the engine, cached per form.',
  ),
  'POST /v1/dashboard/progress/district/status': chart('Forms per district and status', listOf('DistrictStatusRow', 'Pairs without forms are left out')),
  'POST /v1/dashboard/progress/district/heat': chart(
    'District × status matrix for the heat chart',
    listOf('DistrictStatusRow', 'Every district in scope × statuses 1..10, zeros included, with percent'),
  ),
  'POST /v1/dashboard/progress/district/complaint': chart(
    'Complaints per district and complaint status',
    listOf('DistrictStatusRow', 'status: a complaint status code'),
    'Complaints belong to no cycle and have no form status: only the district and block filters apply.',
  ),
  'POST /v1/dashboard/analysis/domain/schoolowner': chart('Domain scores by school owner (management type)', listOf('DomainSeriesRow', 'series: the management type')),
  'POST /v1/dashboard/analysis/domain/privategovt': chart('Domain scores of government against private schools', listOf('DomainSeriesRow', 'series: government or private')),
  'POST /v1/dashboard/analysis/district/selfvsexternal': chart(
    'Per district, average self score against external score',
    listOf('DistrictSeriesRow', 'series: self, and external where forms have an external score'),
  ),
  'POST /v1/dashboard/analysis/domain/selfvsexternal': chart(
    'Per domain, average self score against external score, and the gap',
    listOf('SelfVsExternalRow', 'D1..D7; empty while no approved form in scope has an external evaluation'),
    'Approved forms (status 9) with an external evaluation (the answers recorded during the audit) only: both means are over the same forms, gap = external - self.',
  ),
  'POST /v1/dashboard/schools': {
    failures: { 404: 'noRecords (No records found)' },
    summary: 'The schools behind a chart bar or cell (drill-down)',
    description:
      "The chart filters, narrowed by the clicked category (status, district, cycle, domain, management, sector, evaluation; with basis schools: management, school category, area, enrolment class), same scope as the charts: the total equals the bar's count. basis schools lists schools of the school master, each with its form in the cycle if it has one. Sorted by school name.",
    tag: 'dashboard',
    privileges: dash,
    requestSchema: drillDownSchema,
    value: ref('DrillDownPage'),
    example: { status: 9, domainId: 'D1', page: 1, pageSize: 25 },
  },
  'POST /v1/dashboard/cycle/data': chart('Cycle-wise state performance: forms, approved forms, average score', listOf('CycleDataRow', 'Oldest cycle first')),
};
