/** How far an export has come: forms written (CSV: rows counted as they arrive), bytes received, forms expected. */
export type ExportProgress = { rows: number; bytes: number; total: number | null };

/** Which export the user asked for (the query of `GET /v1/export/forms`). */
export type ExportRequest = { cycleId: number; districtId?: number; blockId?: number; status?: number; format: 'csv' | 'xlsx'; lang: 'en' | 'hi' };

/** The address of an export: only the filters chosen are sent. */
export function exportPath(r: ExportRequest): string {
  const q = new URLSearchParams({ cycleId: String(r.cycleId) });
  if (r.districtId !== undefined) q.set('districtId', String(r.districtId));
  if (r.blockId !== undefined) q.set('blockId', String(r.blockId));
  if (r.status !== undefined) q.set('status', String(r.status));
  q.set('format', r.format);
  q.set('lang', r.lang);
  return `/v1/export/forms?${q.toString()}`;
}

/** The forms the server announced in X-Total-Count; null when it said nothing readable. */
export function expectedRows(response: Response): number | null {
  const raw = response.headers.get('X-Total-Count');
  return raw !== null && /^\d+$/.test(raw) ? Number(raw) : null;
}

/** The file name of Content-Disposition (`filename*=UTF-8''...`), or the fallback. */
export function fileNameOf(response: Response, fallback: string): string {
  const header = response.headers.get('Content-Disposition') ?? '';
  const m = /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (!m) return fallback;
  try {
    return decodeURIComponent(m[1]);
  } catch {
    return fallback;
  }
}

/** Lines before the first form in a CSV export: the codes and the labels. */
const CSV_HEAD_LINES = 2;

/**
 * Reads an export's body as it streams and reports progress after every piece. A CSV's forms are
 * counted by its line ends (a label with a line break in it can only make the count run ahead,
 * so it is capped at the total); an XLSX is compressed, so only its bytes can be told.
 */
export async function readExport(response: Response, format: 'csv' | 'xlsx', onProgress: (p: ExportProgress) => void): Promise<Blob> {
  const total = expectedRows(response);
  const type = response.headers.get('Content-Type') ?? 'application/octet-stream';
  if (!response.body) return new Blob([await response.arrayBuffer()], { type });
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let bytes = 0;
  let lines = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    bytes += value.byteLength;
    if (format === 'csv') for (const b of value) if (b === 10) lines++;
    const rows = Math.max(0, lines - CSV_HEAD_LINES);
    onProgress({ rows: total === null ? rows : Math.min(rows, total), bytes, total });
  }
  return new Blob(chunks as BlobPart[], { type });
}
