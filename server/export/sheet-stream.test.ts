import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { csvField, writePaced } from './sheet-stream';

/** Pages of 100 rows of about 1 KB each, counting how many were read. */
function pages(total: number) {
  const read = { pages: 0 };
  async function* gen() {
    for (let p = 0; p < total; p++) {
      read.pages++;
      yield Array.from({ length: 100 }, (_, i) => [`row ${p}-${i}`, 'x'.repeat(1000)]);
    }
  }
  return { read, rows: gen() };
}

describe('writePaced', () => {
  it('reads no further while the client takes nothing, and goes on as it reads', async () => {
    const out = new PassThrough({ highWaterMark: 16 * 1024 });
    const { read, rows } = pages(50);
    const done = writePaced(rows, (r) => out.write(JSON.stringify(r)), out);
    await new Promise((r) => setTimeout(r, 50));
    // One page fills the buffer; the writer waits instead of reading the other 49.
    expect(read.pages).toBe(1);
    out.resume();
    await done;
    expect(read.pages).toBe(50);
  });

  it('stops reading when the client goes away', async () => {
    const out = new PassThrough({ highWaterMark: 16 * 1024 });
    const { read, rows } = pages(50);
    const done = writePaced(rows, (r) => out.write(JSON.stringify(r)), out);
    await new Promise((r) => setTimeout(r, 20));
    out.destroy();
    await done;
    expect(read.pages).toBeLessThanOrEqual(2);
  });
});

describe('csvField', () => {
  it('defuses text a spreadsheet would run as a formula, and quotes what CSV needs quoted', () => {
    expect(csvField('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(['+1', '-2', '@SUM(A1)', '\tx'].map(csvField)).toEqual(["'+1", "'-2", "'@SUM(A1)", "'\tx"]);
    expect(csvField('विद्यालय, गाँव')).toBe('"विद्यालय, गाँव"');
    expect(csvField(-3)).toBe('-3');
    expect(csvField(null)).toBe('');
  });
});
