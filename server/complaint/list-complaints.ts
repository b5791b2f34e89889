import { and, count, eq, isNull, lt, not, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { complaintResolutionDays, complaintStatuses, complaintStatusLabel, isOverdue, type ComplaintStatusCode, type Lang } from '../../workflows';
import type { CurrentUser } from '../auth/current-user';
import { complaints, districts, schools, users } from '../db/schema';
import { complaintNextStatuses, complaintScope } from './complaint-access';
import type { Deps } from '../deps';
import { authorName } from '../form';
import { pageAnswer, pageFrom, pageKeys, pageOrder, pageStart, readPageRows, sameOrder, type Keyset, type PageInput, type PageStart } from '../db/paging/keyset-page';

export interface ListComplaintsInput extends PageInput {
  /** One complaint only (the view of a single complaint). */
  complaintid?: number;
  status?: string;
  /** A district: the complaint's own, else its school's (as the dashboard's complaint chart counts them). */
  districtId?: number;
  /** A block: the complaint's school's. */
  blockId?: number;
  overdue?: boolean;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The district a complaint belongs to: its own, else its school's (needs `schools` left-joined). */
export const complaintDistrictOf = sql<number | null>`coalesce(${complaints.districtId}, ${schools.districtId})`;

/** The statuses whose complaints can no longer be overdue (workflows' isOverdue). */
const settled = complaintStatuses.map((s) => s.code).filter((code) => !isOverdue(new Date(0), code, new Date(complaintResolutionDays * 2 * DAY_MS)));

/** Complaints of a school of the block: the school's code among the block's (a condition on `complaints`). */
const ofBlock = (blockId: number) => sql`${complaints.schoolCode} in (select ${schools.schoolCode} from ${schools} where ${schools.blockId} = ${blockId})`;

/**
 * The complaints of a district, as complaintDistrictOf has it: their own district, or, with none, their
 * school's. Written without the join so an index on the complaint's district serves it.
 */
const ofDistrict = (districtId: number) =>
  or(
    eq(complaints.districtId, districtId),
    and(isNull(complaints.districtId), sql`${complaints.schoolCode} in (select ${schools.schoolCode} from ${schools} where ${schools.districtId} = ${districtId})`),
  );

/** Newest first; the id breaks ties. The indexes on (created_at, id), and on each filter with them, read it in order. */
const complaintOrder: Keyset['keys'] = [
  { expr: complaints.createdAt, kind: 'time' },
  { expr: complaints.id, kind: 'int' },
];

/**
 * The complaints the caller may see, newest first, a page at a time (by cursor or by page
 * number), each with `overdue` (workflows' isOverdue at deps.now()) and the statuses the caller
 * may move it to.
 */
export async function listComplaints(deps: Pick<Deps, 'db' | 'now'>, user: CurrentUser, input: ListComplaintsInput, lang: Lang) {
  const now = deps.now();
  const pageSize = Math.min(100, Math.max(1, input.pageSize ?? 20));
  // Overdue: raised before the resolution target and not settled (isOverdue, as a condition).
  const due = new Date(now.getTime() - complaintResolutionDays * DAY_MS);
  const overdue = and(lt(complaints.createdAt, due), notInArray(complaints.status, settled));
  const where = and(
    complaintScope(user),
    input.complaintid !== undefined ? eq(complaints.id, input.complaintid) : undefined,
    input.status ? eq(complaints.status, input.status) : undefined,
    input.districtId !== undefined ? ofDistrict(input.districtId) : undefined,
    input.blockId !== undefined ? ofBlock(input.blockId) : undefined,
    input.overdue === true ? overdue : input.overdue === false ? not(overdue as SQL) : undefined,
  );
  const keyset: Keyset = {
    keys: complaintOrder,
    dir: 'desc',
    // Overdue moves with the clock: a cursor made for it holds the moment it was made for.
    madeFor: ['complaints', input.complaintid ?? null, input.status ?? null, input.districtId ?? null, input.blockId ?? null, input.overdue ?? null],
  };
  const raiser = alias(users, 'raiser');
  // The page's ids first, from a covering index of complaints (every filter is on it); then those complaints in full.
  const readRows = (start: PageStart) => {
    const pageRows = pageKeys(deps.db, complaints, { id: complaints.id, createdAt: complaints.createdAt }, keyset, start, pageSize, where);
    return deps.db
      .select({
        c: complaints,
        schoolName: schools.name,
        districtName: lang === 'hi' ? districts.nameHi : districts.name,
        firstName: raiser.firstName,
        lastName: raiser.lastName,
        loginId: raiser.loginId,
        cursorKey: pageRows.cursorKey,
      })
      .from(pageRows)
      .innerJoin(complaints, eq(complaints.id, pageRows.id))
      .leftJoin(schools, eq(schools.schoolCode, complaints.schoolCode))
      .leftJoin(districts, eq(districts.id, complaints.districtId))
      .leftJoin(raiser, eq(raiser.id, complaints.createdBy))
      .orderBy(...pageOrder(sameOrder(keyset, [pageRows.createdAt, pageRows.id]), start));
  };
  const [read, [{ total }]] = await Promise.all([
    readPageRows(pageStart(keyset, input, pageSize), readRows),
    // Some 50,000 complaints in a large state: counted on the covering indexes.
    deps.db.select({ total: count() }).from(complaints).where(where),
  ]);
  const shown = pageFrom(keyset, read.start, read.rows, pageSize);
  return pageAnswer(
    shown,
    input,
    pageSize,
    { total },
    shown.rows.map((r) => {
      const status = r.c.status as ComplaintStatusCode;
      return {
        complaintid: r.c.id,
        reportCode: r.c.reportCode,
        subject: r.c.subject,
        description: r.c.description,
        status,
        statusLabel: complaintStatusLabel(status, lang),
        schoolCode: r.c.schoolCode,
        schoolName: r.schoolName,
        districtId: r.c.districtId,
        districtName: r.districtName,
        raisedBy: authorName(r),
        createdAt: r.c.createdAt,
        updatedAt: r.c.updatedAt,
        resolvedAt: r.c.resolvedAt,
        overdue: isOverdue(r.c.createdAt, status, now),
        nextStatuses: complaintNextStatuses(user, r.c, lang),
      };
    }),
  );
}
