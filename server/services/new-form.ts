import { checkCompleteness, type CatalogueIndex } from '../../engine';
import type { forms } from '../db/schema/index';

/**
 * The row of a newly initiated form: status 1, the catalogue version it keeps
 * for life, and its question count already known, so lists show 0 of N from
 * the start rather than 0 of 0.
 */
export function newFormValues(index: CatalogueIndex, schoolCode: string, cycleId: number): typeof forms.$inferInsert {
  const { total } = checkCompleteness(index, {}, new Set());
  return { schoolCode, cycleId, catalogueVersion: index.catalogue.version, status: 1, attempted: 0, total };
}
