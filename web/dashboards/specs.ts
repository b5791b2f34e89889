import type { TopLevelSpec } from 'vega-lite';
import { chartConfig, SERIES_COLORS } from './chartTheme';
import type { DrillTarget } from './drill';

/**
 * One value of a chart, already in the reader's language: a category (bar,
 * slice, heat-map row), an optional series (colour, heat-map column), the
 * number, how to print it, and a detail for the tooltip and the table.
 */
export type ChartDatum = {
  category: string;
  series?: string;
  value: number | null;
  display?: string;
  detail?: string;
  /** Where the series goes in legends, stacks and table columns (status code order); first appearance otherwise. */
  seriesRank?: number;
  /** The schools behind this value, as a narrowing of the dashboard's filters: the bar opens their list. */
  drill?: DrillTarget;
  /** Another list behind this value, by its address (the complaint chart's cells open the complaint list). */
  href?: string;
};

/** The chart shapes the dashboards use. */
export type ChartKind = 'bar' | 'column' | 'grouped' | 'stacked' | 'donut' | 'heatmap' | 'gap';

/** What a spec needs besides the data: axis titles, an upper bound (scores: 100), the container's width. */
export type SpecOptions = {
  categoryTitle: string;
  valueTitle: string;
  /** Title of the printed value where it differs from the value (heat map: counts printed, shares coloured). */
  displayTitle?: string;
  seriesTitle?: string;
  valueMax?: number;
  /** Counts: whole-number ticks only. */
  integer?: boolean;
  /** Width of the container in pixels. */
  width: number;
};

/** Containers narrower than this get bottom legends and shorter labels. */
export const NARROW = 560;

type Row = ChartDatum & { display: string };

const unique = (xs: string[]) => [...new Set(xs)];

/** The series of the data in display order: by rank where given, else by first appearance. */
export function seriesOf(data: ChartDatum[]): string[] {
  const rank = new Map<string, number>();
  data.forEach((d, i) => {
    if (d.series === undefined) return;
    const r = d.seriesRank ?? 1e6 + i;
    rank.set(d.series, Math.min(rank.get(d.series) ?? Infinity, r));
  });
  return [...rank.entries()].sort((a, b) => a[1] - b[1]).map(([s]) => s);
}

const DARK = '#1f2937';

/** Rows with a value, each with its printed form. */
function drawable(data: ChartDatum[]): Row[] {
  return data.filter((d) => d.value !== null && Number.isFinite(d.value)).map((d) => ({ ...d, display: d.display ?? String(d.value) }));
}

const isNarrow = (o: SpecOptions) => o.width < NARROW;

function frame(rows: Row[], o: SpecOptions) {
  return {
    $schema: 'https://vega.github.io/schema/vega-lite/v6.json',
    width: 'container' as const,
    autosize: { type: 'fit-x' as const, contains: 'padding' as const },
    config: chartConfig(isNarrow(o)),
    data: { values: rows },
  };
}

function tooltip(o: SpecOptions, withSeries: boolean, rows: Row[]) {
  return [
    { field: 'category', type: 'nominal' as const, title: o.categoryTitle },
    ...(withSeries ? [{ field: 'series', type: 'nominal' as const, title: o.seriesTitle ?? '' }] : []),
    { field: 'display', type: 'nominal' as const, title: o.displayTitle ?? o.valueTitle },
    ...(rows.some((r) => r.detail) ? [{ field: 'detail', type: 'nominal' as const, title: ' ' }] : []),
  ];
}

/** Category labels get up to 40% of the width (Hindi labels are long), between 100 and 280 pixels. */
const categoryAxis = (o: SpecOptions) => ({ title: null, labelLimit: Math.round(Math.min(280, Math.max(100, o.width * 0.4))), labelPadding: 6, ticks: false });

/** The value axis: its title, and whole-number ticks for counts. */
const valueAxis = (o: SpecOptions) => {
  const tickCount = Math.max(4, Math.min(10, Math.round(o.width / 90)));
  return o.integer ? { title: o.valueTitle, format: 'd', tickMinStep: 1, tickCount } : { title: o.valueTitle, tickCount };
};

