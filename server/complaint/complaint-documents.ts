import { and, asc, eq } from 'drizzle-orm';
import type { CurrentUser } from '../auth/current-user';
import { complaintDocuments, users } from '../db/schema';
import { conflict, forbidden, notFound } from '../http/errors';
import { actorsOf, loadScopedComplaint } from './complaint-access';
import type { Deps } from '../deps';
import { listedFileView, storeFiles, storedFileColumns, type UploadFile, shownName, uploadedView } from '../storage/upload-files';
import { checkedUpload } from '../storage/upload-quota';
import { readsOneMoment } from '../db/snapshot';

/**
 * Attaches files to a complaint: its raiser or a reviewer, until it is
 * closed. The same checks as evidence (size, real type); one bad file refuses all.
 */
export async function uploadComplaintDocuments(deps: Pick<Deps, 'db' | 'documents' | 'now'>, user: CurrentUser, complaintid: number, files: UploadFile[]) {
  const row = await loadScopedComplaint(deps.db, user, complaintid);
  if (actorsOf(user, row).length === 0) throw forbidden();
  if (row.status === 'CLOSED') throw conflict('complaintClosed');
  const checked = await checkedUpload(deps.db, user.userId, deps.now(), files);
  const saved = await storeFiles(deps.documents, `complaints/${row.id}`, checked, (stored) =>
    deps.db
      .insert(complaintDocuments)
      .values(stored.map((f) => ({ complaintId: row.id, ...storedFileColumns(f, user.userId, deps.now()) })))
      .returning(),
  );
  return saved.map(uploadedView);
}

/** The documents of a complaint the caller may see. */
export const listComplaintDocuments = readsOneMoment(async function listComplaintDocuments(deps: Pick<Deps, 'db'>, user: CurrentUser, complaintid: number) {
  const row = await loadScopedComplaint(deps.db, user, complaintid);
  const rows = await deps.db
    .select({ d: complaintDocuments, login: users.loginId })
    .from(complaintDocuments)
    .leftJoin(users, eq(users.id, complaintDocuments.uploadedBy))
    .where(eq(complaintDocuments.complaintId, row.id))
    .orderBy(asc(complaintDocuments.id));
  return rows.map(({ d, login }) => listedFileView(d, login));
});

/** The bytes of one complaint document, with its type and name. */
export async function readComplaintDocument(deps: Pick<Deps, 'db' | 'documents'>, user: CurrentUser, complaintid: number, documentid: number) {
  const row = await loadScopedComplaint(deps.db, user, complaintid);
  const [doc] = await deps.db
    .select()
    .from(complaintDocuments)
    .where(and(eq(complaintDocuments.id, documentid), eq(complaintDocuments.complaintId, row.id)));
  if (!doc) throw notFound();
  const bytes = await deps.documents.get(doc.storageKey);
  if (!bytes) throw notFound();
  return { bytes, fileName: shownName(doc.fileName, doc.contentType), contentType: doc.contentType };
}
