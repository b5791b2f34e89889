import { describe, expect, it } from 'vitest';
import { exportPath, fileNameOf, readExport, type ExportProgress } from './readExport';

/** A response whose body arrives in the given pieces, as a streamed export does. */
function streamed(pieces: string[], headers: Record<string, string>): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const p of pieces) controller.enqueue(encoder.encode(p));
      controller.close();
    },
  });
  return new Response(body, { headers });
}

describe('readExport()', () => {
  it("counts a CSV's forms as they arrive, after the code and label rows, against X-Total-Count", async () => {
    const seen: ExportProgress[] = [];
    const res = streamed(['form_id,Q001\r\nForm,"Q001: ""Is there"", a library?"\r\n', '1,YN1\r\n2,NA\r\n', '3,YN2\r\n'], {
      'X-Total-Count': '3',
      'Content-Type': 'text/csv; charset=utf-8',
    });
    const blob = await readExport(res, 'csv', (p) => seen.push(p));
    expect(seen.map((p) => p.rows)).toEqual([0, 2, 3]);
    expect(seen.every((p) => p.total === 3)).toBe(true);
    expect(seen.at(-1)!.bytes).toBe(blob.size);
    expect(await blob.text()).toContain('3,YN2');
  });

  it('never counts past the total (a label with a line break in it), and tells only bytes for XLSX', async () => {
    const over: ExportProgress[] = [];
    await readExport(streamed(['a\r\n"two\r\nlines"\r\n1\r\n2\r\n'], { 'X-Total-Count': '1' }), 'csv', (p) => over.push(p));
    expect(over.at(-1)!.rows).toBe(1);
    const xlsx: ExportProgress[] = [];
    await readExport(streamed(['PK\n\n\n\n', 'more'], { 'X-Total-Count': '250' }), 'xlsx', (p) => xlsx.push(p));
    expect(xlsx.map((p) => [p.rows, p.bytes])).toEqual([
      [0, 6],
      [0, 10],
    ]);
  });
});

describe('exportPath() and fileNameOf()', () => {
  it('sends only the filters chosen, and reads the file name the server gave', () => {
    expect(exportPath({ cycleId: 4, format: 'csv', lang: 'hi' })).toBe('/v1/export/forms?cycleId=4&format=csv&lang=hi');
    expect(exportPath({ cycleId: 4, districtId: 1, blockId: 2, status: 9, format: 'xlsx', lang: 'en' })).toBe(
      '/v1/export/forms?cycleId=4&districtId=1&blockId=2&status=9&format=xlsx&lang=en',
    );
    const res = new Response('', { headers: { 'Content-Disposition': "attachment; filename*=UTF-8''export-2026-27-d1.xlsx" } });
    expect(fileNameOf(res, 'x')).toBe('export-2026-27-d1.xlsx');
    expect(fileNameOf(new Response(''), 'export.csv')).toBe('export.csv');
  });
});
