import { useRef } from 'react';
import { VegaEmbed } from 'react-vega';
import { logger, Warn, type View } from 'vega';
import type { EmbedOptions, Result, VisualizationSpec } from 'vega-embed';
import { expressionInterpreter } from 'vega-interpreter';

// Vega-Lite 6.4 warns that it drops "fit-y" for every chart sized by step
// height, although fit-x never asked for it: that one message is noise.
const NOISE = 'Dropping "fit-y"';
const quietLogger = logger(Warn, undefined, (method, level, args) => {
  if (args.some((a) => String(a).includes(NOISE))) return;
  console[method](level, ...args);
});

// One object per mode: react-vega re-embeds when the options change. Expressions are interpreted, not
// compiled with new Function, so the charts run under a CSP without 'unsafe-eval'. Hover stays off
// for compiled Vega-Lite specs (as vega-embed does for Vega-Lite): they have no hover encodings.
const BASE: EmbedOptions = { actions: false, renderer: 'svg', logger: quietLogger, ast: true, expr: expressionInterpreter, hover: false };
const OPTIONS = { vega: { ...BASE, mode: 'vega' }, 'vega-lite': { ...BASE, mode: 'vega-lite' } } satisfies Record<string, EmbedOptions>;

// The wrapper is the image (role img, the summary as its label); the SVG's own
// ARIA tree of marks would only repeat the table, so it is hidden from assistive technology.
function hideSvgFromAssistiveTech(result: Result): void {
  result.view.container()?.querySelector('svg')?.setAttribute('aria-hidden', 'true');
}

/**
 * The live chart: tooltips, a click on a mark, image export. Only this module imports react-vega
 * (and so vega and vega-lite, about 300 KB gzip): it loads when the reader first points at a chart
 * or downloads its image, never for the first paint (the worker draws that, see draw/).
 */
export default function LiveView({
  spec,
  mode,
  onError,
  onView,
  onPick,
}: {
  /** A Vega spec compiled by the worker, or a Vega-Lite spec where charts cannot be drawn in a worker. */
  spec: object;
  mode: 'vega' | 'vega-lite';
  onError?: (error: unknown) => void;
  onView: (view: View) => void;
  /** A click on a mark: the category and series of its datum (an aggregated mark, as a stack, keeps both). */
  onPick?: (category: string, series: string | undefined) => void;
}) {
  // react-vega embeds again only for a new spec: the listener calls the latest onPick (the filters may have changed since).
  const pickRef = useRef(onPick);
  pickRef.current = onPick;
  const embedded = (result: Result) => {
    hideSvgFromAssistiveTech(result);
    // Vega's own event API: the clicked item's datum names the bar, the cell or the dot.
    result.view.addEventListener('click', (_event, item) => {
      const datum = (item as { datum?: { category?: unknown; series?: unknown } } | null | undefined)?.datum;
      if (datum && typeof datum.category === 'string') pickRef.current?.(datum.category, typeof datum.series === 'string' ? datum.series : undefined);
    });
    onView(result.view);
  };
  return <VegaEmbed spec={spec as VisualizationSpec} options={OPTIONS[mode]} onEmbed={embedded} onError={onError} />;
}