function valueScale(rows: Row[], o: SpecOptions) {
  const max = o.valueMax ?? Math.max(1, ...rows.map((r) => r.value ?? 0));
  return { max, scale: { domain: [0, max], nice: o.valueMax === undefined } };
}

function legend(o: SpecOptions, bottom: boolean) {
  return {
    title: o.seriesTitle ?? null,
    orient: bottom ? ('bottom' as const) : ('right' as const),
    direction: 'vertical' as const,
    columns: bottom && !isNarrow(o) ? 2 : undefined,
    titleLimit: 400,
  };
}

/** Value labels: inside the end of long bars (white), just past short ones (dark). */
function barLabels(threshold: number, offset: boolean, fontSize: number) {
  const encoding = {
    x: { field: 'value', type: 'quantitative' as const },
    y: { field: 'category', type: 'nominal' as const },
    text: { field: 'display', type: 'nominal' as const },
    yOffset: offset ? { field: 'series', type: 'nominal' as const } : undefined,
  };
  return [
    {
      transform: [{ filter: `datum.value >= ${threshold}` }],
      mark: { type: 'text' as const, align: 'right' as const, dx: -4, fill: '#ffffff', fontWeight: 600 as const, fontSize },
      encoding,
    },
    { transform: [{ filter: `datum.value < ${threshold}` }], mark: { type: 'text' as const, align: 'left' as const, dx: 4, fill: DARK, fontSize }, encoding },
  ];
}

function barSpec(rows: Row[], o: SpecOptions): TopLevelSpec {
  const { max, scale } = valueScale(rows, o);
  const categories = unique(rows.map((r) => r.category));
  return {
    ...frame(rows, o),
    height: { step: 28 },
    encoding: {
      y: { field: 'category', type: 'nominal', sort: categories, axis: categoryAxis(o) },
      x: { field: 'value', type: 'quantitative', axis: valueAxis(o), scale },
      tooltip: tooltip(o, false, rows),
    },
    layer: [{ mark: { type: 'bar', color: SERIES_COLORS[0], cornerRadiusEnd: 3 } }, ...barLabels(max * 0.2, false, 11)],
  };
}

function groupedSpec(rows: Row[], o: SpecOptions): TopLevelSpec {
  const { max, scale } = valueScale(rows, o);
  const categories = unique(rows.map((r) => r.category));
  const series = seriesOf(rows);
  return {
    ...frame(rows, o),
    height: { step: 16, for: 'offset' },
    encoding: {
      y: { field: 'category', type: 'nominal', sort: categories, axis: categoryAxis(o), scale: { paddingInner: 0.25 } },
      yOffset: { field: 'series', type: 'nominal', sort: series },
      x: { field: 'value', type: 'quantitative', axis: valueAxis(o), scale },
      color: { field: 'series', type: 'nominal', sort: series, scale: { domain: series }, legend: legend(o, true) },
      tooltip: tooltip(o, true, rows),
    },
    layer: [{ mark: { type: 'bar', cornerRadiusEnd: 2 } }, ...barLabels(max * 0.2, true, 10)],
  };
}

function stackedSpec(rows: Row[], o: SpecOptions): TopLevelSpec {
  const categories = unique(rows.map((r) => r.category));
  const series = seriesOf(rows);
  const rank = new Map(series.map((s, i) => [s, i]));
  return {
    ...frame(
      rows.map((r) => ({ ...r, rank: rank.get(r.series ?? '') })),
      o,
    ),
    height: { step: 30 },
    mark: { type: 'bar' },
    encoding: {
      y: { field: 'category', type: 'nominal', sort: categories, axis: categoryAxis(o) },
      x: { field: 'value', type: 'quantitative', aggregate: 'sum', stack: 'zero', axis: valueAxis(o) },
      color: { field: 'series', type: 'nominal', sort: series, scale: { domain: series }, legend: legend(o, true) },
      order: { field: 'rank', type: 'quantitative' },
      tooltip: tooltip(o, true, rows),
    },
  };
}

