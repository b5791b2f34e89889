import { describe, expect, it } from 'vitest';
import { sniffFileType, typeSniffer } from './file-type';

const ascii = (s: string) => new TextEncoder().encode(s);
const concat = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  parts.reduce((at, p) => (out.set(p, at), at + p.length), 0);
  return out;
};
/** A zip's start: the local header signature, then entry names further in. */
const zip = (...names: string[]) => concat(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0]), ...names.map((n) => ascii(`....${n}....`)));
/** The bytes as an upload would stream them: in chunks of `size`. */
const streamed = (bytes: Uint8Array, size: number) => {
  const sniffer = typeSniffer();
  for (let at = 0; at < bytes.length; at += size) sniffer.push(bytes.subarray(at, at + size));
  return sniffer.type();
};

describe('typeSniffer()', () => {
  it('gives the answer sniffFileType gives for the whole file, however the bytes are cut', () => {
    const files = [
      ascii('%PDF-1.7\n...'),
      new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]),
      new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]),
      concat(ascii('RIFF'), new Uint8Array([1, 2, 3, 4]), ascii('WEBPVP8 ')),
      zip('[Content_Types].xml', '_rels/.rels', 'word/document.xml'),
      zip('[Content_Types].xml', 'xl/workbook.xml'),
      zip('mimetype', 'content.xml'),
      ascii('<html><script>alert(1)</script>'),
    ];
    for (const file of files) for (const size of [1, 2, 3, 5, 7, 1024]) expect(streamed(file, size)).toBe(sniffFileType(file));
    expect(files.map(sniffFileType)).toEqual([
      'application/pdf',
      'image/jpeg',
      'image/png',
      'image/webp',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      null,
      null,
    ]);
  });

  it('finds an entry name split between two chunks, and only within the first 4 MB', () => {
    const docx = zip('word/document.xml');
    const cut = docx.indexOf(0x72); // inside "word/"
    const sniffer = typeSniffer();
    sniffer.push(docx.subarray(0, cut));
    sniffer.push(docx.subarray(cut));
    expect(sniffer.type()).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    const late = concat(zip(), new Uint8Array(4 * 1024 * 1024), ascii('word/'));
    expect(sniffFileType(late)).toBeNull();
    expect(streamed(late, 64 * 1024)).toBeNull();
  });
});
