import { and, eq, ne, notInArray } from 'drizzle-orm';
import { localizeSchoolInfo, validateSchoolInfo, type Lang } from '../../engine';
import type { CurrentUser } from '../auth/current-user';
import { blocks, cycles, districts, formHistory, forms, schoolInfo, schools } from '../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../http/errors';
import type { Db } from '../db/client';
import type { Deps } from '../deps';
import { checkBase, nextStamp, type Base } from '../db/revision';
import { canSeeSchool } from '../auth/scope';
import { readsOneMoment } from '../db/snapshot';

async function loadSchool(deps: Pick<Deps, 'db'>, user: CurrentUser, schoolCode: string, lang: Lang) {
  const [row] = await deps.db
    .select({ school: schools, district: districts, block: blocks })
    .from(schools)
    .innerJoin(districts, eq(districts.id, schools.districtId))
    .innerJoin(blocks, eq(blocks.id, schools.blockId))
    .where(eq(schools.schoolCode, schoolCode));
  if (!row) throw notFound();
  if (!canSeeSchool(user, row.school)) throw forbidden();
  return {
    ...row.school,
    districtName: lang === 'hi' ? row.district.nameHi : row.district.name,
    blockName: lang === 'hi' ? row.block.nameHi : row.block.name,
  };
}

/**
 * The school's forms in cycles still open, locked for the caller's transaction. The school
 * information is locked while one of them is with the reviewers (status 3 or more): the scores
 * are computed from it. A send-back (status 2) opens it again.
 */
async function openForms(db: Db, schoolCode: string, lock: boolean) {
  const query = db
    .select({ id: forms.id, status: forms.status })
    .from(forms)
    .innerJoin(cycles, eq(cycles.id, forms.cycleId))
    .where(and(eq(forms.schoolCode, schoolCode), notInArray(cycles.status, ['CLOSED', 'DELETED']), ne(forms.status, 9)));
  return lock ? query.for('update', { of: forms }) : query;
}

/** A school, its saved information (or null), whether it may be changed now, and the information form in the caller's language. */
export const schoolDetails = readsOneMoment(async function schoolDetails(deps: Pick<Deps, 'db' | 'catalogues'>, user: CurrentUser, schoolCode: string, lang: Lang) {
  const school = await loadSchool(deps, user, schoolCode, lang);
  // at(0): typed as possibly missing, so the OpenAPI value derived from this type says updatedAt may be null.
  const info = (await deps.db.select().from(schoolInfo).where(eq(schoolInfo.schoolCode, schoolCode))).at(0);
  const { schema, uiSchema } = localizeSchoolInfo(deps.catalogues.schoolInfo, lang);
  const locked = (await openForms(deps.db, schoolCode, false)).some((f) => f.status >= 3) || (await submittedThisCycle(deps.db, schoolCode));
  return { school, info: info ? (info.data as Record<string, unknown>) : null, updatedAt: info?.updatedAt ?? null, locked, schema, uiSchema };
});

/** A form of the school with a report card in an open cycle: its scores stand on the information as it was. */
async function submittedThisCycle(db: Db, schoolCode: string): Promise<boolean> {
  const rows = await db
    .select({ id: forms.id })
    .from(forms)
    .innerJoin(cycles, eq(cycles.id, forms.cycleId))
    .where(and(eq(forms.schoolCode, schoolCode), eq(forms.status, 9), notInArray(cycles.status, ['CLOSED', 'DELETED'])));
  return rows.length > 0;
}

/** The fields that changed, as the history shows them: "teachersSanctioned 12 → 14". */
function changedFields(before: Record<string, unknown> | null, after: Record<string, unknown>): string[] {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after)])].sort();
  return keys
    .filter((k) => JSON.stringify(before?.[k] ?? null) !== JSON.stringify(after[k] ?? null))
    .map((k) => `${k} ${JSON.stringify(before?.[k] ?? null)} → ${JSON.stringify(after[k] ?? null)}`);
}

/**
 * Saves a school's information after the engine's checks; only the school's own head may. With
 * `base` (the details' updatedAt as read), a save made since by another tab or device is refused.
 */
export async function updateSchoolInfo(deps: Pick<Deps, 'db' | 'catalogues' | 'validator' | 'now'>, user: CurrentUser, schoolCode: string, info: unknown, lang: Lang, base?: Base) {
  await loadSchool(deps, user, schoolCode, lang);
  if (user.schoolCode !== schoolCode) throw forbidden();
  const problems = validateSchoolInfo(deps.validator, deps.catalogues.schoolInfo, info);
  if (problems.length)
    throw badRequest(
      problems.map((p) => ({ field: p.field, problem: p.problem, message: p.message })),
      'saveFailed',
    );
  const data = info as Record<string, unknown>;
  await deps.db.transaction(async (tx) => {
    // The forms' rows are the lock: a submit and this save go one after the other.
    const open = await openForms(tx, schoolCode, true);
    if (open.some((f) => f.status >= 3) || (await submittedThisCycle(tx, schoolCode))) throw conflict('schoolInfoLocked');
    const [before] = await tx.select().from(schoolInfo).where(eq(schoolInfo.schoolCode, schoolCode)).for('update');
    await checkBase(tx, base, before ?? null);
    const at = nextStamp(deps.now(), before?.updatedAt);
    const changes = changedFields(before ? (before.data as Record<string, unknown>) : null, data);
    await tx
      .insert(schoolInfo)
      .values({ schoolCode, data, updatedBy: user.userId, updatedAt: at })
      .onConflictDoUpdate({ target: schoolInfo.schoolCode, set: { data, updatedBy: user.userId, updatedAt: at } });
    // Written in the history of the forms it feeds: who changed which figure, when, from what to what.
    if (changes.length && open.length) {
      await tx.insert(formHistory).values(
        open.map((f) => ({
          formId: f.id,
          userId: user.userId,
          fromStatus: f.status,
          toStatus: f.status,
          event: 'schoolinfo.update',
          comment: changes.join('; ').slice(0, 2000),
          createdAt: at,
        })),
      );
    }
  });
  return data;
}
