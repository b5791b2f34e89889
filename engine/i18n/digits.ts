const DEVANAGARI_ZERO = 0x0966;

/**
 * The same text with Devanagari digits (०–९) written as 0–9. A head on a Hindi keyboard types
 * ४५ for 45; every box that takes a number reads both.
 */
export function asciiDigits(text: string): string {
  return text.replace(/[\u0966-\u096F]/g, (d) => String(d.charCodeAt(0) - DEVANAGARI_ZERO));
}
