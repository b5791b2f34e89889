import { eq, inArray, isNotNull, notInArray, type SQL } from 'drizzle-orm';
import type { Lang, Text } from '../../engine';
import { formStatuses } from '../../workflows';
import type { CurrentUser } from '../auth/current-user';
import type { Db } from '../db/client';
import { forms, schools } from '../db/schema';
import { inKeyOrder } from '../db/rows';
import { schoolPlaceFields, withFormPlace } from '../db/place-joins';
import { exactFormCount, formListTotal } from '../form';
import { formsFirst, keysetPageWithoutWorkers, readsFormsFirst, walkForms, type FormOrder, type KeyedForm } from '../form';
import { listFingerprint, pageStart, type PageRequest } from '../db/paging/list-cursor';
import { domainScoresOf, type ScoreDeps } from './domain-scores';
import { checkFilters, formWhere, type DashboardFilters } from './filters';
import { drillDownSchoolMaster, drillFilters, drillSchool } from './drill-down-schools';
import { governmentManagements, labelled } from './labels';

/**
 * What a click on a chart's bar or cell narrows the dashboard's filters to:
 * the filters themselves (a status bar sets `status`, a district row
 * `districtId`, a cycle `accrYear`; score charts set status 9, as they count
 * approved forms only) and the series of the analysis charts.
 */
export interface DrillDownQuery extends DashboardFilters, PageRequest {
  /**
   * What the chart counts: 'forms' (the default: status, score and analysis
   * charts) or 'schools' of the school master (the management type, category
   * and area donuts and class-wise enrolment), which list every school of the
   * slice, with or without a form.
   */
  basis?: 'forms' | 'schools';
  /** A domain's scores are shown (and the list is of forms with a score there, as the chart averages). */
  domainId?: string;
  /** A management type (school owner chart). */
  management?: string;
  /** Government (state and central) or private schools. */
  sector?: 'government' | 'private';
  /** 'external': only forms with an external evaluation (the external bar of a self vs external chart). */
  evaluation?: 'self' | 'external';
  /** Schools basis: a school category (co-education, girls, boys), as the category donut. */
  genderType?: string;
  /** Schools basis: an area (urban, rural, not applicable), as the area donut. */
  location?: string;
  /** Schools basis: a class-wise enrolment bar's key (class1 .. class12Science): schools whose information has that class. */
  enrolmentClass?: string;
}

/**
 * One school of the list: its form in the cycle, where it is, how far it got
 * and its scores. A school of a school chart without a form has null form fields.
 */
export type DrillDownItem = {
  accrid: number | null;
  cycleId: number | null;
  schoolCode: string;
  udise: string;
  schoolName: string;
  districtId: number;
  districtLabel: Text;
  blockLabel: Text;
  status: number | null;
  statusLabel: Text | null;
  statusText: string | null;
  /** Self score: the domain's when a domain is asked for, the overall one otherwise; null before approval. */
  score: number | null;
  externalScore: number | null;
  grade: string | null;
};

const APPROVED = 9;
const statusLabel = (code: number): Text => formStatuses.find((s) => s.code === code)?.label ?? { en: String(code), hi: String(code) };

function narrowing(q: DrillDownQuery): (SQL | undefined)[] {
  return [
    q.management !== undefined ? eq(schools.management, q.management) : undefined,
    q.sector === 'government' ? inArray(schools.management, governmentManagements) : q.sector === 'private' ? notInArray(schools.management, governmentManagements) : undefined,
    q.evaluation === 'external' ? isNotNull(forms.externalScore) : undefined,
  ];
}

/** A page of the schools behind a bar, as every drill-down answers it. */
export type DrillDownPage = {
  items: DrillDownItem[];
  total: number;
  page: number;
  pageSize: number;
  nextCursor: string | null;
  prevCursor: string | null;
  domainLabel?: { en: string; hi: string };
};

/** The list's order: school name, then school code and cycle (one form per school and cycle). */
const bySchool: FormOrder = { parts: [{ expr: schools.name }, { expr: schools.schoolCode }, { expr: forms.cycleId }], shape: ['string', 'string', 'number'], bySchool: true };

