import { and, count, desc, eq, exists, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Lang, Text } from '../../engine';
import { formStatuses } from '../../workflows';
import type { CurrentUser } from '../auth/current-user';
import { forms, schoolInfo, schools } from '../db/schema';
import { inKeyOrder } from '../db/rows';
import { schoolPlaceFields, withSchoolPlace } from '../db/place-joins';
import { badRequest } from '../http/errors';
import type { Deps } from '../deps';
import { keyOrder, keysetCondition, type KeyPart } from '../db/paging/keyset';
import { keysetPageWithoutWorkers } from '../form';
import { listFingerprint, pageStart, type KeyShape } from '../db/paging/list-cursor';
import { schoolWhere } from './filters';
import { classLabel, governmentManagements, labelled } from './labels';
import type { DrillDownItem, DrillDownPage, DrillDownQuery } from './drill-down';

const APPROVED = 9;
const statusLabel = (code: number): Text => formStatuses.find((s) => s.code === code)?.label ?? { en: String(code), hi: String(code) };

/**
 * The school information field of a class-wise enrolment bar (its key, as the
 * chart answers it: class11Science -> enrolmentClass11Science); a key the
 * school information form does not have is bad input, not an empty list.
 */
function enrolmentField(deps: Pick<Deps, 'catalogues'>, key: string): string {
  const fields = Object.keys((deps.catalogues.schoolInfo.properties ?? {}) as Record<string, unknown>);
  const field = fields.find((f) => classLabel(f)?.key === key);
  if (!field) throw badRequest([{ field: 'enrolmentClass', problem: 'unknown' }]);
  return field;
}

/** The slice or bar of a school chart, as conditions on `schools` (the chart's own: see classification.ts). */
function narrowing(deps: Pick<Deps, 'db' | 'catalogues'>, q: DrillDownQuery): (SQL | undefined)[] {
  // As the enrolment chart: schools whose saved information holds a number for the class.
  const enrolment =
    q.enrolmentClass !== undefined
      ? exists(
          deps.db
            .select({ one: schoolInfo.schoolCode })
            .from(schoolInfo)
            .where(and(eq(schoolInfo.schoolCode, schools.schoolCode), sql`jsonb_typeof(${schoolInfo.data} -> ${enrolmentField(deps, q.enrolmentClass)}::text) = 'number'`)),
        )
      : undefined;
  return [
    q.management !== undefined ? eq(schools.management, q.management) : undefined,
    q.sector === 'government' ? inArray(schools.management, governmentManagements) : q.sector === 'private' ? notInArray(schools.management, governmentManagements) : undefined,
    q.genderType !== undefined ? eq(schools.genderType, q.genderType) : undefined,
    q.location !== undefined ? eq(schools.location, q.location) : undefined,
    enrolment,
  ];
}

type FormRow = { id: number; cycleId: number; status: number; selfScore: number | null; externalScore: number | null; grade: string | null };

/**
 * Each listed school's form: in the cycle asked for (the dashboard's, when it
 * sends one) and the status asked for, the newest such when no cycle is given;
 * none for a school without one.
 */
async function formsOf(deps: Pick<Deps, 'db'>, codes: string[], q: DrillDownQuery) {
  const bySchool = new Map<string, FormRow>();
  if (codes.length === 0) return bySchool;
  const rows = await deps.db
    .select({
      id: forms.id,
      schoolCode: forms.schoolCode,
      cycleId: forms.cycleId,
      status: forms.status,
      selfScore: forms.selfScore,
      externalScore: forms.externalScore,
      grade: forms.grade,
    })
    .from(forms)
    .where(
      and(inArray(forms.schoolCode, codes), q.accrYear !== undefined ? eq(forms.cycleId, q.accrYear) : undefined, q.status !== undefined ? eq(forms.status, q.status) : undefined),
    )
    .orderBy(desc(forms.cycleId), desc(forms.id));
  for (const r of rows) if (!bySchool.has(r.schoolCode)) bySchool.set(r.schoolCode, r);
  return bySchool;
}

