import { randomUUID } from 'node:crypto';
import { AppError, type ErrorDetail } from '../http/errors';
import type { questionDocuments } from '../db/schema';
import type { DocumentStore, LocalFile } from './document-store';
import { MAX_FILE_BYTES, type EvidenceType } from './file-type';

/**
 * A file as an upload received it: streamed to a temporary file on local disk, measured on the way
 * (server/http/multipart-stream.ts), never held in memory whole.
 */
export interface UploadFile extends LocalFile {
  name: string;
  /** What its first bytes say it is (typeSniffer); null for a type we do not accept. */
  type: EvidenceType | null;
}

/** A file that passed the checks, with what its row records. */
export interface CheckedFile extends LocalFile {
  fileName: string;
  contentType: EvidenceType;
}

/** The extensions each accepted type may carry; the first is the one added when the name has none of them. */
const EXTENSIONS: Record<EvidenceType, string[]> = {
  'application/pdf': ['pdf'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
  'image/webp': ['webp'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['docx'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['xlsx'],
};

/**
 * A file name safe to keep, to show and to send back in Content-Disposition: no path, no control
 * characters (they break the header), no bidirectional overrides (`photo\u202Egnp.exe` shows as
 * "photoexe.png"), and an extension that matches the type read from the bytes, so a PDF named
 * `.html` is kept as `.html.pdf` and opens as what it is. ZWJ and ZWNJ stay: Devanagari names use them.
 */
export function safeName(name: string, type?: EvidenceType): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g, '')
    .replace(/["<>|:*?]/g, '_')
    .trim()
    .slice(0, 200);
  const named = cleaned.replace(/^\.+$/, '') || 'file';
  if (!type) return named;
  const extensions = EXTENSIONS[type];
  const extension = /\.([^.]+)$/.exec(named)?.[1]?.toLowerCase();
  return extension && extensions.includes(extension) ? named : `${named}.${extensions[0]}`;
}

/** A stored file's name as shown and downloaded: files kept before names were cleaned are cleaned on the way out. */
export function shownName(fileName: string, contentType: string): string {
  return safeName(fileName, contentType in EXTENSIONS ? (contentType as EvidenceType) : undefined);
}

/** The columns every stored file's row has, evidence and complaint documents alike. */
export function storedFileColumns(f: CheckedFile & { storageKey: string }, uploadedBy: number, uploadedAt: Date) {
  return { fileName: f.fileName, contentType: f.contentType, size: f.size, sha256: f.sha256, storageKey: f.storageKey, uploadedBy, uploadedAt };
}

/** What an upload answers of each file it kept: its id and the name it is shown and downloaded under. */
export function uploadedView(d: { id: number; fileName: string; contentType: string; size: number }) {
  return { documentid: d.id, fileName: shownName(d.fileName, d.contentType), size: d.size, contentType: d.contentType };
}

/** A stored file as a list shows it: what its upload answered, its checksum, who uploaded it and when. */
export function listedFileView(d: Pick<typeof questionDocuments.$inferSelect, 'id' | 'fileName' | 'contentType' | 'size' | 'sha256' | 'uploadedAt'>, uploadedBy: string | null) {
  return { ...uploadedView(d), sha256: d.sha256, uploadedBy, uploadedAt: d.uploadedAt };
}

/**
 * Checks every file before anything is stored (size, real type read from the
 * first bytes); one bad file refuses the whole upload: 413 or 415 listing them, 400
 * when there is no file at all.
 */
export function checkUploadFiles(files: UploadFile[]): CheckedFile[] {
  if (files.length === 0) throw new AppError(400, 'uploadFailed', [{ field: 'files', problem: 'required' }]);
  const problems: ErrorDetail[] = [];
  const checked: CheckedFile[] = [];
  for (const f of files) {
    if (f.size > MAX_FILE_BYTES) problems.push({ field: 'files', fileName: f.name, problem: 'tooLarge' });
    else if (!f.type) problems.push({ field: 'files', fileName: f.name, problem: 'typeNotAllowed' });
    else checked.push({ fileName: safeName(f.name, f.type), path: f.path, contentType: f.type, size: f.size, sha256: f.sha256 });
  }
  if (problems.some((p) => p.problem === 'tooLarge')) throw new AppError(413, 'fileTooLarge', problems);
  if (problems.length) throw new AppError(415, 'fileTypeNotAllowed', problems);
  return checked;
}

/**
 * Puts checked files in the document store under `prefix/<uuid>` (streamed from
 * their temporary files) and lets the caller write their rows; if that fails,
 * the stored files are removed again, so nothing is half-stored.
 */
export async function storeFiles<T>(
  store: DocumentStore,
  prefix: string,
  files: CheckedFile[],
  writeRows: (stored: (CheckedFile & { storageKey: string })[]) => Promise<T>,
): Promise<T> {
  const stored: (CheckedFile & { storageKey: string })[] = [];
  try {
    for (const f of files) {
      const storageKey = `${prefix}/${randomUUID()}`;
      await store.putFile(storageKey, f);
      stored.push({ ...f, storageKey });
    }
    return await writeRows(stored);
  } catch (e) {
    await Promise.all(stored.map((f) => store.delete(f.storageKey)));
    throw e;
  }
}
