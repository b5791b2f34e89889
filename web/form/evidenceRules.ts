import { EVIDENCE_TYPES as ACCEPTED, MAX_EVIDENCE_BYTES as MAX } from '../../engine';

/** What the evidence widget accepts: the engine's list, the one the server checks too, checked before upload. */
export const EVIDENCE_TYPES: Record<string, string> = ACCEPTED;

/** The file chooser's accept attribute. */
export const EVIDENCE_ACCEPT = [...Object.keys(EVIDENCE_TYPES).map((e) => `.${e}`), ...new Set(Object.values(EVIDENCE_TYPES))].join(',');

/** 10 MB per file, as the server. */
export const MAX_EVIDENCE_BYTES = MAX;

export type FileProblem = 'type' | 'size' | 'empty';

/** Why a chosen file cannot be uploaded, or null. Browsers often give no type for Office files, so the name decides then. */
export function fileProblem(file: { name: string; size: number; type: string }): FileProblem | null {
  const ext = file.name.toLowerCase().split('.').pop() ?? '';
  const expected = EVIDENCE_TYPES[ext];
  if (!expected) return 'type';
  if (file.type && file.type !== 'application/octet-stream' && file.type !== expected) return 'type';
  if (file.size === 0) return 'empty';
  if (file.size > MAX_EVIDENCE_BYTES) return 'size';
  return null;
}

/** A file size for people: KB below a megabyte, MB with one decimal above. */
export function fileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** Whether the browser can show a file of this type inline (images and PDFs). */
export function viewableInline(contentType: string): 'image' | 'pdf' | null {
  if (contentType === 'application/pdf') return 'pdf';
  if (contentType.startsWith('image/')) return 'image';
  return null;
}
