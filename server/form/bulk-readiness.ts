import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Lang } from '../../workflows';
import type { CurrentUser } from '../auth/current-user';
import { cycles, districts, forms } from '../db/schema';
import { notFound } from '../http/errors';
import type { Deps } from '../deps';
import { schoolScope } from '../auth/scope';
import { readsOneMoment } from '../db/snapshot';
import { withFormSchool } from '../db/place-joins';

/**
 * Per district of the caller's scope: how many forms of the cycle are ready
 * for the DQA's district-level bulk submit (status 3 or 4), and how many the
 * district has in all.
 */
export const districtReadiness = readsOneMoment(async function districtReadiness(deps: Pick<Deps, 'db'>, user: CurrentUser, cycleid: number, lang: Lang) {
  const [cycle] = await deps.db.select({ id: cycles.id, status: cycles.status }).from(cycles).where(eq(cycles.id, cycleid));
  if (!cycle || cycle.status === 'DELETED') throw notFound();
  const rows = await withFormSchool(
    deps.db
      .select({
        districtId: districts.id,
        districtName: lang === 'hi' ? districts.nameHi : districts.name,
        ready: sql<number>`count(*) filter (where ${inArray(forms.status, [3, 4])})`.mapWith(Number),
        total: count(),
      })
      .from(forms)
      .$dynamic(),
  )
    .where(and(eq(forms.cycleId, cycle.id), schoolScope(user)))
    .groupBy(districts.id)
    .orderBy(asc(districts.id));
  return rows;
});
