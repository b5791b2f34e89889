import type { ChartDatum } from './specs';

/** A cell a spreadsheet would read as a formula (=, +, -, @, tab, return) is written as text. */
function cell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export type CsvTitles = { category: string; series?: string; value: string; detail?: string };

/**
 * A chart's numbers as CSV, one row per value, in the labels the chart shows: what an analyst
 * pastes into a spreadsheet. The byte-order mark makes Excel read Hindi labels as UTF-8.
 */
export function chartCsv(data: readonly ChartDatum[], titles: CsvTitles): string {
  const withSeries = data.some((d) => d.series !== undefined);
  const withDetail = data.some((d) => d.detail);
  const header = [titles.category, ...(withSeries ? [titles.series ?? ''] : []), titles.value, ...(withDetail ? [titles.detail ?? ''] : [])];
  const rows = data.map((d) => [d.category, ...(withSeries ? [d.series ?? ''] : []), d.value, ...(withDetail ? [d.detail ?? ''] : [])]);
  return `\uFEFF${[header, ...rows].map((r) => r.map(cell).join(',')).join('\r\n')}\r\n`;
}
