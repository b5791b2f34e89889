import { PassThrough, Readable, type Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { Cell } from './export-rows';

// The spreadsheets the server streams (a cycle's download, the department's export): CSV and XLSX
// written as the rows are read, so a state-wide file never sits in memory.

/** One CSV field; text that a spreadsheet would run as a formula is defused with a leading quote. */
export function csvField(v: Cell): string {
  if (v === null) return '';
  if (typeof v === 'number') return String(v);
  const text = /^[=+\-@\t\r]/.test(v) ? `'${v}` : v;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows as CSV after their header rows, pulled page by page: the next page is read only when the client took the last. */
export function csvStream(rows: AsyncGenerator<Cell[][]>, header: Cell[][]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const line = (cells: Cell[]) => cells.map(csvField).join(',') + '\r\n';
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        // The byte order mark makes Excel read the file as UTF-8, so Hindi shows.
        controller.enqueue(encoder.encode('\uFEFF' + header.map(line).join('')));
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

/**
 * Writes the rows page by page, reading the next page only once the client
 * has taken what is waiting: a state-wide workbook sent to a slow phone then
 * holds back the database reads instead of piling up in memory (the
 * workbook writer itself never waits for its reader).
 */
export async function writePaced(rows: AsyncIterable<Cell[][]>, write: (row: Cell[]) => void, out: Writable): Promise<void> {
  for await (const page of rows) {
    if (out.destroyed) return;
    for (const r of page) write(r);
    if (out.writableNeedDrain) await drainedOrClosed(out);
  }
}

/** Waits until the stream wants more, or is closed (the client went away: stop reading). */
function drainedOrClosed(out: Writable): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      out.off('drain', done);
      out.off('close', done);
      resolve();
    };
    out.on('drain', done);
    out.on('close', done);
  });
}

/**
 * An XLSX workbook written as it goes (exceljs's streaming writer), its sheets added by `write`.
 * No styles and no shared strings: that table would hold every distinct text until the end.
 */
export function xlsxSheets(write: (workbook: ExcelJS.stream.xlsx.WorkbookWriter, out: Writable) => Promise<void>): ReadableStream<Uint8Array> {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: false, useSharedStrings: false });
  void (async () => {
    try {
      await write(workbook, out);
      if (out.destroyed) return;
      await workbook.commit();
    } catch (e) {
      out.destroy(e as Error);
    }
  })();
  return Readable.toWeb(out) as ReadableStream<Uint8Array>;
}
