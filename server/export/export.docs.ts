import { EXPORT_PRIVILEGES } from '../auth/privileges';
import { exportQuerySchema } from './export.routes';
import { type RouteDoc } from '../openapi/route-doc';

/** The API document's entries for the routes of export.routes.ts, keyed by `METHOD /path` as the app mounts them. */
export const exportDocs: Record<string, RouteDoc> = {
  // Exports for analysts (docs/export.md)
  'GET /v1/export/forms': {
    failures: { 404: 'noRecords (No records found)' },
    summary: "Export a cycle's forms for analysis (csv or xlsx): one row per school with every answer as codes, evidence counts and scores, labels in the chosen language",
    description:
      'Headers and values are codes that never change with the language (question ids, option codes, status codes, district and block ids). CSV: row 1 the codes, row 2 their labels. XLSX: sheet "data", and sheet "labels" (column, code, label, label_en, label_hi). X-Total-Count gives the number of forms that follow. A DQA gets their district only (another district: 403).',
    privileges: EXPORT_PRIVILEGES,
    query: exportQuerySchema,
    produces: 'binary',
    contentTypes: ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  },
};
