import { PRIV } from '../auth/privileges';
import { overallReportsSchema, reportPdfQuerySchema, verifyReportSchema } from './report.routes';
import { listOf, ref } from '../openapi/value-schemas';
import { type RouteDoc } from '../openapi/route-doc';

const report = [PRIV.reportCard];

/** The API document's entries for the routes of report.routes.ts, keyed by `METHOD /path` as the app mounts them. */
export const reportDocs: Record<string, RouteDoc> = {
  // Reports
  'POST /v1/report/overall': {
    failures: { 404: 'noRecords (No records found)' },
    summary: 'Report cards in scope (paged), filtered by cycle, district, block and grade',
    privileges: report,
    requestSchema: overallReportsSchema,
    value: ref('ReportCardPage'),
    example: {},
  },
  'GET /v1/report/:accrid/score': {
    failures: { 409: 'reportNotReady (The report card has not been generated yet)' },
    summary: 'Score, grade and domain scores of an approved form',
    privileges: report,
    value: ref('ReportScore'),
  },
  'GET /v1/report/:accrid/pdf': {
    failures: { 409: 'reportNotReady (The report card has not been generated yet)' },
    summary: 'The report card as an A4 PDF (Hindi or English, embedded Devanagari font) with a QR code that verifies its report code',
    privileges: report,
    query: reportPdfQuerySchema,
    produces: 'binary',
    contentTypes: ['application/pdf'],
  },
  'POST /v1/verify/report': {
    failures: { 404: 'reportNotFound (No report card has this code. Check the code and the address)' },
    summary: "Check a report card's code and key (printed under its QR code): the school, cycle, grade and date the department issued, or 404",
    tag: 'report',
    public: true,
    privileges: [],
    requestSchema: verifyReportSchema,
  },
  'GET /v1/report/:accrid/domain/score': {
    failures: { 409: 'reportNotReady (The report card has not been generated yet)' },
    summary: 'Domain scores of an approved form',
    privileges: report,
    value: listOf('ReportDomainScore', 'One row per domain'),
  },
  'GET /v1/report/:schoolAccrId/chart': {
    failures: { 409: 'reportNotReady (The report card has not been generated yet)' },
    summary: 'Report card chart: domain scores, self against external',
    privileges: report,
    value: listOf('DomainSeriesRow', 'One row per domain and series (self, and external when an external evaluation was entered)'),
  },
};
