import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { schools } from '../db/schema';

/** The MIS codes of some schools, by school code. */
export async function misCodes(db: Db, schoolCodes: string[]): Promise<Map<string, string>> {
  if (schoolCodes.length === 0) return new Map();
  const rows = await db.select({ code: schools.schoolCode, mis: schools.misCode }).from(schools).where(inArray(schools.schoolCode, schoolCodes));
  return new Map(rows.flatMap((r) => (r.mis === null ? [] : [[r.code, r.mis] as [string, string]])));
}

/** Sets or (with null) removes a school's MIS code. */
export async function setMisCode(db: Db, schoolCode: string, misCode: string | null): Promise<void> {
  await db.update(schools).set({ misCode }).where(eq(schools.schoolCode, schoolCode));
}
