import { describe, expect, it } from 'vitest';
import { parse, View } from 'vega';
import { compile } from 'vega-lite';
import { buildSpec, isEmptyChart, plannedHeight, seriesOf, type ChartDatum, type ChartKind } from './specs';

const kinds: ChartKind[] = ['bar', 'column', 'grouped', 'stacked', 'donut', 'heatmap', 'gap'];
const data: ChartDatum[] = [
  { category: 'विद्यालय नेतृत्व एवं प्रबंधन', series: 'स्व-मूल्यांकन', value: 63.6, display: '63.6' },
  { category: 'विद्यालय नेतृत्व एवं प्रबंधन', series: 'बाह्य मूल्यांकन', value: 32, display: '32' },
  { category: 'शिक्षण एवं अधिगम', series: 'स्व-मूल्यांकन', value: null },
];

/** Compiles with Vega-Lite, collecting warnings other than the known fit-y notice. */
function warningsOf(kind: ChartKind, width: number): string[] {
  const warnings: string[] = [];
  const logger = {
    level: () => logger,
    error: (...a: unknown[]) => (warnings.push(`error: ${a.join(' ')}`), logger),
    warn: (...a: unknown[]) => (String(a[0]).includes('fit-y') ? logger : (warnings.push(a.join(' ')), logger)),
    info: () => logger,
    debug: () => logger,
  };
  compile(buildSpec(kind, data, { categoryTitle: 'क्षेत्र', valueTitle: 'औसत अंक', seriesTitle: 'मूल्यांकन', valueMax: 100, width }), { logger: logger as never });
  return warnings;
}

describe('buildSpec()', () => {
  it.each(kinds)('makes a %s chart Vega-Lite compiles without warnings, wide and narrow', (kind) => {
    expect(warningsOf(kind, 900)).toEqual([]);
    expect(warningsOf(kind, 320)).toEqual([]);
  });

  it('draws only values that exist, at the container width, without the export menu in the spec', () => {
    const spec = buildSpec('grouped', data, { categoryTitle: 'c', valueTitle: 'v', width: 600 }) as { width: unknown; data: { values: unknown[] } };
    expect(spec.width).toBe('container');
    expect(spec.data.values).toHaveLength(2);
  });

  it('draws a dot per series on each category of a dot plot, and the gap once over the line between them', async () => {
    const gaps: ChartDatum[] = ['D1', 'D2'].flatMap((c, i) => [
      { category: c, series: 'स्व-मूल्यांकन', value: 60 + i, detail: `अंतर \u2212${4 + i}` },
      { category: c, series: 'बाह्य मूल्यांकन', value: 56, detail: `अंतर \u2212${4 + i}` },
    ]);
    const quiet = { level: () => quiet, error: () => quiet, warn: () => quiet, info: () => quiet, debug: () => quiet };
    const spec = compile(buildSpec('gap', gaps, { categoryTitle: 'c', valueTitle: 'v', seriesTitle: 's', valueMax: 100, width: 600 }), { logger: quiet as never }).spec;
    // The container width is a browser's; a fixed one draws the same marks.
    const view = new View(parse({ ...spec, autosize: 'pad', width: 600 }), { renderer: 'none' });
    await view.runAsync();
    const svg = await view.toSVG();
    view.finalize();
    expect(svg.match(/>अंतर −4</g)).toHaveLength(1);
    expect(svg.match(/>अंतर −5</g)).toHaveLength(1);
    const dots = /<g class="mark-symbol role-mark[^"]*"[^>]*>(.*?)<\/g>/.exec(svg)![1];
    expect(dots.match(/<path/g)).toHaveLength(4);
  });

  it('puts the Devanagari font on axis and legend labels', () => {
    const spec = buildSpec('stacked', data, { categoryTitle: 'c', valueTitle: 'v', width: 600 }) as { config: { axis: { labelFont: string }; legend: { labelFont: string } } };
    expect(spec.config.axis.labelFont).toContain('Noto Sans Devanagari');
    expect(spec.config.legend.labelFont).toContain('Noto Sans Devanagari');
  });
});

