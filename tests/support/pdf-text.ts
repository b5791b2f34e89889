import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** Every text of a PDF, page after page. Devanagari comes out in the glyphs' visual order, so words are compared without spaces. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  // pdf.js takes the buffer over: hand it a copy so the caller can read the bytes again.
  const pdf = await getDocument({ data: bytes.slice(), useSystemFonts: false, isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let i = 1; i <= pdf.numPages; i++) {
    const content = await (await pdf.getPage(i)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(''));
  }
  return pages.join('\n');
}
export const squeeze = (s: string) => s.replace(/\s+/g, '');
