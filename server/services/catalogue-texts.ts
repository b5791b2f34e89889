// The texts sheet of a version: written as XLSX or CSV for translators, read back onto a
// draft with a preview first. Both formats through exceljs, which the exports already use.
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { CurrentUser } from '../auth/current-user';
import { validateDraft } from '../catalogue/meta-schema';
import { applyTextRows, textRows, type CatalogueVersion, type TextChange, type TextProblem, type TextRow } from '../../engine';
import { catalogueChanges, catalogueVersions } from '../db/schema/index';
import { badRequest } from '../http/errors';
import { assertDraft, loadVersion } from './catalogue-drafts';
import type { Deps } from './deps';

export type SheetFormat = 'xlsx' | 'csv';

const HEADER = ['id', 'field', 'English', 'हिन्दी'];
/** A spreadsheet would run a text starting with these as a formula; a leading quote defuses it both ways. */
const FORMULA = /^[=+\-@\t\r]/;

export async function writeTextsSheet(rows: TextRow[], format: SheetFormat, version: string): Promise<Uint8Array> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(`texts ${version}`);
  sheet.columns = [{ width: 14 }, { width: 16 }, { width: 60 }, { width: 60 }];
  sheet.addRow(HEADER).font = { bold: true };
  for (const r of rows) {
    const cells = [r.id, r.field, r.en, r.hi];
    sheet.addRow(format === 'csv' ? cells.map((v) => (FORMULA.test(v) ? `'${v}` : v)) : cells);
  }
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  // The byte order mark makes Excel read the CSV as UTF-8, so Hindi shows.
  const bytes = format === 'xlsx' ? await book.xlsx.writeBuffer() : await book.csv.writeBuffer({ formatterOptions: { writeBOM: true } });
  return new Uint8Array(bytes as ArrayBuffer);
}

const cellText = (v: ExcelJS.CellValue): string => {
  if (v === null || v === undefined) return '';
  if (typeof v === 'object' && 'richText' in v) return v.richText.map((p) => p.text).join('');
  if (typeof v === 'object' && 'text' in v) return String(v.text);
  return String(v);
};

/** The rows of a translator's sheet; refused when it is neither a readable XLSX nor a CSV with four columns. */
export async function readTextsSheet(bytes: Uint8Array, fileName: string): Promise<TextRow[]> {
  const book = new ExcelJS.Workbook();
  const csv = /\.csv$/i.test(fileName);
  try {
    if (csv) {
      // Every cell as the text it is: no number or date guessing ("2022-23" stays a text).
      await book.csv.read(Readable.from(Buffer.from(bytes)), { map: (value: unknown) => value });
    } else {
      await book.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
    }
  } catch {
    throw badRequest([{ field: 'file', problem: 'unreadable' }], 'catalogueImportProblems');
  }
  const sheet = book.worksheets[0];
  if (!sheet) throw badRequest([{ field: 'file', problem: 'empty' }], 'catalogueImportProblems');
  const rows: TextRow[] = [];
  sheet.eachRow({ includeEmpty: true }, (row, n) => {
    if (n === 1) return;
    const [id, field, en, hi] = [1, 2, 3, 4].map((i) => {
      const text = cellText(row.getCell(i).value).replace(/^\uFEFF/, '');
      return csv && /^'[=+\-@]/.test(text) ? text.slice(1) : text;
    });
    rows.push({ id: id.trim(), field: field.trim(), en, hi });
  });
  const header = [1, 2].map((i) =>
    cellText(sheet.getRow(1).getCell(i).value)
      .replace(/^\uFEFF/, '')
      .trim(),
  );
  if (header[0] !== 'id' || header[1] !== 'field')
    throw badRequest(
      [{ field: 'file', problem: 'header', message: { en: `The first row must be: ${HEADER.join(', ')}`, hi: `पहली पंक्ति यह होनी चाहिए: ${HEADER.join(', ')}` } }],
      'catalogueImportProblems',
    );
  // Trailing blank lines are not rows.
  while (rows.length && !rows[rows.length - 1].id && !rows[rows.length - 1].field) rows.pop();
  return rows;
}

export async function exportTexts(deps: Pick<Deps, 'db'>, version: string, format: SheetFormat) {
  const row = await loadVersion(deps.db, version);
  const bytes = await writeTextsSheet(textRows(row.content as CatalogueVersion), format, version);
  return {
    bytes,
    fileName: `catalogue-${version}-texts.${format}`,
    contentType: format === 'xlsx' ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' : 'text/csv; charset=utf-8',
  };
}

export interface TextsImport {
  changes: TextChange[];
  problems: TextProblem[];
  applied: boolean;
}

/**
 * Previews (apply false) or applies a texts sheet to a draft. Applying is all or nothing: refused
 * while the sheet has problems, read onto the draft as it is at that moment (under its lock), and
 * each changed part gets its own line in the change history.
 */
export async function importTexts(
  deps: Pick<Deps, 'db' | 'now'>,
  user: CurrentUser,
  version: string,
  file: { name: string; bytes: Uint8Array },
  apply: boolean,
): Promise<TextsImport> {
  const rows = await readTextsSheet(file.bytes, file.name);
  if (!apply) {
    const row = await loadVersion(deps.db, version);
    assertDraft(row);
    const { changes, problems } = applyTextRows(row.content as CatalogueVersion, rows);
    return { changes, problems, applied: false };
  }
  return deps.db.transaction(async (tx) => {
    const row = await loadVersion(tx, version, true);
    assertDraft(row);
    const { catalogue, changes, problems, targets } = applyTextRows(row.content as CatalogueVersion, rows);
    if (problems.length)
      throw badRequest(
        problems.slice(0, 50).map((p) => ({ field: `row ${p.row}`, problem: p.problem, message: `${p.id} ${p.field}` })),
        'catalogueImportProblems',
      );
    if (!changes.length) return { changes, problems, applied: false };
    const shape = validateDraft(catalogue);
    if (shape.length)
      throw badRequest(
        shape.slice(0, 20).map((message) => ({ field: 'file', problem: 'format', message })),
        'catalogueImportProblems',
      );
    await tx.update(catalogueVersions).set({ content: catalogue }).where(eq(catalogueVersions.version, version));
    const at = deps.now();
    for (const [target, list] of targets) {
      await tx.insert(catalogueChanges).values({ version, target, action: 'texts', before: null, after: list, userId: user.userId, createdAt: at });
    }
    return { changes, problems, applied: true };
  });
}
