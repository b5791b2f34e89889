import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { pick, type Lang } from '../../engine';
import type { Db } from '../db/client';
import { appSettings, cycles, forms, schools } from '../db/schema';
import { AppError } from '../http/errors';
import type { Deps } from '../deps';

/**
 * The check printed with a report code: a keyed hash of the code, so the verification address
 * cannot be walked school by school to read every grade, and a forged card with a real code
 * still shows the real grade.
 */
export function verifyKey(secret: string, reportCode: string): string {
  return createHmac('sha256', `report-verify:${secret}`).update(reportCode).digest('base64url').slice(0, 12);
}

/**
 * The key of the printed checks: its own secret, generated once and kept with the data, not the
 * token secret. A printed card must stay verifiable for years; rotating JWT_SECRET (which ends
 * every session) must not make every card ever printed look forged. A leak of it reveals nothing:
 * it only stops walking the codes one by one.
 */
export async function loadReportSecret(db: Db): Promise<string> {
  await db
    .insert(appSettings)
    .values({ key: 'report_verify_secret', value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, 'report_verify_secret'));
  return row.value;
}

/** The address a report card's QR code carries. */
export function verifyAddress(baseUrl: string, secret: string, reportCode: string): string {
  const url = new URL('/verify', baseUrl);
  url.searchParams.set('code', reportCode);
  url.searchParams.set('k', verifyKey(secret, reportCode));
  return url.toString();
}

/** What anyone holding a report card may confirm: that the department issued it, for that school, with that grade. */
export async function verifyReport(deps: Pick<Deps, 'db' | 'catalogues'>, input: { code: string; k: string }, lang: Lang) {
  const expected = Buffer.from(verifyKey(await loadReportSecret(deps.db), input.code));
  const given = Buffer.from(input.k);
  const notFound = new AppError(404, 'reportNotFound', [{ field: 'code', problem: 'unknownReport' }]);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw notFound;
  const [row] = await deps.db
    .select({ form: forms, school: schools, cycle: cycles })
    .from(forms)
    .innerJoin(schools, eq(schools.schoolCode, forms.schoolCode))
    .innerJoin(cycles, eq(cycles.id, forms.cycleId))
    .where(and(eq(forms.reportCode, input.code), eq(forms.status, 9)));
  if (!row) throw notFound;
  const band = deps.catalogues.get(row.form.catalogueVersion).catalogue.grading.bands.find((b) => b.grade === row.form.grade);
  return {
    reportCode: input.code,
    schoolName: row.school.name,
    schoolCode: row.school.schoolCode,
    udise: row.school.udise,
    cycleName: row.cycle.name,
    score: row.form.selfScore,
    grade: row.form.grade,
    gradeText: band ? pick(band.label, lang) : null,
    accreditedAt: row.form.accreditedAt,
  };
}
