/**
 * The evidence files the product accepts, one list for the server (which
 * checks the bytes) and the browser (which checks before uploading).
 */
export const EVIDENCE_TYPES = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

/** A content type of an accepted evidence file. */
export type EvidenceType = (typeof EVIDENCE_TYPES)[keyof typeof EVIDENCE_TYPES];

/** The largest evidence file: 10 MB. */
export const MAX_EVIDENCE_BYTES = 10 * 1024 * 1024;