function columnSpec(rows: Row[], o: SpecOptions): TopLevelSpec {
  const { scale } = valueScale(rows, o);
  const categories = unique(rows.map((r) => r.category));
  return {
    ...frame(rows, o),
    height: 220,
    encoding: {
      x: { field: 'category', type: 'nominal', sort: categories, axis: { title: null, labelAngle: 0, labelLimit: isNarrow(o) ? 80 : 160 } },
      y: { field: 'value', type: 'quantitative', axis: valueAxis(o), scale },
      tooltip: tooltip(o, false, rows),
    },
    layer: [
      { mark: { type: 'bar', color: SERIES_COLORS[0], cornerRadiusEnd: 3, width: { band: 0.6 } } },
      { mark: { type: 'text', dy: -6, baseline: 'bottom', fill: DARK }, encoding: { text: { field: 'display' } } },
    ],
  };
}

function donutSpec(rows: Row[], o: SpecOptions): TopLevelSpec {
  const categories = unique(rows.map((r) => r.category));
  const theta = { field: 'value', type: 'quantitative' as const, stack: true as const };
  return {
    ...frame(rows, o),
    height: 200,
    encoding: {
      theta,
      color: {
        field: 'category',
        type: 'nominal',
        sort: categories,
        scale: { domain: categories },
        legend: { ...legend({ ...o, seriesTitle: undefined }, o.width < 420), title: null },
      },
      order: { field: 'order', type: 'quantitative' },
      tooltip: tooltip(o, false, rows),
    },
    layer: [
      { mark: { type: 'arc', innerRadius: 48, outerRadius: 92, stroke: '#ffffff', strokeWidth: 1 } },
      { transform: [{ filter: 'datum.value > 0' }], mark: { type: 'text', radius: 70, fill: '#ffffff', fontWeight: 600, fontSize: 12 }, encoding: { text: { field: 'display' } } },
    ],
  };
}

function heatmapSpec(rows: Row[], o: SpecOptions): TopLevelSpec {
  const categories = unique(rows.map((r) => r.category));
  const columns = seriesOf(rows);
  const max = o.valueMax ?? Math.max(1, ...rows.map((r) => r.value ?? 0));
  return {
    ...frame(rows, o),
    height: { step: 34 },
    encoding: {
      y: { field: 'category', type: 'nominal', sort: categories, axis: categoryAxis(o) },
      x: {
        field: 'series',
        type: 'nominal',
        sort: columns,
        axis: { title: null, orient: 'top', labelAngle: isNarrow(o) && columns.length > 3 ? -45 : 0, labelLimit: isNarrow(o) ? 90 : 140, ticks: false, domain: false },
      },
      tooltip: tooltip(o, true, rows),
    },
    layer: [
      {
        mark: { type: 'rect', stroke: '#ffffff', strokeWidth: 2 },
        encoding: {
          color: {
            // An empty cell stays pale grey, so that "none" does not read as "a little".
            condition: { test: 'datum.value === 0', value: '#f1f3f7' },
            field: 'value',
            type: 'quantitative',
            title: o.valueTitle,
            // Light to mid blue only: dark cell text stays above 4.5:1 on every shade.
            scale: { domain: [0, max], range: ['#e8f1fb', '#5a9bd8'] },
            legend: { orient: 'bottom', direction: 'horizontal', gradientLength: isNarrow(o) ? 160 : 240, titleLimit: 400 },
          },
        },
      },
      {
        mark: { type: 'text', fontSize: 11, fill: DARK },
        encoding: { text: { field: 'display' } },
      },
    ],
  };
}

/**
 * Two values of each category on one line (a dot plot): a dot per series
 * (colour and shape), a grey rule between them, and the category's detail
 * (the gap) printed over the rule, so the distance reads as a number too.
 */
