import { and, asc, eq, gt, ne } from 'drizzle-orm';
import { statusLabel, type FormStatusCode, type Lang } from '../../workflows';
import type { CurrentUser } from '../auth/current-user';
import { cycles, forms, schools } from '../db/schema';
import { notFound } from '../http/errors';
import type { CatalogueIndex } from '../../engine';
import { domainScoresOf } from '../dashboards';
import type { Deps } from '../deps';
import { schoolScope } from '../auth/scope';
import { csvStream, writePaced, xlsxSheets } from '../export';
import type { Cell } from '../export';
import { placeNames, withFormPlace } from '../db/place-joins';
import { formProgressFields } from '../form';

export type DownloadFormat = 'csv' | 'xlsx';

const headers: Record<Lang, string[]> = {
  en: ['School code', 'UDISE', 'School', 'District', 'Block', 'Status', 'Attempted', 'Total', 'Score', 'Grade'],
  hi: ['विद्यालय कोड', 'यूडाइस (UDISE)', 'विद्यालय', 'जिला', 'खंड', 'स्थिति', 'उत्तर दिए गए', 'कुल प्रश्न', 'अंक', 'ग्रेड'],
};

const PAGE = 1000;
const APPROVED = 9;

/** The header row: the form's columns, then one score column per domain of the cycle's catalogue. */
function headerRow(index: CatalogueIndex, lang: Lang): string[] {
  return [...headers[lang], ...index.catalogue.domains.map((d) => `${d.name[lang]} (${d.id})`)];
}

/**
 * The cycle's forms as table rows, a page at a time (keyset on the form id),
 * within the caller's scope. Approved forms also get their domain scores (the
 * ones kept at approval), so the department can analyse them in a spreadsheet.
 */
async function* formRows(deps: Pick<Deps, 'db' | 'catalogues'>, user: CurrentUser, cycleid: number, index: CatalogueIndex, lang: Lang): AsyncGenerator<Cell[][]> {
  const domainIds = index.catalogue.domains.map((d) => d.id);
  let after = 0;
  for (;;) {
    const page = await withFormPlace(
      deps.db
        .select({
          id: forms.id,
          catalogueVersion: forms.catalogueVersion,
          schoolCode: schools.schoolCode,
          udise: schools.udise,
          school: schools.name,
          ...placeNames(lang),
          ...formProgressFields,
        })
        .from(forms)
        .$dynamic(),
    )
      .where(and(eq(forms.cycleId, cycleid), gt(forms.id, after), schoolScope(user)))
      .orderBy(asc(forms.id))
      .limit(PAGE);
    if (page.length === 0) return;
    after = page[page.length - 1].id;
    const scores = await domainScoresOf(
      deps,
      page.filter((r) => r.status === APPROVED),
      'self',
    );
    yield page.map((r) => {
      const byDomain = new Map((scores.get(r.id) ?? []).map((d) => [d.domainId, d.score]));
      const domainCells = domainIds.map((id) => byDomain.get(id) ?? null);
      return [r.schoolCode, r.udise, r.school, r.districtName, r.blockName, statusLabel(r.status as FormStatusCode, lang), r.attempted, r.total, r.score, r.grade, ...domainCells];
    });
    if (page.length < PAGE) return;
  }
}

function xlsxStream(rows: AsyncGenerator<Cell[][]>, header: string[], sheetName: string): ReadableStream<Uint8Array> {
  return xlsxSheets(async (workbook, out) => {
    // Sheet names may not hold []:*?/\ and are at most 31 characters.
    const sheet = workbook.addWorksheet(sheetName.replace(/[[\]:*?/\\]/g, '-').slice(0, 31) || 'Cycle');
    sheet.addRow(header).commit();
    await writePaced(rows, (r) => sheet.addRow(r).commit(), out);
    sheet.commit();
  });
}

/**
 * A cycle's data for download, one row per form (school code, UDISE, school,
 * district, block, status in the caller's language, attempted, total, score,
 * grade, and the domain scores of approved forms), streamed page by page so a
 * state-wide cycle never sits in memory.
 */
export async function downloadCycle(deps: Pick<Deps, 'db' | 'catalogues'>, user: CurrentUser, cycleid: number, format: DownloadFormat, lang: Lang) {
  const [cycle] = await deps.db
    .select()
    .from(cycles)
    .where(and(eq(cycles.id, cycleid), ne(cycles.status, 'DELETED')));
  if (!cycle) throw notFound();
  const index = deps.catalogues.get(cycle.catalogueVersion);
  const rows = formRows(deps, user, cycle.id, index, lang);
  const header = headerRow(index, lang);
  const base = `cycle-${cycle.name.replace(/[^A-Za-z0-9_-]+/g, '_')}`;
  if (format === 'csv') return { fileName: `${base}.csv`, contentType: 'text/csv; charset=utf-8', body: csvStream(rows, [header]) };
  return {
    fileName: `${base}.xlsx`,
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    body: xlsxStream(rows, header, cycle.name),
  };
}
