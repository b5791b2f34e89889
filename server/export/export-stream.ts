import type { Lang } from '../../engine';
import { csvStream, writePaced, xlsxSheets } from './sheet-stream';
import type { ExportColumn, ValueLabel } from './export-columns';
import type { Cell } from './export-rows';

/** The header of the XLSX "labels" sheet: what each column and each coded value means. */
export const LABELS_HEADER = ['column', 'code', 'label', 'label_en', 'label_hi'] as const;

/**
 * The export as CSV: row 1 the column codes (the same in every language), row 2 their labels in
 * the chosen language, then one row per form. Pulled page by page: the next page is read only
 * when the client has taken the last one, so a slow reader holds back the database, not memory.
 */
export function exportCsv(rows: AsyncGenerator<Cell[][]>, columns: ExportColumn[], lang: Lang): ReadableStream<Uint8Array> {
  return csvStream(rows, [columns.map((c) => c.code), columns.map((c) => c.label[lang])]);
}

/** The rows of the labels sheet: each column, then each coded value, with the chosen language's label first. */
export function labelRows(columns: ExportColumn[], values: ValueLabel[], lang: Lang): Cell[][] {
  return [...columns.map((c) => [c.code, null, c.label[lang], c.label.en, c.label.hi]), ...values.map((v) => [v.column, v.code, v.label[lang], v.label.en, v.label.hi])];
}

/**
 * The export as an XLSX workbook written as it goes (exceljs's streaming writer): sheet "data"
 * with the column codes and one row per form, then sheet "labels" (column, code, label in the
 * chosen language, English, Hindi). Rows are written page by page, waiting for the client.
 */
export function exportXlsx(rows: AsyncGenerator<Cell[][]>, columns: ExportColumn[], labels: () => Promise<ValueLabel[]>, lang: Lang): ReadableStream<Uint8Array> {
  return xlsxSheets(async (workbook, out) => {
    const data = workbook.addWorksheet('data');
    data.addRow(columns.map((c) => c.code)).commit();
    await writePaced(rows, (r) => data.addRow(r).commit(), out);
    if (out.destroyed) return;
    data.commit();
    const sheet = workbook.addWorksheet('labels');
    sheet.addRow([...LABELS_HEADER]).commit();
    for (const r of labelRows(columns, await labels(), lang)) sheet.addRow(r).commit();
    sheet.commit();
  });
}