function gapSpec(rows: Row[], o: SpecOptions): TopLevelSpec {
  const { scale } = valueScale(rows, o);
  const categories = unique(rows.map((r) => r.category));
  const series = seriesOf(rows);
  const seriesLegend = { ...legend(o, true), columns: undefined, direction: 'horizontal' as const };
  return {
    ...frame(rows, o),
    height: { step: 36 },
    encoding: { y: { field: 'category', type: 'nominal', sort: categories, axis: categoryAxis(o) } },
    layer: [
      {
        mark: { type: 'rule', color: '#9aa3af', strokeWidth: 3 },
        encoding: { x: { aggregate: 'min', field: 'value', type: 'quantitative', axis: valueAxis(o), scale }, x2: { aggregate: 'max', field: 'value' } },
      },
      {
        mark: { type: 'point', filled: true, size: 120, opacity: 1 },
        encoding: {
          x: { field: 'value', type: 'quantitative', scale },
          color: { field: 'series', type: 'nominal', sort: series, scale: { domain: series }, legend: seriesLegend },
          shape: { field: 'series', type: 'nominal', sort: series, scale: { domain: series, range: ['circle', 'diamond', 'square', 'triangle-up'] }, legend: seriesLegend },
          tooltip: tooltip(o, true, rows),
        },
      },
      {
        transform: [{ filter: 'datum.detail != null' }],
        mark: { type: 'text', dy: -12, fontSize: 10, fill: DARK },
        encoding: { x: { aggregate: 'mean', field: 'value', type: 'quantitative' }, text: { field: 'detail', type: 'nominal' } },
      },
    ],
  };
}

const builders: Record<ChartKind, (rows: Row[], o: SpecOptions) => TopLevelSpec> = {
  bar: barSpec,
  column: columnSpec,
  grouped: groupedSpec,
  stacked: stackedSpec,
  donut: donutSpec,
  heatmap: heatmapSpec,
  gap: gapSpec,
};

/** The Vega-Lite spec of a chart kind over its data (values inline, config included). */
export function buildSpec(kind: ChartKind, data: ChartDatum[], o: SpecOptions): TopLevelSpec {
  const rows = drawable(data).map((r, order) => ({ ...r, order }));
  return builders[kind](rows, o);
}

/** True when no datum has a value to draw. */
export function isEmptyChart(data: ChartDatum[] | undefined): boolean {
  return !data || drawable(data).length === 0;
}

/** A label's width in pixels at the charts' 12 px font. */
export type MeasureText = (text: string) => number;

/** Heights of the parts around a plot, as Vega lays them out with chartConfig() (checked against Vega in specs.test.ts). */
const AROUND = { valueAxis: 43, column: 34, gap: 90, heatmap: 89, stacked: 76, grouped: 77, legendRow: 14, donut: 10, donutLegend: 24, donutRow: 18 };

/** A heat map's column labels turned 45° on a narrow chart: as high as the longest, up to its label limit. */
function turnedLabels(columns: string[], measure: MeasureText): number {
  const longest = Math.min(90, Math.max(0, ...columns.map(measure)));
  return Math.max(0, (longest + 12) * Math.SQRT1_2 - 12);
}

/**
 * The height the chart of buildSpec() will be drawn at, in CSS pixels, worked out from its rows
 * without Vega: the card keeps it while Vega loads and draws, so that the chart that arrives moves
 * nothing under it (layout shift). The parts are those of the builders above; a change there
 * shows in specs.test.ts, which draws each kind with Vega and compares.
 */
export function plannedHeight(kind: ChartKind, data: ChartDatum[], width: number, measure: MeasureText): number {
  const rows = drawable(data);
  const n = unique(rows.map((r) => r.category)).length;
  const series = seriesOf(rows);
  const narrow = width < NARROW;
  const legendRows = Math.ceil(series.length / (narrow ? 1 : 2)) * AROUND.legendRow;
  switch (kind) {
    case 'bar':
      return 28 * n + AROUND.valueAxis;
    case 'column':
      return 220 + AROUND.column;
    case 'stacked':
      return 30 * n + AROUND.stacked + legendRows;
    case 'grouped':
      // A category is as high as its bars (16 px each) over its share of the band (paddingInner 0.25).
      return n * ((16 * series.length) / 0.75) + 3.2 * series.length + AROUND.grouped + legendRows;
    case 'gap':
      return 36 * n + AROUND.gap;
    case 'heatmap':
      return 34 * n + AROUND.heatmap + (narrow && series.length > 3 ? turnedLabels(series, measure) : 0);
    case 'donut':
      return width < 420 ? 200 + AROUND.donutLegend + AROUND.donutRow * n : 200 + AROUND.donut;
  }
}
