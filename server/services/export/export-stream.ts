import { PassThrough, Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { Lang } from '../../../engine';
import { csvField, writePaced } from '../download-cycle';
import type { ExportColumn, ValueLabel } from './export-columns';
import type { Cell } from './export-rows';

/** The header of the XLSX "labels" sheet: what each column and each coded value means. */
export const LABELS_HEADER = ['column', 'code', 'label', 'label_en', 'label_hi'] as const;

const line = (cells: Cell[]) => cells.map(csvField).join(',') + '\r\n';

/**
 * The export as CSV: row 1 the column codes (the same in every language), row 2 their labels in
 * the chosen language, then one row per form. Pulled page by page: the next page is read only
 * when the client has taken the last one, so a slow reader holds back the database, not memory.
 */
export function exportCsv(rows: AsyncGenerator<Cell[][]>, columns: ExportColumn[], lang: Lang): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        // The byte order mark makes Excel read the file as UTF-8, so Hindi labels show.
        controller.enqueue(encoder.encode('\uFEFF' + line(columns.map((c) => c.code)) + line(columns.map((c) => c.label[lang]))));
        return;
      }
      const next = await rows.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value.map(line).join('')));
    },
    async cancel() {
      await rows.return(undefined);
    },
  });
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
  const out = new PassThrough();
  // No shared strings: that table would hold every distinct text until the end.
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: false, useSharedStrings: false });
  const data = workbook.addWorksheet('data');
  void (async () => {
    try {
      data.addRow(columns.map((c) => c.code)).commit();
      await writePaced(rows, (r) => data.addRow(r).commit(), out);
      if (out.destroyed) return;
      data.commit();
      const sheet = workbook.addWorksheet('labels');
      sheet.addRow([...LABELS_HEADER]).commit();
      for (const r of labelRows(columns, await labels(), lang)) sheet.addRow(r).commit();
      sheet.commit();
      await workbook.commit();
    } catch (e) {
      out.destroy(e as Error);
    }
  })();
  return Readable.toWeb(out) as ReadableStream<Uint8Array>;
}
