import { Component, lazy, Suspense, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Alert } from '../components/Alert';
import { Loading } from '../components/Loading';
import { saveBlob } from '../api/saveBlob';
import { ChartTable } from './ChartTable';
import { chartCsv } from './chartCsv';
import type { DrillTarget } from './drill';
import { labelWidth } from './labelWidth';
import { buildSpec, isEmptyChart, plannedHeight, type ChartDatum, type ChartKind } from './specs';
import { useNearView } from './useNearView';
import type { ChartImage } from './VegaView';

/** Waits for the Devanagari font, so that Vega measures Hindi labels with the glyphs it will draw. */
function chartFontsReady(): Promise<unknown> {
  const fonts = typeof document !== 'undefined' ? document.fonts : undefined;
  if (!fonts) return Promise.resolve();
  return Promise.all([fonts.load('400 12px "Noto Sans Devanagari"', 'अ A'), fonts.load('600 12px "Noto Sans Devanagari"', 'अ A')]).catch(() => undefined);
}

// The chart's drawing code is fetched by the first chart that draws, never before; the worker that draws
// the first picture and the live view (vega, about 300 KB gzip) are fetched from there (VegaView.tsx).
const VegaView = lazy(() => Promise.all([import('./VegaView'), chartFontsReady()]).then(([m]) => m));

let drawable: boolean | undefined;
/** Whether this browser can draw charts (a 2D canvas to measure text); happy-dom and very old browsers get the table. */
export function canDrawCharts(): boolean {
  if (drawable === undefined) {
    try {
      drawable = typeof document !== 'undefined' && !!document.createElement('canvas').getContext('2d');
    } catch {
      drawable = false;
    }
  }
  return drawable;
}

