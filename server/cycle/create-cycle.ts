import { isUniqueViolation } from '../db/sql-state';
import { sql } from 'drizzle-orm';
import type { Lang } from '../../workflows';
import { cycleView } from './cycle-view';
import type { CurrentUser } from '../auth/current-user';
import { cycleHistory, cycles } from '../db/schema';
import { AppError, badRequest, conflict } from '../http/errors';
import type { Deps } from '../deps';
import { assertStateWide } from '../auth/scope';
import { checkCycleEnd } from './set-cycle-end';

export interface CreateCycleInput {
  name: string;
  /** The published catalogue version the cycle's forms are answered against (default: the newest). */
  catalogueVersion?: string;
  /** The cycle's last day (YYYY-MM-DD): everyone in scope is reminded some days before. */
  endsOn?: string | null;
}

/**
 * Creates a cycle (spec §5: name required, unique) on a published catalogue
 * version, the newest unless the department picks another; its forms carry
 * it. Its first history row says who created it.
 */
export async function createCycle(deps: Pick<Deps, 'db' | 'catalogues' | 'now'>, user: CurrentUser, input: CreateCycleInput, lang: Lang) {
  // A cycle runs in every district: a user whose role reaches less than the state may not start one.
  assertStateWide(user);
  const name = input.name.trim();
  if (!name) throw badRequest([{ field: 'name', problem: 'required' }], 'enterCycleName');
  checkCycleEnd(input.endsOn, deps.now());
  const version = input.catalogueVersion ?? deps.catalogues.current;
  if (!deps.catalogues.versions.includes(version) || deps.catalogues.get(version).catalogue.status !== 'published') {
    throw badRequest([{ field: 'catalogueVersion', problem: 'notPublished' }], 'catalogueVersionUnknown');
  }
  try {
    const row = await deps.db.transaction(async (tx) => {
      const [dup] = await tx
        .select({ id: cycles.id })
        .from(cycles)
        .where(sql`lower(${cycles.name}) = lower(${name})`);
      if (dup) throw conflict('cycleNameExists', [{ field: 'name', problem: 'duplicate' }]);
      const at = deps.now();
      const [created] = await tx
        .insert(cycles)
        .values({ name, status: 'CREATED', catalogueVersion: version, endsOn: input.endsOn ?? null, createdAt: at, updatedAt: at, updatedBy: user.userId })
        .returning();
      await tx.insert(cycleHistory).values({ cycleId: created.id, userId: user.userId, fromStatus: 'CREATED', toStatus: 'CREATED', event: 'cycle.create', createdAt: at });
      return created;
    });
    return cycleView(row, lang);
  } catch (e) {
    if (e instanceof AppError) throw e;
    // Two creates of one name at once: the constraint decides.
    if (isUniqueViolation(e)) throw conflict('cycleNameExists', [{ field: 'name', problem: 'duplicate' }]);
    console.error('creating a cycle failed:', e);
    throw new AppError(500, 'createCycleFailed');
  }
}
