import { formProgressFields } from './form-columns';
import { and, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { Lang } from '../../engine';
import { statusLabel, type FormStatusCode } from '../../workflows';
import type { CurrentUser } from '../auth/current-user';
import type { Db } from '../db/client';
import { blocks, cycles, districts, forms, schools } from '../db/schema';
import { inKeyOrder } from '../db/rows';
import { badRequest } from '../http/errors';
import type { Deps } from '../deps';
import { districtShape, walkFormsByDistrict } from './form-list-district';
import { formListTotal, searchedTotal } from './form-list-total';
import { byFormColumn, bySchoolName, formsFirst, readsFormsFirst, walkForms, walkFormsOfEveryCycle, formListPage, type FormOrder, type KeyedForm } from './form-list-walk';
import type { Walk } from '../db/paging/keyset';
import { listFingerprint, pageStart, type PageRequest } from '../db/paging/list-cursor';
import { reachOf, schoolScope } from '../auth/scope';
import { placeNames, withFormPlace } from '../db/place-joins';

export interface SearchFormsInput extends PageRequest {
  cycleid?: number;
  search?: string;
  status?: number;
  districtId?: number;
  blockId?: number;
  sort?: 'schoolName' | 'district' | 'status' | 'attempted' | 'updatedAt';
  order?: 'asc' | 'desc';
}

/** The orders kept in an index of forms (cycle, column, id), and the school's name. */
const orders: Record<Exclude<NonNullable<SearchFormsInput['sort']>, 'district'>, FormOrder> = {
  schoolName: bySchoolName,
  status: byFormColumn(forms.status),
  attempted: byFormColumn(forms.attempted),
  updatedAt: byFormColumn(forms.updatedAt, 'time'),
};

/** A school's name, UDISE or code: what the search box finds forms by. */
export const schoolSearch = (search: string): SQL | undefined => or(ilike(schools.name, `%${search}%`), eq(schools.udise, search), eq(schools.schoolCode, search));

/** The districts a district-ordered list walks: only the caller's, or the one a filter or place implies. */
function districtsOf(db: Db, user: CurrentUser, input: SearchFormsInput): SQL | undefined {
  const reach = reachOf(user);
  const block = input.blockId ?? reach?.blockId ?? null;
  return and(
    reach?.districtId != null ? eq(districts.id, reach.districtId) : undefined,
    input.districtId !== undefined ? eq(districts.id, input.districtId) : undefined,
    block !== null ? inArray(districts.id, db.select({ id: blocks.districtId }).from(blocks).where(eq(blocks.id, block))) : undefined,
    reach?.schoolCode != null ? inArray(districts.id, db.select({ id: schools.districtId }).from(schools).where(eq(schools.schoolCode, reach.schoolCode))) : undefined,
  );
}

/** What the list shows of each form of a page, in the page's order. */
async function formRows(db: Db, ids: number[], lang: Lang) {
  if (ids.length === 0) return [];
  const rows = await withFormPlace(
    db
      .select({
        accrid: forms.id,
        schoolCode: forms.schoolCode,
        schoolName: schools.name,
        ...placeNames(lang),
        cycleid: forms.cycleId,
        cycleName: cycles.name,
        ...formProgressFields,
      })
      .from(forms)
      .$dynamic(),
  )
    .innerJoin(cycles, eq(cycles.id, forms.cycleId))
    .where(inArray(forms.id, ids));
  return inKeyOrder(ids, rows, (r) => r.accrid).map((r) => ({ ...r, statusLabel: statusLabel(r.status as FormStatusCode, lang) }));
}

/**
 * Lists the forms the caller may see (contract: POST /v1/form/search), a page at a time: by
 * position for a page opened from the address, after or before a cursor for Next and Previous.
 * Every order ends in a unique column, so a cursor's page neither skips nor repeats a form while
 * forms move between pages. A page is read from an index in order and stops at its last row.
 */
export async function searchForms(deps: Pick<Deps, 'db'>, user: CurrentUser, input: SearchFormsInput, lang: Lang) {
  const { db } = deps;
  const search = input.search?.trim() || undefined;
  if (search && search.length < 3) throw badRequest([{ field: 'search', problem: 'minLength' }], 'schoolSearchMin');
  const sort = input.sort ?? 'schoolName';
  const dir = input.order === 'desc' ? 'desc' : 'asc';
  const fingerprint = listFingerprint('forms', { sort, dir, search, cycleid: input.cycleid, status: input.status, districtId: input.districtId, blockId: input.blockId });
  const order = sort === 'district' ? null : orders[sort];
  const { page, pageSize, start } = pageStart(input, fingerprint, order?.shape ?? districtShape, 20);

  const onSchool = [
    schoolScope(user),
    input.districtId !== undefined ? eq(schools.districtId, input.districtId) : undefined,
    input.blockId !== undefined ? eq(schools.blockId, input.blockId) : undefined,
    search ? schoolSearch(search) : undefined,
  ];
  const where = and(
    input.cycleid !== undefined ? eq(forms.cycleId, input.cycleid) : undefined,
    input.status !== undefined ? eq(forms.status, input.status) : undefined,
    ...onSchool,
  );
  const withSchools = onSchool.some((c) => c !== undefined);

  const counting = search
    ? searchedTotal(db, db.select({ id: forms.id }).from(forms).innerJoin(schools, eq(schools.schoolCode, forms.schoolCode)).where(where).getSQL())
    : formListTotal(db, user, { cycleId: input.cycleid, status: input.status, districtId: input.districtId, blockId: input.blockId }).then((total) => ({
        total,
        totalIsEstimate: false,
      }));
  // A searched list by district needs its count first: few rows are sorted whole, many walked district by district.
  const few = !order && search !== undefined ? !(await counting).totalIsEstimate : false;

  const byForms = order !== null && !search && readsFormsFirst(order, input.status !== undefined, (await counting).total);
  const fetch = (db: Db, walk: Walk, limit: number): Promise<KeyedForm[]> => {
    if (!order) return walkFormsByDistrict(db, lang, where, districtsOf(db, user, input), walk, limit, few);
    if (byForms) return walkForms(db, formsFirst(order), where, withSchools, walk, limit);
    // All cycles in a form column's order: each cycle's index, merged (a head's few forms need no index).
    if (!order.bySchool && input.cycleid === undefined && reachOf(user)?.schoolCode == null) return walkFormsOfEveryCycle(db, order, where, withSchools, walk, limit);
    return walkForms(db, order, where, withSchools, walk, limit);
  };
  return formListPage(db, { start, dir, page, pageSize, fingerprint }, counting, fetch, (ids) => formRows(db, ids, lang));
}
