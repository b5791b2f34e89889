import { and, asc, eq } from 'drizzle-orm';
import type { CurrentUser } from '../auth/current-user';
import { complaintDocuments, users } from '../db/schema';
import { conflict, forbidden, notFound } from '../http/errors';
import { actorsOf, loadScopedComplaint } from './complaint-access';
import type { Deps } from '../deps';
import { checkUploadFiles, storeFiles, type UploadFile, shownName } from '../storage/upload-files';
import { assertFilesPerUpload, assertUserQuota } from '../storage/upload-quota';
import { readsOneMoment } from '../db/snapshot';

/**
 * Attaches files to a complaint: its raiser or a reviewer, until it is
 * closed. The same checks as evidence (size, real type); one bad file refuses all.
 */
export async function uploadComplaintDocuments(deps: Pick<Deps, 'db' | 'documents' | 'now'>, user: CurrentUser, complaintid: number, files: UploadFile[]) {
  const row = await loadScopedComplaint(deps.db, user, complaintid);
  if (actorsOf(user, row).length === 0) throw forbidden();
  if (row.status === 'CLOSED') throw conflict('complaintClosed');
  assertFilesPerUpload(files.length);
  const checked = checkUploadFiles(files);
  await assertUserQuota(
    deps.db,
    user.userId,
    deps.now(),
    checked.reduce((n, f) => n + f.size, 0),
  );
  const saved = await storeFiles(deps.documents, `complaints/${row.id}`, checked, (stored) =>
    deps.db
      .insert(complaintDocuments)
      .values(
        stored.map((f) => ({
          complaintId: row.id,
          fileName: f.fileName,
          contentType: f.contentType,
          size: f.size,
          sha256: f.sha256,
          storageKey: f.storageKey,
          uploadedBy: user.userId,
          uploadedAt: deps.now(),
        })),
      )
      .returning(),
  );
  return saved.map((d) => ({ documentid: d.id, fileName: shownName(d.fileName, d.contentType), size: d.size, contentType: d.contentType }));
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
  return rows.map(({ d, login }) => ({
    documentid: d.id,
    fileName: shownName(d.fileName, d.contentType),
    size: d.size,
    contentType: d.contentType,
    sha256: d.sha256,
    uploadedBy: login,
    uploadedAt: d.uploadedAt,
  }));
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