/** Falls back to the table when the Vega chunk cannot be fetched (a new deployment, a lost connection) or drawing throws. */
class DrawBoundary extends Component<{ onError: () => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch() {
    this.props.onError();
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

export type ChartProps = {
  /** Unique on the page: ids of the heading and the table derive from it. */
  id: string;
  title: string;
  kind: ChartKind;
  data: ChartDatum[] | undefined;
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  categoryTitle: string;
  valueTitle: string;
  /** Title of the printed values when they are not the charted value (see SpecOptions). */
  displayTitle?: string;
  seriesTitle?: string;
  /** Upper end of the value axis (scores: 100); the data's maximum otherwise. */
  valueMax?: number;
  /** Counts: whole-number ticks. */
  integer?: boolean;
  /** A line under the title (for example the overall score). */
  note?: ReactNode;
  /** Spans the whole row of the dashboard grid (`small`: a third of it). */
  wide?: boolean;
  small?: boolean;
  /** 'table' shows only the table; 'auto' draws when the browser can. */
  mode?: 'auto' | 'table';
  /** Title of the details column of the table and the CSV ("Details" unless said). */
  detailTitle?: string;
  /** What the empty chart says ("No data found!" unless said). */
  emptyText?: string;
  /** The address of the schools behind a value (data with `drill`): bars, cells and table values lead there. */
  drillHref?: (target: DrillTarget) => string;
  /** Opens such an address inside the app. */
  onDrill?: (href: string) => void;
  /** What the hint under the title says when values open a list ("…the schools behind it" unless said). */
  drillHint?: string;
};

/** Width steps the spec is rebuilt at (label limits, legend places); Vega itself follows every resize. */
const STEP = 40;

/**
 * A dashboard chart card: title, loading placeholder, error with retry, the
 * empty state, the Vega-Lite chart (loaded lazily, width of its container) and
 * its text alternative: an aria-label summary plus a "show as table" toggle.
 */
export function Chart(props: ChartProps) {
  const { id, title, kind, data, loading = false, error = null, onRetry, note, wide, small, mode = 'auto', drillHref, onDrill } = props;
  const { t } = useLingui();
  const [showTable, setShowTable] = useState(false);
  const [failed, setFailed] = useState(false);
  const [width, setWidth] = useState(0);
  const [image, setImage] = useState<ChartImage | null>(null);
  const body = useRef<HTMLDivElement>(null);
  const draw = mode === 'auto' && canDrawCharts() && !failed;
  // On a phone a chart is drawn when it comes near the screen (vega's drawing blocked the page for seconds).
  const near = useNearView(body);

  // The first width before the first paint: the placeholder takes the drawn chart's height at once.
  useLayoutEffect(() => {
    const el = body.current;
    if (el) setWidth(Math.round(el.getBoundingClientRect().width));
  }, []);
  useEffect(() => {
    const el = body.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver((entries) => setWidth(Math.round(entries[0].contentRect.width)));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  const specWidth = width > 0 ? Math.max(STEP, Math.floor(width / STEP) * STEP) : 0;
  const empty = isEmptyChart(data);
  const { categoryTitle, valueTitle, displayTitle, seriesTitle, valueMax, integer } = props;
  const spec = useMemo(
    () => (data && draw && specWidth > 0 && !empty ? buildSpec(kind, data, { categoryTitle, valueTitle, displayTitle, seriesTitle, valueMax, integer, width: specWidth }) : null),
    [data, draw, specWidth, empty, kind, categoryTitle, valueTitle, displayTitle, seriesTitle, valueMax, integer],
  );

  const kindName = useMemo<Record<ChartKind, string>>(
    () => ({
      bar: t`Bar chart`,
      column: t`Column chart`,
      grouped: t`Grouped bar chart`,
      stacked: t`Stacked bar chart`,
      donut: t`Donut chart`,
      heatmap: t`Heat map`,
      gap: t`Dot plot`,
    }),
    [t],
  );

  const summary = useMemo(() => {
    if (!data || empty) return '';
    const top = data.filter((d) => d.value !== null).reduce((a, b) => ((b.value ?? 0) > (a.value ?? 0) ? b : a));
    const where = top.series ? `${top.category}, ${top.series}` : top.category;
    const count = data.filter((d) => d.value !== null).length;
    const highest = top.display ?? String(top.value);
    return `${title}. ${kindName[kind]}. ${t`Values: ${count}. Highest: ${where}, ${highest}.`}`;
  }, [data, empty, title, kind, kindName, t]);

  const tableId = `${id}-table`;
  const detailTitle = props.detailTitle ?? t`Details`;
  const hrefOf = (d: ChartDatum) => d.href ?? (d.drill && drillHref ? drillHref(d.drill) : undefined);
  const drillable = !!data?.some((d) => hrefOf(d) !== undefined);
  const open = (d: ChartDatum) => {
    const href = hrefOf(d);
    if (href && onDrill) onDrill(href);
  };
  // A mark of an aggregate (a rule between two dots) names only its category: its first value with a list stands for it.
  const pick = (category: string, series: string | undefined) => {
    const d = data?.find((x) => x.category === category && (series === undefined || x.series === series) && hrefOf(x) !== undefined);
    if (d) open(d);
  };
  const downloadCsv = () => {
    if (!data) return;
    const csv = chartCsv(data, { category: props.categoryTitle, series: props.seriesTitle, value: props.displayTitle ?? props.valueTitle, detail: detailTitle });
    saveBlob(new Blob([csv], { type: 'text/csv;charset=utf-8' }), `${id}.csv`);
  };
  // The drawn chart as a file: SVG as drawn, PNG at twice the size, for a report or a slide.
  const downloadImage = async (format: 'png' | 'svg') => {
    if (!image) return;
    const url = await image(format);
    const a = document.createElement('a');
    a.href = url;
    a.download = `${id}.${format}`;
    document.body.appendChild(a);
    a.click();
    a.remove();
  };
  const ready = data !== undefined && !error;
  // While the rows come, the head takes the room it will have with them (buttons, hint, note), so the
  // chart that arrives moves nothing under it: on a phone the hint alone is three lines (layout shift).
  const pending = data === undefined && !error;
  const shown = ready && !empty;
  const mayDrill = drillHref !== undefined || onDrill !== undefined;
  const table = ready && !empty && (
    <ChartTable
      id={tableId}
      caption={title}
      captionHidden
      data={data}
      categoryTitle={props.categoryTitle}
      valueTitle={props.displayTitle ?? props.valueTitle}
      detailTitle={detailTitle}
      hrefOf={drillable ? hrefOf : undefined}
      onOpen={drillable && onDrill ? open : undefined}
    />
  );
  // Rows known, chart not yet drawn: the placeholder is as high as the chart will be, so nothing under it moves when it comes.
  const planned = data && draw && !empty && specWidth > 0 ? plannedHeight(kind, data, specWidth, labelWidth) : undefined;
  const placeholder = (
    <div className="chart-placeholder" style={planned === undefined ? undefined : { height: planned, minHeight: 0 }}>
      <Loading />
    </div>
  );

  let content: ReactNode;
  if (error) {
    content = (
      <div className="chart-error">
        <Alert kind="error">{error}</Alert>
        {onRetry && (
          <button type="button" className="btn btn-sm" onClick={onRetry}>
            {t`Try again`}
          </button>
        )}
      </div>
    );
  } else if (data === undefined) content = placeholder;
  else if (empty) content = <p className="empty">{props.emptyText ?? t`No data found!`}</p>;
  else if (!draw) content = table;
  else
    content = (
      <>
        {spec ? (
          <DrawBoundary onError={() => setFailed(true)}>
            {near ? (
              <Suspense fallback={placeholder}>
                <VegaView
                  spec={spec}
                  width={width}
                  label={summary}
                  onError={() => setFailed(true)}
                  onImage={(f) => setImage(() => f)}
                  onPick={drillable ? pick : undefined}
                  placeholder={placeholder}
                />
              </Suspense>
            ) : (
              placeholder
            )}
          </DrawBoundary>
        ) : (
          placeholder
        )}
        {showTable && table}
      </>
    );

  return (
    <section
      className={`card chart-card${wide ? ' chart-wide' : small ? ' chart-small' : ''}${drillable ? ' chart-drillable' : ''}`}
      aria-labelledby={`${id}-title`}
      aria-busy={loading}
      data-chart={id}
    >
      <div className="chart-head">
        <h2 id={`${id}-title`} className="chart-title">
          {title}
        </h2>
        <div className="chart-actions">
          {(shown || pending) && draw && (
            <button
              type="button"
              className="btn btn-sm chart-toggle"
              disabled={pending}
              aria-expanded={showTable}
              aria-controls={showTable ? tableId : undefined}
              onClick={() => setShowTable((v) => !v)}
            >
              {showTable ? t`Hide table` : t`Show as table`}
            </button>
          )}
          {pending && (
            <button type="button" className="btn btn-sm chart-download-wait" disabled>
              {t`Download`}
            </button>
          )}
          {shown && (
            <details className="chart-download">
              <summary className="btn btn-sm">{t`Download`}</summary>
              <div className="chart-download-menu">
                <button type="button" className="btn btn-sm" onClick={downloadCsv}>
                  {t`Data (CSV)`}
                </button>
                {draw && image && (
                  <>
                    <button type="button" className="btn btn-sm" onClick={() => void downloadImage('png')}>
                      {t`Image (PNG)`}
                    </button>
                    <button type="button" className="btn btn-sm" onClick={() => void downloadImage('svg')}>
                      {t`Image (SVG)`}
                    </button>
                  </>
                )}
              </div>
            </details>
          )}
        </div>
      </div>
      {note && (shown || pending) && <div className="chart-note">{note}</div>}
      {((drillable && shown) || (mayDrill && pending)) && (
        <p className="chart-hint">
          {props.drillHint ?? (draw ? t`Select a value in the chart or in its table to see the schools behind it.` : t`Select a number to see the schools behind it.`)}
        </p>
      )}
      <div ref={body} className={`chart-body${loading && data !== undefined ? ' chart-stale' : ''}`}>
        {content}
      </div>
    </section>
  );
}
