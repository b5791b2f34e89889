import { and, count, desc, eq, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { complaintResolutionDays, complaintStatusLabel, isOverdue, type ComplaintStatusCode, type Lang } from '../../workflows';
import type { CurrentUser } from '../auth/current-user';
import { complaints, districts, schools, users } from '../db/schema/index';
import { complaintNextStatuses, complaintScope } from './complaint-access';
import type { Deps } from './deps';
import { authorName } from './question-comments';

export interface ListComplaintsInput {
  /** One complaint only (the view of a single complaint). */
  complaintid?: number;
  status?: string;
  /** A district: the complaint's own, else its school's (as the dashboard's complaint chart counts them). */
  districtId?: number;
  /** A block: the complaint's school's. */
  blockId?: number;
  overdue?: boolean;
  page?: number;
  pageSize?: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The district a complaint belongs to: its own, else its school's (needs `schools` left-joined). */
export const complaintDistrictOf = sql<number | null>`coalesce(${complaints.districtId}, ${schools.districtId})`;

/**
 * The complaints the caller may see, newest first and paged, each with
 * `overdue` (workflows' isOverdue at deps.now()) and the statuses the caller
 * may move it to.
 */
export async function listComplaints(deps: Pick<Deps, 'db' | 'now'>, user: CurrentUser, input: ListComplaintsInput, lang: Lang) {
  const now = deps.now();
  const page = Math.max(1, input.page ?? 1);
  const pageSize = Math.min(100, Math.max(1, input.pageSize ?? 20));
  const conds: (SQL | undefined)[] = [complaintScope(user)];
  if (input.complaintid !== undefined) conds.push(eq(complaints.id, input.complaintid));
  if (input.status) conds.push(eq(complaints.status, input.status));
  if (input.districtId !== undefined) conds.push(sql`${complaintDistrictOf} = ${input.districtId}`);
  if (input.blockId !== undefined) conds.push(eq(schools.blockId, input.blockId));
  // Only complaints older than the resolution target can be overdue; isOverdue decides among them.
  if (input.overdue) conds.push(lt(complaints.createdAt, new Date(now.getTime() - complaintResolutionDays * DAY_MS)));
  const where = and(...conds);
  const raiser = alias(users, 'raiser');
  const query = deps.db
    .select({
      c: complaints,
      schoolName: schools.name,
      districtName: lang === 'hi' ? districts.nameHi : districts.name,
      firstName: raiser.firstName,
      lastName: raiser.lastName,
      loginId: raiser.loginId,
    })
    .from(complaints)
    .leftJoin(schools, eq(schools.schoolCode, complaints.schoolCode))
    .leftJoin(districts, eq(districts.id, complaints.districtId))
    .leftJoin(raiser, eq(raiser.id, complaints.createdBy))
    .where(where)
    .orderBy(desc(complaints.createdAt), desc(complaints.id));
  let rows;
  let total: number;
  if (input.overdue === undefined) {
    rows = await query.limit(pageSize).offset((page - 1) * pageSize);
    // The school is joined for the district and block filters; a complaint has at most one school.
    [{ total }] = await deps.db.select({ total: count() }).from(complaints).leftJoin(schools, eq(schools.schoolCode, complaints.schoolCode)).where(where);
  } else {
    const all = (await query).filter((r) => isOverdue(r.c.createdAt, r.c.status as ComplaintStatusCode, now) === input.overdue);
    total = all.length;
    rows = all.slice((page - 1) * pageSize, page * pageSize);
  }
  return {
    items: rows.map((r) => {
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
    total,
    page,
    pageSize,
  };
}
