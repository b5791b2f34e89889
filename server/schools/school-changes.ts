import { desc, eq, inArray } from 'drizzle-orm';
import type { Lang } from '../../engine';
import type { CurrentUser } from '../auth/current-user';
import type { Db } from '../db/client';
import { blocks, districts, roles, schoolChanges, schools, users } from '../db/schema';
import { forbidden, notFound } from '../http/errors';
import type { Deps } from '../deps';
import { canSeeSchool } from '../auth/scope';
import { readsOneMoment } from '../db/snapshot';

type Fields = Record<string, unknown>;

/**
 * Keeps who changed a school, when, and each changed field before and after. An edit that changes
 * nothing leaves no row; a new school records every field it was created with.
 */
export async function recordSchoolChange(db: Db, schoolCode: string, userId: number, before: Fields | null, after: Fields): Promise<void> {
  if (!before) {
    await db.insert(schoolChanges).values({ schoolCode, userId, action: 'created', before: null, after });
    return;
  }
  const changed = Object.keys(after).filter((k) => JSON.stringify(before[k] ?? null) !== JSON.stringify(after[k] ?? null));
  if (changed.length === 0) return;
  await db.insert(schoolChanges).values({
    schoolCode,
    userId,
    action: 'updated',
    before: Object.fromEntries(changed.map((k) => [k, before[k] ?? null])),
    after: Object.fromEntries(changed.map((k) => [k, after[k] ?? null])),
  });
}

export type SchoolChangeView = {
  at: string;
  action: 'created' | 'updated';
  user: { name: string; role: string } | null;
  changes: { field: string; before: string | number | boolean | null; after: string | number | boolean | null }[];
};

const scalar = (v: unknown): string | number | boolean | null =>
  v === null || v === undefined ? null : typeof v === 'object' ? JSON.stringify(v) : (v as string | number | boolean);

/** A school's changes, newest first, for those who may see the school; district and block named in the reader's language. */
export const listSchoolChanges = readsOneMoment(async function listSchoolChanges(
  deps: Pick<Deps, 'db'>,
  user: CurrentUser,
  schoolCode: string,
  lang: Lang,
): Promise<SchoolChangeView[]> {
  const [school] = await deps.db
    .select({ schoolCode: schools.schoolCode, districtId: schools.districtId, blockId: schools.blockId })
    .from(schools)
    .where(eq(schools.schoolCode, schoolCode));
  if (!school) throw notFound();
  if (!canSeeSchool(user, school)) throw forbidden();
  const rows = await deps.db
    .select({ change: schoolChanges, first: users.firstName, last: users.lastName, role: roles.name, roleHi: roles.nameHi })
    .from(schoolChanges)
    .leftJoin(users, eq(users.id, schoolChanges.userId))
    .leftJoin(roles, eq(roles.id, users.roleId))
    .where(eq(schoolChanges.schoolCode, schoolCode))
    .orderBy(desc(schoolChanges.createdAt), desc(schoolChanges.id))
    .limit(200);
  const ids = (key: 'districtId' | 'blockId') => [
    ...new Set(rows.flatMap((r) => [(r.change.before as Fields | null)?.[key], (r.change.after as Fields)[key]]).filter((v): v is number => typeof v === 'number')),
  ];
  const districtIds = ids('districtId');
  const blockIds = ids('blockId');
  const districtNames = new Map(
    districtIds.length ? (await deps.db.select().from(districts).where(inArray(districts.id, districtIds))).map((d) => [d.id, lang === 'hi' ? d.nameHi : d.name]) : [],
  );
  const blockNames = new Map(
    blockIds.length ? (await deps.db.select().from(blocks).where(inArray(blocks.id, blockIds))).map((b) => [b.id, lang === 'hi' ? b.nameHi : b.name]) : [],
  );
  const shown = (field: string, v: unknown) => {
    if (field === 'districtId' && typeof v === 'number') return districtNames.get(v) ?? v;
    if (field === 'blockId' && typeof v === 'number') return blockNames.get(v) ?? v;
    return scalar(v);
  };
  return rows.map((r) => {
    const before = (r.change.before as Fields | null) ?? {};
    const after = r.change.after as Fields;
    return {
      at: r.change.createdAt.toISOString(),
      action: r.change.action === 'created' ? 'created' : 'updated',
      user: r.first === null ? null : { name: `${r.first} ${r.last ?? ''}`.trim(), role: (lang === 'hi' ? r.roleHi : r.role) ?? '' },
      changes: Object.keys(after).map((field) => ({ field, before: r.change.action === 'created' ? null : shown(field, before[field]), after: shown(field, after[field]) })),
    };
  });
});
