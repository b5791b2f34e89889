import { asScopeLevel } from '../auth/scope-level';
import { asc, eq } from 'drizzle-orm';
import { blocks, districts, privileges, roles } from '../db/schema';
import { notFound } from '../http/errors';
import type { Deps } from '../deps';

/** Every district: `[{ id, name: { en, hi } }]`, by name. */
export async function districtList(deps: Pick<Deps, 'db'>) {
  const rows = await deps.db.select().from(districts).orderBy(asc(districts.name));
  return rows.map((d) => ({ id: d.id, name: { en: d.name, hi: d.nameHi } }));
}

/** The blocks of a district, by name; 404 for an unknown district. */
export async function blocksOfDistrict(deps: Pick<Deps, 'db'>, districtId: number) {
  const [district] = await deps.db.select({ id: districts.id }).from(districts).where(eq(districts.id, districtId));
  if (!district) throw notFound();
  const rows = await deps.db.select().from(blocks).where(eq(blocks.districtId, districtId)).orderBy(asc(blocks.name));
  return rows.map((b) => ({ id: b.id, districtId: b.districtId, name: { en: b.name, hi: b.nameHi } }));
}

/** Every privilege, by code. */
export async function privilegeList(deps: Pick<Deps, 'db'>) {
  const rows = await deps.db.select().from(privileges).orderBy(asc(privileges.id));
  return rows.map((p) => ({ id: p.id, name: { en: p.name, hi: p.nameHi } }));
}

/** Every role, by name. */
export async function roleList(deps: Pick<Deps, 'db'>) {
  const rows = await deps.db.select().from(roles).orderBy(asc(roles.name));
  return rows.map((r) => ({ id: r.id, code: r.code, name: { en: r.name, hi: r.nameHi }, scopeLevel: asScopeLevel(r.scopeLevel) }));
}
