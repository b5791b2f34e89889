import { cycleStatusLabel, type CycleStatusCode, type Lang } from '../../workflows';
import type { cycles } from '../db/schema';

/** A cycle as every answer about it begins: its id, name, status with its label, version, end date and creation time. */
export function cycleView(row: typeof cycles.$inferSelect, lang: Lang) {
  const status = row.status as CycleStatusCode;
  return {
    cycleid: row.id,
    name: row.name,
    status,
    statusLabel: cycleStatusLabel(status, lang),
    catalogueVersion: row.catalogueVersion,
    endsOn: row.endsOn,
    createdAt: row.createdAt,
  };
}
