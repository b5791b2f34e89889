// The texts sheet of a version: written as XLSX or CSV for translators, read back onto a
// draft with a preview first. Both formats through exceljs, which the exports already use.
import { Readable } from 'node:stream';
import { and, asc, eq, gt, inArray, max } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { CurrentUser } from '../../auth/current-user';
import { validateDraft } from '../store/meta-schema';
import { applyTextRows, partTexts, textRows, type CatalogueVersion, type TextChange, type TextProblem, type TextRow } from '../../../engine';
import type { Db } from '../../db/client';
import { catalogueChanges, catalogueVersions } from '../../db/schema';
import { badRequest } from '../../http/errors';
import { assertDraft, loadVersion, loadDraftForEdit } from './catalogue-drafts';
import { changesWithAuthors } from './version-history';
import type { Deps } from '../../deps';
import { readsOneMoment } from '../../db/snapshot';

export type SheetFormat = 'xlsx' | 'csv';

const HEADER = ['id', 'field', 'English', 'हिन्दी'];
/** A spreadsheet would run a text starting with these as a formula; a leading quote defuses it both ways. */
const FORMULA = /^[=+\-@\t\r]/;

/** The stamp a sheet carries in its header: the version and its revision when it was made. */
export interface SheetStamp {
  version: string;
  revision: number;
}
const stampText = (s: SheetStamp) => `${s.version}, revision ${s.revision}`;
const STAMP = /^(v[0-9]+), revision ([0-9]+)$/;

export async function writeTextsSheet(rows: TextRow[], format: SheetFormat, version: string, stamp?: SheetStamp): Promise<Uint8Array> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(`texts ${version}`);
  sheet.columns = [{ width: 14 }, { width: 16 }, { width: 60 }, { width: 60 }, { width: 24 }];
  sheet.addRow(stamp ? [...HEADER, stampText(stamp)] : HEADER).font = { bold: true };
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
  return (await readStampedSheet(bytes, fileName)).rows;
}

/** The rows of a translator's sheet and the stamp in its header (null on a sheet made before stamps, or with it removed). */
export async function readStampedSheet(bytes: Uint8Array, fileName: string): Promise<{ rows: TextRow[]; stamp: SheetStamp | null }> {
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
  const stamp = STAMP.exec(cellText(sheet.getRow(1).getCell(5).value).trim());
  return { rows, stamp: stamp ? { version: stamp[1], revision: Number(stamp[2]) } : null };
}

/** A version's revision: its newest change. */
async function versionRevision(db: Db, version: string): Promise<number> {
  const [r] = await db
    .select({ id: max(catalogueChanges.id) })
    .from(catalogueChanges)
    .where(eq(catalogueChanges.version, version));
  return r?.id ?? 0;
}

/** The texts of a draft changed since a revision, keyed id|field|lang, with who changed each last and when. */
async function textsChangedSince(db: Db, version: string, revision: number): Promise<Map<string, { by: string | null; at: string }>> {
  const rows = await changesWithAuthors(db)
    .where(and(eq(catalogueChanges.version, version), gt(catalogueChanges.id, revision), inArray(catalogueChanges.action, ['update', 'rebase', 'texts', 'revert', 'undo', 'redo'])))
    .orderBy(asc(catalogueChanges.id));
  const out = new Map<string, { by: string | null; at: string }>();
  for (const r of rows) {
    const who = { by: r.by, at: r.at.toISOString() };
    if (r.action === 'texts') {
      for (const c of (r.after ?? []) as TextChange[]) out.set(`${c.id}|${c.field}|${c.lang}`, who);
      continue;
    }
    const before = partTexts(r.target, r.before);
    const after = partTexts(r.target, r.after);
    for (const key of new Set([...before.keys(), ...after.keys()])) if (before.get(key) !== after.get(key)) out.set(key, who);
  }
  return out;
}

