import { checkCompleteness, type CatalogueIndex } from '../../engine';
import type { Db } from '../db/client';
import { forms } from '../db/schema';

/**
 * The row of a newly initiated form: status 1, the catalogue version it keeps
 * for life, and its question count already known, so lists show 0 of N from
 * the start rather than 0 of 0.
 */
export function newFormValues(index: CatalogueIndex, schoolCode: string, cycleId: number): typeof forms.$inferInsert {
  const { total } = checkCompleteness(index, {}, new Set());
  return { schoolCode, cycleId, catalogueVersion: index.catalogue.version, status: 1, attempted: 0, total };
}

/** Inserts a new form for each school, in the caller's transaction, and answers their ids; in slices, as one statement holds at most 65,535 values. */
export async function insertNewForms(db: Db, index: CatalogueIndex, cycleId: number, schoolCodes: readonly string[]): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < schoolCodes.length; i += 2000) {
    const rows = await db
      .insert(forms)
      .values(schoolCodes.slice(i, i + 2000).map((code) => newFormValues(index, code, cycleId)))
      .returning({ id: forms.id });
    ids.push(...rows.map((r) => r.id));
  }
  return ids;
}