/** What the list shows of each form of a page, in the page's order. */
async function drillRows(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await withFormPlace(
    db
      .select({
        accrid: forms.id,
        cycleId: forms.cycleId,
        catalogueVersion: forms.catalogueVersion,
        ...schoolPlaceFields,
        status: forms.status,
        selfScore: forms.selfScore,
        externalScore: forms.externalScore,
        grade: forms.grade,
      })
      .from(forms)
      .$dynamic(),
  ).where(inArray(forms.id, ids));
  return inKeyOrder(ids, rows, (r) => r.accrid);
}

/**
 * The schools behind one bar or cell of a dashboard chart, a page at a time:
 * the same scope (a DQA their district) and the same filters as the chart,
 * so the total is the bar's count, and for a score chart the forms it averages.
 * Pages follow the keyset protocol: walked in school-name order from an index,
 * after or before a cursor for Next and Previous.
 */
export async function drillDownSchools(deps: ScoreDeps, user: CurrentUser, q: DrillDownQuery, lang: Lang): Promise<DrillDownPage> {
  await checkFilters(deps.db, user, q);
  if (q.basis === 'schools') return drillDownSchoolMaster(deps, user, q, lang);
  const fingerprint = listFingerprint('drill-forms', drillFilters(q));
  const { page, pageSize, start } = pageStart(q, fingerprint, bySchool.shape, 25);
  const where = formWhere(user, q, ...narrowing(q));
  // The total is the bar's count: kept counters hold every filter but the external evaluation.
  const total =
    q.evaluation === 'external'
      ? await exactFormCount(deps.db, where)
      : await formListTotal(
          deps.db,
          user,
          { cycleId: q.accrYear, status: q.status, districtId: q.districtId, blockId: q.blockId, management: q.management, sector: q.sector },
          { swept: true },
        );
  const listed = await keysetPageWithoutWorkers(
    deps.db,
    { start, dir: 'asc', page, pageSize, fingerprint },
    (r: KeyedForm) => r.key,
    (tx, walk, limit) => walkForms(tx, readsFormsFirst(bySchool, q.status !== undefined, total) ? formsFirst(bySchool) : bySchool, where, true, walk, limit),
  );
  const rows = await drillRows(
    deps.db,
    listed.rows.map((r) => r.id),
  );
  const domain = q.domainId;
  // A domain's scores for this page only: kept per form, so a page costs one read, not a scoring run.
  const approved = rows.filter((r) => r.status === APPROVED).map((r) => ({ id: r.accrid, catalogueVersion: r.catalogueVersion }));
  const [self, external] =
    domain && approved.length ? await Promise.all([domainScoresOf(deps, approved, 'self'), domainScoresOf(deps, approved, 'external')]) : [undefined, undefined];
  const domainScore = (scores: typeof self, formId: number) => scores?.get(formId)?.find((d) => d.domainId === domain)?.score ?? null;
  const items = rows.map((r) => ({
    accrid: r.accrid,
    cycleId: r.cycleId,
    ...drillSchool(r),
    status: r.status,
    statusLabel: statusLabel(r.status),
    statusText: labelled(statusLabel(r.status), lang).text,
    // Scores are the report card's: a form has them once approved, as the score charts count them.
    score: r.status !== APPROVED ? null : domain ? domainScore(self, r.accrid) : r.selfScore,
    externalScore: r.status !== APPROVED ? null : domain ? domainScore(external, r.accrid) : r.externalScore,
    grade: r.status === APPROVED ? r.grade : null,
  }));
  // The domain as the charts name it (their labels come from the newest version; ids are stable across versions).
  const domainName = domain ? deps.catalogues.get(deps.catalogues.current).catalogue.domains.find((d) => d.id === domain)?.name : undefined;
  return {
    items,
    total,
    page: listed.page,
    pageSize,
    nextCursor: listed.nextCursor,
    prevCursor: listed.prevCursor,
    ...(domainName ? { domainLabel: { en: domainName.en, hi: domainName.hi } } : {}),
  };
}