export const exportTexts = readsOneMoment(async function exportTexts(deps: Pick<Deps, 'db'>, version: string, format: SheetFormat) {
  const row = await loadVersion(deps.db, version);
  // Stamped, so a sheet uploaded after newer edits cannot silently put back the texts it was made with.
  const bytes = await writeTextsSheet(textRows(row.content as CatalogueVersion), format, version, { version, revision: await versionRevision(deps.db, version) });
  return {
    bytes,
    fileName: `catalogue-${version}-texts.${format}`,
    contentType: format === 'xlsx' ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' : 'text/csv; charset=utf-8',
  };
});

/** A cell the sheet would change whose text also changed in the draft since the sheet was made. */
export interface TextConflict {
  id: string;
  field: string;
  lang: 'en' | 'hi';
  /** The text in the draft now. */
  draft: string;
  /** The text in the sheet. */
  sheet: string;
  by: string | null;
  at: string;
}

export interface TextsImport {
  changes: TextChange[];
  problems: TextProblem[];
  /** Cells left as the draft has them unless named in `take`. */
  conflicts: TextConflict[];
  applied: boolean;
}

/**
 * The sheet's changes split: those to apply, and conflicts (cells changed in the draft since the
 * sheet's stamp; a sheet without one counts from the draft's start). A conflict named in `take`
 * (id|field|lang) is applied; the others are blanked, which leaves the draft's text.
 */
async function sortChanges(db: Db, version: string, content: CatalogueVersion, rows: TextRow[], stamp: SheetStamp | null, take: string[]) {
  const since = stamp && stamp.version === version ? stamp.revision : 0;
  const changed = await textsChangedSince(db, version, since);
  const first = applyTextRows(content, rows);
  const conflicts: TextConflict[] = [];
  const blank = new Set<string>();
  for (const c of first.changes) {
    const key = `${c.id}|${c.field}|${c.lang}`;
    const who = changed.get(key);
    if (!who) continue;
    conflicts.push({ id: c.id, field: c.field, lang: c.lang, draft: c.before, sheet: c.after, by: who.by, at: who.at });
    if (!take.includes(key)) blank.add(key);
  }
  const kept = blank.size ? rows.map((r) => ({ ...r, en: blank.has(`${r.id}|${r.field}|en`) ? '' : r.en, hi: blank.has(`${r.id}|${r.field}|hi`) ? '' : r.hi })) : rows;
  return { ...applyTextRows(content, kept), conflicts };
}

/**
 * Previews (apply false) or applies a texts sheet to a draft. Applying is all or nothing: refused
 * while the sheet has problems, read onto the draft as it is at that moment (under its lock), and
 * each changed part gets its own line in the change history. A cell whose text changed in the
 * draft since the sheet was made is a conflict: left as the draft has it unless `take` names it.
 */
export async function importTexts(
  deps: Pick<Deps, 'db' | 'now'>,
  user: CurrentUser,
  version: string,
  file: { name: string; bytes: Uint8Array },
  apply: boolean,
  take: string[] = [],
): Promise<TextsImport> {
  const { rows, stamp } = await readStampedSheet(file.bytes, file.name);
  if (!apply) {
    const row = await loadVersion(deps.db, version);
    assertDraft(row);
    const { changes, problems, conflicts } = await sortChanges(deps.db, version, row.content as CatalogueVersion, rows, stamp, take);
    return { changes, problems, conflicts, applied: false };
  }
  return deps.db.transaction(async (tx) => {
    const row = await loadDraftForEdit(tx, version);
    const { catalogue, changes, problems, targets, conflicts } = await sortChanges(tx, version, row.content as CatalogueVersion, rows, stamp, take);
    if (problems.length)
      throw badRequest(
        problems.slice(0, 50).map((p) => ({ field: `row ${p.row}`, problem: p.problem, message: `${p.id} ${p.field}` })),
        'catalogueImportProblems',
      );
    if (!changes.length) return { changes, problems, conflicts, applied: false };
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
    return { changes, problems, conflicts, applied: true };
  });
}
