import { and, count, desc, eq, ne } from 'drizzle-orm';
import { formStatuses, type Lang } from '../../workflows';
import { cycleView } from './cycle-view';
import type { CurrentUser } from '../auth/current-user';
import { cycles, forms, schools } from '../db/schema';
import type { Deps } from '../deps';
import { schoolScope } from '../auth/scope';
import { readsOneMoment } from '../db/snapshot';

export interface ListCyclesInput {
  status?: string;
}

/**
 * The cycles, newest first, each with how many of its forms stand at each
 * status and how many active schools have no form in it yet (schools added
 * after the initiation), within the caller's scope.
 */
export const listCycles = readsOneMoment(async function listCycles(deps: Pick<Deps, 'db'>, user: CurrentUser, input: ListCyclesInput, lang: Lang) {
  const rows = await deps.db
    .select()
    .from(cycles)
    .where(input.status ? eq(cycles.status, input.status) : ne(cycles.status, 'DELETED'))
    .orderBy(desc(cycles.createdAt), desc(cycles.id));
  const counts = await deps.db
    .select({ cycleId: forms.cycleId, status: forms.status, n: count() })
    .from(forms)
    .innerJoin(schools, eq(schools.schoolCode, forms.schoolCode))
    .where(and(schoolScope(user)))
    .groupBy(forms.cycleId, forms.status);
  const activeInScope = and(eq(schools.active, true), schoolScope(user));
  // One after another: a snapshot's statements share one connection (see open-domain-form.ts).
  const [{ active }] = await deps.db.select({ active: count() }).from(schools).where(activeInScope);
  const activeWithForm = await deps.db
    .select({ cycleId: forms.cycleId, n: count() })
    .from(forms)
    .innerJoin(schools, eq(schools.schoolCode, forms.schoolCode))
    .where(activeInScope)
    .groupBy(forms.cycleId);
  return rows.map((c) => {
    const mine = counts.filter((r) => r.cycleId === c.id);
    return {
      ...cycleView(c, lang),
      updatedAt: c.updatedAt,
      totalForms: mine.reduce((s, r) => s + r.n, 0),
      schoolsWithoutForm: active - (activeWithForm.find((r) => r.cycleId === c.id)?.n ?? 0),
      statusCounts: formStatuses.map((s) => ({ status: s.code, statusLabel: s.label[lang], count: mine.find((r) => r.status === s.code)?.n ?? 0 })),
    };
  });
});
