import { createHash, randomUUID } from 'node:crypto';
import { AppError, type ErrorDetail } from '../http/errors';
import type { DocumentStore } from '../storage/document-store';
import { MAX_FILE_BYTES, sniffFileType, type EvidenceType } from './file-type';

export interface UploadFile {
  name: string;
  bytes: Uint8Array;
}

/** A file that passed the checks, with what its row records. */
export interface CheckedFile {
  fileName: string;
  bytes: Uint8Array;
  contentType: EvidenceType;
  size: number;
  sha256: string;
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

/** The files of a parsed multipart body (field `files`, or `files[]` as some clients send it). */
export function filesOfMultipart(form: Record<string, string | File | (string | File)[]>): Promise<UploadFile[]> {
  const raw = form.files ?? form['files[]'];
  const list = (Array.isArray(raw) ? raw : raw ? [raw] : []).filter((f): f is File => typeof f !== 'string');
  return Promise.all(list.map(async (f) => ({ name: f.name, bytes: new Uint8Array(await f.arrayBuffer()) })));
}

/**
 * Checks every file before anything is stored (size, real type read from the
 * bytes); one bad file refuses the whole upload: 413 or 415 listing them, 400
 * when there is no file at all.
 */
export function checkUploadFiles(files: UploadFile[]): CheckedFile[] {
  if (files.length === 0) throw new AppError(400, 'uploadFailed', [{ field: 'files', problem: 'required' }]);
  const problems: ErrorDetail[] = [];
  const checked: CheckedFile[] = [];
  for (const f of files) {
    const type = sniffFileType(f.bytes);
    if (f.bytes.length > MAX_FILE_BYTES) problems.push({ field: 'files', fileName: f.name, problem: 'tooLarge' });
    else if (!type) problems.push({ field: 'files', fileName: f.name, problem: 'typeNotAllowed' });
    else checked.push({ fileName: safeName(f.name, type), bytes: f.bytes, contentType: type, size: f.bytes.length, sha256: createHash('sha256').update(f.bytes).digest('hex') });
  }
  if (problems.some((p) => p.problem === 'tooLarge')) throw new AppError(413, 'fileTooLarge', problems);
  if (problems.length) throw new AppError(415, 'fileTypeNotAllowed', problems);
  return checked;
}

/**
 * Puts checked files in the document store under `prefix/<uuid>` and lets the
 * caller write their rows; if that fails, the stored bytes are removed again,
 * so nothing is half-stored.
 */
export async function storeFiles<T>(store: DocumentStore, prefix: string, files: CheckedFile[], writeRows: (stored: (CheckedFile & { storageKey: string })[]) => Promise<T>): Promise<T> {
  const stored: (CheckedFile & { storageKey: string })[] = [];
  try {
    for (const f of files) {
      const storageKey = `${prefix}/${randomUUID()}`;
      await store.put(storageKey, f.bytes);
      stored.push({ ...f, storageKey });
    }
    return await writeRows(stored);
  } catch (e) {
    await Promise.all(stored.map((f) => store.delete(f.storageKey)));
    throw e;
  }
}
