import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Lang } from '../../engine';
import type { CurrentUser } from '../auth/current-user';
import type { Db } from '../db/client';
import { blocks, cycles, districts } from '../db/schema';
import { notFound } from '../http/errors';
import { checkFilters, formWhere, visibleDistrictIds } from '../dashboards';
import type { Deps } from '../deps';
import { exportColumns, valueLabels, type ValueLabel } from './export-columns';
import { countExportRows, exportRows } from './export-rows';
import { exportCsv, exportXlsx } from './export-stream';

export type ExportFormat = 'csv' | 'xlsx';

/** What the caller asks for: a cycle, optional district, block and status, a format and the label language. */
export interface ExportQuery {
  cycleId: number;
  districtId?: number;
  blockId?: number;
  status?: number;
  format?: ExportFormat;
  lang?: Lang;
}

/** The districts and blocks the caller may see, named in both languages, for the labels sheet. */
async function placesInScope(db: Db, user: CurrentUser) {
  const visible = await visibleDistrictIds(db, user);
  const inScope = visible ? inArray(districts.id, visible.length ? visible : [0]) : undefined;
  const ds = await db.select().from(districts).where(inScope).orderBy(asc(districts.id));
  const bs = await db
    .select()
    .from(blocks)
    .where(inArray(blocks.districtId, ds.length ? ds.map((d) => d.id) : [0]))
    .orderBy(asc(blocks.id));
  return {
    districts: ds.map((d) => ({ id: d.id, name: { en: d.name, hi: d.nameHi } })),
    blocks: bs.map((b) => ({ id: b.id, name: { en: b.name, hi: b.nameHi } })),
  };
}

/**
 * A cycle's forms for analysts (docs/export.md): one row per school with every answer as codes,
 * each question's evidence count and the scores, in the caller's scope (a DQA: their district;
 * another district is 403) and the filters asked for. Headers and values are codes that never
 * change with the language; only labels (CSV's second row, XLSX's "labels" sheet) do. Streamed a
 * page of forms at a time; `total` is counted first so the client can show how far it is.
 */
export async function exportForms(deps: Pick<Deps, 'db' | 'readDb' | 'catalogues'>, user: CurrentUser, query: ExportQuery, lang: Lang) {
  // Reads go to the replica when there is one, as the dashboards' do.
  const db = deps.readDb ?? deps.db;
  const [cycle] = await db
    .select()
    .from(cycles)
    .where(and(eq(cycles.id, query.cycleId), ne(cycles.status, 'DELETED')));
  if (!cycle) throw notFound();
  const filters = { accrYear: cycle.id, districtId: query.districtId, blockId: query.blockId, status: query.status };
  await checkFilters(db, user, filters);
  const where = formWhere(user, filters);
  const total = await countExportRows(db, where);
  const index = deps.catalogues.get(cycle.catalogueVersion);
  const columns = exportColumns(index);
  const rows = exportRows({ db, catalogues: deps.catalogues }, where, index, columns);
  const labelLang = query.lang ?? lang;
  const base = [
    'export',
    cycle.name.replace(/[^A-Za-z0-9_-]+/g, '_'),
    query.districtId && `d${query.districtId}`,
    query.blockId && `b${query.blockId}`,
    query.status && `s${query.status}`,
  ]
    .filter(Boolean)
    .join('-');
  if (query.format === 'xlsx') {
    const labels = async (): Promise<ValueLabel[]> => valueLabels(index, await placesInScope(db, user));
    return {
      total,
      fileName: `${base}.xlsx`,
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      body: exportXlsx(rows, columns, labels, labelLang),
    };
  }
  return { total, fileName: `${base}.csv`, contentType: 'text/csv; charset=utf-8', body: exportCsv(rows, columns, labelLang) };
}
