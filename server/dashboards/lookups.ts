import { and, asc, desc, eq, inArray, ne } from 'drizzle-orm';
import type { Lang } from '../../engine';
import { cycleStatuses, formStatuses } from '../../workflows';
import type { CurrentUser } from '../auth/current-user';
import { blocks, cycles, districts } from '../db/schema';
import { forbidden, notFound } from '../http/errors';
import type { Deps } from '../deps';
import { visibleBlockId, visibleDistrictIds } from './filters';
import { labelled } from './labels';

/** The accreditation years (cycles) to filter by, newest first, deleted ones left out. Cycles are state-wide, so everyone sees them all. */
export async function accreditationYears(deps: Pick<Deps, 'db'>, lang: Lang) {
  const rows = await deps.db.select({ id: cycles.id, name: cycles.name, status: cycles.status }).from(cycles).where(ne(cycles.status, 'DELETED')).orderBy(desc(cycles.id));
  return rows.map((r) => {
    const label = cycleStatuses.find((s) => s.code === r.status)?.label ?? { en: r.status, hi: r.status };
    return { id: r.id, name: r.name, status: r.status, statusLabel: label, statusText: label[lang] };
  });
}

/** The districts the caller may filter by: their own for a DQA or school head, all for state-level roles. */
export async function userDistricts(deps: Pick<Deps, 'db'>, user: CurrentUser, lang: Lang) {
  const visible = await visibleDistrictIds(deps.db, user);
  if (visible && visible.length === 0) return [];
  const rows = await deps.db
    .select()
    .from(districts)
    .where(visible ? inArray(districts.id, visible) : undefined)
    .orderBy(asc(districts.name));
  return rows.map((d) => ({ id: d.id, ...labelled({ en: d.name, hi: d.nameHi }, lang) }));
}

/** The blocks of one district the caller may see (a school head or block user: their block). */
export async function districtBlocks(deps: Pick<Deps, 'db'>, user: CurrentUser, districtId: number, lang: Lang) {
  const [district] = await deps.db.select({ id: districts.id }).from(districts).where(eq(districts.id, districtId));
  if (!district) throw notFound();
  const visible = await visibleDistrictIds(deps.db, user);
  if (visible && !visible.includes(districtId)) throw forbidden();
  // A school head or block user filters by their own block only.
  const only = await visibleBlockId(deps.db, user);
  if (only === undefined) return [];
  const rows = await deps.db
    .select()
    .from(blocks)
    .where(and(eq(blocks.districtId, districtId), only !== null ? eq(blocks.id, only) : undefined))
    .orderBy(asc(blocks.name));
  return rows.map((b) => ({ id: b.id, districtId: b.districtId, ...labelled({ en: b.name, hi: b.nameHi }, lang) }));
}

/** The ten form statuses with their labels (api-contract.md: `GET /v1/dashboard/status` lists them). */
export function formStatusList(lang: Lang) {
  return formStatuses.map((s) => ({ code: s.code, ...labelled(s.label, lang) }));
}
