import { and, count, eq, gte, sum } from 'drizzle-orm';
import type { Db } from '../db/client';
import { complaintDocuments, questionDocuments } from '../db/schema';
import { AppError } from '../http/errors';
import { checkUploadFiles, type CheckedFile, type UploadFile } from './upload-files';

/**
 * How much one person may upload: an audit found one form with 584 documents and 500 files in one
 * request. Evidence is a register page or a photo, a few per question; these leave room for that
 * and stop a script (or a stolen token) from filling the store.
 */
export const UPLOAD_LIMITS = {
  filesPerUpload: 10,
  filesPerQuestion: 10,
  filesPerForm: 300,
  bytesPerUserHour: 500 * 1024 * 1024,
} as const;

const HOUR = 60 * 60 * 1000;

/** Refuses a request carrying more files than one upload may. */
export function assertFilesPerUpload(files: number): void {
  if (files > UPLOAD_LIMITS.filesPerUpload) throw new AppError(413, 'tooManyFilesInUpload', [{ field: 'files', problem: 'tooMany', limit: UPLOAD_LIMITS.filesPerUpload }]);
}

/** Refuses files that would take a question or a form past its number of files (run under the form's lock, it is exact). */
export async function assertRoomOnForm(db: Db, formId: number, questionId: string, adding: number): Promise<void> {
  const [onQuestion] = await db
    .select({ n: count() })
    .from(questionDocuments)
    .where(and(eq(questionDocuments.formId, formId), eq(questionDocuments.questionId, questionId)));
  if (onQuestion.n + adding > UPLOAD_LIMITS.filesPerQuestion) {
    throw new AppError(409, 'tooManyFilesOnQuestion', [{ field: 'files', problem: 'perQuestion', limit: UPLOAD_LIMITS.filesPerQuestion, current: onQuestion.n }]);
  }
  const [onForm] = await db.select({ n: count() }).from(questionDocuments).where(eq(questionDocuments.formId, formId));
  if (onForm.n + adding > UPLOAD_LIMITS.filesPerForm) {
    throw new AppError(409, 'tooManyFilesOnForm', [{ field: 'files', problem: 'perForm', limit: UPLOAD_LIMITS.filesPerForm, current: onForm.n }]);
  }
}

/** Refuses an upload that would take the person past their bytes of the last hour (evidence and complaint files together). */
export async function assertUserQuota(db: Db, userId: number, now: Date, adding: number): Promise<void> {
  const since = new Date(now.getTime() - HOUR);
  const [evidence] = await db
    .select({ bytes: sum(questionDocuments.size) })
    .from(questionDocuments)
    .where(and(eq(questionDocuments.uploadedBy, userId), gte(questionDocuments.uploadedAt, since)));
  const [complaint] = await db
    .select({ bytes: sum(complaintDocuments.size) })
    .from(complaintDocuments)
    .where(and(eq(complaintDocuments.uploadedBy, userId), gte(complaintDocuments.uploadedAt, since)));
  const used = Number(evidence.bytes ?? 0) + Number(complaint.bytes ?? 0);
  if (used + adding > UPLOAD_LIMITS.bytesPerUserHour) {
    throw new AppError(429, 'uploadQuotaReached', [{ field: 'files', problem: 'hourlyQuota', limitBytes: UPLOAD_LIMITS.bytesPerUserHour, usedBytes: used }]);
  }
}

/**
 * The checks every upload passes before a byte is stored (evidence and complaint files alike): no
 * more files than one upload may carry, each file's size and real type, and the person's hourly
 * bytes. Answers the checked files; one refusal refuses the whole upload.
 */
export async function checkedUpload(db: Db, userId: number, now: Date, files: UploadFile[]): Promise<CheckedFile[]> {
  assertFilesPerUpload(files.length);
  const checked = checkUploadFiles(files);
  await assertUserQuota(
    db,
    userId,
    now,
    checked.reduce((n, f) => n + f.size, 0),
  );
  return checked;
}
