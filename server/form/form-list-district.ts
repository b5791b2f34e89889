import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Lang } from '../../engine';
import type { Db } from '../db/client';
import { districts, forms, schools } from '../db/schema';
import { keyOrder, keysetCondition, type Dir, type Walk } from '../db/paging/keyset';
import { cursorRefused, type KeyShape } from '../db/paging/list-cursor';
import type { KeyedForm } from './form-list-walk';
import { withFormSchool } from '../db/place-joins';

/**
 * A district-ordered list's cursor: the district's id (its name is looked up in the caller's
 * language, so a cursor outlives a change of language), the school's name, the form id.
 */
export const districtShape: KeyShape = ['number', 'string', 'number'];

const inSchoolOrder = [{ expr: schools.name }, { expr: forms.id }];
const by = (dir: Dir) => (dir === 'asc' ? asc : desc);

async function districtName(db: Db, nameCol: typeof districts.name | typeof districts.nameHi, id: number, from: 'after' | 'before'): Promise<string> {
  const [row] = await db.select({ name: nameCol }).from(districts).where(eq(districts.id, id));
  if (!row) throw cursorRefused(from, 'cursorInvalid');
  return row.name;
}

/**
 * The forms `where` selects in the order of their district's name (then the district id, the
 * school's name, the form id). Districts are few: each is walked in its schools' (district, name)
 * index only as far as the page needs (a lateral join with a limit), so no district's forms are
 * sorted as a whole. `districtWhere` narrows the districts walked to those the scope and filters
 * allow. `few`: the rows are few (a rare name searched), and sorting them all is cheaper than
 * walking every district.
 */
export async function walkFormsByDistrict(
  db: Db,
  lang: Lang,
  where: SQL | undefined,
  districtWhere: SQL | undefined,
  walk: Walk,
  limit: number,
  few: boolean,
): Promise<KeyedForm[]> {
  const nameCol = lang === 'hi' ? districts.nameHi : districts.name;
  const order = by(walk.dir);
  const [did, sname, fid] = walk.key ?? [];
  const dname = walk.key ? await districtName(db, nameCol, Number(did), walk.from ?? 'after') : undefined;
  const asKeyed = (rows: { id: number; did: number; sname: string }[]): KeyedForm[] => rows.map((r) => ({ id: r.id, key: [r.did, r.sname, r.id] }));
  if (few) {
    const parts = [{ expr: nameCol }, { expr: districts.id }, ...inSchoolOrder];
    const rows = await withFormSchool(db.select({ id: forms.id, did: districts.id, sname: schools.name }).from(forms).$dynamic())
      .where(and(where, districtWhere, walk.key ? keysetCondition(parts, [dname!, did, sname, fid], walk.dir, walk.inclusive) : undefined))
      .orderBy(...keyOrder(parts, walk.dir))
      .limit(limit)
      .offset(walk.offset);
    return asKeyed(rows);
  }
  // Past a cursor: first the rest of the cursor's own district, then the districts after it.
  const inOwn = walk.key
    ? await db
        .select({ id: forms.id, did: schools.districtId, sname: schools.name })
        .from(schools)
        .innerJoin(forms, eq(forms.schoolCode, schools.schoolCode))
        .where(and(where, eq(schools.districtId, Number(did)), keysetCondition(inSchoolOrder, [sname, fid], walk.dir, walk.inclusive)))
        .orderBy(...keyOrder(inSchoolOrder, walk.dir))
        .limit(limit)
    : [];
  if (inOwn.length >= limit) return asKeyed(inOwn);
  const past = walk.key ? sql`(${nameCol}, ${districts.id}) ${walk.dir === 'asc' ? sql`>` : sql`<`} (${dname}, ${Number(did)})` : undefined;
  const d = db.select({ did: districts.id, dname: nameCol }).from(districts).where(and(districtWhere, past)).as('d');
  const depth = walk.offset + limit - inOwn.length;
  const x = db
    .select({ id: forms.id, sname: schools.name })
    .from(schools)
    .innerJoin(forms, eq(forms.schoolCode, schools.schoolCode))
    .where(and(where, eq(schools.districtId, d.did)))
    .orderBy(...keyOrder(inSchoolOrder, walk.dir))
    .limit(depth)
    .as('x');
  const next = await db
    .select({ id: x.id, did: d.did, sname: x.sname })
    .from(d)
    .crossJoinLateral(x)
    .orderBy(order(d.dname), order(d.did), order(x.sname), order(x.id))
    .limit(limit - inOwn.length)
    .offset(walk.offset);
  return asKeyed([...inOwn, ...next]);
}
