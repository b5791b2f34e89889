import { MAX_EVIDENCE_BYTES, type EvidenceType } from '../../engine';

// The accepted types and the size limit are the engine's (the browser checks the same before uploading);
// here they are recognised by their bytes, never by the file name.
export type { EvidenceType };

const startsWith = (b: Uint8Array, sig: number[], at = 0): boolean => sig.every((x, i) => b[at + i] === x);
const ascii = (s: string): number[] => [...s].map((c) => c.charCodeAt(0));

/** The longest signature read at the start (WEBP at offset 8). */
const HEAD_BYTES = 12;
/** An Office file is a zip whose entry names, within its first 4 MB, tell a document from a workbook. */
const ZIP_NAMES_WINDOW = 4 * 1024 * 1024;
const WORD = Buffer.from('word/', 'latin1');
const XL = Buffer.from('xl/', 'latin1');
/** Bytes kept from one chunk to the next, so a name split across two chunks is still found. */
const CARRY = WORD.length - 1;

function typeOfHead(head: Uint8Array, zipNames: { word: boolean; xl: boolean }): EvidenceType | null {
  if (startsWith(head, ascii('%PDF-'))) return 'application/pdf';
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8)) return 'image/webp';
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04])) {
    if (zipNames.word) return 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
    if (zipNames.xl) return 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  }
  return null;
}

/** Reads a file's type while its bytes stream past, keeping 12 bytes and a 4-byte carry instead of the file. */
export interface TypeSniffer {
  push(chunk: Uint8Array): void;
  /** What the bytes pushed so far are: the same answer sniffFileType gives for them all at once. */
  type(): EvidenceType | null;
}

/** A sniffer for one file's bytes, pushed in order in chunks of any size. */
export function typeSniffer(): TypeSniffer {
  const head = new Uint8Array(HEAD_BYTES);
  let headLength = 0;
  let seen = 0;
  let carry = Buffer.alloc(0);
  const zipNames = { word: false, xl: false };
  return {
    push(chunk) {
      if (headLength < HEAD_BYTES) {
        const take = chunk.subarray(0, HEAD_BYTES - headLength);
        head.set(take, headLength);
        headLength += take.length;
      }
      // Only a zip needs its names; anything else is decided by its head alone.
      const maybeZip = headLength < 4 || startsWith(head, [0x50, 0x4b, 0x03, 0x04]);
      const inWindow = chunk.subarray(0, Math.max(0, ZIP_NAMES_WINDOW - seen));
      seen += chunk.length;
      if (!maybeZip || inWindow.length === 0 || (zipNames.word && zipNames.xl)) return;
      const bytes = Buffer.from(inWindow.buffer, inWindow.byteOffset, inWindow.length);
      // The seam: the carry with the start of this chunk, for a name split between the two.
      const seam = Buffer.concat([carry, bytes.subarray(0, CARRY)]);
      zipNames.word ||= bytes.includes(WORD) || seam.includes(WORD);
      zipNames.xl ||= bytes.includes(XL) || seam.includes(XL);
      carry = Buffer.from(Buffer.concat([carry, bytes.subarray(-CARRY)]).subarray(-CARRY));
    },
    type: () => typeOfHead(head.subarray(0, headLength), zipNames),
  };
}

/** Reads what a file really is from its first bytes; null for anything we do not accept. */
export function sniffFileType(bytes: Uint8Array): EvidenceType | null {
  const sniffer = typeSniffer();
  sniffer.push(bytes);
  return sniffer.type();
}

export const MAX_FILE_BYTES = MAX_EVIDENCE_BYTES;
