import { and, asc, count, eq, gt, inArray, type SQL } from 'drizzle-orm';
import { computeFields, scoreForm, type AnswerValue, type Answers, type CatalogueIndex } from '../../engine';
import type { Db } from '../db/client';
import { formAnswers, forms, questionDocuments, schools } from '../db/schema';
import type { Deps } from '../deps';
import { loadSchoolTotalsOf } from '../form';
import { domainColumn, evidenceColumn, type ExportColumn } from './export-columns';

/** One cell of an export: a code, a number, or empty. */
export type Cell = string | number | null;

/**
 * Forms read per page. A page holds its forms' answers (226 each) while it is written, so the
 * page size, not the number of schools, sets how much memory an export takes.
 */
export const EXPORT_PAGE = 500;

/** How a multi-choice answer is written: its option codes separated by a space, as ODK and DHIS2 tools split them. */
export const MULTI_SEPARATOR = ' ';

/** An answer as a cell: option codes and NA as they are, numbers as numbers, several codes joined. */
function answerCell(value: AnswerValue | undefined): Cell {
  if (value === null || value === undefined) return null;
  if (Array.isArray(value)) return value.length ? value.join(MULTI_SEPARATOR) : null;
  return value;
}

/** How many forms an export will hold (sent ahead as X-Total-Count, so the client can show progress). */
export async function countExportRows(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(forms).innerJoin(schools, eq(schools.schoolCode, forms.schoolCode)).where(where);
  return Number(row?.n ?? 0);
}

/** The self-evaluation answers of a page of forms, by form id. */
async function answersOf(db: Db, ids: number[]): Promise<Map<number, Answers>> {
  const rows = await db
    .select({ formId: formAnswers.formId, q: formAnswers.questionId, v: formAnswers.value })
    .from(formAnswers)
    .where(and(inArray(formAnswers.formId, ids), eq(formAnswers.kind, 'self')));
  const out = new Map<number, Answers>();
  for (const r of rows) {
    const answers = out.get(r.formId) ?? {};
    answers[r.q] = r.v as AnswerValue;
    out.set(r.formId, answers);
  }
  return out;
}

/** Evidence files per question of a page of forms: form id -> question id -> count. */
async function evidenceOf(db: Db, ids: number[]): Promise<Map<number, Map<string, number>>> {
  const rows = await db
    .select({ formId: questionDocuments.formId, q: questionDocuments.questionId, n: count() })
    .from(questionDocuments)
    .where(inArray(questionDocuments.formId, ids))
    .groupBy(questionDocuments.formId, questionDocuments.questionId);
  const out = new Map<number, Map<string, number>>();
  for (const r of rows) {
    const byQuestion = out.get(r.formId) ?? new Map<string, number>();
    byQuestion.set(r.q, Number(r.n));
    out.set(r.formId, byQuestion);
  }
  return out;
}

/**
 * The export's rows, a page at a time (keyset on the form id, so page 50 costs what page 1 does),
 * in the order of `columns`. Answers are the school's, with computed percentages and values taken
 * from the school information filled in as the engine fills them; scores are the engine's on the
 * answers as they stand (what the report card gives once approved).
 */
export async function* exportRows(
  deps: Pick<Deps, 'catalogues'> & { db: Db },
  where: SQL | undefined,
  cycleIndex: CatalogueIndex,
  columns: ExportColumn[],
): AsyncGenerator<Cell[][]> {
  const domainIds = cycleIndex.catalogue.domains.map((d) => d.id);
  const questionIds = cycleIndex.order;
  let after = 0;
  for (;;) {
    const page = await deps.db
      .select({
        id: forms.id,
        cycleId: forms.cycleId,
        schoolCode: schools.schoolCode,
        udise: schools.udise,
        name: schools.name,
        districtId: schools.districtId,
        blockId: schools.blockId,
        status: forms.status,
        catalogueVersion: forms.catalogueVersion,
        attempted: forms.attempted,
        total: forms.total,
        reportScore: forms.selfScore,
        reportGrade: forms.grade,
        externalScore: forms.externalScore,
      })
      .from(forms)
      .innerJoin(schools, eq(schools.schoolCode, forms.schoolCode))
      .where(and(where, gt(forms.id, after)))
      .orderBy(asc(forms.id))
      .limit(EXPORT_PAGE);
    if (page.length === 0) return;
    after = page[page.length - 1].id;
    const ids = page.map((f) => f.id);
    const [answers, evidence, totals] = await Promise.all([answersOf(deps.db, ids), evidenceOf(deps.db, ids), loadSchoolTotalsOf(deps.db, ids)]);
    yield page.map((f) => {
      const stored = answers.get(f.id);
      // A form keeps the version it was started on until migrated: its own version fills and scores it.
      const index = deps.catalogues.get(f.catalogueVersion);
      const filled = stored ? computeFields(index, stored, totals.get(f.id)) : {};
      const score = stored ? scoreForm(index, filled, totals.get(f.id)) : null;
      const byDomain = new Map((score?.domains ?? []).map((d) => [d.domainId, d.score]));
      const files = evidence.get(f.id);
      const cells: Record<string, Cell> = {
        form_id: f.id,
        cycle_id: f.cycleId,
        school_code: f.schoolCode,
        udise: f.udise,
        school_name: f.name,
        district_id: f.districtId,
        block_id: f.blockId,
        status: f.status,
        catalogue_version: f.catalogueVersion,
        answered: f.attempted,
        questions: f.total,
        score: score?.overall ?? null,
        grade: score?.grade ?? null,
        report_score: f.reportScore,
        report_grade: f.reportGrade,
        external_score: f.externalScore,
      };
      for (const d of domainIds) cells[domainColumn(d)] = byDomain.get(d) ?? null;
      for (const q of questionIds) {
        cells[q] = answerCell(filled[q]);
        cells[evidenceColumn(q)] = files?.get(q) ?? 0;
      }
      return columns.map((c) => cells[c.code] ?? null);
    });
    if (page.length < EXPORT_PAGE) return;
  }
}