/** A school and its place as a drill-down row names them (both lists: by form and by school). */
export function drillSchool(r: {
  schoolCode: string;
  udise: string;
  schoolName: string;
  districtId: number;
  districtName: string;
  districtNameHi: string;
  blockName: string;
  blockNameHi: string;
}): Pick<DrillDownItem, 'schoolCode' | 'udise' | 'schoolName' | 'districtId' | 'districtLabel' | 'blockLabel'> {
  return {
    schoolCode: r.schoolCode,
    udise: r.udise,
    schoolName: r.schoolName,
    districtId: r.districtId,
    districtLabel: { en: r.districtName, hi: r.districtNameHi },
    blockLabel: { en: r.blockName, hi: r.blockNameHi },
  };
}

/** The drill-down's filters, which a cursor is made for (the page and the cursor themselves left out). */
export function drillFilters(q: DrillDownQuery): Record<string, unknown> {
  const { page: _page, pageSize: _pageSize, after: _after, before: _before, ...filters } = q;
  return filters;
}

/** The list's order: school name, then code; both in the schools' (name, code) indexes. */
const bySchool: KeyPart[] = [{ expr: schools.name }, { expr: schools.schoolCode }];
const shape: KeyShape = ['string', 'string'];

/**
 * The schools behind a slice of the school charts (management type, state
 * government schools by category and by area) or a class-wise enrolment bar:
 * schools of the school master under the chart's own conditions (`schoolWhere`),
 * so the total is the slice's count; each with its form, if it has one. Pages
 * are walked in name order from an index, after or before a cursor.
 */
export async function drillDownSchoolMaster(deps: Pick<Deps, 'db' | 'catalogues'>, user: CurrentUser, q: DrillDownQuery, lang: Lang): Promise<DrillDownPage> {
  const fingerprint = listFingerprint('drill-schools', drillFilters(q));
  const { page, pageSize, start } = pageStart(q, fingerprint, shape, 25);
  const where = schoolWhere(deps.db, user, q, ...narrowing(deps, q));
  // Schools of the school master: not what kept form counters hold, so counted here.
  const [{ total }] = await deps.db.select({ total: count() }).from(schools).where(where);
  const listed = await keysetPageWithoutWorkers(
    deps.db,
    { start, dir: 'asc', page, pageSize, fingerprint },
    (r: { schoolCode: string; name: string }) => [r.name, r.schoolCode],
    (tx, walk, limit) =>
      tx
        .select({ schoolCode: schools.schoolCode, name: schools.name })
        .from(schools)
        .where(and(where, walk.key ? keysetCondition(bySchool, walk.key, walk.dir, walk.inclusive) : undefined))
        .orderBy(...keyOrder(bySchool, walk.dir))
        .limit(limit)
        .offset(walk.offset),
  );
  const codes = listed.rows.map((r) => r.schoolCode);
  const found = codes.length ? await withSchoolPlace(deps.db.select(schoolPlaceFields).from(schools).$dynamic()).where(inArray(schools.schoolCode, codes)) : [];
  const rows = inKeyOrder(codes, found, (r) => r.schoolCode);
  const formOf = await formsOf(deps, codes, q);
  const items = rows.map((r): DrillDownItem => {
    const form = formOf.get(r.schoolCode);
    const label = form ? statusLabel(form.status) : null;
    return {
      accrid: form?.id ?? null,
      cycleId: form?.cycleId ?? null,
      ...drillSchool(r),
      status: form?.status ?? null,
      statusLabel: label,
      statusText: label ? labelled(label, lang).text : null,
      // Scores are the report card's, as in the list of forms: a form has them once approved.
      score: form?.status === APPROVED ? form.selfScore : null,
      externalScore: form?.status === APPROVED ? form.externalScore : null,
      grade: form?.status === APPROVED ? form.grade : null,
    };
  });
  return { items, total, page: listed.page, pageSize, nextCursor: listed.nextCursor, prevCursor: listed.prevCursor };
}
