import { and, asc, eq, inArray } from 'drizzle-orm';
import type { CurrentUser } from '../auth/current-user';
import { questionDocuments, users } from '../db/schema';
import { AppError, conflict, forbidden, notFound } from '../http/errors';
import type { Deps } from '../deps';
import { loadScopedForm, type CycleRow, type FormRow } from '../auth/scope';
import { listedFileView, storeFiles, storedFileColumns, type UploadFile, shownName, uploadedView } from '../storage/upload-files';
import { assertRoomOnForm, checkedUpload } from '../storage/upload-quota';
import { shareCycleOfForm } from '../cycle';
import type { Db } from '../db/client';
import { readsOneMoment } from '../db/snapshot';

export type { UploadFile } from '../storage/upload-files';

/** The school head may change the school's evidence while the form is with the school and its cycle is open. */
function assertMayChangeEvidence(user: CurrentUser, form: FormRow, cycle: CycleRow): void {
  if (user.schoolCode !== form.schoolCode) throw forbidden();
  if (cycle.status === 'CLOSED') throw conflict('formClosed');
  if (form.status !== 1 && form.status !== 2) throw conflict('wrongState');
}

/**
 * Runs an evidence change under the same locks as an answer save: the cycle shared, the form row
 * locked, its status and the cycle checked again inside. A submit locks the same row and counts
 * the evidence under it, so a file cannot vanish (or arrive) between the count and the status
 * change, and nothing lands after a submission or a cycle's close.
 */
async function withEvidenceLock<T>(db: Db, user: CurrentUser, accrid: number, change: (tx: Db, form: FormRow) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await shareCycleOfForm(tx, accrid);
    const { form, cycle } = await loadScopedForm(tx, user, accrid, { lock: true });
    assertMayChangeEvidence(user, form, cycle);
    return change(tx, form);
  });
}

/**
 * Stores evidence files for one question. Every file is checked first (size,
 * real type); one bad file refuses the whole upload, so nothing is half-stored.
 * The rows are written under the form's lock (withEvidenceLock); refused there,
 * the stored bytes are removed again.
 */
export async function uploadDocuments(deps: Pick<Deps, 'db' | 'catalogues' | 'documents' | 'now'>, user: CurrentUser, accrid: number, questionid: string, files: UploadFile[]) {
  const { form, cycle } = await loadScopedForm(deps.db, user, accrid);
  assertMayChangeEvidence(user, form, cycle);
  const entry = deps.catalogues.get(form.catalogueVersion).questions.get(questionid);
  if (!entry) throw notFound();
  if (entry.question.evidence === 'none') throw new AppError(400, 'invalidRequest', [{ questionid, problem: 'noEvidenceForQuestion' }]);
  // Refused early, before any byte is stored; the room on the form is checked again under the lock, where it is exact.
  const checked = await checkedUpload(deps.db, user.userId, deps.now(), files);
  await assertRoomOnForm(deps.db, form.id, questionid, checked.length);
  const rows = await storeFiles(deps.documents, `forms/${form.id}/${questionid}`, checked, (stored) =>
    withEvidenceLock(deps.db, user, accrid, async (tx) => {
      await assertRoomOnForm(tx, form.id, questionid, stored.length);
      return tx
        .insert(questionDocuments)
        .values(stored.map((f) => ({ formId: form.id, questionId: questionid, ...storedFileColumns(f, user.userId, deps.now()) })))
        .returning();
    }),
  );
  return rows.map(uploadedView);
}

/** Evidence of one question of a form the caller may see. */
export async function listDocuments(deps: Pick<Deps, 'db' | 'catalogues'>, user: CurrentUser, accrid: number, questionid: string) {
  return listFormDocuments(deps, user, accrid, { questionid });
}

/**
 * Evidence of a whole form, of one domain's questions, or of one question, in
 * one call (the head's "uploaded files", and one request per domain form
 * rather than one per question).
 */
export const listFormDocuments = readsOneMoment(async function listFormDocuments(
  deps: Pick<Deps, 'db' | 'catalogues'>,
  user: CurrentUser,
  accrid: number,
  only: { questionid?: string; domainId?: string } = {},
) {
  const { form } = await loadScopedForm(deps.db, user, accrid);
  const conds = [eq(questionDocuments.formId, accrid)];
  if (only.questionid) conds.push(eq(questionDocuments.questionId, only.questionid));
  if (only.domainId) {
    const ids = deps.catalogues.get(form.catalogueVersion).byDomain.get(only.domainId);
    if (!ids) throw notFound();
    conds.push(inArray(questionDocuments.questionId, ids));
  }
  const rows = await deps.db
    .select({ d: questionDocuments, login: users.loginId })
    .from(questionDocuments)
    .leftJoin(users, eq(users.id, questionDocuments.uploadedBy))
    .where(and(...conds))
    .orderBy(asc(questionDocuments.questionId), asc(questionDocuments.id));
  return rows.map(({ d, login }) => ({ questionid: d.questionId, ...listedFileView(d, login) }));
});

async function loadDocument(deps: Pick<Deps, 'db'>, user: CurrentUser, accrid: number, documentid: number) {
  const { form, cycle } = await loadScopedForm(deps.db, user, accrid);
  const [doc] = await deps.db
    .select()
    .from(questionDocuments)
    .where(and(eq(questionDocuments.id, documentid), eq(questionDocuments.formId, accrid)));
  if (!doc) throw notFound();
  return { form, cycle, doc };
}

/** The bytes of one document, with its type and name. */
export async function readDocument(deps: Pick<Deps, 'db' | 'documents'>, user: CurrentUser, accrid: number, documentid: number) {
  const { doc } = await loadDocument(deps, user, accrid, documentid);
  const bytes = await deps.documents.get(doc.storageKey);
  if (!bytes) throw notFound();
  return { bytes, fileName: shownName(doc.fileName, doc.contentType), contentType: doc.contentType };
}

/** Deletes one document: the row under the form's lock (withEvidenceLock), then, once that committed, the bytes. */
export async function deleteDocument(deps: Pick<Deps, 'db' | 'documents'>, user: CurrentUser, accrid: number, documentid: number) {
  const { form, cycle, doc } = await loadDocument(deps, user, accrid, documentid);
  assertMayChangeEvidence(user, form, cycle);
  const deleted = await withEvidenceLock(deps.db, user, accrid, (tx) =>
    tx.delete(questionDocuments).where(eq(questionDocuments.id, doc.id)).returning({ id: questionDocuments.id }),
  );
  if (deleted.length === 0) throw notFound();
  await deps.documents.delete(doc.storageKey);
  return { documentid: doc.id };
}
