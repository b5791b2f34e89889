import { MAX_EVIDENCE_BYTES, type EvidenceType } from '../../engine';

// The accepted types and the size limit are the engine's (the browser checks the same before uploading);
// here they are recognised by their bytes, never by the file name.
export type { EvidenceType };

const startsWith = (b: Uint8Array, sig: number[], at = 0): boolean => sig.every((x, i) => b[at + i] === x);
const ascii = (s: string): number[] => [...s].map((c) => c.charCodeAt(0));

/** Reads what a file really is from its first bytes; null for anything we do not accept. */
export function sniffFileType(bytes: Uint8Array): EvidenceType | null {
  if (startsWith(bytes, ascii('%PDF-'))) return 'application/pdf';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) {
    // An Office file is a zip whose entry names tell a document from a workbook.
    const names = new TextDecoder('latin1').decode(bytes.subarray(0, Math.min(bytes.length, 4 * 1024 * 1024)));
    if (names.includes('word/')) return 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
    if (names.includes('xl/')) return 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  }
  return null;
}

export const MAX_FILE_BYTES = MAX_EVIDENCE_BYTES;
