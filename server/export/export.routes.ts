import { Hono } from 'hono';
import { requireAuth, requirePrivilege } from '../auth/middleware';
import { EXPORT_PRIVILEGES } from '../auth/privileges';
import type { AppEnv } from '../http/env';
import { langOf } from '../http/envelope';
import { badRequest } from '../http/errors';
import { id } from '../http/schemas';
import { check, requestSchema } from '../http/validate';
import type { Deps } from '../deps';
import { exportForms, type ExportQuery } from './export-forms';

/** Query of `GET /v1/export/forms`. */
export const exportQuerySchema = requestSchema<ExportQuery>({
  type: 'object',
  additionalProperties: false,
  required: ['cycleId'],
  properties: {
    cycleId: id,
    districtId: { ...id, description: 'Only this district (a DQA: their own, or 403).' },
    blockId: id,
    status: { type: 'integer', minimum: 1, maximum: 10, description: 'Form status code 1 to 10.' },
    format: { type: 'string', enum: ['csv', 'xlsx'], description: 'csv (default) or xlsx.' },
    lang: { type: 'string', enum: ['en', 'hi'], description: 'Language of the labels; the Accept-Language when left out. Codes never change.' },
  },
});

const integerFields = new Set(['cycleId', 'districtId', 'blockId', 'status']);

/** Query values as the schema expects them: digits become numbers, empty values are left out. */
function queryValues(raw: Record<string, string>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(raw)
      .filter(([, v]) => v !== '')
      .map(([k, v]) => [k, integerFields.has(k) && /^\d{1,10}$/.test(v) ? Number(v) : v]),
  );
}

/** Exports for analysts (docs/export.md): a cycle's forms with every answer, as codes. */
export function exportRoutes(deps: Deps) {
  return new Hono<AppEnv>().get('/forms', requireAuth(deps), requirePrivilege(...EXPORT_PRIVILEGES), async (c) => {
    const values = queryValues(c.req.query());
    if (values.cycleId === undefined) throw badRequest([{ field: 'cycleId', problem: 'required' }], 'selectCycle');
    const query = check(exportQuerySchema, values);
    const file = await exportForms(deps, c.get('user'), query, langOf(c));
    return c.body(file.body, 200, {
      'Content-Type': file.contentType,
      'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
      // How many forms follow: the web app measures its progress bar against it.
      'X-Total-Count': String(file.total),
    });
  });
}