describe('seriesOf()', () => {
  it('orders series by rank where given, else by first appearance', () => {
    const rows: ChartDatum[] = [
      { category: 'A', series: 'Approved', seriesRank: 9, value: 1 },
      { category: 'A', series: 'Initiated', seriesRank: 1, value: 1 },
      { category: 'B', series: 'Submitted', seriesRank: 5, value: 1 },
    ];
    expect(seriesOf(rows)).toEqual(['Initiated', 'Submitted', 'Approved']);
    expect(seriesOf(data)).toEqual(['स्व-मूल्यांकन', 'बाह्य मूल्यांकन']);
  });
});

describe('isEmptyChart()', () => {
  it('is empty without data or without a single value', () => {
    expect(isEmptyChart(undefined)).toBe(true);
    expect(isEmptyChart([])).toBe(true);
    expect(isEmptyChart([{ category: 'x', value: null }])).toBe(true);
    expect(isEmptyChart([{ category: 'x', value: 0 }])).toBe(false);
  });
});

describe('plannedHeight()', () => {
  // Vega without a canvas (here) measures a label as 0.8 × its length × the font size; the page measures it on a canvas.
  const vegaEstimate = (text: string) => Math.floor(0.8 * text.length * 12);
  const quiet = { level: () => quiet, error: () => quiet, warn: () => quiet, info: () => quiet, debug: () => quiet };

  /** The height Vega draws the chart at, as the page's worker draws it (fit to the width, padding inside). */
  async function drawnHeight(kind: ChartKind, rows: ChartDatum[], width: number): Promise<number> {
    const spec = compile(buildSpec(kind, rows, { categoryTitle: 'c', valueTitle: 'v', seriesTitle: 's', valueMax: 100, width }), { logger: quiet as never }).spec;
    const view = new View(parse({ ...spec, width }), { renderer: 'none' });
    await view.runAsync();
    const svg = await view.toSVG();
    view.finalize();
    return Number(/height="([\d.]+)"/.exec(svg)![1]);
  }
  const rowsOf = (categories: number, series: number, label: string) =>
    Array.from({ length: categories }, (_, c) =>
      Array.from({ length: Math.max(1, series) }, (_, k): ChartDatum => ({ category: `${label} ${c}`, series: series ? `${label} ${k}` : undefined, value: 10 + c + k })),
    ).flat();
  // Counts the dashboards draw: one to sixteen categories, one to nine series; narrow (phone) and wide cards.
  const shapes: [ChartKind, number, number][] = [
    ...[1, 7, 16].map((n): [ChartKind, number, number] => ['bar', n, 0]),
    ['column', 6, 0],
    ...[
      [1, 3],
      [5, 9],
      [12, 1],
    ].map(([n, s]): [ChartKind, number, number] => ['stacked', n, s]),
    ...[
      [1, 2],
      [4, 2],
      [7, 3],
      [7, 4],
      [5, 9],
    ].map(([n, s]): [ChartKind, number, number] => ['grouped', n, s]),
    ...[
      [1, 2],
      [7, 2],
    ].map(([n, s]): [ChartKind, number, number] => ['gap', n, s]),
    ...[
      [4, 2],
      [4, 8],
      [10, 5],
    ].map(([n, s]): [ChartKind, number, number] => ['heatmap', n, s]),
    ...[2, 4, 12].map((n): [ChartKind, number, number] => ['donut', n, 0]),
  ];

  it.each(shapes)('plans a %s chart of %i categories and %i series at the height Vega draws it, phone and desktop', async (kind, n, s) => {
    for (const width of [320, 400, 600, 920])
      for (const label of ['D', 'विद्यालय नेतृत्व']) {
        const rows = rowsOf(n, s, label);
        // A turned label longer than its limit is cut at a whole letter under it: a few pixels less than planned.
        const within = kind === 'heatmap' && width < 560 && s > 3 ? 3 : 1;
        expect.soft(Math.abs(plannedHeight(kind, rows, width, vegaEstimate) - (await drawnHeight(kind, rows, width))), `${width} px, "${label}"`).toBeLessThan(within);
      }
  });
});
